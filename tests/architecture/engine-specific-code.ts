/**
 * Which server code takes a different path on PGlite and on PostgreSQL, read from the source text
 * (docs/testing.md, "Which api files run on both databases"). Used by both-databases.test.ts.
 *
 * A top-level declaration of a server module (a function, class or constant) is engine-specific
 * when its code, comments left out:
 * - compares a database kind (`kind === 'pglite'`, `kind !== 'postgres'`): the driver and the
 *   migrator chosen in src/server/db, the start-up of main.ts;
 * - tells the drivers apart by their client (`instanceof PGlite`, `instanceof pg.Client`):
 *   `isEmbedded`, and the COPY writer's connection;
 * - streams COPY (`copyFrom(`, pg-copy-streams), takes an advisory lock (`pg_advisory…`), forks
 *   worker processes (`cluster.fork`, `cluster.isWorker`);
 * - or uses an engine-specific declaration, of its own module or imported (so `submitProfile`,
 *   which takes its Turns on PGlite only through `isEmbedded`, is one, and so is whatever calls it).
 *
 * Named prepared statements (`queryRowsPlanned`, Drizzle's `.prepare`) do not count: they run the same
 * SQL with the same answer on both, only planned once per connection on PostgreSQL; the planning
 * itself is client.ts's and its own test runs on both databases.
 *
 * The reading is by text on Biome-formatted code: a top-level declaration starts at the start of a
 * line and runs to the next one; a name is a use unless it follows a dot (a property).
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The engine branches, each with what it is. */
export const ENGINE_BRANCHES: { pattern: RegExp; what: string }[] = [
  { pattern: /\bkind\s*[!=]==?\s*'(pglite|postgres)'/, what: 'compares the database kind' },
  { pattern: /\binstanceof\s+(PGlite|pg\.Client)\b/, what: 'tells the drivers apart' },
  { pattern: /\bcopyFrom\s*\(/, what: 'streams COPY … FROM STDIN' },
  { pattern: /\bpg_advisory\w*/, what: 'takes an advisory lock' },
  { pattern: /\bcluster\.(fork|isWorker|isPrimary|setupPrimary)\b/, what: 'forks worker processes' },
];

/** A top-level declaration; a type (`type`, `interface`) is no code and is never engine-specific. */
type Declaration = { name: string; code: string; isType: boolean };
type Import = { local: string; exported: string; from: string };
type Module = { declarations: Declaration[]; imports: Import[]; reExports: Import[] };

const DECLARATION =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?(function\*?|class|const|let|var|enum|type|interface|abstract\s+class)\s+([A-Za-z_$][\w$]*)/;

/** The code without comments; strings are kept (a URL's `//` is not a comment after a quote). */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const rel = (file: string) => path.relative(ROOT, file);

function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return rel(path.resolve(path.dirname(path.join(ROOT, from)), specifier));
}

/** Value imports only: `import type` and `type X` inside braces bring no code. */
function importsOf(file: string, text: string): { imports: Import[]; reExports: Import[] } {
  const imports: Import[] = [];
  const reExports: Import[] = [];
  const statements = text.matchAll(
    /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s+['"]([^'"]+)['"]/g,
  );
  for (const [, keyword, typeOnly, clause = '', specifier = ''] of statements) {
    const from = resolveSpecifier(file, specifier);
    if (typeOnly || !from) continue;
    const target = keyword === 'export' ? reExports : imports;
    const named = clause.match(/\{([\s\S]*)\}/)?.[1] ?? '';
    for (const part of named.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      const [exported = item, local = exported] = item.split(/\s+as\s+/);
      target.push({ local, exported, from });
    }
    const rest = clause
      .replace(/\{[\s\S]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    const namespace = rest.match(/\*\s+as\s+([\w$]+)/)?.[1];
    if (namespace) target.push({ local: namespace, exported: '*', from });
    else if (rest && keyword === 'import') target.push({ local: rest, exported: 'default', from });
  }
  return { imports, reExports };
}

function readModule(file: string): Module {
  const text = withoutComments(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  const declarations: Declaration[] = [];
  let current: Declaration | null = null;
  for (const line of text.split('\n')) {
    const [, keyword, name] = line.match(DECLARATION) ?? [];
    if (name) {
      current = { name, code: '', isType: keyword === 'type' || keyword === 'interface' };
      declarations.push(current);
    } else if (/^(import|export\s+\{|export\s+\*)/.test(line)) {
      current = null;
    }
    if (current) current.code += `${line}\n`;
  }
  return { declarations, ...importsOf(file, text) };
}

function uses(code: string, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(`(^|[^.\\w$])${escaped}(?![\\w$])`).test(code);
}

export function serverModules(): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'src/server'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => rel(path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Why a declaration is engine-specific: a branch it has, or the engine-specific name it uses. */
export type Reason = string;

/**
 * Every engine-specific declaration of the server, as `module#name` → why: the branch it has
 * itself, or the engine-specific declaration it uses (follow the chain to the branch).
 */
export function engineSpecificDeclarations(): Map<string, Reason> {
  const modules = new Map(serverModules().map((file) => [file, readModule(file)]));
  const specific = new Map<string, Reason>();
  const key = (file: string, name: string) => `${file}#${name}`;

  // The name a module exports as `name`, followed through `export { … } from`.
  const isSpecific = (file: string | null, name: string, seen = new Set<string>()): string | null => {
    if (!file) return null;
    const found = [`${file}.ts`, file].find((f) => modules.has(f)) ?? file;
    if (specific.has(key(found, name))) return key(found, name);
    if (seen.has(key(found, name))) return null;
    seen.add(key(found, name));
    const module = modules.get(found);
    if (!module) return null;
    if (name === '*') {
      return module.declarations.some((d) => specific.has(key(found, d.name))) ? key(found, '*') : null;
    }
    const forward = module.reExports.find((r) => r.local === name || r.exported === name);
    return forward ? isSpecific(forward.from, forward.exported, seen) : null;
  };

  for (const [file, module] of modules) {
    for (const declaration of module.declarations) {
      if (declaration.isType) continue;
      const branch = ENGINE_BRANCHES.find((b) => b.pattern.test(declaration.code));
      if (branch) specific.set(key(file, declaration.name), branch.what);
    }
  }
  // Uses spread until nothing changes: a declaration that uses a specific one is specific.
  let changed = true;
  while (changed) {
    changed = false;
    for (const [file, module] of modules) {
      for (const declaration of module.declarations) {
        if (declaration.isType || specific.has(key(file, declaration.name))) continue;
        const local = module.declarations.find(
          (other) =>
            other !== declaration &&
            specific.has(key(file, other.name)) &&
            uses(declaration.code, other.name),
        );
        const imported = local
          ? null
          : module.imports.find((i) => uses(declaration.code, i.local) && isSpecific(i.from, i.exported));
        const via = local
          ? key(file, local.name)
          : imported
            ? isSpecific(imported.from, imported.exported)
            : null;
        if (via) {
          specific.set(key(file, declaration.name), `uses ${via}`);
          changed = true;
        }
      }
    }
  }
  return specific;
}

/**
 * The engine-specific server code a test file imports, as `module#name`, directly or through the
 * server modules it imports a helper from (a test helper such as testing/admin-medicare-file-helpers.ts
 * is a server module like any other). tests/setup is the harness every file shares (createTestApp
 * opens the app, and so the whole server): it is not followed.
 */
export function engineSpecificImportsOf(testFile: string, specific: Map<string, Reason>): string[] {
  const text = withoutComments(fs.readFileSync(path.join(ROOT, testFile), 'utf8'));
  const { imports } = importsOf(testFile, text);
  const found = new Set<string>();
  for (const i of imports) {
    if (!i.from.startsWith('src/server')) continue;
    const file = i.from.endsWith('.ts') ? i.from : `${i.from}.ts`;
    if (i.exported === '*') {
      for (const name of specific.keys()) if (name.startsWith(`${file}#`)) found.add(name);
    } else if (specific.has(`${file}#${i.exported}`)) {
      found.add(`${file}#${i.exported}`);
    }
  }
  return [...found].sort();
}

/** A test file that branches on the database itself tests a difference between them. */
export function branchesOnDatabase(testFile: string): boolean {
  const text = withoutComments(fs.readFileSync(path.join(ROOT, testFile), 'utf8'));
  return /(label|kind)\s*[!=]==?\s*'(PGlite|PostgreSQL|pglite|postgres)'|\bisEmbedded\s*\(/.test(text);
}
