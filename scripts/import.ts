// `npm run import -- <kind> <file> …`: the Import screen's twin (docs/import.md) through the same services;
// the Landscape, Part D and RxTerms files run as the screen's file jobs, PBP and Plan-Net as their importers
// (docs/import-pbp.md, docs/import-plan-net.md). Prints counts and row errors; exits 1 on error.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspect, parseArgs } from 'node:util';
import type { Db } from '../src/server/db/client.ts';
import { ImportFileError } from '../src/server/services/import/import-file-error.ts';
import { createImportingJob, finishJob, getJob } from '../src/server/services/import/import-jobs.ts';
import { previewImport, startImport, uploadImport } from '../src/server/services/import/import-service.ts';
import { ImportState } from '../src/server/services/import/import-state.ts';
import {
  type MedicareFileUpload,
  runMedicareFileJob,
} from '../src/server/services/import/medicare-file-import.ts';
import { importPbpBenefits } from '../src/server/services/import/pbp/import.ts';
import { type MappingRow, parseMappingCsv } from '../src/server/services/import/plan-net/plan-matching.ts';
import { importPlanNetDirectory } from '../src/server/services/import/plan-net/plan-net-import.ts';
import {
  IMPORT_KINDS,
  IMPORT_MESSAGES,
  IMPORT_MODES,
  type ImportKind,
  type ImportMode,
  type ImportRowError,
  importRunRequestSchema,
  medicareFileSummaryText,
} from '../src/shared/import-contracts.ts';
import { MEDICARE_FILE_MESSAGES } from '../src/shared/medicare-file-contracts.ts';
import { type CommandOutput, runCommand, runWithDatabase, type WithDatabase } from './run-with-database.ts';

export const USAGE = [
  'Usage: npm run import -- <plans|formulary|network|medigap> <file> [--mode create|upsert] [--sheet NAME]',
  '       npm run import -- landscape <Landscape zip or CSV> [--mode create|upsert] [--state OK[,TX…]] [--plan-year YYYY]',
  '       npm run import -- partd <folder-or-zip> [--state OK] [--contract-year YYYY] [--release-date YYYY-MM-DD] [--sample]',
  '       npm run import -- rxterms <RxTerms file> [--sample]',
  '       npm run import -- pbp <PBP benefits zip or folder> --year YYYY',
  '       npm run import -- plan-net <folder, .zip or .json Bundle> --year YYYY [--mapping file.csv]',
].join('\n');

type Options = {
  kind: ImportKind;
  file: string;
  mode: ImportMode;
  state: string;
  sheet?: string;
  planYear?: number;
};
/** The Landscape (`landscape-file`), Part D and RxTerms files, run as the Import screen's file jobs. */
export type FileJobOptions = Pick<MedicareFileUpload, 'kind' | 'query' | 'sample'> & { file: string };
type PlanFileOptions = { kind: 'pbp' | 'plan-net'; source: string; year: number; mapping: MappingRow[] };
type Output = CommandOutput & { warn?: (line: string) => void };

/** The options each kind takes; any other is refused. */
const KIND_OPTIONS = new Map<string, readonly string[]>([
  ...IMPORT_KINDS.map((kind) => [kind, ['mode', 'sheet', 'state', 'plan-year']] as const),
  ['landscape', ['mode', 'state', 'plan-year']],
  ['partd', ['state', 'contract-year', 'release-date', 'sample']],
  ['rxterms', ['sample']],
  ['pbp', ['year']],
  ['plan-net', ['year', 'mapping']],
]);
const KINDS = [...KIND_OPTIONS.keys()];
const OPTIONS = Object.fromEntries(
  [...new Set([...KIND_OPTIONS.values()].flat())].map((name) => [
    name,
    { type: name === 'sample' ? 'boolean' : 'string' } as const,
  ]),
);
export const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function parseCommandLine(argv: string[]): Options | FileJobOptions | PlanFileOptions | string {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: OPTIONS,
      allowPositionals: true,
    }));
  } catch (error) {
    return reason(error);
  }
  const text = (name: string) => values[name] as string | undefined;
  const [kind, file, ...extra] = positionals;
  const allowed = kind === undefined ? undefined : KIND_OPTIONS.get(kind);
  if (!kind || !allowed) return `Kind must be one of ${KINDS.join(', ')}.`;
  const foreign = Object.keys(values).find((name) => !allowed.includes(name));
  if (foreign)
    return `--${foreign} does not apply to ${kind} (its options: ${allowed.map((o) => `--${o}`).join(', ')}).`;
  if (kind === 'pbp' || kind === 'plan-net')
    return parsePlanFile(kind, file, extra, text('year'), text('mapping'));
  if (!file || extra.length > 0)
    return kind === 'partd' ? 'Give exactly one folder or zip.' : 'Give exactly one file.';
  const mode = text('mode') ?? 'create';
  if (!(IMPORT_MODES as readonly string[]).includes(mode))
    return `--mode must be create or upsert, got "${mode}".`;
  const several = kind === 'landscape' || kind === 'partd';
  const states = (text('state') ?? 'OK').split(',').map((s) => s.trim().toUpperCase());
  if (states.some((s) => !/^[A-Z]{2}$/.test(s)) || (!several && states.length > 1))
    return `--state must be a two-letter state code${several ? ' (or several, comma-separated)' : ''}, got "${text('state')}".`;
  for (const [name, pattern] of [
    ['plan-year', /^20\d\d$/],
    ['contract-year', /^20\d\d$/],
    ['release-date', /^\d{4}-\d{2}-\d{2}$/],
  ] as const) {
    const value = text(name);
    if (value !== undefined && !pattern.test(value))
      return `--${name} must be ${name === 'release-date' ? 'YYYY-MM-DD' : 'a year'}, got "${value}".`;
  }
  // A Part D release may be the folder it unzips to.
  if (!fs.existsSync(file) || (kind !== 'partd' && !fs.statSync(file).isFile()))
    return `No such file: ${file}`;
  const [year, contractYear, releaseDate] = [text('plan-year'), text('contract-year'), text('release-date')];
  // Landscape: the plan year of rows that name none (a file before 2025 has no Contract Year).
  const planYear = year ? { planYear: Number(year) } : {};
  if (kind === 'landscape' || kind === 'partd' || kind === 'rxterms')
    return {
      kind: kind === 'landscape' ? 'landscape-file' : kind,
      file,
      sample: values.sample === true,
      query: {
        state: [...new Set(states)],
        ...(kind === 'landscape' ? { mode: mode as ImportMode } : {}),
        ...planYear,
        ...(contractYear ? { contractYear: Number(contractYear) } : {}),
        ...(releaseDate ? { releaseDate } : {}),
      },
    };
  return {
    kind: kind as ImportKind,
    file,
    mode: mode as ImportMode,
    state: states[0] ?? 'OK',
    ...(text('sheet') ? { sheet: text('sheet') as string } : {}),
    ...planYear,
  };
}

/** PBP and Plan-Net: one release or export for one plan year. */
function parsePlanFile(
  kind: PlanFileOptions['kind'],
  source: string | undefined,
  extra: string[],
  year: string | undefined,
  mappingFile: string | undefined,
): PlanFileOptions | string {
  if (kind === 'pbp') {
    if (!source || extra.length > 0)
      return 'Give exactly one PBP release: its zip or the folder it unzips to.';
    if (year === undefined)
      return 'Give the plan year the release is for with --year (for example --year 2027).';
    if (!/^20\d\d$/.test(year)) return `--year must be a plan year such as 2027, got "${year}".`;
    if (!fs.existsSync(source)) return `No such file or folder: ${source}`;
    return { kind, source, year: Number(year), mapping: [] };
  }
  if (!source || extra.length > 0)
    return 'Give exactly one export: a folder or a .zip of NDJSON or FHIR .json files, or a .json Bundle.';
  if (!fs.existsSync(source)) return `No such folder or file: ${source}`;
  if (year === undefined) return 'Give the plan year the networks are for: --year 2027.';
  if (!/^20\d\d$/.test(year)) return `--year must be a year such as 2027, got "${year}".`;
  if (mappingFile === undefined) return { kind, source, year: Number(year), mapping: [] };
  if (!fs.existsSync(mappingFile) || !fs.statSync(mappingFile).isFile())
    return `No such mapping file: ${mappingFile}`;
  try {
    return {
      kind,
      source,
      year: Number(year),
      mapping: parseMappingCsv(fs.readFileSync(mappingFile, 'utf8')),
    };
  } catch (error) {
    if (error instanceof ImportFileError) return error.message;
    throw error;
  }
}

function printRowErrors(out: Output, rowErrors: ImportRowError[]) {
  for (const r of rowErrors) {
    const where = r.planId ? `Row ${r.row} (${r.planId})` : `Row ${r.row}`;
    for (const e of r.errors) out.error(`  ${where}: ${e.field}: ${e.message}`);
  }
}

const CLI_ACTOR = { adminId: null, clientAddress: 'command line' };

export async function runImport(db: Db, options: Options, out: Output): Promise<number> {
  const state = new ImportState();
  try {
    const content = new Uint8Array(fs.readFileSync(options.file));
    const uploaded = await uploadImport(
      db,
      state,
      { content, fileName: path.basename(options.file), kind: options.kind },
      CLI_ACTOR,
    );
    const sheet = options.sheet ?? uploaded.sheets[0]?.name ?? '';
    if (!uploaded.sheets.some((s) => s.name === sheet)) {
      out.error(
        `${IMPORT_MESSAGES.sheetNotFound}: "${sheet}" (sheets: ${uploaded.sheets.map((s) => s.name).join(', ')})`,
      );
      await finishJob(db, uploaded.job.id, {
        status: 'failed',
        errors: { message: IMPORT_MESSAGES.sheetNotFound },
      });
      return 1;
    }
    const mapping = uploaded.suggestedMapping[sheet] ?? {};
    const unmapped = Object.entries(mapping)
      .filter(([, field]) => field === null)
      .map(([header]) => header);
    if (unmapped.length > 0) out.log(`Columns not imported: ${unmapped.join(', ')}`);
    const request = importRunRequestSchema.parse({
      sheet,
      mapping,
      mode: options.mode,
      state: options.state,
      ...(options.planYear ? { planYear: options.planYear } : {}),
    });
    const preview = await previewImport(db, state, uploaded.job.id, request);
    for (const warning of preview.warnings ?? []) out.log(`Warning: ${warning}`);
    if (preview.rowErrors.length > 0) {
      out.error(`${IMPORT_MESSAGES.rowErrors} (${preview.rowErrors.length} of ${preview.totalRows} rows):`);
      printRowErrors(out, preview.rowErrors);
      await finishJob(db, uploaded.job.id, {
        status: 'failed',
        errors: { message: IMPORT_MESSAGES.rowErrors, rowErrors: preview.rowErrors },
      });
      return 1;
    }
    await startImport(db, state, uploaded.job.id, request, CLI_ACTOR, {
      onError: (error) => out.error(`  ${error instanceof Error ? error.name : 'Error'}`),
    });
    await state.finished(uploaded.job.id);
    const job = await getJob(db, state, uploaded.job.id);
    if (job.status !== 'completed') {
      out.error(job.errors?.message ?? IMPORT_MESSAGES.failed);
      printRowErrors(out, job.errors?.rowErrors ?? []);
      return 1;
    }
    const mode = job.mode ? `, ${job.mode}` : '';
    out.log(
      `Imported ${job.fileName} (${job.kind}${mode}): ${job.recordsTotal} records, ${job.summary?.created ?? 0} created, ${job.summary?.updated ?? 0} updated.`,
    );
    return 0;
  } catch (error) {
    out.error(reason(error));
    return 1;
  }
}

/** `withDatabase` opens the configured database (run-with-database.ts); tests hand in theirs. */
export async function main(
  argv: string[],
  out: Output = { log: console.log, error: console.error, warn: console.warn },
  withDatabase: WithDatabase<{ db: Db; description?: string }> = runWithDatabase,
): Promise<number> {
  return runCommand(parseCommandLine(argv), USAGE, out, withDatabase, (database, options, o) => {
    const into = database.description ?? 'the database';
    if ('source' in options)
      return (options.kind === 'pbp' ? runPbpImport : runPlanNetImport)(database.db, options, o, into);
    return 'query' in options ? runFileImport(database.db, options, o) : runImport(database.db, options, o);
  });
}

/** No plans are created; re-running writes nothing unchanged. */
async function runPbpImport(db: Db, { source, year }: PlanFileOptions, out: Output, into: string) {
  const started = performance.now();
  out.log(`Importing PBP benefits from ${source} into plan year ${year} (${into})…`);
  const report = await importPbpBenefits(db, source, { planYear: year });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  out.log(
    `Done in ${seconds} s: ${report.matched} plans of ${report.planYear} found in the release, ${report.updated} updated, ${report.unchanged} unchanged.`,
  );
  const { notInCatalogue, notInRelease, notStated } = report;
  if (notInCatalogue.count > 0)
    out.log(
      `${notInCatalogue.count} plans of the release are not in the ${report.planYear} catalogue (not created; import the Landscape file first): ${notInCatalogue.sample.join(', ')}${notInCatalogue.count > notInCatalogue.sample.length ? ', …' : ''}`,
    );
  if (notInRelease.count > 0)
    out.log(
      `${notInRelease.count} catalogue plans of ${report.planYear} are not in the release (left as they are).`,
    );
  if (report.missingFiles.length > 0)
    out.log(
      `Files not in the release (their fields were left as they are): ${report.missingFiles.join(', ')}`,
    );
  if (notStated.count > 0)
    out.log(
      `${notStated.count} amounts PBP names without stating were left as they are, e.g. ${notStated.sample[0]}`,
    );
  return 0;
}

/** Re-runnable: covered plans' networks are replaced whole. */
async function runPlanNetImport(db: Db, options: PlanFileOptions, out: Output, into: string) {
  const warn = out.warn ?? out.error;
  const started = performance.now();
  out.log(`Importing the ${options.year} networks of ${options.source} into ${into}…`);
  const report = await importPlanNetDirectory(db, options.source, {
    planYear: options.year,
    mapping: options.mapping,
    onStage: (message) => out.log(`  ${message}`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  out.log(`Plan-Net import finished in ${seconds} s:`);
  out.log(inspect(report, { depth: 4, maxArrayLength: 50 }));
  for (const warning of report.warnings) warn(`Warning: ${warning}`);
  if (report.hiosInsurancePlans.length > 0) {
    warn(
      'These InsurancePlans carry HIOS ids, not Medicare plan IDs. To import their networks, add to the --mapping file (header source,plan_id) a line per plan, its ClearPlan plan ID in place of <plan ID>:',
    );
    for (const plan of report.hiosInsurancePlans)
      warn(`  ${plan.mappingLine}    (HIOS ${plan.hiosIds.join(', ')})`);
  }
  if (report.plansCovered.length === 0)
    warn(
      `No ${options.year} plan of the catalogue matched: see insurancePlansWithoutPlanId and plansNotInCatalogue, and write a --mapping file.`,
    );
  return 0;
}

/** As the Import screen's job (importers.ts): refused while one of its kind is importing. */
export async function runFileImport(db: Db, options: FileJobOptions, out: Output): Promise<number> {
  const { file: filePath, ...upload } = options;
  const { kind } = upload;
  const state = new ImportState();
  const fileName = path.basename(filePath);
  const job = await createImportingJob(db, { fileName, kind, adminUserId: null });
  if (!job) {
    out.error(MEDICARE_FILE_MESSAGES.busy[kind]);
    return 1;
  }
  const query = { fileName, ...upload.query };
  runMedicareFileJob(db, state, job, { ...upload, filePath, fileName, query }, CLI_ACTOR, {
    onProgress: out.log,
    onError: (error) => out.error(reason(error)),
  });
  await state.finished(job.id);
  const { status, errors, medicareFileSummary } = await getJob(db, state, job.id);
  if (status === 'completed' && medicareFileSummary) {
    out.log(`Imported ${fileName} (${kind}): ${medicareFileSummaryText(medicareFileSummary)}.`);
    return 0;
  }
  out.error(errors?.message ?? MEDICARE_FILE_MESSAGES.failed);
  const problems = errors?.fileProblems ?? [];
  // A problem names its file when it is one inside the given one (a Part D zip's tables).
  for (const p of problems)
    out.error(
      `  ${p.file === fileName ? '' : `${p.file}, `}line ${p.line}${p.field ? `, ${p.field}` : ''}: ${p.message}`,
    );
  const more = (errors?.problemCount ?? 0) - problems.length;
  if (more > 0) out.error(`  …and ${more} more.`);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
