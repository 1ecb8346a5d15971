import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  hashFile,
  hashFixedInputs,
  projectFile,
  staleReason,
  stampPath,
  writeStamp,
} from './client-build-stamp.ts';

/** A project of a few files and a build of it in dist/client, stamped as a build would stamp it. */
function builtProject() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-stamp-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package-lock.json', '{}');
  write('vite.config.ts', 'export default {};');
  write('tsconfig.json', '{}');
  write('src/client/public/favicon.svg', '<svg/>');
  write('src/client/main.tsx', 'console.log("app");');
  write('docs/how-we-rank.md', '# How we rank');
  write('dist/client/index.html', '<script type="module" src="/assets/index-1.js"></script>');
  write('dist/client/assets/index-1.js', 'console.log("app");');
  const outDir = path.join(root, 'dist/client');
  const inputs = hashFixedInputs(root);
  for (const file of ['src/client/main.tsx', 'docs/how-we-rank.md']) {
    inputs[file] = hashFile(path.join(root, file)) ?? '';
  }
  writeStamp(outDir, inputs);
  return { root, outDir, write };
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('whether the browser build is current', () => {
  it('is current right after the build, and stale when a file it was made from changes, until it is put back', () => {
    const { root, outDir, write } = builtProject();
    roots.push(root);
    expect(staleReason(root, outDir)).toBeNull();
    write('src/client/main.tsx', 'console.log("changed");');
    expect(staleReason(root, outDir)).toBe('src/client/main.tsx changed');
    write('src/client/main.tsx', 'console.log("app");');
    expect(staleReason(root, outDir)).toBeNull();
    write('docs/how-we-rank.md', '# How we rank, revised');
    expect(staleReason(root, outDir)).toBe('docs/how-we-rank.md changed');
  });

  it('is stale after a dependency or config change, a deleted input and a new public file', () => {
    const { root, outDir, write } = builtProject();
    roots.push(root);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(staleReason(root, outDir)).toBe('package-lock.json changed');
    write('package-lock.json', '{}');
    fs.rmSync(path.join(root, 'docs/how-we-rank.md'));
    expect(staleReason(root, outDir)).toBe('docs/how-we-rank.md changed');
    write('docs/how-we-rank.md', '# How we rank');
    write('src/client/public/robots.txt', 'User-agent: *');
    expect(staleReason(root, outDir)).toBe('src/client/public/robots.txt is new');
  });

  it('is stale without a build, without a stamp, after another command built it, or with an asset gone', () => {
    const { root, outDir, write } = builtProject();
    roots.push(root);
    fs.rmSync(path.join(outDir, 'assets/index-1.js'));
    expect(staleReason(root, outDir)).toBe('assets/index-1.js is missing from the build');
    write('dist/client/index.html', '<script type="module" src="/assets/index-2.js"></script>');
    expect(staleReason(root, outDir)).toBe('the build was replaced by another command');
    fs.rmSync(stampPath(outDir));
    expect(staleReason(root, outDir)).toBe('there is no record of what the build was made from');
    fs.rmSync(outDir, { recursive: true });
    expect(staleReason(root, outDir)).toBe('there is no build yet');
  });

  it("keeps the bundler's modules that are project files and drops packages, virtual modules and outsiders", () => {
    const { root } = builtProject();
    roots.push(root);
    expect(projectFile(root, path.join(root, 'src/client/main.tsx'))).toBe('src/client/main.tsx');
    expect(projectFile(root, `${path.join(root, 'docs/how-we-rank.md')}?raw`)).toBe('docs/how-we-rank.md');
    expect(projectFile(root, '\0vite/preload-helper.js')).toBeNull();
    expect(projectFile(root, path.join(root, 'node_modules/react/index.js'))).toBeNull();
    expect(projectFile(root, path.join(root, 'src/client/gone.tsx'))).toBeNull();
    expect(projectFile(root, path.join(os.tmpdir(), 'elsewhere.ts'))).toBeNull();
  });
});
