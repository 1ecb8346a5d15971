/**
 * Consumer screens format money, dates and counts in the reader's language (useFormatters,
 * docs/i18n.md), never with the English-only src/shared/format.ts, which is the admin's. Checked on
 * the source, as tests/architecture checks the layering. The results feature joins the list once
 * its screens are translated (issue 20).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = path.resolve(import.meta.dirname, '..');
const CONSUMER_AREAS = [
  'app',
  'components',
  'i18n',
  'features/access-gate',
  'features/finder',
  'features/help',
  'features/history',
];

const sources = (dir: string) =>
  fs
    .readdirSync(path.join(CLIENT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

describe("consumer screens format in the reader's language", () => {
  const files = CONSUMER_AREAS.flatMap(sources);

  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('none imports the English-only formatters of shared/format.ts', () => {
    const offenders = files
      .filter((file) => /from '(\.\.\/)+shared\/format'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(CLIENT, file));
    expect(offenders).toEqual([]);
  });

  it('none formats a number or date with a fixed en-US locale', () => {
    const offenders = files
      .filter((file) => /['"]en-US['"]/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(CLIENT, file));
    expect(offenders).toEqual([]);
  });
});
