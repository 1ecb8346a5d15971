/** The plan change history, field by field, under plan_code so it outlives the plan (plan-changes.ts). */
import { and, desc, eq, getTableColumns, isNull, or } from 'drizzle-orm';
import type { AdminPlanRecord, PlanFieldChange } from '../../../shared/admin-plan-contracts.ts';
import { PLAN_COLUMN_FIELDS, type PlanColumnKey } from '../../../shared/plan-fields.ts';
import type { DbExecutor } from '../../db/client.ts';
import { adminUsers, medicarePlans, planUpdateHistory } from '../../db/schema.ts';
import { type AppError, errors } from '../../errors.ts';
import { planYearNeeded } from '../catalogue/plan-years.ts';

type PlanRow = typeof medicarePlans.$inferSelect;
export type HistoryRow = typeof planUpdateHistory.$inferSelect & { adminEmail: string | null };
export type PlanChanges = Record<string, PlanFieldChange>;
export type PlanFields = Omit<AdminPlanRecord, 'id' | 'createdAt' | 'updatedAt' | 'premiumSource'>;

export type PlanActor = { adminId: number; clientAddress: string };

export const HISTORY_LIMIT = 500;

/** The writable fields as the admin record shows them: money as text, star rating a number, {} for none. */
export function planFields(row: PlanRow): PlanFields {
  const columns: Record<PlanColumnKey, unknown> = Object.fromEntries(
    PLAN_COLUMN_FIELDS.map(({ key, kind }) => {
      const value: PlanRow[PlanColumnKey] = row[key];
      return [key, kind === 'stars' && value !== null ? Number(value) : value];
    }),
  ) as Record<PlanColumnKey, unknown>;
  return {
    ...columns,
    copayStructure: row.copayStructure ?? {},
    benefits: row.benefits ?? {},
    prescriptionTiers: row.prescriptionTiers ?? {},
  } as PlanFields;
}

/** JSON with sorted keys, so jsonb's own key order never reads as a change. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as object)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

const isEmpty = (v: unknown) =>
  v === null || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

const filled = (row: PlanRow) => Object.entries(planFields(row)).filter(([, v]) => !isEmpty(v));

export const createdChanges = (row: PlanRow): PlanChanges =>
  Object.fromEntries(filled(row).map(([k, v]) => [k, { before: null, after: v }]));

/** Every field that had a value, to null (enough to re-create it). */
export const deletedChanges = (row: PlanRow): PlanChanges =>
  Object.fromEntries(filled(row).map(([k, v]) => [k, { before: v, after: null }]));

/** A plan ID's rows, in one year when named. */
export const planCodeIn = (planCode: string, planYear: number | undefined) =>
  planYear === undefined
    ? eq(medicarePlans.planId, planCode)
    : and(eq(medicarePlans.planId, planCode), eq(medicarePlans.planYear, planYear));

/** The 400 for a plan ID on file for several years when none was named. */
export function yearNeeded(planCode: string, years: number[]): AppError {
  const message = planYearNeeded(planCode, years);
  return errors.validation(message, [{ path: 'year', message }]);
}

/** A plan's history, newest first, with admin emails (earlier IDs and deleted namesakes too); or null. */
export async function planHistory(
  db: DbExecutor,
  planCode: string,
  planYear?: number,
): Promise<HistoryRow[] | null> {
  const found = await db
    .select({ id: medicarePlans.id, planYear: medicarePlans.planYear })
    .from(medicarePlans)
    .where(planCodeIn(planCode, planYear));
  if (found.length > 1) throw yearNeeded(planCode, found.map((r) => r.planYear).sort());
  const [plan] = found;
  const deletedUnderCode = and(isNull(planUpdateHistory.planId), eq(planUpdateHistory.planCode, planCode));
  const rows = await db
    .select({ ...getTableColumns(planUpdateHistory), adminEmail: adminUsers.email })
    .from(planUpdateHistory)
    .leftJoin(adminUsers, eq(adminUsers.id, planUpdateHistory.adminUserId))
    .where(plan ? or(eq(planUpdateHistory.planId, plan.id), deletedUnderCode) : deletedUnderCode)
    .orderBy(desc(planUpdateHistory.createdAt), desc(planUpdateHistory.id))
    .limit(HISTORY_LIMIT);
  if (!plan && rows.length === 0) return null;
  return rows;
}
