/** The admin plan catalogue; every write records itself with recordPlanChange, so the plan cache sees it. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  type AdminPlanCreate,
  type AdminPlanExportQuery,
  type AdminPlanListQuery,
  type AdminPlanOptions,
  type AdminPlanUpdate,
  DUPLICATE_PLAN_ID,
  PLAN_NOT_FOUND,
  type PremiumSource,
} from '../../../shared/admin-plan-contracts.ts';
import { carrierChoices, type KnownCarrier, normalizeCarrier } from '../../../shared/carriers.ts';
import { normalizePlanType } from '../../../shared/plan-types.ts';
import { afterRegionEdit, regionArea } from '../../../shared/service-area.ts';
import type { Db, DbExecutor } from '../../db/client.ts';
import { medicarePlans, planPremiums } from '../../db/schema.ts';
import { escapeLike } from '../../db/sql-text.ts';
import { errors } from '../../errors.ts';
import { recordPlanChange } from '../catalogue/plan-changes.ts';
import { plansFile } from '../import/plan-files.ts';
import type { AuditEntry } from '../platform/audit.ts';
import {
  canonical,
  createdChanges,
  deletedChanges,
  type PlanActor,
  type PlanChanges,
  planCodeIn,
  planFields,
  yearNeeded,
} from './admin-plans-history.ts';

type PlanInsert = typeof medicarePlans.$inferInsert;
type PlanRow = typeof medicarePlans.$inferSelect;
export type PlanWithSource = PlanRow & { premiumSource: PremiumSource };

const TEXT_SORTS = new Set(['planId', 'planName', 'carrier']);

function listConditions(q: AdminPlanListQuery, carriers: readonly KnownCarrier[]): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.search) {
    const pattern = `%${escapeLike(q.search.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${medicarePlans.planId}) like ${pattern} or lower(${medicarePlans.planName}) like ${pattern}
        or lower(${medicarePlans.carrier}) like ${pattern})`,
    );
  }
  // Any spelling of a carrier or plan type filters by its catalogue name, ignoring letter case.
  if (q.carrier)
    conditions.push(
      sql`lower(${medicarePlans.carrier}) = ${normalizeCarrier(q.carrier, carriers).toLowerCase()}`,
    );
  if (q.planType)
    conditions.push(sql`lower(${medicarePlans.planType}) = ${normalizePlanType(q.planType).toLowerCase()}`);
  if (q.region) conditions.push(sql`lower(${medicarePlans.region}) = ${q.region.toLowerCase()}`);
  if (q.isActive !== undefined) conditions.push(eq(medicarePlans.isActive, q.isActive));
  if (q.planYear !== undefined) conditions.push(eq(medicarePlans.planYear, q.planYear));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Where each plan's consumer premium comes from (as plan-loader.ts reads it): the year's Landscape
 * county premiums (Part C + Part D) when any gives one, else the plan's field. Keyed `planId|planYear`.
 */
async function premiumSources(
  db: DbExecutor,
  plans: readonly Pick<PlanRow, 'planId' | 'planYear'>[],
): Promise<Map<string, PremiumSource>> {
  const out = new Map<string, PremiumSource>();
  if (plans.length === 0) return out;
  const monthly = sql`coalesce(${planPremiums.partCPremium}, 0) + coalesce(${planPremiums.partDPremium}, 0)`;
  const rows = await db
    .select({
      planId: planPremiums.planId,
      planYear: planPremiums.contractYear,
      counties: sql<number>`count(*) filter (where ${planPremiums.county} <> '')`.mapWith(Number),
      allCountiesIn: sql<
        string[]
      >`coalesce(array_agg(distinct ${planPremiums.state}) filter (where ${planPremiums.county} = ''), '{}')`,
      lowest: sql<string>`min(${monthly})::numeric(10,2)::text`,
      highest: sql<string>`max(${monthly})::numeric(10,2)::text`,
    })
    .from(planPremiums)
    .where(
      and(
        sql`(${planPremiums.planId}, ${planPremiums.contractYear}) in (${sql.join(
          plans.map((p) => sql`(${p.planId}, ${p.planYear})`),
          sql`, `,
        )})`,
        sql`(${planPremiums.partCPremium} is not null or ${planPremiums.partDPremium} is not null)`,
      ),
    )
    .groupBy(planPremiums.planId, planPremiums.contractYear);
  for (const r of rows)
    out.set(`${r.planId}|${r.planYear}`, {
      kind: 'county',
      counties: r.counties,
      allCountiesIn: [...r.allCountiesIn].sort(),
      lowest: r.lowest,
      highest: r.highest,
    });
  return out;
}

async function withSources(db: DbExecutor, rows: readonly PlanRow[]): Promise<PlanWithSource[]> {
  const sources = await premiumSources(db, rows);
  return rows.map((row) => ({
    ...row,
    premiumSource: sources.get(`${row.planId}|${row.planYear}`) ?? { kind: 'plan' },
  }));
}

async function withSource(db: DbExecutor, row: PlanRow): Promise<PlanWithSource> {
  const [plan] = await withSources(db, [row]);
  return plan as PlanWithSource;
}

/**
 * One page of plans: case-insensitive contains on plan ID, name and carrier; text sorts in byte order
 * ignoring case (same on both databases), empties last, ties by row id so pages never overlap.
 */
export async function listPlans(
  db: DbExecutor,
  q: AdminPlanListQuery,
  carriers: readonly KnownCarrier[],
): Promise<{ plans: PlanWithSource[]; total: number }> {
  const where = listConditions(q, carriers);
  const column = medicarePlans[q.sortBy];
  const dir = sql.raw(q.sortOrder === 'asc' ? 'asc' : 'desc');
  const key = TEXT_SORTS.has(q.sortBy) ? sql`lower(${column}) collate "C"` : sql`${column}`;
  const rows = await db
    .select()
    .from(medicarePlans)
    .where(where)
    .orderBy(sql`${key} ${dir} nulls last`, sql`${medicarePlans.id} ${dir}`)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(medicarePlans)
    .where(where);
  return { plans: await withSources(db, rows), total: count?.n ?? 0 };
}

/** The row of a plan ID in the named year, or its only row; several years without a year named is a 400. */
export async function planRowFor(
  db: DbExecutor,
  planCode: string,
  planYear: number | undefined,
  lock = false,
): Promise<PlanRow> {
  const query = db
    .select()
    .from(medicarePlans)
    .where(planCodeIn(planCode, planYear))
    .orderBy(medicarePlans.planYear);
  const rows = lock ? await query.for('update') : await query;
  const [row] = rows;
  if (!row) throw errors.notFound(PLAN_NOT_FOUND);
  if (rows.length > 1)
    throw yearNeeded(
      planCode,
      rows.map((r) => r.planYear),
    );
  return row;
}

export async function getPlan(db: DbExecutor, planCode: string, planYear?: number): Promise<PlanWithSource> {
  return withSource(db, await planRowFor(db, planCode, planYear));
}

/** Star ratings are stored as numeric(3,1) text. */
function toColumns(fields: Omit<AdminPlanUpdate, 'id' | 'createdAt' | 'updatedAt'>): Partial<PlanInsert> {
  const { starRating, ...rest } = fields;
  const columns: Partial<PlanInsert> = { ...rest };
  if (starRating !== undefined) columns.starRating = starRating === null ? null : starRating.toFixed(1);
  return columns;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs a write; a unique violation that slipped past the checks (a race) is the same 409. */
export async function conflictOnDuplicate<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict(message);
    throw error;
  }
}

/** An admin's (or the command line's) write of one record, audited by its id and `details`, no PHI. */
export const recordAudit = (
  entityType: 'carrier' | 'medigap_rate',
  action: 'create' | 'update' | 'delete',
  id: number,
  actor: { adminId: number | null; clientAddress: string },
  details: AuditEntry['details'],
): AuditEntry => ({
  actor: actor.adminId === null ? 'cli' : `admin:${actor.adminId}`,
  action: `${entityType}.${action}`,
  entityType,
  entityId: String(id),
  clientAddress: actor.clientAddress,
  details,
});

function catalogueNames<T extends { carrier?: string; planType?: string }>(
  fields: T,
  carriers: readonly KnownCarrier[],
): T {
  return {
    ...fields,
    ...(typeof fields.carrier === 'string' ? { carrier: normalizeCarrier(fields.carrier, carriers) } : {}),
    ...(typeof fields.planType === 'string' ? { planType: normalizePlanType(fields.planType) } : {}),
  };
}

/** Creates a plan in its plan year (`defaultYear` when none named); 409 when the plan ID is taken there. */
export async function createPlan(
  db: Db,
  input: AdminPlanCreate,
  actor: PlanActor,
  carriers: readonly KnownCarrier[],
  defaultYear: number,
): Promise<PlanWithSource> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...given } = input;
  const fields = catalogueNames({ ...given, planYear: given.planYear ?? defaultYear }, carriers);
  return conflictOnDuplicate(DUPLICATE_PLAN_ID, () =>
    db.transaction(async (tx) => {
      const serviceArea = regionArea(fields.region, fields.counties);
      const [row] = await tx
        .insert(medicarePlans)
        .values({ ...toColumns(fields), serviceArea } as PlanInsert)
        .onConflictDoNothing({ target: [medicarePlans.planId, medicarePlans.planYear] })
        .returning();
      if (!row) throw errors.conflict(DUPLICATE_PLAN_ID);
      const { updatedAt } = await recordPlanChange(tx, {
        kind: 'create',
        actor,
        plans: [{ planRowId: row.id, planCode: row.planId, changes: createdChanges(row) }],
      });
      return { ...row, updatedAt: updatedAt ?? row.updatedAt, premiumSource: { kind: 'plan' } };
    }),
  );
}

/** Changes the fields sent (nested objects whole); only real changes are written. 409: new plan ID taken. */
export async function updatePlan(
  db: Db,
  planCode: string,
  planYear: number | undefined,
  patch: AdminPlanUpdate,
  actor: PlanActor,
  carriers: readonly KnownCarrier[],
): Promise<PlanWithSource> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...given } = patch;
  const fields = catalogueNames(given, carriers);
  return conflictOnDuplicate(DUPLICATE_PLAN_ID, () =>
    db.transaction(async (tx) => {
      const row = await planRowFor(tx, planCode, planYear, true);
      const before = planFields(row) as Record<string, unknown>;
      const columns = toColumns(fields) as Record<string, unknown>;
      const changes: PlanChanges = {};
      const set: Record<string, unknown> = {};
      for (const [key, after] of Object.entries(fields)) {
        if (after === undefined) continue;
        const was = before[key] ?? null;
        // The presenter shows a missing JSON object as {}: compare what the admin sees.
        const shown =
          after === null && typeof was === 'object' && was !== null && !Array.isArray(was) ? {} : after;
        if (canonical(was) === canonical(shown)) continue;
        changes[key] = { before: was, after };
        set[key] = columns[key];
      }
      if (Object.keys(set).length === 0) return withSource(tx, row);
      // Consumers see county premiums, not this field: a new premium replaces them so every county sees it.
      const source = (await premiumSources(tx, [row])).get(`${row.planId}|${row.planYear}`);
      const replaced =
        'monthlyPremium' in set && source
          ? (
              await tx
                .delete(planPremiums)
                .where(and(eq(planPremiums.planId, row.planId), eq(planPremiums.contractYear, row.planYear)))
                .returning({ county: planPremiums.county })
            ).length
          : 0;
      if ('region' in set || 'counties' in set) {
        set.serviceArea = afterRegionEdit(row, {
          region: 'region' in set ? (set.region as string | null) : row.region,
          counties: 'counties' in set ? (set.counties as string[] | null) : row.counties,
        });
      }
      // A plan ID and year taken by another row fails the unique index: conflictOnDuplicate's 409.
      const [updated] = await tx
        .update(medicarePlans)
        .set(set as Partial<PlanInsert>)
        .where(eq(medicarePlans.id, row.id))
        .returning();
      if (!updated) throw errors.notFound(PLAN_NOT_FOUND);
      const { updatedAt } = await recordPlanChange(tx, {
        kind: 'update',
        actor,
        plans: [{ planRowId: row.id, planCode: updated.planId, changes }],
        details: {
          fields: Object.keys(changes).join(','),
          ...(replaced > 0 ? { countyPremiumsReplaced: replaced } : {}),
        },
      });
      return withSource(tx, { ...updated, updatedAt: updatedAt ?? updated.updatedAt });
    }),
  );
}

/** Formulary, network and stored scores go with it (ON DELETE CASCADE); the history keeps a snapshot. */
export async function deletePlan(
  db: Db,
  planCode: string,
  planYear: number | undefined,
  actor: PlanActor,
): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const found = await planRowFor(tx, planCode, planYear, true);
    const [row] = await tx.delete(medicarePlans).where(eq(medicarePlans.id, found.id)).returning();
    if (!row) throw errors.notFound(PLAN_NOT_FOUND);
    await recordPlanChange(tx, {
      kind: 'delete',
      actor,
      plans: [{ planRowId: null, planCode: row.planId, changes: deletedChanges(row) }],
    });
    return { deleted: 1 };
  });
}

/** The plan list as a file in the import template's columns, so it imports back (import/plan-files.ts). */
export async function exportPlans(
  db: DbExecutor,
  query: AdminPlanExportQuery,
  carriers: readonly KnownCarrier[],
): Promise<{ body: string | ArrayBuffer; contentType: string }> {
  const { format, ...filters } = query;
  const { plans } = await listPlans(db, { ...filters, page: 1, limit: 100_000 }, carriers);
  return plansFile(plans.map(planFields), format);
}

type TextColumn = typeof medicarePlans.carrier | typeof medicarePlans.planType | typeof medicarePlans.region;

/** A column's values once ignoring case (the smallest spelling), in lower-case byte order. */
async function distinctValues(db: DbExecutor, column: TextColumn): Promise<string[]> {
  const rows = await db
    .select({ value: sql<string>`min(${column} collate "C")` })
    .from(medicarePlans)
    .where(sql`${column} is not null and btrim(${column}) <> ''`)
    .groupBy(sql`lower(${column})`)
    .orderBy(sql`lower(${column}) collate "C"`);
  return rows.map((row) => row.value);
}

/** The filters' and forms' carriers (with listed ones the data lacks), plan types and regions: catalogue names. */
export async function planOptions(db: DbExecutor, list: readonly KnownCarrier[]): Promise<AdminPlanOptions> {
  // One after another: a transaction handle runs one statement at a time anyway.
  const carriers = carrierChoices(
    await distinctValues(db, medicarePlans.carrier),
    list.map((c) => c.name),
    list,
  );
  const byLower = new Map<string, string>();
  for (const type of (await distinctValues(db, medicarePlans.planType)).map(normalizePlanType))
    if (!byLower.has(type.toLowerCase())) byLower.set(type.toLowerCase(), type);
  const planTypes = [...byLower.values()].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
  return { carriers, planTypes, regions: await distinctValues(db, medicarePlans.region) };
}
