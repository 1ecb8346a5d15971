import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Conventions habit 1: src/engine imports nothing from server, client, DB or env. */
const ENGINE_DIR = path.dirname(fileURLToPath(import.meta.url));

function engineSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return engineSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the engine is pure', () => {
  const files = engineSources(ENGINE_DIR);

  it('has sources to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((f) => [path.relative(ENGINE_DIR, f), f]))(
    '%s imports only the engine and src/shared',
    (_name, file) => {
      const text = fs.readFileSync(file, 'utf8');
      const imports = [...text.matchAll(/(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/g)].map(
        (m) => m[1] ?? '',
      );
      for (const specifier of imports) {
        const allowed =
          (specifier.startsWith('./') || specifier.startsWith('../')) &&
          (() => {
            const target = path.resolve(path.dirname(file), specifier);
            return target.startsWith(ENGINE_DIR) || target.startsWith(path.resolve(ENGINE_DIR, '../shared'));
          })();
        expect({ file: path.basename(file), specifier, allowed }).toEqual({
          file: path.basename(file),
          specifier,
          allowed: true,
        });
      }
      expect(text).not.toMatch(/process\.env|globalThis\.fetch|\bfetch\(/);
    },
  );
});
