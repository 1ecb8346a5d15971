/**
 * The Medigap rates admins maintain (issue 19: "premiums by carrier, plan letter, age, sex, tobacco
 * use, ZIP or area, and rating method, maintained by admins"). Rules:
 *
 * - The natural key is (plan year, state, carrier, letter, rating method, first age, sex, tobacco,
 *   area): a second rate with it is a 409 (the table's unique constraint backs the check).
 * - Within one carrier, letter, rating method, sex, tobacco use and area, age bands do not
 *   overlap (409 naming the other band): the quote must find one rate for an age.
 * - Every write takes the table's lock (writes one at a time, so two admins cannot add
 *   overlapping bands), sets updated_at and writes one audit_log row with ids and the key, never PHI.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  bandInOrder,
  MEDIGAP_AGE_ORDER,
  MEDIGAP_RATE_DUPLICATE,
  MEDIGAP_RATE_NOT_FOUND,
  type MedigapRateCreate,
  type MedigapRateListQuery,
  type MedigapRateUpdate,
  medigapBandOverlaps,
} from '../../../shared/medigap-contracts.ts';
import type { Db, DbExecutor, Tx } from '../../db/client.ts';
import { medigapRates } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import { type AuditEntry, writeAudit } from '../platform/audit.ts';
import { isUniqueViolation } from './admin-plans.ts';
import type { PlanActor } from './admin-plans-history.ts';

export type RateRow = typeof medigapRates.$inferSelect;
/** What the key and band checks read: a create body, or a stored row with its changes. */
export type RateValues = Pick<
  RateRow,
  | 'planYear'
  | 'state'
  | 'carrier'
  | 'planLetter'
  | 'ratingMethod'
  | 'ageFrom'
  | 'ageTo'
  | 'sex'
  | 'tobacco'
  | 'zip3'
>;

/** One page of rates by year (newest first), state, carrier, letter, method, sex, tobacco, area, age. */
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

/**
 * Writes to the rates one at a time (the checks of a write and the write itself see the same
 * rates): every write of this file and the import (import/medigap-rows.ts) take it first.
 */
export async function lockMedigapRates(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${medigapRates} in share row exclusive mode`);
}

/** 409 when the rate's key is taken or its band overlaps another of the same carrier, letter, … and area. */
async function checkBand(tx: Tx, rate: RateValues, exceptId: number | null): Promise<void> {
  await lockMedigapRates(tx);
  const [other] = await tx
    .select({ ageFrom: medigapRates.ageFrom, ageTo: medigapRates.ageTo })
    .from(medigapRates)
    .where(
      and(
        eq(medigapRates.planYear, rate.planYear),
        eq(medigapRates.state, rate.state),
        eq(medigapRates.carrier, rate.carrier),
        eq(medigapRates.planLetter, rate.planLetter),
        eq(medigapRates.ratingMethod, rate.ratingMethod),
        eq(medigapRates.sex, rate.sex),
        eq(medigapRates.tobacco, rate.tobacco),
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

/** Runs a write; a unique violation that slipped past the check is the same 409. */
async function conflictOnDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict(MEDIGAP_RATE_DUPLICATE);
    throw error;
  }
}

const auditDetails = (rate: RateValues) => ({
  planYear: rate.planYear,
  state: rate.state,
  carrier: rate.carrier,
  planLetter: rate.planLetter,
  ages: `${rate.ageFrom}-${rate.ageTo}`,
});

/** The audit row of one rate written: its id and key, never who it was for (there is no one). */
export function medigapRateAudit(
  action: 'create' | 'update' | 'delete',
  id: number,
  rate: RateValues,
  actor: { adminId: number | null; clientAddress: string },
): AuditEntry {
  return {
    actor: actor.adminId === null ? 'cli' : `admin:${actor.adminId}`,
    action: `medigap_rate.${action}`,
    entityType: 'medigap_rate',
    entityId: String(id),
    clientAddress: actor.clientAddress,
    details: auditDetails(rate),
  };
}

const auditMedigapRate = (
  tx: Tx,
  action: 'create' | 'update' | 'delete',
  id: number,
  rate: RateValues,
  actor: PlanActor,
) => writeAudit(tx, medigapRateAudit(action, id, rate, actor));

/** Adds a rate (see the file comment). */
export async function createMedigapRate(
  db: Db,
  input: MedigapRateCreate,
  actor: PlanActor,
): Promise<RateRow> {
  return conflictOnDuplicate(() =>
    db.transaction(async (tx) => {
      await checkBand(tx, input, null);
      const [row] = await tx.insert(medigapRates).values(input).returning();
      if (!row) throw new Error('medigap rate insert returned nothing');
      await auditMedigapRate(tx, 'create', row.id, input, actor);
      return row;
    }),
  );
}

/** Changes the fields sent; the rate it leaves is checked as a new one would be (400 for a band out of order). */
export async function updateMedigapRate(
  db: Db,
  id: number,
  patch: MedigapRateUpdate,
  actor: PlanActor,
): Promise<RateRow> {
  return conflictOnDuplicate(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(medigapRates).where(eq(medigapRates.id, id)).for('update');
      if (!current) throw errors.notFound(MEDIGAP_RATE_NOT_FOUND);
      const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const next: RateRow = { ...current, ...changes };
      if (!bandInOrder(next)) {
        throw errors.validation(MEDIGAP_AGE_ORDER, [{ path: 'ageTo', message: MEDIGAP_AGE_ORDER }]);
      }
      await checkBand(tx, next, id);
      const [row] = await tx
        .update(medigapRates)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(medigapRates.id, id))
        .returning();
      if (!row) throw errors.notFound(MEDIGAP_RATE_NOT_FOUND);
      await auditMedigapRate(tx, 'update', id, next, actor);
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
    await auditMedigapRate(tx, 'delete', id, row, actor);
    return { deleted: true, id };
  });
}
