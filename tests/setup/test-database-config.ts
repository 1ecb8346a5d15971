/** Settings shared by the global setup and the per-file test database helper. */
export const TEST_ADMIN = { email: 'admin@clearplan.test', password: 'test-admin-password' } as const;
export const TEST_EDITOR = { email: 'editor@clearplan.test', password: 'test-editor-password' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dumped PGlite data directory, migrated and seeded. */
    pgliteDumpPath: string;
    /** PostgreSQL template database (migrated and seeded) when TEST_DATABASE_URL is set. */
    pgTemplate: { url: string; name: string } | null;
    /** The databases this run's integration tests use (TEST_DATABASES, TEST_DATABASE_URL). */
    testDatabaseKinds: TestDatabaseKind[];
  }
}

export type TestDatabaseKind = 'PGlite' | 'PostgreSQL';

/**
 * TEST_DATABASES=pglite or postgres runs the integration tests on that database only (npm test
 * runs the two in separate processes at the same time); unset, PGlite plus PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
export function testDatabaseKinds(env: NodeJS.ProcessEnv): TestDatabaseKind[] {
  const wanted = env.TEST_DATABASES?.trim().toLowerCase();
  const server = Boolean(env.TEST_DATABASE_URL);
  if (wanted === 'pglite') return ['PGlite'];
  if (wanted === 'postgres') {
    if (!server) throw new Error('TEST_DATABASES=postgres needs TEST_DATABASE_URL');
    return ['PostgreSQL'];
  }
  if (wanted) throw new Error(`TEST_DATABASES must be pglite or postgres, not ${wanted}`);
  return server ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
}

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
