/**
 * The plan change history (spec §3 plan_update_history; design.md §5 "plan change history"): what
 * each create, update, delete and bulk action changed, field by field, and who did it. Rows keep
 * the plan's string id (plan_code), so a deleted plan's history outlives it. They are written only
 * by recordPlanChange (plan-changes.ts); this file builds their changes and reads them.
 */
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type {
  AdminPlanRecord,
  PlanFieldChange,
  PlanHistoryEntry,
} from '../../../shared/admin-plan-contracts.ts';
import type { DbExecutor } from '../../db/client.ts';
import { adminUsers, medicarePlans, planUpdateHistory } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import { toAdminPlanRecord, toPlanHistoryEntry } from '../../presenters/admin-plan-presenter.ts';
import { planYearNeeded } from '../catalogue/plan-years.ts';

type PlanRow = typeof medicarePlans.$inferSelect;
export type PlanChanges = Record<string, PlanFieldChange>;
export type PlanFields = Omit<AdminPlanRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** Who is acting, for history and the audit log. */
export type PlanActor = { adminId: number; clientAddress: string };

export const HISTORY_LIMIT = 500;

/** The plan's writable fields as the admin record shows them (money strings, stars as a number). */
export function planFields(row: PlanRow): PlanFields {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = toAdminPlanRecord(row);
  return fields;
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

/** A new plan's history: every field that has a value, from null. */
export function createdChanges(row: PlanRow): PlanChanges {
  return Object.fromEntries(
    Object.entries(planFields(row))
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => [k, { before: null, after: v }]),
  );
}

/** A deleted plan's history: every field that had a value, to null (enough to re-create it). */
export function deletedChanges(row: PlanRow): PlanChanges {
  return Object.fromEntries(
    Object.entries(planFields(row))
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => [k, { before: v, after: null }]),
  );
}

/**
 * A plan's history, newest first, with the admin's email: the rows of the plan as it is now (also
 * under earlier plan IDs), plus those of deleted plans that had this plan ID. Null when there is
 * neither a plan nor any history under the ID.
 */
export async function planHistory(
  db: DbExecutor,
  planCode: string,
  planYear?: number,
): Promise<PlanHistoryEntry[] | null> {
  const found = await db
    .select({ id: medicarePlans.id, planYear: medicarePlans.planYear })
    .from(medicarePlans)
    .where(
      planYear === undefined
        ? eq(medicarePlans.planId, planCode)
        : and(eq(medicarePlans.planId, planCode), eq(medicarePlans.planYear, planYear)),
    );
  if (found.length > 1) {
    const message = planYearNeeded(planCode, found.map((r) => r.planYear).sort());
    throw errors.validation(message, [{ path: 'year', message }]);
  }
  const [plan] = found;
  const deletedUnderCode = and(isNull(planUpdateHistory.planId), eq(planUpdateHistory.planCode, planCode));
  const rows = await db
    .select({
      id: planUpdateHistory.id,
      planId: planUpdateHistory.planId,
      planCode: planUpdateHistory.planCode,
      adminUserId: planUpdateHistory.adminUserId,
      action: planUpdateHistory.action,
      changes: planUpdateHistory.changes,
      createdAt: planUpdateHistory.createdAt,
      adminEmail: adminUsers.email,
    })
    .from(planUpdateHistory)
    .leftJoin(adminUsers, eq(adminUsers.id, planUpdateHistory.adminUserId))
    .where(plan ? or(eq(planUpdateHistory.planId, plan.id), deletedUnderCode) : deletedUnderCode)
    .orderBy(desc(planUpdateHistory.createdAt), desc(planUpdateHistory.id))
    .limit(HISTORY_LIMIT);
  if (!plan && rows.length === 0) return null;
  return rows.map(toPlanHistoryEntry);
}
