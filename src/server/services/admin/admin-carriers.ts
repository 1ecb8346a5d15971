/**
 * The carrier list admins maintain. A spelling (name or alias, compared by carrierMatchKey) belongs to
 * one carrier: giving it to a second is a 409; an alias repeating the carrier's own spelling is dropped.
 * Plans follow the list: a rename, or a new spelling plans already hold, moves them to the carrier's name
 * (keeping the old spelling in carrier_as_imported), each with a history row. A carrier plans use cannot
 * be deleted (409). Writes take the table's lock, set updated_at (the cache version) and audit (no PHI).
 */
import { eq, sql } from 'drizzle-orm';
import {
  CARRIER_NOT_FOUND,
  type CarrierList,
  type CarrierRecord,
  type CarrierUpdate,
  type CarrierWriteResponse,
  carrierInUse,
  carrierSpellingTaken,
} from '../../../shared/carrier-contracts.ts';
import { carrierMatchKey, type KnownCarrier, normalizeCarrier } from '../../../shared/carriers.ts';
import type { Db, DbExecutor, Tx } from '../../db/client.ts';
import { carriers, medicarePlans } from '../../db/schema.ts';
import { jsonArray } from '../../db/sql-text.ts';
import { errors } from '../../errors.ts';
import { recordPlanChange } from '../catalogue/plan-changes.ts';
import { writeAudit } from '../platform/audit.ts';
import { conflictOnDuplicate, recordAudit } from './admin-plans.ts';
import type { PlanActor } from './admin-plans-history.ts';

type CarrierRow = typeof carriers.$inferSelect;

const toRecord = (row: CarrierRow, planCount: number): CarrierRecord => ({
  id: row.id,
  name: row.name,
  aliases: row.aliases ?? [],
  planCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** By lower-case name (the plan filters ignore letter case). */
async function planCounts(db: DbExecutor): Promise<Map<string, { name: string; n: number }>> {
  const rows = await db
    .select({
      lower: sql<string>`lower(${medicarePlans.carrier})`,
      name: sql<string>`min(${medicarePlans.carrier} collate "C")`,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(medicarePlans)
    .groupBy(sql`lower(${medicarePlans.carrier})`);
  return new Map(rows.map((r) => [r.lower, { name: r.name, n: r.n }]));
}

async function planCountOf(db: DbExecutor, name: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(medicarePlans)
    .where(sql`lower(${medicarePlans.carrier}) = ${name.toLowerCase()}`);
  return row?.n ?? 0;
}

/** The list in lower-case byte order with plan counts, and carrier names plans hold that none lists. */
export async function listCarriers(db: DbExecutor): Promise<CarrierList> {
  const rows = await db
    .select()
    .from(carriers)
    .orderBy(sql`lower(${carriers.name}) collate "C"`, carriers.id);
  const counts = await planCounts(db);
  const listed = new Set(rows.map((r) => r.name.toLowerCase()));
  const unlisted = [...counts]
    .filter(([lower]) => !listed.has(lower) && lower.trim() !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, { name, n }]) => ({ name, planCount: n }));
  return {
    carriers: rows.map((r) => toRecord(r, counts.get(r.name.toLowerCase())?.n ?? 0)),
    unlisted,
  };
}

async function lockCarriers(tx: Tx): Promise<CarrierRow[]> {
  await tx.execute(sql`lock table ${carriers} in share row exclusive mode`);
  return tx.select().from(carriers);
}

/** The aliases to store, each once and none spelling the name; 409 when a spelling is another carrier's. */
function checkSpellings(name: string, aliases: readonly string[], others: readonly CarrierRow[]): string[] {
  const owners = new Map<string, string>();
  for (const other of others) {
    for (const spelling of [other.name, ...(other.aliases ?? [])])
      owners.set(carrierMatchKey(spelling), other.name);
  }
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const spelling of [name, ...aliases]) {
    const key = carrierMatchKey(spelling);
    const owner = owners.get(key);
    if (owner !== undefined) throw errors.conflict(carrierSpellingTaken(spelling, owner));
    if (seen.has(key)) continue;
    seen.add(key);
    if (spelling !== name) kept.push(spelling);
  }
  return kept;
}

/** Moves plans stored under `formerName` or now spelled as this carrier to its name. Returns how many. */
async function renamePlans(
  tx: Tx,
  carrier: { name: string; formerName: string | null },
  list: readonly KnownCarrier[],
  actor: PlanActor,
): Promise<number> {
  const stored = await tx
    .selectDistinct({ carrier: medicarePlans.carrier })
    .from(medicarePlans)
    .where(sql`${medicarePlans.carrier} <> ${carrier.name}`);
  const former = carrier.formerName?.toLowerCase();
  const renamed: string[] = [];
  const merged: string[] = [];
  for (const { carrier: spelled } of stored) {
    if (former !== undefined && spelled.toLowerCase() === former) renamed.push(spelled);
    else if (normalizeCarrier(spelled, list) === carrier.name) merged.push(spelled);
  }
  if (renamed.length === 0 && merged.length === 0) return 0;
  const plans = await tx
    .select({
      id: medicarePlans.id,
      planId: medicarePlans.planId,
      carrier: medicarePlans.carrier,
    })
    .from(medicarePlans)
    .where(sql`${medicarePlans.carrier} = any(${jsonArray([...renamed, ...merged], 'text')})`)
    .for('update');
  if (plans.length === 0) return 0;
  await tx
    .update(medicarePlans)
    .set({
      carrier: carrier.name,
      // A spelling merged into this carrier is kept as the plan's own, unless it has one already.
      carrierAsImported: sql`case when ${medicarePlans.carrier} = any(${jsonArray(merged, 'text')})
        then coalesce(${medicarePlans.carrierAsImported}, ${medicarePlans.carrier})
        else ${medicarePlans.carrierAsImported} end`,
    })
    .where(
      sql`${medicarePlans.id} = any(${jsonArray(
        plans.map((p) => p.id),
        'int',
      )})`,
    );
  // The history shows the carrier, not the kept spelling, as an import's does.
  await recordPlanChange(tx, {
    kind: 'carrier_rename',
    actor,
    plans: plans.map((p) => ({
      planRowId: p.id,
      planCode: p.planId,
      changes: { carrier: { before: p.carrier, after: carrier.name } },
    })),
  });
  return plans.length;
}

// Another carrier may take the name between the check and the write (the lock makes this rare).
const TAKEN_BY_ANOTHER = 'another carrier';

/**
 * Creates a carrier (`id` null) or changes one; a change that changes nothing writes nothing. Plans
 * spelled as it (or under its former name) move to its name.
 */
export async function saveCarrier(
  db: Db,
  id: number | null,
  input: CarrierUpdate,
  actor: PlanActor,
): Promise<CarrierWriteResponse> {
  return conflictOnDuplicate(carrierSpellingTaken(input.name ?? '', TAKEN_BY_ANOTHER), () =>
    db.transaction(async (tx) => {
      const all = await lockCarriers(tx);
      const current = id === null ? null : all.find((c) => c.id === id);
      if (current === undefined) throw errors.notFound(CARRIER_NOT_FOUND);
      const others = all.filter((c) => c.id !== id);
      const name = input.name ?? current?.name ?? '';
      const aliases = checkSpellings(name, input.aliases ?? current?.aliases ?? [], others);
      const renamed = current !== null && name !== current.name;
      if (current && !renamed && JSON.stringify(aliases) === JSON.stringify(current.aliases ?? [])) {
        return { carrier: toRecord(current, await planCountOf(tx, current.name)), plansRenamed: 0 };
      }
      const values = { name, nameKey: carrierMatchKey(name), aliases };
      const [row] = current
        ? await tx
            .update(carriers)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(carriers.id, current.id))
            .returning()
        : await tx.insert(carriers).values(values).returning();
      if (!row) throw errors.notFound(CARRIER_NOT_FOUND);
      const plansRenamed = await renamePlans(
        tx,
        { name, formerName: renamed ? current.name : null },
        [...others.map((o) => ({ name: o.name, aliases: o.aliases ?? [] })), { name, aliases }],
        actor,
      );
      const formerName: Record<string, string> = renamed ? { formerName: current.name } : {};
      const details = { name, ...formerName, aliases, plansRenamed };
      await writeAudit(tx, recordAudit('carrier', current ? 'update' : 'create', row.id, actor, details));
      return { carrier: toRecord(row, await planCountOf(tx, name)), plansRenamed };
    }),
  );
}

export async function deleteCarrier(
  db: Db,
  id: number,
  actor: PlanActor,
): Promise<{ deleted: true; id: number }> {
  return db.transaction(async (tx) => {
    const all = await lockCarriers(tx);
    const current = all.find((c) => c.id === id);
    if (!current) throw errors.notFound(CARRIER_NOT_FOUND);
    const plans = await planCountOf(tx, current.name);
    if (plans > 0) throw errors.conflict(carrierInUse(current.name, plans));
    await tx.delete(carriers).where(eq(carriers.id, id));
    await writeAudit(tx, recordAudit('carrier', 'delete', id, actor, { name: current.name }));
    return { deleted: true, id };
  });
}
