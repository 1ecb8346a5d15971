/**
 * The api test files that run on PostgreSQL as well as on PGlite (docs/testing.md, "Which api
 * files run on both databases"): the files whose code takes a different path by engine. Every
 * other api file runs on PGlite only, in `npm test` and in CI. This is the one list: the
 * PostgreSQL process of the api tier runs exactly these files (vitest.config.ts), and
 * tests/architecture/both-databases.test.ts fails when a test file that imports engine-specific
 * server code (tests/architecture/engine-specific-code.ts says which) or branches on the database
 * is missing here, or when a file here does not run on both.
 *
 * Each entry says what differs by engine in what it tests. Left out, on purpose: validation,
 * access rules and plain reads and writes, the same SQL on the same PostgreSQL (PGlite is
 * PostgreSQL compiled to WebAssembly; the server here has the same C.UTF-8 collation and UTC);
 * the other callers of named statements (the same SQL and answer, only planned once per connection
 * on PostgreSQL: client.test.ts and the loaders' tests run them on both); and of the security
 * suite the route inventory and access matrix, the fuzzing, result ids, free-form keys, record
 * ownership and read budgets, decided before anything engine-specific or, where they reach it,
 * covered here by abuse-limits.test.ts (atomic counting) and result-documents.test.ts (the kept
 * answers' owner checks).
 *
 * Kept out of the snapshot's hash (test-snapshot.ts): the list does not shape the seeded database.
 */
export const BOTH_DATABASE_FILES: Record<string, string> = {
  // The driver layer and the migrations.
  'src/server/db/client.test.ts':
    'named prepared statements: one generic plan per connection on PostgreSQL, a one-off on PGlite',
  'src/server/db/reference-versions.test.ts':
    'the versions read with a named statement, and bumped by triggers seen from another connection',
  'src/server/db/bulk-load.test.ts':
    "indexes re-created from the server's own pg_indexes definitions, which its version writes",
  'src/server/db/carrier-plan-type-migration.test.ts':
    'a migration on each engine (migrate.ts picks the migrator)',
  'src/server/db/data-sources-migration.test.ts':
    'a migration on each engine (migrate.ts picks the migrator)',
  'src/server/db/service-area-migration.test.ts':
    'a migration on each engine (migrate.ts picks the migrator)',
  'src/server/results/stored-result-migration.test.ts':
    'a migration on each engine (migrate.ts picks the migrator)',

  // COPY: the Part D importer's large tables (copy-writer.ts), which the seed writes too.
  'src/server/services/import/copy-writer.test.ts': 'COPY text on PostgreSQL, JSON chunks on PGlite',
  'src/server/services/import/partd-import-copy.test.ts':
    "the Part D importer's large tables by COPY or JSON chunks",
  'src/server/services/import/partd-import.test.ts':
    'the Part D importer, whose pricing and pharmacies go by COPY',
  'src/server/db/seed/seed.test.ts':
    'the seed, which imports the sample Part D release by COPY on PostgreSQL',
  'src/server/db/seed/seed-drug-plans.test.ts':
    'the seed of the drug plans, through the Part D importer (COPY)',
  'src/server/routes/medicare/plan-years.test.ts': "the next year's sample Part D release imported (COPY)",

  // Import jobs: heartbeats and progress rows only on PostgreSQL (import-jobs.ts).
  'src/server/services/import/import-jobs.test.ts':
    'interrupted jobs, which PostgreSQL also settles for other processes',
  'src/server/routes/admin-import/admin-import-run.test.ts': "a job's progress kept in its row on PostgreSQL",
  'src/server/routes/admin-import/admin-import-medicare-files.test.ts':
    'Part D and RxTerms jobs: COPY, one job of a kind at a time across processes, heartbeats',
  'src/server/routes/admin-import/admin-import-medicare-plan-files.test.ts':
    'PBP, Plan-Net and Landscape jobs: one job of a kind at a time across processes',
  'scripts/data-update.test.ts':
    'a plan year refreshed from the manifest: the Part D release by COPY on PostgreSQL, each dataset in one transaction on the pool',
  'scripts/import-variants.test.ts':
    'each published file variant through its importer from the Import screen (jobs: progress rows and heartbeats on PostgreSQL) and from the command line',
  'src/server/routes/medicare/service-area.test.ts':
    'service areas written by every writer, the large-file job included',

  // Several connections: real concurrency on PostgreSQL's pool, one connection on PGlite.
  'src/server/shared-state.test.ts': 'two server processes on one database (WORKERS=N)',
  'src/server/routes/admin-plans/admin-plans-concurrency.test.ts':
    'admin writes in flight at once on several connections',
  'src/server/security/abuse-limits.test.ts':
    "attempts counted atomically under a burst on several connections (the rate limiter's statement, which the read budgets of read-limits.test.ts use too)",

  // Submissions and the kept answers: Turns on PGlite, the pool on PostgreSQL.
  'src/server/routes/medicare/medicare.test.ts':
    'submissions sent together: in turns on PGlite (submit-profile.ts), at once on PostgreSQL',
  'src/server/results/plan-loader.test.ts':
    "a profile's engine inputs read with named statements (generic plans)",
  'src/server/services/catalogue/partd-loader.test.ts':
    "a person's Part D drugs read with a named statement (generic plans)",
  'src/server/routes/medicare/result-documents.test.ts':
    "kept answers: a read's owner check, version check and audit row in one named statement on both (the path record-ownership.test.ts reaches through the app), reads at once on PostgreSQL's pool",
  'src/server/security/phi-logs.test.ts':
    "what each driver's errors carry into the log when the database fails",
};
