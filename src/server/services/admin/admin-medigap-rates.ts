/**
 * The Medigap rates admins maintain. The natural key (year, state, carrier, letter, method, first age,
 * sex, tobacco, area) is unique (409), and age bands of the same carrier … area never overlap (409), so
 * the quote finds one rate for an age. Writes take the table's lock, set updated_at and audit (no PHI).
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  bandInOrder,
  MEDIGAP_AGE_ORDER,
  MEDIGAP_RATE_COLUMNS,
  MEDIGAP_RATE_DUPLICATE,
  MEDIGAP_RATE_NOT_FOUND,
  type MedigapRateColumn,
  type MedigapRateCreate,
  type MedigapRateExportQuery,
  type MedigapRateListQuery,
  type MedigapRateUpdate,
  medigapBandOverlaps,
} from '../../../shared/medigap-contracts.ts';
import type { Db, DbExecutor, Tx } from '../../db/client.ts';
import { medigapRates } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { CellValue } from '../import/plan-cells.ts';
import { FILE_CONTENT_TYPES, rowsToCsv, rowsToXlsx } from '../import/plan-files.ts';
import { type AuditEntry, writeAudit } from '../platform/audit.ts';
import { conflictOnDuplicate, recordAudit } from './admin-plans.ts';
import type { PlanActor } from './admin-plans-history.ts';

export type RateRow = typeof medigapRates.$inferSelect;
/** With sex, tobacco and area: a band's own key; its age bands never overlap. */
const BAND_KEY = ['planYear', 'state', 'carrier', 'planLetter', 'ratingMethod', 'sex', 'tobacco'] as const;
/** A create body, or a stored row with its changes. */
export type RateValues = Pick<RateRow, (typeof BAND_KEY)[number] | 'ageFrom' | 'ageTo' | 'zip3'>;

export async function listMedigapRates(
  db: DbExecutor,
  query: MedigapRateListQuery,
): Promise<{ rows: RateRow[]; total: number }> {
  const where = and(
    query.year === undefined ? undefined : eq(medigapRates.planYear, query.year),
    query.state === undefined ? undefined : eq(medigapRates.state, query.state),
    query.letter === undefined ? undefined : eq(medigapRates.planLetter, query.letter),
    query.carrier === undefined || query.carrier === ''
      ? undefined
      : sql`lower(${medigapRates.carrier}) = ${query.carrier.toLowerCase()}`,
  );
  const rows = await db
    .select({ row: medigapRates, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(medigapRates)
    .where(where)
    .orderBy(
      desc(medigapRates.planYear),
      asc(medigapRates.state),
      sql`lower(${medigapRates.carrier}) collate "C"`,
      asc(medigapRates.planLetter),
      asc(medigapRates.ratingMethod),
      asc(medigapRates.sex),
      asc(medigapRates.tobacco),
      sql`${medigapRates.zip3} nulls first`,
      asc(medigapRates.ageFrom),
      asc(medigapRates.id),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(medigapRates)
      .where(where);
    total = count?.n ?? 0;
  }
  return { rows: rows.map((r) => r.row), total };
}

/** Every write here and the import (import/medigap-rows.ts) take this first. */
export async function lockMedigapRates(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${medigapRates} in share row exclusive mode`);
}

async function checkBand(tx: Tx, rate: RateValues, exceptId: number | null): Promise<void> {
  await lockMedigapRates(tx);
  const [other] = await tx
    .select({ ageFrom: medigapRates.ageFrom, ageTo: medigapRates.ageTo })
    .from(medigapRates)
    .where(
      and(
        ...BAND_KEY.map((key) => eq(medigapRates[key], rate[key])),
        sql`${medigapRates.zip3} is not distinct from ${rate.zip3}`,
        sql`${medigapRates.ageFrom} <= ${rate.ageTo} and ${medigapRates.ageTo} >= ${rate.ageFrom}`,
        exceptId === null ? undefined : ne(medigapRates.id, exceptId),
      ),
    )
    .orderBy(medigapRates.ageFrom)
    .limit(1);
  if (!other) return;
  throw errors.conflict(other.ageFrom === rate.ageFrom ? MEDIGAP_RATE_DUPLICATE : medigapBandOverlaps(other));
}

/** Its id and key; there is no person in it. */
export const medigapRateAudit = (
  action: 'create' | 'update' | 'delete',
  id: number,
  rate: RateValues,
  actor: { adminId: number | null; clientAddress: string },
): AuditEntry =>
  recordAudit('medigap_rate', action, id, actor, {
    planYear: rate.planYear,
    state: rate.state,
    carrier: rate.carrier,
    planLetter: rate.planLetter,
    ages: `${rate.ageFrom}-${rate.ageTo}`,
  });

/** Creates a rate (`id` null) or changes one; the rate a change leaves is checked as a new one (400 for a band out of order). */
export async function saveMedigapRate(
  db: Db,
  id: number | null,
  input: MedigapRateCreate | MedigapRateUpdate,
  actor: PlanActor,
): Promise<RateRow> {
  return conflictOnDuplicate(MEDIGAP_RATE_DUPLICATE, () =>
    db.transaction(async (tx) => {
      const [current] =
        id === null
          ? [null]
          : await tx.select().from(medigapRates).where(eq(medigapRates.id, id)).for('update');
      if (current === undefined) throw errors.notFound(MEDIGAP_RATE_NOT_FOUND);
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const next = { ...current, ...changes } as RateValues;
      if (!bandInOrder(next)) {
        throw errors.validation(MEDIGAP_AGE_ORDER, [{ path: 'ageTo', message: MEDIGAP_AGE_ORDER }]);
      }
      await checkBand(tx, next, id);
      const [row] = current
        ? await tx
            .update(medigapRates)
            .set({ ...changes, updatedAt: sql`now()` })
            .where(eq(medigapRates.id, current.id))
            .returning()
        : await tx
            .insert(medigapRates)
            .values(input as MedigapRateCreate)
            .returning();
      if (!row) throw errors.notFound(MEDIGAP_RATE_NOT_FOUND);
      await writeAudit(tx, medigapRateAudit(current ? 'update' : 'create', row.id, next, actor));
      return row;
    }),
  );
}

export async function deleteMedigapRate(
  db: Db,
  id: number,
  actor: PlanActor,
): Promise<{ deleted: true; id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(medigapRates).where(eq(medigapRates.id, id)).returning();
    if (!row) throw errors.notFound(MEDIGAP_RATE_NOT_FOUND);
    await writeAudit(tx, medigapRateAudit('delete', id, row, actor));
    return { deleted: true, id };
  });
}

/** Areas as text so "074" keeps its zero; empty for the whole state or no source. */
export const medigapRateCells = (
  rate: Pick<RateRow, MedigapRateColumn>,
): Record<MedigapRateColumn, CellValue> =>
  Object.fromEntries(MEDIGAP_RATE_COLUMNS.map((column) => [column, rate[column]])) as Record<
    MedigapRateColumn,
    CellValue
  >;

export const medigapExportFileName = (format: MedigapRateExportQuery['format'], now: Date) =>
  `clearplan-medigap-rates-${now.toISOString().slice(0, 10)}.${format}`;

/** The rates as a file in the import's columns, so it imports back (rules: import/plan-files.ts); one query. */
export async function exportMedigapRates(
  db: DbExecutor,
  query: MedigapRateExportQuery,
): Promise<{ body: string | ArrayBuffer; contentType: string }> {
  const { format, ...filters } = query;
  // More rates than a state's filings will ever hold.
  const { rows: rates } = await listMedigapRates(db, { ...filters, page: 1, limit: 100_000 });
  const rows = rates.map(medigapRateCells);
  const body =
    format === 'xlsx'
      ? await rowsToXlsx(MEDIGAP_RATE_COLUMNS, rows, 'Medigap rates')
      : rowsToCsv(MEDIGAP_RATE_COLUMNS, rows);
  return { body, contentType: FILE_CONTENT_TYPES[format] };
}
