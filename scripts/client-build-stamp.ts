/**
 * Whether the built browser app is current, so `npm start` builds only when needed. A build writes
 * dist/client-build.json: hashes of its index.html and every input (loaded modules outside
 * node_modules, configs, src/client/public). A build without a stamp (`vite build`) is rebuilt.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type Stamp = { index: string; inputs: Record<string, string> };

/** Inputs of every build besides the modules it loads; paths relative to the project root. */
const CONFIG_INPUTS = ['package-lock.json', 'vite.config.ts', 'tsconfig.json'];
const PUBLIC_DIR = 'src/client/public';

export function stampPath(outDir: string): string {
  return path.join(path.dirname(outDir), `${path.basename(outDir)}-build.json`);
}

export function hashFile(file: string): string | null {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

/** The configs and the public files as they are now (paths relative to root), hashed. */
export function hashFixedInputs(root: string): Record<string, string> {
  const publicDir = path.join(root, PUBLIC_DIR);
  const publicFiles = fs.existsSync(publicDir)
    ? fs
        .readdirSync(publicDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    : [];
  return Object.fromEntries(
    [...CONFIG_INPUTS, ...publicFiles].map((file) => [file, hashFile(path.join(root, file)) ?? MISSING]),
  );
}

const MISSING = 'missing';

/** The project file a bundler module id names (no query), or null for virtual modules and packages. */
export function projectFile(root: string, moduleId: string): string | null {
  const file = moduleId.split('?')[0] ?? '';
  if (!path.isAbsolute(file)) return null;
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || relative.split(path.sep).includes('node_modules')) return null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? relative : null;
}

/** Records each input's hash as the build read it (a file saved mid-build shows as changed next start). */
export function writeStamp(outDir: string, inputs: Record<string, string>): void {
  const index = hashFile(path.join(outDir, 'index.html'));
  if (!index) throw new Error(`the build wrote no ${path.join(outDir, 'index.html')}`);
  const sorted = Object.fromEntries(Object.entries(inputs).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(
    stampPath(outDir),
    `${JSON.stringify({ index, inputs: sorted } satisfies Stamp, null, 1)}\n`,
  );
}

export function readStamp(outDir: string): Stamp | null {
  try {
    return JSON.parse(fs.readFileSync(stampPath(outDir), 'utf8'));
  } catch {
    return null;
  }
}

export function changedInputs(root: string, stamp: Stamp): string[] {
  return Object.entries(stamp.inputs)
    .filter(([file, hash]) => (hashFile(path.join(root, file)) ?? MISSING) !== hash)
    .map(([file]) => file);
}

/** Why the build in outDir must be made again, or null when it is current. */
export function staleReason(root: string, outDir: string): string | null {
  const indexHtml = path.join(outDir, 'index.html');
  const index = hashFile(indexHtml);
  if (!index) return 'there is no build yet';
  const stamp = readStamp(outDir);
  if (!stamp) return 'there is no record of what the build was made from';
  if (stamp.index !== index) return 'the build was replaced by another command';
  for (const file of Object.keys(hashFixedInputs(root))) {
    if (!(file in stamp.inputs)) return `${file} is new`;
  }
  const changed = changedInputs(root, stamp)[0];
  if (changed) return `${changed} changed`;
  const html = fs.readFileSync(indexHtml, 'utf8');
  for (const [, asset] of html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)) {
    if (asset && !fs.existsSync(path.join(outDir, asset))) return `${asset} is missing from the build`;
  }
  return null;
}
