/**
 * The one place a plan write is recorded: every path that changes a plan, its formulary or network calls
 * recordPlanChange in its transaction. It writes history rows, an audit row (per plan, per bulk action, or
 * the import job's), and updated_at = the database's now(); each part one statement, lists as JSON.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { medicarePlans, planUpdateHistory } from '../../db/schema.ts';
import { jsonArray } from '../../db/sql-text.ts';
import type { PlanChanges } from '../admin/admin-plans-history.ts';
import { type AuditEntry, writeAudit } from '../platform/audit.ts';

/** Nobody (null) for the command line. */
export type PlanChangeActor = { adminId: number | null; clientAddress: string };

/** History action, audit action and scope ('plan': one; 'batch': counted; null: the import job's row). */
const KINDS = {
  create: { history: 'create', audit: 'plan.create', scope: 'plan' },
  update: { history: 'update', audit: 'plan.update', scope: 'plan' },
  delete: { history: 'delete', audit: 'plan.delete', scope: 'plan' },
  bulk_activate: { history: 'bulk_activate', audit: 'plan.bulk_activate', scope: 'batch' },
  bulk_deactivate: { history: 'bulk_deactivate', audit: 'plan.bulk_deactivate', scope: 'batch' },
  bulk_delete: { history: 'bulk_delete', audit: 'plan.bulk_delete', scope: 'batch' },
  formulary_update: { history: 'formulary_update', audit: 'plan.formulary.update', scope: 'plan' },
  formulary_remove: { history: 'formulary_remove', audit: 'plan.formulary.remove', scope: 'plan' },
  network_add: { history: 'network_add', audit: 'plan.network.add', scope: 'plan' },
  network_remove: { history: 'network_remove', audit: 'plan.network.remove', scope: 'plan' },
  // A carrier rename renames its plans; the carrier's audit row covers them (admin-carriers.ts).
  carrier_rename: { history: 'update', audit: null, scope: null },
  import_create: { history: 'create', audit: null, scope: null },
  import_update: { history: 'update', audit: null, scope: null },
} as const satisfies Record<
  string,
  { history: string; audit: string | null; scope: 'plan' | 'batch' | null }
>;

export type RecordedKind = keyof typeof KINDS;

/** Imports touching many plans' entries: updated_at only (the import job's audit row names the counts). */
export type TouchKind = 'formulary_import' | 'network_import' | 'landscape_details';

/** A deleted plan has no row id any more (its history keeps the code). */
export type PlanChangeEntry = { planRowId: number | null; planCode: string; changes: PlanChanges };

export type PlanChange =
  | {
      kind: RecordedKind;
      actor: PlanChangeActor;
      /** Empty is fine: a bulk action that changed nothing still has its audit row. */
      plans: PlanChangeEntry[];
      /** Ids, counts, field names, never PHI. */
      details?: AuditEntry['details'];
    }
  | { kind: TouchKind; planRowIds: number[] };

const HISTORY_CHUNK = 500;

/** One JSON parameter per chunk (a 500-row multi-VALUES insert is ~10× slower on PGlite). */
async function insertHistory(
  tx: DbExecutor,
  action: string,
  actor: PlanChangeActor,
  plans: PlanChangeEntry[],
): Promise<void> {
  for (let i = 0; i < plans.length; i += HISTORY_CHUNK) {
    const json = JSON.stringify(
      plans.slice(i, i + HISTORY_CHUNK).map((p) => ({
        plan_id: p.planRowId,
        plan_code: p.planCode,
        admin_user_id: actor.adminId,
        action,
        changes: p.changes,
      })),
    );
    await tx.execute(
      sql`insert into ${planUpdateHistory} (plan_id, plan_code, admin_user_id, action, changes)
          select plan_id, plan_code, admin_user_id, action, changes
          from jsonb_populate_recordset(null::${planUpdateHistory}, ${json}::jsonb)`,
    );
  }
}

/** Returns that instant (null when there were none). */
async function touch(tx: DbExecutor, planRowIds: number[]): Promise<Date | null> {
  const ids = [...new Set(planRowIds)];
  if (ids.length === 0) return null;
  const [row] = await tx
    .update(medicarePlans)
    .set({ updatedAt: sql`now()` })
    .where(sql`${medicarePlans.id} = any(${jsonArray(ids, 'int')})`)
    .returning({ updatedAt: medicarePlans.updatedAt });
  return row?.updatedAt ?? null;
}

/** Returns the plans' new updated_at (null for deletions). */
export async function recordPlanChange(
  tx: DbExecutor,
  change: PlanChange,
): Promise<{ updatedAt: Date | null }> {
  if ('planRowIds' in change) return { updatedAt: await touch(tx, change.planRowIds) };
  const rule = KINDS[change.kind];
  const { actor, plans } = change;
  if (rule.scope === 'plan' && plans.length !== 1) {
    throw new Error(`A ${change.kind} change records exactly one plan, not ${plans.length}`);
  }
  const updatedAt = await touch(
    tx,
    plans.flatMap((p) => (p.planRowId === null ? [] : [p.planRowId])),
  );
  await insertHistory(tx, rule.history, actor, plans);
  if (rule.audit !== null) {
    await writeAudit(tx, {
      actor: actor.adminId === null ? 'cli' : `admin:${actor.adminId}`,
      action: rule.audit,
      entityType: 'medicare_plan',
      ...(rule.scope === 'plan' ? { entityId: plans[0]?.planCode } : {}),
      clientAddress: actor.clientAddress,
      ...(change.details ? { details: change.details } : {}),
    });
  }
  return { updatedAt };
}
