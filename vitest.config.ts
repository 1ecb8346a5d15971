import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/engine/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          globalSetup: ['tests/setup/global-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/client.ts'],
        },
      },
    ],
  },
});
