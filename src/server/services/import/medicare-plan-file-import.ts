/**
 * Medicare's plan files imported from the admin Import screen (issue 18): a PBP benefits release,
 * a Plan-Net bulk export and CMS's Landscape file of any size, each already on disk, imported by
 * the command line's own importers (importPbpBenefits, importPlanNetDirectory, and the Landscape
 * reader with the import screen's own Landscape check and write), so the guarantees are theirs:
 * the file is read and checked whole before one transaction writes, and a failure writes nothing.
 * medicare-file-import.ts runs them as jobs.
 */
import path from 'node:path';
import { DEFAULT_LANDSCAPE_STATE, importRunRequestSchema } from '../../../shared/import-contracts.ts';
import {
  type LandscapeFileJobSummary,
  type MedicareFileProblem,
  type MedicareFileQuery,
  type PbpJobSummary,
  PLAN_NET_MAPPING_FILE,
  type PlanNetJobSummary,
} from '../../../shared/medicare-file-contracts.ts';
import type { Db } from '../../db/client.ts';
import { recordDataSource } from '../catalogue/data-sources.ts';
import { ImportFileError } from './import-file-error.ts';
import { type PreparedImport, prepareImport } from './import-kinds.ts';
import type { ImportState } from './import-state.ts';
import { readLandscapeFile } from './landscape-read.ts';
import { PBP_FILE_KINDS, PBP_FILES } from './pbp/files.ts';
import { importPbpBenefits } from './pbp/import.ts';
import { type MappingRow, parseMappingCsv } from './plan-net/plan-matching.ts';
import { importPlanNetDirectory } from './plan-net/plan-net-import.ts';
import type { ImportActor } from './plan-writer.ts';
import { type ImportSource, openSource, readWhole } from './source.ts';

/** What a plan file's import ended with: its summary and rows, or why nothing was written. */
export type PlanFileOutcome =
  | { ok: true; summary: PbpJobSummary | PlanNetJobSummary | LandscapeFileJobSummary; rows: number }
  | { ok: false; message: string; problems?: MedicareFileProblem[]; problemCount?: number };

export type PlanFileUpload = { filePath: string; fileName: string; query: MedicareFileQuery };

const requirePlanYear = (query: MedicareFileQuery): number => {
  if (query.planYear === undefined) throw new RangeError('The plan year is required');
  return query.planYear;
};

/**
 * A Landscape row's message without the cell it quotes (the plan type and contract category
 * checks name the value they met): a job's problems name the column, never the file's values.
 */
const withoutValue = (message: string) =>
  message.replace(/^(Plan type|Contract category) "[^"]*" is/, (_, what: string) => `${what} is`);

/** PBP: the chosen year's catalogue plans get the release's copays, deductibles, MOOPs and tiers. */
export async function importPbpFile(
  db: Db,
  upload: PlanFileUpload,
  actor: ImportActor,
): Promise<PlanFileOutcome> {
  const planYear = requirePlanYear(upload.query);
  const report = await importPbpBenefits(db, upload.filePath, {
    planYear,
    actor: { adminId: actor.adminId, clientAddress: actor.clientAddress },
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

/**
 * The mapping rows of PLAN_NET_MAPPING_FILE inside the zip (any folder, any letter case), or none.
 * Its problems are named by line without the cell's value.
 */
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

/** Plan-Net: the chosen year's plans the export covers get its practitioners as their whole network. */
export async function importPlanNetFile(
  db: Db,
  upload: PlanFileUpload,
  options: { onProgress?: (line: string) => void },
): Promise<PlanFileOutcome> {
  const planYear = requirePlanYear(upload.query);
  const mapping = await mappingInZip(upload.filePath);
  if (!Array.isArray(mapping)) return { ok: false, message: `${mapping.problem} Nothing was imported.` };
  const report = await importPlanNetDirectory(db, upload.filePath, {
    planYear,
    mapping,
    ...(options.onProgress ? { onStage: options.onProgress } : {}),
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
 * Landscape: CMS's zip or CSV is streamed by the command line's reader, keeping the chosen states'
 * rows; each state's rows are checked as the import screen checks a Landscape sheet (every plan
 * created or updated by Plan ID, its year from the file's Contract Year); then, only when no row
 * of any state has a problem, all states are written in ONE transaction.
 */
export async function importLandscapeFile(
  db: Db,
  state: ImportState,
  upload: PlanFileUpload,
  actor: ImportActor,
  options: { onProgress?: (line: string) => void },
): Promise<PlanFileOutcome> {
  const states = upload.query.state ?? [DEFAULT_LANDSCAPE_STATE];
  const read = await readLandscapeFile(upload.filePath, states);
  options.onProgress?.(
    `Read ${read.rowsRead} rows of ${read.files.length} files in ${read.seconds.toFixed(1)} s`,
  );
  const empty = states.filter((code) => (read.sheets.get(code)?.rows.length ?? 0) === 0);
  if (empty.length > 0)
    return {
      ok: false,
      message: `The file has no rows for ${empty.join(', ')}: nothing was imported. Check the states chosen.`,
    };
  // Rows are numbered by their line in their own CSV; a zip of one CSV names that one.
  const file = read.files.length === 1 ? (read.files[0] as string) : upload.fileName;
  const carriers = await state.carriers.current(db);
  const prepared: { code: string; rows: number; import: PreparedImport }[] = [];
  const problems: MedicareFileProblem[] = [];
  for (const code of states) {
    const sheet = read.sheets.get(code);
    if (!sheet) continue;
    const request = importRunRequestSchema.parse({
      sheet: sheet.name,
      mapping: {},
      mode: 'upsert',
      state: code,
      ...(upload.query.planYear ? { planYear: upload.query.planYear } : {}),
    });
    const checked = await prepareImport(db, 'landscape', sheet, request, carriers, upload.fileName);
    for (const rowError of checked.preview.rowErrors)
      for (const error of rowError.errors)
        problems.push({ file, line: rowError.row, field: error.field, message: withoutValue(error.message) });
    prepared.push({ code, rows: sheet.rows.length, import: checked });
  }
  if (problems.length > 0) {
    const n = problems.length;
    return {
      ok: false,
      message: `${n.toLocaleString('en-US')} ${n === 1 ? 'problem' : 'problems'} in the file: nothing was imported.`,
      problems,
      problemCount: n,
    };
  }
  const planYears = new Set<number>();
  for (const p of prepared) for (const year of p.import.planYears.keys()) planYears.add(year);
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
    // One dataset per plan year the file held, with its plans over every state kept.
    const plansPerYear = new Map<number, number>();
    for (const p of prepared)
      for (const [year, n] of p.import.planYears) plansPerYear.set(year, (plansPerYear.get(year) ?? 0) + n);
    for (const [planYear, rows] of plansPerYear)
      await recordDataSource(tx, {
        kind: 'landscape',
        planYear,
        sourceName: upload.fileName,
        sample: false,
        rows,
      });
    return { perState, created, updated };
  });
  const summary: LandscapeFileJobSummary = {
    kind: 'landscape-file',
    planYears: [...planYears].sort((a, b) => a - b),
    rowsRead: read.rowsRead,
    states: written.perState,
    created: written.created,
    updated: written.updated,
  };
  return { ok: true, summary, rows: written.created + written.updated };
}
