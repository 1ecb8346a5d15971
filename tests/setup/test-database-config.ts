/** Settings shared by the global setup and the per-file test database helper. */
export const TEST_ADMIN = { email: 'admin@clearplan.test', password: 'test-admin-password' } as const;
export const TEST_EDITOR = { email: 'editor@clearplan.test', password: 'test-editor-password' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dumped PGlite data directory, migrated and seeded. */
    pgliteDumpPath: string;
    /** PostgreSQL template database (migrated and seeded) when TEST_DATABASE_URL is set. */
    pgTemplate: { url: string; name: string } | null;
  }
}

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
