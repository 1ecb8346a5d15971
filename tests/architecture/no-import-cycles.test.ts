/**
 * No import cycles anywhere in src/ (docs/architecture.md: imports flow one way). A cycle means
 * two modules cannot be read, tested or moved one without the other; it is how the results core
 * became seven files that all needed each other.
 *
 * Type-only imports count too: `import type` leaves no code in the bundle, but it still says one
 * module's shape depends on another's, and a circle of types is the same knot for the reader (the
 * circles found in shared/ when this rule came were all type-only edges closing value ones).
 * Imports are read from the source text the way boundaries.test.ts reads them, static and
 * relative ones only (packages cannot import back into src/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');

function sources(): string[] {
  return fs
    .readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

/** The files a module's relative imports and re-exports name, as absolute paths. */
const relativeImports = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) =>
    path.resolve(path.dirname(file), m[1] ?? ''),
  );

/** Each module's imports, resolved to files of src/. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const withExtension = (target: string) =>
    [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((f) => known.has(f));
  return new Map(
    files.map((file) => [
      file,
      [
        ...new Set(
          relativeImports(file)
            .map(withExtension)
            .filter((target): target is string => target !== undefined),
        ),
      ],
    ]),
  );
}

/** One cycle through each strongly connected group of modules (depth-first search), as paths from the root. */
function cycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found.map((cycle) => cycle.map((f) => path.relative(ROOT, f)));
}

describe('imports in src/ form no cycle', () => {
  const files = sources();
  const graph = importGraph(files);

  it('reads the import graph', () => {
    expect(files.length).toBeGreaterThan(300);
    // The results core imports its neighbours by relative path: the reader sees those edges.
    expect(graph.get(path.join(SRC, 'server/results/submit-profile.ts'))).toContain(
      path.join(SRC, 'server/results/score.ts'),
    );
  });

  it('finds a cycle when there is one', () => {
    const a = path.join(SRC, 'a.ts');
    const b = path.join(SRC, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['src/a.ts', 'src/b.ts', 'src/a.ts']]);
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has none', () => {
    expect(cycles(graph)).toEqual([]);
  });
});

describe('shared/ imports nothing of the engine, the server or the client', () => {
  // What both sides read (contracts, answers, texts) is below them; the engine imports shared,
  // never the other way. Tests may check shared against the others.
  const SHARED = path.join(SRC, 'shared') + path.sep;
  const shared = sources().filter((f) => f.startsWith(SHARED) && !/\.test\.tsx?$/.test(f));

  it('has shared modules to check', () => {
    expect(shared.length).toBeGreaterThan(30);
  });

  it.each(shared.map((f) => [path.relative(ROOT, f), f]))('%s', (_name, file) => {
    const outward = relativeImports(file)
      .filter((target) => !target.startsWith(SHARED))
      .map((target) => path.relative(ROOT, target));
    expect(outward).toEqual([]);
  });
});
