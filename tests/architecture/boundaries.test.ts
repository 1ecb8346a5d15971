/**
 * The layering docs/architecture.md promises, checked on the source text (like
 * src/engine/engine-purity.test.ts for the engine):
 * - routes are thin: no query of their own (no drizzle-orm, no schema, no database call); they
 *   validate, call a service and answer;
 * - presenters are called by routes, not services: services and the results core return records,
 *   so a service can be reused without its presentation;
 * - no client feature imports another feature; what several share lives in client/lib or
 *   client/components, which import no feature;
 * - a profile is scored in one place: results/score.ts is the only server module that imports the
 *   engine's recommendPlans or the engine inputs' loader (results/plan-loader.ts);
 * - toasts go through client/lib/toast.ts, which fetches Sonner after the first page (design.md §9).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUTES = path.join(ROOT, 'src/server/routes');
const FEATURES = path.join(ROOT, 'src/client/features');

function sources(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Each import's specifier, with whether it imports types only. */
function imports(file: string): { specifier: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (m) => ({
      specifier: m[3] ?? '',
      typeOnly: Boolean(m[2]),
    }),
  );
}

const resolved = (file: string, specifier: string) => path.resolve(path.dirname(file), specifier);
const rel = (file: string) => path.relative(ROOT, file);

describe('routes are thin', () => {
  // Test files and their helpers set up data directly; the rule is for what the server runs.
  const routeFiles = sources(ROUTES, /\.ts$/).filter((f) => !/\.test\.ts$|test-helpers\.ts$/.test(f));

  it('has route files to check', () => {
    expect(routeFiles.length).toBeGreaterThan(15);
  });

  it.each(routeFiles.map((f) => [rel(f), f]))('%s runs no query of its own', (_name, file) => {
    const text = fs.readFileSync(file, 'utf8');
    const offending = imports(file)
      .filter(({ specifier, typeOnly }) => {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return true;
        const target = specifier.startsWith('.') ? resolved(file, specifier) : '';
        return !typeOnly && /src\/server\/db\/(schema|client)\.ts$/.test(target);
      })
      .map((i) => i.specifier);
    expect(offending).toEqual([]);
    expect(text).not.toMatch(
      /\.db\s*\.\s*(select|selectDistinct|insert|update|delete|execute|transaction|query)\b/,
    );
    expect(text).not.toMatch(/\bsql`/);
  });
});

describe('presenters are called by routes', () => {
  const PRESENTERS = path.join(ROOT, 'src/server/presenters');
  // Being moved, issue 38: these two still present their own answers.
  const BEING_MOVED = [
    'src/server/services/admin/admin-plans.ts',
    'src/server/services/admin/admin-plans-history.ts',
  ];
  const files = ['services', 'results'].flatMap((dir) =>
    sources(path.join(ROOT, 'src/server', dir), /\.ts$/).filter((f) => !/\.test\.ts$/.test(f)),
  );

  it('has services to check', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('nothing under server/services or server/results imports a presenter', () => {
    const presenting = files
      .filter((file) => !BEING_MOVED.includes(rel(file)))
      .flatMap((file) =>
        imports(file)
          .filter(
            ({ specifier }) => specifier.startsWith('.') && resolved(file, specifier).startsWith(PRESENTERS),
          )
          .map(({ specifier }) => `${rel(file)} → ${specifier}`),
      );
    expect(presenting).toEqual([]);
  });
});

describe('client features stand alone', () => {
  const featureNames = fs.readdirSync(FEATURES);
  const featureOf = (file: string) => {
    const inside = path.relative(FEATURES, file);
    return inside.startsWith('..') ? null : (inside.split(path.sep)[0] ?? null);
  };

  it('has features to check', () => {
    expect(featureNames.length).toBeGreaterThan(8);
  });

  it.each(featureNames)('%s imports no other feature', (name) => {
    const crossings = sources(path.join(FEATURES, name), /\.tsx?$/).flatMap((file) =>
      imports(file)
        .filter(({ specifier }) => specifier.startsWith('.'))
        .map(({ specifier }) => ({ file: rel(file), target: featureOf(resolved(file, specifier)) }))
        .filter(({ target }) => target !== null && target !== name),
    );
    expect(crossings).toEqual([]);
  });

  it.each(['lib', 'components'])('client/%s imports no feature', (dir) => {
    const reaching = sources(path.join(ROOT, 'src/client', dir), /\.tsx?$/).flatMap((file) =>
      imports(file)
        .filter(({ specifier }) => specifier.startsWith('.') && featureOf(resolved(file, specifier)) !== null)
        .map(({ specifier }) => `${rel(file)} → ${specifier}`),
    );
    expect(reaching).toEqual([]);
  });
});

describe('a profile is scored in one place', () => {
  const SCORE = 'src/server/results/score.ts';
  const serverFiles = sources(path.join(ROOT, 'src/server'), /\.ts$/).filter((f) => !/\.test\.ts$/.test(f));

  it.each(['recommendPlans', 'loadEngineInputs'])('%s is imported by results/score.ts only', (name) => {
    const named = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from`);
    const importers = serverFiles.filter((file) => named.test(fs.readFileSync(file, 'utf8'))).map(rel);
    expect(importers).toEqual([SCORE]);
  });
});

describe('the first load stays small', () => {
  it("no client module imports Sonner's code: client/lib/toast.ts fetches it once the first page shows", () => {
    const clientFiles = sources(path.join(ROOT, 'src/client'), /\.tsx?$/);
    const importers = clientFiles
      .filter((file) => imports(file).some(({ specifier, typeOnly }) => specifier === 'sonner' && !typeOnly))
      .map(rel);
    expect(importers).toEqual([]);
    expect(fs.readFileSync(path.join(ROOT, 'src/client/lib/toast.ts'), 'utf8')).toContain("import('sonner')");
  });
});
