/** One plan's formulary and network: each change locks the plan row and records itself (recordPlanChange). */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  type FormularyEntry,
  type FormularyEntryUpdate,
  NETWORK_PAGE_LIMIT,
  type NetworkProvider,
  NOT_IN_NETWORK,
  NOT_ON_FORMULARY,
  UNKNOWN_MEDICATION,
  UNKNOWN_PROVIDER,
} from '../../../shared/plan-catalogue-contracts.ts';
import { providerName, providerSpecialty } from '../../../shared/provider-display.ts';
import type { Db, DbExecutor, Tx } from '../../db/client.ts';
import { medicationLookup, planFormulary, planNetworks, providers } from '../../db/schema.ts';
import { escapeLike } from '../../db/sql-text.ts';
import { errors } from '../../errors.ts';
import { recordPlanChange } from '../catalogue/plan-changes.ts';
import { planRowFor } from './admin-plans.ts';
import type { PlanActor, PlanChanges } from './admin-plans-history.ts';

type PlanRef = { id: number; planId: string };

export type PlanKey = { code: string; year: number | undefined };

type PlanChange = {
  kind: 'formulary_update' | 'formulary_remove' | 'network_add' | 'network_remove';
  changes: PlanChanges;
  /** Audit details: ids and names, no PHI. */
  details: Record<string, string | number>;
};

/** Runs `write` in a transaction holding the plan's row, and records the change it reports (none: nothing changed). */
function changePlan<T>(
  db: Db,
  key: PlanKey,
  actor: PlanActor,
  write: (tx: Tx, plan: PlanRef) => Promise<{ result: T; change?: PlanChange }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const plan = await planRowFor(tx, key.code, key.year, true);
    const { result, change } = await write(tx, plan);
    if (change)
      await recordPlanChange(tx, {
        kind: change.kind,
        actor,
        plans: [{ planRowId: plan.id, planCode: plan.planId, changes: change.changes }],
        details: change.details,
      });
    return result;
  });
}

const formularyColumns = {
  medicationName: planFormulary.medicationName,
  tier: planFormulary.tier,
  priorAuthorization: planFormulary.priorAuthorization,
  quantityLimit: planFormulary.quantityLimit,
  stepTherapy: planFormulary.stepTherapy,
};

type Restrictions = Omit<FormularyEntry, 'medicationName'>;
const restrictions = (e: Restrictions): Restrictions => ({
  tier: e.tier,
  priorAuthorization: e.priorAuthorization,
  quantityLimit: e.quantityLimit,
  stepTherapy: e.stepTherapy,
});
/** Byte order of the lower-cased name: the same on both databases whatever their collation. */
const byName = (column: SQL | typeof planFormulary.medicationName) => sql`lower(${column}) collate "C"`;

export async function listFormulary(db: DbExecutor, planCode: PlanKey): Promise<FormularyEntry[]> {
  const plan = await planRowFor(db, planCode.code, planCode.year);
  return db
    .select(formularyColumns)
    .from(planFormulary)
    .where(eq(planFormulary.planId, plan.id))
    .orderBy(byName(planFormulary.medicationName), sql`${planFormulary.medicationName} collate "C"`);
}

/** Puts a catalogue drug (matched ignoring case) on the formulary or changes it; 400 "Unknown medication". */
export async function setFormularyEntry(
  db: Db,
  planCode: PlanKey,
  medicationName: string,
  input: FormularyEntryUpdate,
  actor: PlanActor,
): Promise<FormularyEntry> {
  return changePlan(db, planCode, actor, async (tx, plan) => {
    const [drug] = await tx
      .select({ name: medicationLookup.name })
      .from(medicationLookup)
      .where(sql`lower(${medicationLookup.name}) = lower(${medicationName}::text)`)
      .orderBy(sql`${medicationLookup.name} = ${medicationName}::text desc`)
      .limit(1);
    if (!drug) throw errors.validation(UNKNOWN_MEDICATION);
    const [existing] = await tx
      .select(formularyColumns)
      .from(planFormulary)
      .where(and(eq(planFormulary.planId, plan.id), eq(planFormulary.medicationName, drug.name)));
    const after = restrictions(input);
    const entry = { medicationName: drug.name, ...after };
    const before = existing ? restrictions(existing) : null;
    if (before && JSON.stringify(before) === JSON.stringify(after)) return { result: entry };

    await tx
      .insert(planFormulary)
      .values({ planId: plan.id, ...entry })
      .onConflictDoUpdate({ target: [planFormulary.planId, planFormulary.medicationName], set: after });
    const changes = { [drug.name]: { before, after } };
    return {
      result: entry,
      change: { kind: 'formulary_update', changes, details: { medication: drug.name, tier: after.tier } },
    };
  });
}

export async function removeFormularyEntry(
  db: Db,
  planCode: PlanKey,
  medicationName: string,
  actor: PlanActor,
): Promise<{ deleted: number }> {
  return changePlan(db, planCode, actor, async (tx, plan) => {
    const [removed] = await tx
      .delete(planFormulary)
      .where(
        and(
          eq(planFormulary.planId, plan.id),
          sql`lower(${planFormulary.medicationName}) = lower(${medicationName}::text)`,
        ),
      )
      .returning(formularyColumns);
    if (!removed) throw errors.notFound(NOT_ON_FORMULARY);
    const changes = { [removed.medicationName]: { before: restrictions(removed), after: null } };
    const details = { medication: removed.medicationName };
    return { result: { deleted: 1 }, change: { kind: 'formulary_remove', changes, details } };
  });
}

const providerColumns = {
  id: providers.id,
  lastNameOrOrgName: providers.lastNameOrOrgName,
  firstName: providers.firstName,
  primarySpecialty: providers.primarySpecialty,
  city: providers.city,
};
type ProviderRow = { [K in keyof typeof providerColumns]: (typeof providers.$inferSelect)[K] };

/** Spec §3: "Last, First" when a first name exists; the specialty falls back to "Unknown". */
export function toNetworkProvider(row: ProviderRow): NetworkProvider {
  return {
    id: row.id,
    name: providerName(row),
    specialty: providerSpecialty(row),
    city: row.city?.trim() || null,
  };
}

/** At most NETWORK_PAGE_LIMIT network doctors and the total; `q` narrows by name (seeded plans: 1000s). */
export async function listNetwork(
  db: DbExecutor,
  planCode: PlanKey,
  q?: string,
): Promise<{ providers: NetworkProvider[]; total: number }> {
  const plan = await planRowFor(db, planCode.code, planCode.year);
  const conditions = [eq(planNetworks.planId, plan.id)];
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    conditions.push(
      sql`lower(${providers.lastNameOrOrgName} || coalesce(', ' || ${providers.firstName}, '')) like ${pattern}`,
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select(providerColumns)
    .from(planNetworks)
    .innerJoin(providers, eq(providers.id, planNetworks.providerId))
    .where(where)
    .orderBy(
      byName(sql`${providers.lastNameOrOrgName}`),
      byName(sql`coalesce(${providers.firstName}, '')`),
      providers.id,
    )
    .limit(NETWORK_PAGE_LIMIT);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(planNetworks)
    .innerJoin(providers, eq(providers.id, planNetworks.providerId))
    .where(where);
  return { providers: rows.map(toNetworkProvider), total: count?.n ?? 0 };
}

/** Already there: nothing changes; 400 "Unknown provider". */
export async function addNetworkProvider(
  db: Db,
  planCode: PlanKey,
  providerId: number,
  actor: PlanActor,
): Promise<NetworkProvider> {
  return changePlan(db, planCode, actor, async (tx, plan) => {
    const [row] = await tx.select(providerColumns).from(providers).where(eq(providers.id, providerId));
    if (!row) throw errors.validation(UNKNOWN_PROVIDER);
    const provider = toNetworkProvider(row);
    const inserted = await tx
      .insert(planNetworks)
      .values({ planId: plan.id, providerId })
      .onConflictDoNothing()
      .returning({ providerId: planNetworks.providerId });
    const changes = { [`provider:${providerId}`]: { before: null, after: provider.name } };
    if (inserted.length === 0) return { result: provider };
    return { result: provider, change: { kind: 'network_add', changes, details: { providerId } } };
  });
}

export async function removeNetworkProvider(
  db: Db,
  planCode: PlanKey,
  providerId: number,
  actor: PlanActor,
): Promise<{ deleted: number }> {
  return changePlan(db, planCode, actor, async (tx, plan) => {
    const [removed] = await tx
      .delete(planNetworks)
      .where(and(eq(planNetworks.planId, plan.id), eq(planNetworks.providerId, providerId)))
      .returning({ providerId: planNetworks.providerId });
    if (!removed) throw errors.notFound(NOT_IN_NETWORK);
    const [row] = await tx.select(providerColumns).from(providers).where(eq(providers.id, providerId));
    const changes = {
      [`provider:${providerId}`]: { before: row ? toNetworkProvider(row).name : null, after: null },
    };
    return { result: { deleted: 1 }, change: { kind: 'network_remove', changes, details: { providerId } } };
  });
}
