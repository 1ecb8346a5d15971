/**
 * Plan rows and history rows as the admin APIs show them (spec §3 "Admin plan record"). Unlike the
 * consumer presenter, money stays a decimal string exactly as stored ("3900.00"): admins edit it.
 * The fields are the plan's columns of shared/plan-fields.ts (planFields).
 */
import type { AdminPlanRecord, PlanHistoryEntry, PremiumSource } from '../../shared/admin-plan-contracts.ts';
import type { medicarePlans } from '../db/schema.ts';
import { type HistoryRow, planFields } from '../services/admin/admin-plans-history.ts';

/** A plan row, with where its consumer premium comes from when the service looked it up. */
export type PlanRecordRow = typeof medicarePlans.$inferSelect & { premiumSource?: PremiumSource };

export function toAdminPlanRecord({ premiumSource, ...row }: PlanRecordRow): AdminPlanRecord {
  return {
    id: row.id,
    ...planFields(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(premiumSource ? { premiumSource } : {}),
  };
}

export function toPlanHistoryEntry(row: HistoryRow): PlanHistoryEntry {
  return {
    id: row.id,
    planId: row.planCode,
    action: row.action,
    changes: (row.changes as PlanHistoryEntry['changes']) ?? null,
    adminEmail: row.adminEmail,
    createdAt: row.createdAt.toISOString(),
  };
}
