/** Plan table bulk actions on up to 1,000 plans in one transaction; an unknown plan ID refuses them all. */
import { and, eq, inArray } from 'drizzle-orm';
import type { BulkPlanRequest, BulkPlanResponse } from '../../../shared/admin-plan-contracts.ts';
import type { Db } from '../../db/client.ts';
import { medicarePlans } from '../../db/schema.ts';
import { AppError, errors } from '../../errors.ts';
import { recordPlanChange } from '../catalogue/plan-changes.ts';
import { planYearNeeded } from '../catalogue/plan-years.ts';
import { deletedChanges, type PlanActor } from './admin-plans-history.ts';

function severalYearsOf(rows: { planId: string; planYear: number }[]): AppError | null {
  const years = new Map<string, number[]>();
  for (const r of rows) years.set(r.planId, [...(years.get(r.planId) ?? []), r.planYear]);
  const [code, found] = [...years].find(([, ys]) => ys.length > 1) ?? [];
  if (!code || !found) return null;
  const message = `${planYearNeeded(code, found.sort())} Nothing was changed.`;
  return errors.validation(message, [{ path: 'planYear', message }]);
}

const LISTED_IN_MESSAGE = 20;

function unknownPlans(requested: string[], found: Set<string>): AppError | null {
  const issues = requested.flatMap((code, index) =>
    found.has(code) ? [] : [{ path: `planIds.${index}`, message: `No plan with ID ${code}` }],
  );
  if (issues.length === 0) return null;
  const missing = [...new Set(requested.filter((code) => !found.has(code)))];
  const listed = missing.slice(0, LISTED_IN_MESSAGE).join(', ');
  const more = missing.length > LISTED_IN_MESSAGE ? ` and ${missing.length - LISTED_IN_MESSAGE} more` : '';
  return new AppError(
    404,
    'NOT_FOUND',
    `${missing.length === 1 ? 'A selected plan was' : `${missing.length} selected plans were`} not found: ${listed}${more}. Nothing was changed.`,
    issues,
  );
}

/** `{updated}` (now in that state), `{changed}` (only these get updated_at and history) or `{deleted}`. */
export async function bulkPlans(
  db: Db,
  request: BulkPlanRequest,
  actor: PlanActor,
): Promise<BulkPlanResponse> {
  const codes = [...new Set(request.planIds)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(medicarePlans)
      .where(
        request.planYear === undefined
          ? inArray(medicarePlans.planId, codes)
          : and(inArray(medicarePlans.planId, codes), eq(medicarePlans.planYear, request.planYear)),
      )
      .for('update');
    const missing = unknownPlans(request.planIds, new Set(rows.map((r) => r.planId)));
    if (missing) throw missing;
    const severalYears = severalYearsOf(rows);
    if (severalYears) throw severalYears;

    const ids = rows.map((r) => r.id);
    if (request.action === 'delete') {
      await tx.delete(medicarePlans).where(inArray(medicarePlans.id, ids));
      await recordPlanChange(tx, {
        kind: 'bulk_delete',
        actor,
        plans: rows.map((row) => ({ planRowId: null, planCode: row.planId, changes: deletedChanges(row) })),
        details: { count: rows.length },
      });
      return { deleted: rows.length };
    }

    const active = request.action === 'activate';
    const toChange = rows.filter((r) => r.isActive !== active);
    if (toChange.length > 0) {
      const changeIds = toChange.map((r) => r.id);
      await tx.update(medicarePlans).set({ isActive: active }).where(inArray(medicarePlans.id, changeIds));
    }
    // The audit row counts the whole selection, even when no plan had to change.
    await recordPlanChange(tx, {
      kind: `bulk_${request.action}`,
      actor,
      plans: toChange.map((row) => ({
        planRowId: row.id,
        planCode: row.planId,
        changes: { isActive: { before: row.isActive, after: active } },
      })),
      details: { count: rows.length, changed: toChange.length },
    });
    return { updated: rows.length, changed: toChange.length };
  });
}
