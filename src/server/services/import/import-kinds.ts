// What each wizard kind does with a sheet: read rows through the mapping, check every row (the preview), and
// write them in the caller's transaction. Formulary and network previews dry-run the write in a rolled-back
// transaction; converters number rows index + 2 over non-blank rows, and sheetRows maps them back.
import type { KnownCarrier } from '../../../shared/carriers.ts';
import {
  IMPORT_MESSAGES,
  IMPORT_SAMPLE_ROWS,
  type ImportPreview,
  type ImportRowError,
  type ImportRunRequest,
} from '../../../shared/import-contracts.ts';
import { MEDIGAP_RATE_COLUMNS, type MedigapRateColumn } from '../../../shared/medigap-contracts.ts';
import type { Db, DbExecutor, Tx } from '../../db/client.ts';
import { lockMedigapRates, medigapRateCells } from '../admin/admin-medigap-rates.ts';
import { defaultPlanYear } from '../catalogue/plan-years.ts';
import {
  applyFormularyEntries,
  applyNetworkEntries,
  type FormularyImportEntry,
  type NetworkImportEntry,
  parseFormularyRows,
  parseNetworkRows,
} from './catalogue-rows.ts';
import { landscapeToPlans } from './cms-landscape.ts';
import { ImportFileError } from './import-file-error.ts';
import { checkMedigapDrafts, medigapDraft, writeMedigapRates } from './medigap-rows.ts';
import {
  type CellValue,
  cellsToDraft,
  cellText,
  exportColumns,
  flattenPlan,
  type PlanFields,
} from './plan-cells.ts';
import { writeLandscapePlanDetails, writePlanPremiums } from './plan-premiums.ts';
import { draftFromInput, type ValidPlan, validatePlanDrafts } from './plan-validation.ts';
import { type ImportActor, writePlans } from './plan-writer.ts';
import { type Cell, FORMULA, type ParsedSheet } from './read-sheets.ts';

export type WriteResult = { created: number; updated: number };

export type PreparedImport = {
  preview: ImportPreview;
  total: number;
  /** The plan years the write touches, with their rows: the datasets it records (data-sources.ts). */
  planYears: ReadonlyMap<number, number>;
  /** Every row is sample data (a Medigap file of sample rates): its datasets are labelled so. */
  sample?: boolean;
  write: (
    tx: Tx,
    actor: ImportActor,
    onProgress: (done: number) => void | Promise<void>,
  ) => Promise<WriteResult>;
};

/** A write meeting row errors after all: the catalogue changed since the preview. */
const rowErrorsAtWrite = (rowErrors: ImportRowError[]) =>
  new ImportFileError('problems', IMPORT_MESSAGES.rowErrors, {}, { rowErrors });

const asText = (cell: Cell) => (cell === null || cell === FORMULA ? '' : String(cell));

function textRows(sheet: ParsedSheet, mapping: ImportRunRequest['mapping']): Record<string, string>[] {
  const mapped = Object.values(mapping).some((f) => f !== null);
  const keys = sheet.headers.map((h) => (mapped ? (mapping[h] ?? null) : h));
  return sheet.rows.map((r) => {
    const out: Record<string, string> = {};
    keys.forEach((key, i) => {
      if (key !== null) out[key] = asText(r.cells[i] ?? null);
    });
    return out;
  });
}

/** A converter's row number (position + 2) → the sheet's row number; row 1 (the header) stays. */
function sheetRows(sheet: ParsedSheet, rowErrors: ImportRowError[]): ImportRowError[] {
  return rowErrors.map((e) => (e.row >= 2 ? { ...e, row: sheet.rows[e.row - 2]?.row ?? e.row } : e));
}

/** Every row without an error is valid. */
const previewOf = (totalRows: number, rowErrors: ImportRowError[], sample: Record<string, string>[]) => ({
  totalRows,
  validRows: Math.max(0, totalRows - new Set(rowErrors.map((e) => e.row)).size),
  rowErrors,
  sample,
});

const sampleRow = (cells: Record<string, CellValue>): Record<string, string> =>
  Object.fromEntries(Object.entries(cells).flatMap(([k, v]) => (v === null ? [] : [[k, cellText(v)]])));

const planSample = (valid: ValidPlan[]) =>
  valid.slice(0, IMPORT_SAMPLE_ROWS).map((plan) => {
    const fields = plan.data as Partial<PlanFields>;
    return sampleRow(flattenPlan(fields, exportColumns([fields])));
  });

function rowsPerYear(valid: readonly { planYear: number }[]): Map<number, number> {
  const years = new Map<number, number>();
  for (const v of valid) years.set(v.planYear, (years.get(v.planYear) ?? 0) + 1);
  return years;
}

const planWrite =
  (valid: ValidPlan[]): PreparedImport['write'] =>
  async (tx, actor, onProgress) => {
    const { created, updated } = await writePlans(tx, valid, actor, onProgress);
    return { created, updated };
  };

export type SheetContext = { carriers: readonly KnownCarrier[]; fileName: string };

export type PrepareSheet = (
  db: Db,
  sheet: ParsedSheet,
  request: ImportRunRequest,
  context: SheetContext,
) => Promise<PreparedImport>;

export const preparePlans: PrepareSheet = async (db, sheet, request, { carriers }) => {
  const fields = sheet.headers.map((h) => request.mapping[h] ?? null);
  const drafts = sheet.rows.map((r) => cellsToDraft(r.row, fields, r.cells));
  const defaultYear = request.planYear ?? (await defaultPlanYear(db, new Date()));
  const result = await validatePlanDrafts(db, drafts, request.mode, {
    carriers,
    defaultPlanYear: defaultYear,
  });
  return {
    preview: previewOf(result.totalRows, result.rowErrors, planSample(result.valid)),
    total: result.valid.length,
    planYears: rowsPerYear(result.valid),
    write: planWrite(result.valid),
  };
};

/** The Landscape file's job (medicare-files.ts): one state's sheet, a plan on its first row. */
export const prepareLandscape: PrepareSheet = async (db, sheet, request, { carriers, fileName }) => {
  const rows = textRows(sheet, {});
  const converted = landscapeToPlans(rows, { state: request.state });
  const drafts = converted.plans.map((plan, i) => {
    const { row = 0, filedPlanType = '' } = converted.details[i] ?? {};
    const draft = draftFromInput(sheet.rows[row - 2]?.row ?? 0, plan);
    // CMS's spelling of the type ("Local PPO") is kept beside ours.
    return filedPlanType ? { ...draft, asImported: { planType: filedPlanType.replace(/\s+/g, ' ') } } : draft;
  });
  // The file's Contract Year (each plan carries it); the chosen or default year for a file without one.
  const defaultYear = request.planYear ?? (await defaultPlanYear(db, new Date()));
  const check = (executor: DbExecutor) =>
    validatePlanDrafts(executor, drafts, request.mode, { carriers, defaultPlanYear: defaultYear });
  const result = await check(db);
  const rowErrors = [...sheetRows(sheet, converted.rowErrors), ...result.rowErrors].sort(
    (a, b) => a.row - b.row,
  );
  return {
    preview: previewOf(rows.length, rowErrors, planSample(result.valid)),
    total: result.valid.length,
    planYears: rowsPerYear(result.valid),
    // Checked again in the write's transaction: a plan another state created earlier is updated (ADR 0016).
    write: async (tx, actor, onProgress) => {
      const again = await check(tx);
      if (again.rowErrors.length > 0) throw rowErrorsAtWrite(again.rowErrors);
      const valid = again.valid.map((v) => ({ ...v, addsState: true }));
      const written = await planWrite(valid)(tx, actor, onProgress);
      const plans = valid.map((v) => ({ planId: v.planId, planYear: v.planYear }));
      await writeLandscapePlanDetails(tx, plans, converted.details);
      await writePlanPremiums(tx, plans, converted.premiums, {
        fileName,
        sample: false,
        state: request.state,
      });
      return written;
    },
  };
};

type Entries = FormularyImportEntry[] | NetworkImportEntry[];
type Apply = (
  tx: Tx,
  entries: Entries,
  planYear: number,
) => Promise<{ created: number; updated: number; rowErrors: ImportRowError[] }>;

class DryRun extends Error {
  constructor(readonly rowErrors: ImportRowError[]) {
    super('dry run');
  }
}

async function dryRun(db: Db, apply: Apply, entries: Entries, planYear: number): Promise<ImportRowError[]> {
  try {
    await db.transaction(async (tx) => {
      const result = await apply(tx, entries, planYear);
      throw new DryRun(result.rowErrors);
    });
  } catch (error) {
    if (error instanceof DryRun) return error.rowErrors;
    throw error;
  }
  return [];
}

const prepareCatalogue =
  (kind: 'formulary' | 'network'): PrepareSheet =>
  async (db, sheet, request) => {
    const rows = textRows(sheet, request.mapping);
    const parsed = kind === 'formulary' ? parseFormularyRows(rows) : parseNetworkRows(rows);
    const apply = (kind === 'formulary' ? applyFormularyEntries : applyNetworkEntries) as Apply;
    // The rows name plans of the chosen plan year (the finder's default year when none was chosen).
    const planYear = request.planYear ?? (await defaultPlanYear(db, new Date()));
    const resolveErrors =
      parsed.rowErrors.length === 0 && parsed.entries.length > 0
        ? await dryRun(db, apply, parsed.entries, planYear)
        : [];
    const rowErrors = sheetRows(sheet, [...parsed.rowErrors, ...resolveErrors]).sort((a, b) => a.row - b.row);
    const bad = new Set(rowErrors.map((e) => e.row));
    const sample = rows.filter((_, i) => !bad.has(sheet.rows[i]?.row ?? 0)).slice(0, IMPORT_SAMPLE_ROWS);
    return {
      preview: previewOf(rows.length, rowErrors, sample),
      total: parsed.entries.length,
      planYears: new Map([[planYear, parsed.entries.length]]),
      write: async (tx, _actor, onProgress) => {
        const result = await apply(tx, parsed.entries, planYear);
        if (result.rowErrors.length > 0) throw rowErrorsAtWrite(sheetRows(sheet, result.rowErrors));
        await onProgress(parsed.entries.length);
        return { created: result.created, updated: result.updated };
      },
    };
  };

export const prepareFormulary = prepareCatalogue('formulary');
export const prepareNetwork = prepareCatalogue('network');

export const prepareMedigap: PrepareSheet = async (db, sheet, request) => {
  const fields = sheet.headers.map((h) => {
    const field = request.mapping[h] ?? null;
    return (MEDIGAP_RATE_COLUMNS as readonly string[]).includes(field ?? '')
      ? (field as MedigapRateColumn)
      : null;
  });
  const defaultYear = request.planYear ?? (await defaultPlanYear(db, new Date()));
  const drafts = sheet.rows.map((r) => medigapDraft(r.row, fields, r.cells, defaultYear));
  const result = await checkMedigapDrafts(db, drafts);
  const rates = result.valid.map((v) => v.data);
  return {
    preview: previewOf(
      drafts.length,
      result.rowErrors,
      result.valid.slice(0, IMPORT_SAMPLE_ROWS).map((v) => sampleRow(medigapRateCells(v.data))),
    ),
    total: result.valid.length,
    planYears: rowsPerYear(rates),
    sample: rates.length > 0 && rates.every((r) => r.sample),
    write: async (tx, actor, onProgress) => {
      await lockMedigapRates(tx);
      const again = await checkMedigapDrafts(tx, drafts);
      if (again.rowErrors.length > 0) throw rowErrorsAtWrite(again.rowErrors);
      return writeMedigapRates(tx, again.valid, actor, onProgress);
    },
  };
};
