/**
 * `tsx scripts/build-client.ts [outDir]`: builds the browser app (dist/client) and writes its stamp
 * (client-build-stamp.ts); start.ts runs it in a child process so the server never carries the bundler.
 */
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { DEFAULT_CLIENT_DIR } from '../src/server/env.ts';
import { hashFile, hashFixedInputs, projectFile, writeStamp } from './client-build-stamp.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? DEFAULT_CLIENT_DIR);

const inputs = hashFixedInputs(ROOT);
/** Hashes each project file as the bundler loads it (packages are covered by package-lock.json). */
const recordInputs: Plugin = {
  name: 'clearplan-record-inputs',
  enforce: 'pre',
  apply: 'build',
  load(id) {
    const file = projectFile(ROOT, id);
    const hash = file && hashFile(path.join(ROOT, file));
    if (file && hash) inputs[file] = hash;
    return null;
  },
};

await build({
  root: path.join(ROOT, 'src/client'),
  configFile: path.join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  plugins: [recordInputs],
  build: { outDir, emptyOutDir: true },
});
writeStamp(outDir, inputs);
