// `npx tsx scripts/import-pbp.ts <zip-or-folder> --year 2027`: imports a CMS PBP release into that year's
// plans (docs/import-pbp.md). No plans are created; re-running writes nothing unchanged.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { importPbpBenefits } from '../src/server/services/import/pbp/import.ts';
import { runWithDatabase } from './run-with-database.ts';

const USAGE = 'Usage: npx tsx scripts/import-pbp.ts <pbp-benefits.zip or folder> --year 2027';

function parseCommandLine(): { source: string; year: number } | string {
  let values: { year?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ options: { year: { type: 'string' } }, allowPositionals: true }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const [source, ...extra] = positionals;
  if (!source || extra.length > 0) return 'Give exactly one PBP release: its zip or the folder it unzips to.';
  if (values.year === undefined)
    return 'Give the plan year the release is for with --year (for example --year 2027).';
  if (!/^20\d\d$/.test(values.year)) return `--year must be a plan year such as 2027, got "${values.year}".`;
  if (!fs.existsSync(source)) return `No such file or folder: ${source}`;
  return { source, year: Number(values.year) };
}

const commandLine = parseCommandLine();
if (typeof commandLine === 'string') {
  console.error(`${commandLine}\n${USAGE}`);
  process.exitCode = 1;
} else {
  await runWithDatabase(async (database) => {
    const started = performance.now();
    console.log(
      `Importing PBP benefits from ${commandLine.source} into plan year ${commandLine.year} (${database.description})…`,
    );
    const report = await importPbpBenefits(database.db, commandLine.source, { planYear: commandLine.year });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Done in ${seconds} s: ${report.matched} plans of ${report.planYear} found in the release, ${report.updated} updated, ${report.unchanged} unchanged.`,
    );
    if (report.notInCatalogue.count > 0)
      console.log(
        `${report.notInCatalogue.count} plans of the release are not in the ${report.planYear} catalogue (not created; import the Landscape file first): ${report.notInCatalogue.sample.join(', ')}${report.notInCatalogue.count > report.notInCatalogue.sample.length ? ', …' : ''}`,
      );
    if (report.notInRelease.count > 0)
      console.log(
        `${report.notInRelease.count} catalogue plans of ${report.planYear} are not in the release (left as they are).`,
      );
    if (report.missingFiles.length > 0)
      console.log(
        `Files not in the release (their fields were left as they are): ${report.missingFiles.join(', ')}`,
      );
    if (report.notStated.count > 0)
      console.log(
        `${report.notStated.count} amounts PBP names without stating were left as they are, e.g. ${report.notStated.sample[0]}`,
      );
  });
}
