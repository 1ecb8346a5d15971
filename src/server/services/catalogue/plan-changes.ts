/**
 * The one place a plan write is recorded (issue 14 "one home for every rule"; docs/architecture.md).
 * Every path that creates, changes or deletes a plan, its formulary or its network calls
 * recordPlanChange inside its transaction, after writing the rows themselves. It writes:
 *
 * - one plan_update_history row per plan (spec §3; design.md §5), with what changed, before and
 *   after, and the acting admin;
 * - one audit_log row (design.md §7): per plan for a one-plan edit, one for a bulk action; an
 *   import's is the import job's own row (import-service.ts), written once for the whole file;
 * - updated_at = the database's now() on every plan that still exists. The per-process plan cache
 *   (plan-cache.ts) knows the catalogue by plan count and max(updated_at), so a write that skipped
 *   this would never reach recommendations. The database clock, not the app's: the version then
 *   moves forward with every write from any process, and a transaction's now() is one instant, so a
 *   new row's default and this bump agree.
 *
 * Each part is one statement whatever the number of plans (history in chunks of HISTORY_CHUNK),
 * with the lists sent as one JSON parameter (PGlite turns many-parameter statements into SQL slowly).
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { medicarePlans, planUpdateHistory } from '../../db/schema.ts';
import { jsonArray } from '../../db/sql-text.ts';
import type { PlanChanges } from '../admin/admin-plans-history.ts';
import { type AuditEntry, writeAudit } from '../platform/audit.ts';

/** Who is acting: an admin, or nobody for the command line (history's admin is then empty). */
export type PlanChangeActor = { adminId: number | null; clientAddress: string };

/**
 * What each kind of change writes: the history rows' action, and the audit row's action and
 * scope ('plan': one plan, named in the row; 'batch': many, counted in its details; null: the
 * import job's audit row covers it).
 */
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
  // A carrier renamed or given an alias renames its plans; the carrier's audit row covers them (admin-carriers.ts).
  carrier_rename: { history: 'update', audit: null, scope: null },
  import_create: { history: 'create', audit: null, scope: null },
  import_update: { history: 'update', audit: null, scope: null },
} as const satisfies Record<
  string,
  { history: string; audit: string | null; scope: 'plan' | 'batch' | null }
>;

export type RecordedKind = keyof typeof KINDS;

/**
 * Formulary and network imports change many plans' entries at once: their plans get updated_at
 * only (no history row, as before issue 14; the import job's audit row names the file's counts).
 */
export type TouchKind = 'formulary_import' | 'network_import' | 'landscape_details';

/** One plan's part of a change; a deleted plan has no row id any more (its history keeps the code). */
export type PlanChangeEntry = { planRowId: number | null; planCode: string; changes: PlanChanges };

export type PlanChange =
  | {
      kind: RecordedKind;
      actor: PlanChangeActor;
      /** One history row each; empty is fine (a bulk action that changed nothing still has its audit row). */
      plans: PlanChangeEntry[];
      /** The audit row's details: ids, counts, field names, never PHI. */
      details?: AuditEntry['details'];
    }
  | { kind: TouchKind; planRowIds: number[] };

const HISTORY_CHUNK = 500;

/** The history rows, as one JSON parameter per chunk (a 500-row multi-VALUES insert is ~10× slower on PGlite). */
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

/** updated_at = now() on these plans; answers that instant (null when there were none). */
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

/**
 * Records a plan write (see the file comment) in the caller's transaction, after the rows are
 * written. Answers the plans' new updated_at, for an answer that shows it (null for deletions).
 */
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
