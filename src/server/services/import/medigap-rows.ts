// A Medigap rates import (docs/medigap-rates.md): rows checked with the admin API's `medigapRateCreateSchema`
// and upserted by the rate's key; age bands must not overlap in the file or with stored rates, checked again
// under the rates' lock so a rate added since the preview fails the import.
import { sql } from 'drizzle-orm';
import { IMPORT_MESSAGES, type ImportRowError } from '../../../shared/import-contracts.ts';
import {
  type MedigapRateColumn,
  type MedigapRateCreate,
  medigapBandGroup,
  medigapBandOverlaps,
  medigapBandOverlapsRow,
  medigapBandsOverlap,
  medigapKeyTwiceInFile,
  medigapRateCreateSchema,
  medigapRateKey,
  medigapYesNoMessage,
} from '../../../shared/medigap-contracts.ts';
import type { DbExecutor, Tx } from '../../db/client.ts';
import { medigapRates } from '../../db/schema.ts';
import { jsonArray } from '../../db/sql-text.ts';
import { medigapRateAudit } from '../admin/admin-medigap-rates.ts';
import { writeAudits } from '../platform/audit.ts';
import { type FieldError, textCell } from './plan-cells.ts';
import type { ImportActor } from './plan-writer.ts';
import { type Cell, FORMULA, isEmptyCell } from './read-sheets.ts';

export type MedigapDraft = { row: number; input: Record<string, unknown>; errors: FieldError[] };

export type ValidMedigapRate =
  | { row: number; action: 'create'; data: MedigapRateCreate }
  | { row: number; action: 'update'; id: number; data: MedigapRateCreate };

export type MedigapValidation = { valid: ValidMedigapRate[]; rowErrors: ImportRowError[] };

const INTEGER_FIELDS: ReadonlySet<string> = new Set(['planYear', 'ageFrom', 'ageTo']);
const YES = /^(yes|true|1)$/i;
const NO = /^(no|false|0)$/i;

function yesNo(cell: Cell): boolean | null {
  if (typeof cell === 'boolean') return cell;
  const text = String(cell).trim();
  if (YES.test(text)) return true;
  if (NO.test(text)) return false;
  return null;
}

/** Undefined: not given, the schema's default applies. */
function cellValue(field: MedigapRateColumn, cell: Cell): { ok: true; value: unknown } | FieldError {
  if (cell === FORMULA) return { field, message: IMPORT_MESSAGES.formula };
  if (field === 'tobacco' || field === 'sample') {
    if (isEmptyCell(cell)) return { ok: true, value: undefined };
    const value = yesNo(cell);
    return value === null
      ? { field, message: medigapYesNoMessage(field === 'tobacco' ? 'Tobacco' : 'Sample') }
      : { ok: true, value };
  }
  if (isEmptyCell(cell))
    return { ok: true, value: field === 'zip3' || field === 'source' ? null : undefined };
  if (typeof cell === 'number') {
    if (field === 'zip3' && Number.isInteger(cell) && cell >= 0 && cell < 1000)
      return { ok: true, value: String(cell).padStart(3, '0') };
    if (INTEGER_FIELDS.has(field) || field === 'monthlyPremium') return { ok: true, value: cell };
    return { ok: true, value: String(cell) };
  }
  const text = textCell(cell);
  if (!text.ok) return { field, message: IMPORT_MESSAGES.formula };
  const trimmed = text.value.trim();
  if (INTEGER_FIELDS.has(field))
    return { ok: true, value: /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed };
  if (field === 'planLetter') return { ok: true, value: trimmed.toUpperCase() };
  if (field === 'ratingMethod' || field === 'sex') return { ok: true, value: trimmed.toLowerCase() };
  return { ok: true, value: text.value };
}

export function medigapDraft(
  row: number,
  fields: readonly (MedigapRateColumn | null)[],
  cells: readonly Cell[],
  defaultPlanYear: number,
): MedigapDraft {
  const draft: MedigapDraft = { row, input: Object.create(null), errors: [] };
  for (const [i, field] of fields.entries()) {
    if (field === null) continue;
    const read = cellValue(field, cells[i] ?? null);
    if ('ok' in read) {
      if (read.value !== undefined) draft.input[field] = read.value;
    } else draft.errors.push(read);
  }
  if (draft.input.planYear === undefined && !draft.errors.some((e) => e.field === 'planYear'))
    draft.input.planYear = defaultPlanYear;
  // Tobacco has no default: a row without it is an error in the import's words, not the API's.
  if (!('tobacco' in draft.input) && !draft.errors.some((e) => e.field === 'tobacco'))
    draft.errors.push({ field: 'tobacco', message: medigapYesNoMessage('Tobacco') });
  return draft;
}

/** Appends to a map of lists (a file of 20,000 rows must not copy its lists row by row). */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

type Stored = { id: number; ageFrom: number; ageTo: number; key: string; group: string };

async function storedRates(db: DbExecutor, rates: readonly MedigapRateCreate[]): Promise<Stored[]> {
  if (rates.length === 0) return [];
  const years = [...new Set(rates.map((r) => r.planYear))];
  const states = [...new Set(rates.map((r) => r.state))];
  const rows = await db
    .select()
    .from(medigapRates)
    .where(
      sql`${medigapRates.planYear} = any(${jsonArray(years, 'int')}) and ${medigapRates.state} = any(${jsonArray(states, 'text')})`,
    );
  return rows.map((r) => ({
    id: r.id,
    ageFrom: r.ageFrom,
    ageTo: r.ageTo,
    key: medigapRateKey(r),
    group: medigapBandGroup(r),
  }));
}

/** The preview reads the database; the write reads its own transaction after taking the lock. */
export async function checkMedigapDrafts(
  db: DbExecutor,
  drafts: readonly MedigapDraft[],
): Promise<MedigapValidation> {
  const errorsOf = new Map<number, FieldError[]>();
  const fail = (row: number, error: FieldError) => push(errorsOf, row, error);
  const parsed: { row: number; data: MedigapRateCreate; key: string; group: string }[] = [];
  for (const draft of drafts) {
    for (const error of draft.errors) fail(draft.row, error);
    const failed = new Set(draft.errors.map((e) => e.field));
    const result = medigapRateCreateSchema.safeParse(draft.input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        // A refused cell was left out, so the schema calls it missing: say it once.
        if (!failed.has(field)) fail(draft.row, { field, message: issue.message });
      }
    } else if (draft.errors.length === 0) {
      const data = result.data;
      parsed.push({ row: draft.row, data, key: medigapRateKey(data), group: medigapBandGroup(data) });
    }
  }

  const rowsOfKey = new Map<string, number[]>();
  for (const p of parsed) push(rowsOfKey, p.key, p.row);
  const once = parsed.filter((p) => {
    const rows = rowsOfKey.get(p.key) ?? [];
    if (rows.length > 1) fail(p.row, { field: 'ageFrom', message: medigapKeyTwiceInFile(rows) });
    return rows.length === 1;
  });

  const stored = await storedRates(
    db,
    once.map((p) => p.data),
  );
  const storedByKey = new Map(stored.map((s) => [s.key, s]));
  const fileKeys = new Set(once.map((p) => p.key));
  // The bands each group will hold after the import: stored ones it leaves, and the file's rows.
  type Band = { ageFrom: number; ageTo: number; row: number | null };
  const bands = new Map<string, Band[]>();
  const addBand = (group: string, band: Band) => push(bands, group, band);
  const groups = new Set(once.map((p) => p.group));
  for (const s of stored)
    if (groups.has(s.group) && !fileKeys.has(s.key)) addBand(s.group, { ...s, row: null });
  for (const p of once) addBand(p.group, { ageFrom: p.data.ageFrom, ageTo: p.data.ageTo, row: p.row });

  const valid: ValidMedigapRate[] = [];
  for (const p of once) {
    const other = (bands.get(p.group) ?? []).find((b) => b.row !== p.row && medigapBandsOverlap(b, p.data));
    if (other) {
      fail(p.row, {
        field: 'ageFrom',
        message:
          other.row === null
            ? medigapBandOverlaps(other)
            : medigapBandOverlapsRow({ ...other, row: other.row }),
      });
      continue;
    }
    const before = storedByKey.get(p.key);
    valid.push(
      before
        ? { row: p.row, action: 'update', id: before.id, data: p.data }
        : { row: p.row, action: 'create', data: p.data },
    );
  }
  const rowErrors = [...errorsOf].map(([row, errors]) => ({ row, errors })).sort((a, b) => a.row - b.row);
  return { valid: rowErrors.length > 0 ? valid.filter((v) => !errorsOf.has(v.row)) : valid, rowErrors };
}

const BATCH = 500;

/** In the caller's locked transaction: new rates in batches, updates one by one, audited as the API does. */
export async function writeMedigapRates(
  tx: Tx,
  valid: readonly ValidMedigapRate[],
  actor: ImportActor,
  onProgress: (done: number) => void | Promise<void>,
): Promise<{ created: number; updated: number }> {
  const creates = valid.filter((v) => v.action === 'create');
  const updates = valid.flatMap((v) => (v.action === 'update' ? [v] : []));
  let done = 0;
  for (let i = 0; i < creates.length; i += BATCH) {
    const batch = creates.slice(i, i + BATCH).map((v) => v.data);
    const rows = await tx.insert(medigapRates).values(batch).returning();
    await writeAudits(
      tx,
      rows.map((r) => medigapRateAudit('create', r.id, r, actor)),
    );
    done += rows.length;
    await onProgress(done);
  }
  for (const [i, v] of updates.entries()) {
    const { monthlyPremium, ageTo, sample, source } = v.data;
    await tx
      .update(medigapRates)
      .set({ monthlyPremium, ageTo, sample, source, updatedAt: sql`now()` })
      .where(sql`${medigapRates.id} = ${v.id}`);
    await writeAudits(tx, [medigapRateAudit('update', v.id, v.data, actor)]);
    done++;
    if ((i + 1) % 100 === 0 || i === updates.length - 1) await onProgress(done);
  }
  return { created: creates.length, updated: updates.length };
}
