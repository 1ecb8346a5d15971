import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The browser app lives in src/client and builds to dist/client, which the server serves. */
export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5000,
    strictPort: true,
    // `npm run dev` starts the API on 5001; the dev server forwards /api to it.
    proxy: { '/api': 'http://127.0.0.1:5001' },
  },
});
