/** Plan and history rows for the admin APIs: money stays the stored decimal string ("3900.00"). */
import type { AdminPlanRecord, PlanHistoryEntry, PremiumSource } from '../../shared/admin-plan-contracts.ts';
import type { medicarePlans } from '../db/schema.ts';
import { type HistoryRow, planFields } from '../services/admin/admin-plans-history.ts';

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
