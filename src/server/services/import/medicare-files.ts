// Medicare's files on disk through the command line's own importers, so their guarantees hold: read and
// checked whole before one transaction writes; problems named by file, line and field, never by value.
import path from 'node:path';
import {
  DEFAULT_LANDSCAPE_STATE,
  type ImportJobErrors,
  importRunRequestSchema,
  type MedicareFileJobSummary,
} from '../../../shared/import-contracts.ts';
import {
  counted,
  type LandscapeFileJobSummary,
  MEDICARE_FILE_STORED_PROBLEMS,
  type MedicareFileProblem,
  type MedicareFileQuery,
  type PartDJobSummary,
  type PbpJobSummary,
  PLAN_NET_MAPPING_FILE,
  type PlanNetJobSummary,
} from '../../../shared/medicare-file-contracts.ts';
import type { Db } from '../../db/client.ts';
import type { CarrierList } from '../catalogue/carrier-list.ts';
import { recordDataSource } from '../catalogue/data-sources.ts';
import { ImportFileError } from './import-file-error.ts';
import { type PreparedImport, prepareLandscape } from './import-kinds.ts';
import { readLandscapeFile } from './landscape-read.ts';
import { PARTD_FILE_KINDS, PARTD_KIND_LABELS } from './partd/files.ts';
import { importPartD } from './partd-import.ts';
import { PBP_FILE_KINDS, PBP_FILES } from './pbp/files.ts';
import { importPbpBenefits } from './pbp/import.ts';
import { type MappingRow, parseMappingCsv } from './plan-net/plan-matching.ts';
import { importPlanNetDirectory } from './plan-net/plan-net-import.ts';
import type { ImportActor } from './plan-writer.ts';
import { importRxTerms } from './rxterms-import.ts';
import { type ImportSource, openSource, readWhole } from './source.ts';

export type FileOutcome =
  | { ok: true; summary: MedicareFileJobSummary; rows: number }
  | { ok: false; errors: ImportJobErrors };

export type FileUpload = {
  filePath: string;
  fileName: string;
  query: MedicareFileQuery;
  /** Part D and RxTerms from the command line: a sample release, labelled so. */
  sample?: boolean;
};

export type FileRunOptions = {
  actor: ImportActor;
  carriers: CarrierList;
  /** The job that runs it: the datasets it records name it (the Data page). */
  jobId?: number;
  onProgress?: (line: string) => void;
};

/** Named explicitly, so nothing else a problem carries is kept. */
export const failed = (
  message: string,
  problems: readonly MedicareFileProblem[] = [],
  problemCount = problems.length,
): FileOutcome => ({
  ok: false,
  errors: {
    message,
    ...(problems.length > 0
      ? {
          fileProblems: problems
            .slice(0, MEDICARE_FILE_STORED_PROBLEMS)
            .map(({ file, line, field, message }) => ({ file, line, field, message })),
          problemCount,
        }
      : {}),
  },
});

const problemsIn = (n: number, what: string) => `${counted(n, 'problem')} in ${what}: nothing was imported.`;

export async function importPartDFile(
  db: Db,
  upload: FileUpload,
  options: FileRunOptions,
): Promise<FileOutcome> {
  const { query } = upload;
  const result = await importPartD(db, upload.filePath, {
    ...(query.state ? { states: query.state } : {}),
    sample: upload.sample === true,
    release: {
      ...(query.contractYear ? { contractYear: query.contractYear } : {}),
      ...(query.releaseDate ? { releaseDate: query.releaseDate } : {}),
    },
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.jobId ? { jobId: options.jobId } : {}),
  });
  if (!result.ok) return failed(result.message, result.problems, result.problemCount);
  const rows = PARTD_FILE_KINDS.flatMap((kind) => {
    const n = result.counts[kind];
    return n === undefined ? [] : [{ table: PARTD_KIND_LABELS[kind], rows: n }];
  });
  const summary: PartDJobSummary = {
    releaseId: result.releaseId,
    release: result.label,
    contractYear: result.contractYear,
    plans: result.plans,
    rows,
    seconds: Math.round(result.seconds * 10) / 10,
  };
  return { ok: true, summary, rows: rows.reduce((n, r) => n + r.rows, 0) };
}

export async function importRxTermsFile(
  db: Db,
  upload: FileUpload,
  options: FileRunOptions,
): Promise<FileOutcome> {
  const result = await importRxTerms(db, upload.filePath, {
    sample: upload.sample === true,
    ...(options.jobId ? { jobId: options.jobId } : {}),
  });
  if (!result.ok)
    return failed(
      problemsIn(result.problemCount, upload.fileName),
      result.problems.map((p) => ({ ...p, file: upload.fileName })),
      result.problemCount,
    );
  return { ok: true, summary: { drugs: result.rows, matched: result.matched }, rows: result.rows };
}

const requirePlanYear = (query: MedicareFileQuery): number => {
  if (query.planYear === undefined) throw new RangeError('The plan year is required');
  return query.planYear;
};

/** Plan type and contract category checks quote the value they met: a job's problems name the column only. */
const withoutValue = (message: string) =>
  message.replace(/^(Plan type|Contract category) "[^"]*" is/, (_, what: string) => `${what} is`);

export async function importPbpFile(
  db: Db,
  upload: FileUpload,
  { actor, jobId }: FileRunOptions,
): Promise<FileOutcome> {
  const planYear = requirePlanYear(upload.query);
  const report = await importPbpBenefits(db, upload.filePath, {
    planYear,
    actor,
    ...(jobId ? { jobId } : {}),
  });
  const files = PBP_FILE_KINDS.flatMap((kind) => {
    const file = report.files[kind];
    return file ? [{ file: PBP_FILES[kind].label, rows: file.kept }] : [];
  });
  const summary: PbpJobSummary = {
    kind: 'pbp',
    planYear,
    matched: report.matched,
    updated: report.updated,
    unchanged: report.unchanged,
    notInCatalogue: report.notInCatalogue.count,
    files,
  };
  return { ok: true, summary, rows: report.matched };
}

/** The mapping file's largest size: a row per plan or network is a few hundred kB at most. */
const MAPPING_MAX_BYTES = 5 * 1024 * 1024;

/** The mapping rows of PLAN_NET_MAPPING_FILE in the zip (any folder or case); problems by line only. */
async function mappingInZip(zipPath: string): Promise<MappingRow[] | { problem: string }> {
  let source: ImportSource;
  try {
    source = await openSource(zipPath, {
      entries: (name) => path.posix.basename(name).toLowerCase() === PLAN_NET_MAPPING_FILE,
    });
  } catch {
    // The importer opens the export again and says why it cannot be read.
    return [];
  }
  try {
    const entry = source.entries[0];
    if (!entry) return [];
    if (entry.size > MAPPING_MAX_BYTES)
      return { problem: `${PLAN_NET_MAPPING_FILE} is larger than 5 MB; a mapping file is a few kB.` };
    try {
      return parseMappingCsv((await readWhole(entry.open())).toString('utf8'));
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      const line = error.where.row;
      return {
        problem: line
          ? `${PLAN_NET_MAPPING_FILE}, line ${line}: each row needs a source such as InsurancePlan/<id> and a plan ID such as H1234-001.`
          : `${PLAN_NET_MAPPING_FILE} needs a header line "source,plan_id".`,
      };
    }
  } finally {
    await source.close();
  }
}

export async function importPlanNetFile(
  db: Db,
  upload: FileUpload,
  options: FileRunOptions,
): Promise<FileOutcome> {
  const planYear = requirePlanYear(upload.query);
  const mapping = await mappingInZip(upload.filePath);
  if (!Array.isArray(mapping)) return failed(`${mapping.problem} Nothing was imported.`);
  const report = await importPlanNetDirectory(db, upload.filePath, {
    planYear,
    mapping,
    ...(options.onProgress ? { onStage: options.onProgress } : {}),
    ...(options.jobId ? { jobId: options.jobId } : {}),
  });
  const summary: PlanNetJobSummary = {
    kind: 'plan-net',
    planYear,
    plansCovered: report.plansCovered.length,
    plansNotInCatalogue: report.plansNotInCatalogue.length,
    practitioners: report.practitioners.inCoveredNetworks,
    practitionersAdded: report.practitioners.inserted,
    networkRows: report.networkRows.written,
    networkRowsRemoved: report.networkRows.removed,
    mappingRows: mapping.length,
    malformedLines: report.malformed.count,
    warnings: report.warnings,
    hiosMappingLines: report.hiosInsurancePlans.map((p) => p.mappingLine),
  };
  return { ok: true, summary, rows: report.networkRows.written };
}

/**
 * Streams the chosen states' rows, checks each state as the import screen checks a Landscape sheet, then,
 * only when no row has a problem, writes all states in ONE transaction.
 */
export async function importLandscapeFile(
  db: Db,
  upload: FileUpload,
  options: FileRunOptions,
): Promise<FileOutcome> {
  const states = upload.query.state ?? [DEFAULT_LANDSCAPE_STATE];
  const read = await readLandscapeFile(upload.filePath, states);
  options.onProgress?.(
    `Read ${read.rowsRead} rows of ${read.files.length} files in ${read.seconds.toFixed(1)} s`,
  );
  const empty = states.filter((code) => (read.sheets.get(code)?.rows.length ?? 0) === 0);
  if (empty.length > 0)
    return failed(
      `The file has no rows for ${empty.join(', ')}: nothing was imported. Check the states chosen.`,
    );
  // Rows are numbered by their line in their own CSV; a zip of one CSV names that one.
  const file = read.files.length === 1 ? (read.files[0] as string) : upload.fileName;
  const { actor } = options;
  const carriers = await options.carriers.current(db);
  const prepared: { code: string; rows: number; import: PreparedImport }[] = [];
  const problems: MedicareFileProblem[] = [];
  for (const code of states) {
    const sheet = read.sheets.get(code);
    if (!sheet) continue;
    const request = importRunRequestSchema.parse({
      sheet: sheet.name,
      mapping: {},
      mode: upload.query.mode ?? 'upsert',
      state: code,
      ...(upload.query.planYear ? { planYear: upload.query.planYear } : {}),
    });
    const checked = await prepareLandscape(db, sheet, request, { carriers, fileName: upload.fileName });
    for (const rowError of checked.preview.rowErrors)
      for (const error of rowError.errors)
        problems.push({ file, line: rowError.row, field: error.field, message: withoutValue(error.message) });
    prepared.push({ code, rows: sheet.rows.length, import: checked });
  }
  if (problems.length > 0) return failed(problemsIn(problems.length, 'the file'), problems);
  // One dataset per plan year the file held, with its plans over every state kept.
  const plansPerYear = new Map<number, number>();
  for (const p of prepared)
    for (const [year, n] of p.import.planYears) plansPerYear.set(year, (plansPerYear.get(year) ?? 0) + n);
  const written = await db.transaction(async (tx) => {
    const perState: LandscapeFileJobSummary['states'] = [];
    let created = 0;
    let updated = 0;
    for (const p of prepared) {
      options.onProgress?.(`Writing ${p.import.total} plans of ${p.code}`);
      const result = await p.import.write(tx, actor, async () => {
        // PGlite runs a transaction on microtasks alone: yield so timers and other requests get a turn.
        await new Promise((resolve) => setImmediate(resolve));
      });
      created += result.created;
      updated += result.updated;
      perState.push({ state: p.code, rows: p.rows, plans: p.import.total });
    }
    for (const [planYear, rows] of plansPerYear)
      await recordDataSource(tx, {
        kind: 'landscape',
        planYear,
        sourceName: upload.fileName,
        sample: false,
        rows,
        importJobId: options.jobId ?? null,
      });
    return { perState, created, updated };
  });
  const summary: LandscapeFileJobSummary = {
    kind: 'landscape-file',
    planYears: [...plansPerYear.keys()].sort((a, b) => a - b),
    rowsRead: read.rowsRead,
    states: written.perState,
    created: written.created,
    updated: written.updated,
  };
  return { ok: true, summary, rows: written.created + written.updated };
}
