import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations to drizzle/ from the schema (commit them). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
