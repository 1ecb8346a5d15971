/**
 * One home for plan field names (shared/plan-fields.ts): no other shipped source file spells a
 * field's name as a string of its own, so a label changed there changes on every screen, in the
 * import mapping and in the export at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAN_FIELDS } from '../../src/shared/plan-fields.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOME = path.join(ROOT, 'src/shared/plan-fields.ts');

const shipped = fs
  .readdirSync(path.join(ROOT, 'src'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
  .map((e) => path.join(e.parentPath, e.name))
  .filter((file) => file !== HOME && !file.includes(`${path.sep}testing${path.sep}`));

/** Same words, other meaning: CMS's own column headers, an NPPES specialty, a Medigap rate's premium. */
const NOT_A_FIELD_NAME = new Set([
  'src/server/services/import/cms-landscape.ts: Plan ID',
  'src/server/services/import/landscape-columns.ts: Plan ID',
  'src/server/services/import/landscape-columns.ts: Plan Name',
  'src/server/services/import/landscape-columns.ts: Plan Type',
  'src/server/services/import/import-kinds.ts: Plan ID',
  'src/server/services/providers/npi.ts: Urgent Care',
  'src/shared/medigap-contracts.ts: Monthly premium',
]);

/** The code of a file without its comments (a comment may quote a label as an example). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Names long enough to be a field's and nothing else's ("Dental" alone is also a plain word). */
const names = [
  ...new Set(PLAN_FIELDS.flatMap((f) => [f.label, f.plainLabel]).filter((name) => name.includes(' '))),
];

describe('plan field names live in shared/plan-fields.ts', () => {
  it('finds the names it looks for', () => {
    expect(names.length).toBeGreaterThan(60);
    expect(names).toContain('MOOP In-Network');
    expect(names).toContain('Out-of-pocket maximum (in network)');
  });

  it('no other shipped file writes a field name as a string', () => {
    const found: string[] = [];
    for (const file of shipped) {
      const text = code(fs.readFileSync(file, 'utf8'));
      for (const name of names) {
        const where = `${path.relative(ROOT, file)}: ${name}`;
        if (NOT_A_FIELD_NAME.has(where)) continue;
        if (["'", '"', '`'].some((quote) => text.includes(`${quote}${name}${quote}`))) found.push(where);
      }
    }
    expect(found).toEqual([]);
  });
});
