/**
 * The api files that run on PostgreSQL as well as PGlite are listed in one place
 * (tests/setup/both-databases.ts), and the list cannot fall behind the code: an api file written
 * for both databases (it runs `describe.each(TEST_DATABASE_KINDS)`) that imports engine-specific
 * server code (engine-specific-code.ts: a branch on the engine, COPY, an advisory lock, worker
 * processes, or what uses them) or branches on the database itself must be listed, so it keeps
 * running on PostgreSQL in npm test. Files without TEST_DATABASE_KINDS pick their database
 * themselves (backup.test.ts is about PGlite's own backups; main.test.ts is the process tier).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTH_DATABASE_FILES } from '../setup/both-databases.ts';
import {
  branchesOnDatabase,
  engineSpecificDeclarations,
  engineSpecificImportsOf,
  ROOT,
  withoutComments,
} from './engine-specific-code.ts';

const PROCESS_TESTS = new Set(['src/server/main.test.ts', 'scripts/start.test.ts']);

function apiTestFiles(): string[] {
  return ['src/server', 'scripts']
    .flatMap((root) =>
      fs
        .readdirSync(path.join(ROOT, root), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
        .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name))),
    )
    .filter((file) => !PROCESS_TESTS.has(file))
    .sort();
}

const runsOnBoth = (file: string) =>
  withoutComments(fs.readFileSync(path.join(ROOT, file), 'utf8')).includes('TEST_DATABASE_KINDS');

describe('the api files run on both databases', () => {
  const specific = engineSpecificDeclarations();
  const files = apiTestFiles();

  it('finds the engine branches the server has', () => {
    // The reading must still see the branches docs/testing.md names, or every check below passes
    // for want of anything found.
    expect(specific.get('src/server/db/client.ts#isEmbedded')).toBe('tells the drivers apart');
    expect(specific.get('src/server/db/client.ts#openDatabase')).toBe('compares the database kind');
    expect(specific.get('src/server/db/migrate.ts#migrateDatabase')).toBe('compares the database kind');
    expect(specific.get('src/server/services/import/copy-writer.ts#CopyWriter')).toBe(
      'streams COPY … FROM STDIN',
    );
    expect(specific.get('src/server/services/import/import-jobs.ts#keepJobAlive')).toMatch(/^uses /);
    expect(specific.get('src/server/cluster.ts#runWorkers')).toBe('forks worker processes');
    // And what uses them: the submission's turns on PGlite.
    expect(specific.get('src/server/results/submit-profile.ts#submitProfile')).toMatch(/^uses /);
    expect(specific.get('src/server/services/import/partd-import.ts#importPartD')).toMatch(/^uses /);
    // A neutral helper of the same module is not: the same SQL on both.
    expect(specific.has('src/server/db/client.ts#queryRows')).toBe(false);
    expect(specific.has('src/server/db/migrate.ts#MIGRATIONS_FOLDER')).toBe(false);
  });

  it('lists every file that exercises engine-specific code', () => {
    const missing = files
      .filter(runsOnBoth)
      .filter((file) => !(file in BOTH_DATABASE_FILES))
      .map((file) => {
        const imports = engineSpecificImportsOf(file, specific);
        const why = [
          ...(branchesOnDatabase(file) ? ['branches on the database'] : []),
          ...imports.map((name) => `imports ${name} (${specific.get(name)})`),
        ];
        return why.length > 0 ? `${file}: ${why.join('; ')}` : null;
      })
      .filter((line) => line !== null);
    expect(missing, 'add these to tests/setup/both-databases.ts').toEqual([]);
  });

  it('lists only api files that exist and run on both', () => {
    const wrong = Object.keys(BOTH_DATABASE_FILES).filter(
      (file) => !files.includes(file) || !runsOnBoth(file),
    );
    expect(wrong).toEqual([]);
  });
});
