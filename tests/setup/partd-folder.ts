/**
 * A Part D release folder for importer tests: the sample release's files (data/sample/PPUF_2026Q4.zip)
 * unpacked in a temporary folder named like CMS's zip, with a way to find a table's file by its name's start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CURRENT_PLAN_YEAR } from '../../src/engine/plan-year.ts';
import { writePartDSample } from '../../src/server/db/seed/sample-files.ts';

export type PartDTestFolder = {
  /** The temporary folder to remove afterwards. */
  dir: string;
  folder: string;
  /** The path of the file whose name starts with `prefix` (lower case: 'pricing', 'pharmacy networks'). */
  file: (prefix: string) => string;
};

export async function partDSampleFolder(): Promise<PartDTestFolder> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partd-import-test-'));
  const folder = path.join(dir, `PPUF_${CURRENT_PLAN_YEAR.year}Q4`);
  fs.mkdirSync(folder);
  await writePartDSample(folder);
  const file = (prefix: string) => {
    const name = fs.readdirSync(folder).find((f) => f.toLowerCase().startsWith(prefix));
    if (!name) throw new Error(`no ${prefix} file`);
    return path.join(folder, name);
  };
  return { dir, folder, file };
}

/** A table's lines (CMS ends them with CRLF), to edit and write back with writeLines. */
export const readLines = (file: string): string[] => fs.readFileSync(file, 'utf8').split('\r\n');
export const writeLines = (file: string, lines: readonly string[]): void =>
  fs.writeFileSync(file, lines.join('\r\n'));
