/**
 * Writes ClearPlan's sample Part D release (CMS's quarterly formulary, pharmacy network and pricing
 * files, docs/sample-data.md) for the seeded plans into a folder, to look at or to import by hand:
 * `npx tsx scripts/build-partd-sample.ts [dir]` (default .cache/partd-sample/PPUF_2026Q4).
 * The seed writes the same files to a temporary folder itself; they are not committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PARTD_SAMPLE_RELEASE, writePartDSample } from '../src/server/db/seed/partd-sample.ts';

const dir = path.resolve(process.argv[2] ?? path.join('.cache', 'partd-sample', PARTD_SAMPLE_RELEASE));
const started = performance.now();
const files = await writePartDSample(dir);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
let total = 0;
for (const file of files) {
  const { size } = fs.statSync(file);
  total += size;
  const rows = fs.readFileSync(file, 'utf8').split('\r\n').length - 2;
  console.log(
    `${String(rows).padStart(7)} rows  ${(size / 1024).toFixed(0).padStart(5)} KB  ${path.basename(file)}`,
  );
}
console.log(
  `Wrote ${files.length} files (${(total / 1024 / 1024).toFixed(2)} MB) to ${dir} in ${seconds} s.`,
);
