// `npm run import:plan-net -- <folder-or-zip-or-json> --year 2027 [--mapping file.csv]`: imports a payer's
// Plan-Net networks for one plan year (docs/import-plan-net.md). Re-runnable: covered plans' networks are
// replaced whole.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspect, parseArgs } from 'node:util';
import type { Db } from '../src/server/db/client.ts';
import { ImportFileError } from '../src/server/services/import/import-file-error.ts';
import { type MappingRow, parseMappingCsv } from '../src/server/services/import/plan-net/plan-matching.ts';
import { importPlanNetDirectory } from '../src/server/services/import/plan-net/plan-net-import.ts';
import { type CommandOutput, runCommand, runWithDatabase, type WithDatabase } from './run-with-database.ts';

const USAGE =
  'Usage: npx tsx scripts/import-plan-net.ts <folder, .zip or .json Bundle> --year 2027 [--mapping file.csv]';

type CommandLine = { source: string; year: number; mapping: MappingRow[] };
type Output = CommandOutput & { warn: (line: string) => void };

export function parseCommandLine(argv: string[]): CommandLine | string {
  let values: { year?: string; mapping?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { year: { type: 'string' }, mapping: { type: 'string' } },
      allowPositionals: true,
    }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const [source, ...extra] = positionals;
  if (!source || extra.length > 0)
    return 'Give exactly one export: a folder or a .zip of NDJSON or FHIR .json files, or a .json Bundle.';
  if (!fs.existsSync(source)) return `No such folder or file: ${source}`;
  if (values.year === undefined) return 'Give the plan year the networks are for: --year 2027.';
  if (!/^20\d\d$/.test(values.year)) return `--year must be a year such as 2027, got "${values.year}".`;
  let mapping: MappingRow[] = [];
  if (values.mapping !== undefined) {
    if (!fs.existsSync(values.mapping) || !fs.statSync(values.mapping).isFile())
      return `No such mapping file: ${values.mapping}`;
    try {
      mapping = parseMappingCsv(fs.readFileSync(values.mapping, 'utf8'));
    } catch (error) {
      if (error instanceof ImportFileError) return error.message;
      throw error;
    }
  }
  return { source, year: Number(values.year), mapping };
}

async function runPlanNetImport(
  db: Db,
  commandLine: CommandLine,
  out: Output,
  description: string,
): Promise<number> {
  const started = performance.now();
  out.log(`Importing the ${commandLine.year} networks of ${commandLine.source} into ${description}…`);
  const report = await importPlanNetDirectory(db, commandLine.source, {
    planYear: commandLine.year,
    mapping: commandLine.mapping,
    onStage: (message) => out.log(`  ${message}`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  out.log(`Plan-Net import finished in ${seconds} s:`);
  out.log(inspect(report, { depth: 4, maxArrayLength: 50 }));
  for (const warning of report.warnings) out.warn(`Warning: ${warning}`);
  if (report.hiosInsurancePlans.length > 0) {
    out.warn(
      'These InsurancePlans carry HIOS ids, not Medicare plan IDs. To import their networks, add to the --mapping file (header source,plan_id) a line per plan, its ClearPlan plan ID in place of <plan ID>:',
    );
    for (const plan of report.hiosInsurancePlans)
      out.warn(`  ${plan.mappingLine}    (HIOS ${plan.hiosIds.join(', ')})`);
  }
  if (report.plansCovered.length === 0)
    out.warn(
      `No ${commandLine.year} plan of the catalogue matched: see insurancePlansWithoutPlanId and plansNotInCatalogue, and write a --mapping file.`,
    );
  return 0;
}

export async function main(
  argv: string[],
  out: Output = { log: console.log, error: console.error, warn: console.warn },
  withDatabase: WithDatabase<{ db: Db; description: string }> = runWithDatabase,
): Promise<number> {
  return runCommand(parseCommandLine(argv), USAGE, out, withDatabase, (database, commandLine, o) =>
    runPlanNetImport(database.db, commandLine, o, database.description),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
