/**
 * Plan rows and history rows as the admin APIs show them (spec §3 "Admin plan record"). Unlike the
 * consumer presenter, money stays a decimal string exactly as stored ("3900.00"): admins edit it.
 */
import type {
  AdminPlanRecord,
  PlanFieldChange,
  PlanHistoryEntry,
} from '../../shared/admin-plan-contracts.ts';
import type { medicarePlans, planUpdateHistory } from '../db/schema.ts';

type PlanRow = typeof medicarePlans.$inferSelect;
type HistoryRow = typeof planUpdateHistory.$inferSelect;

export const starRatingOrNull = (v: string | null): number | null => (v === null ? null : Number(v));

export function toAdminPlanRecord(row: PlanRow): AdminPlanRecord {
  return {
    id: row.id,
    planId: row.planId,
    planYear: row.planYear,
    carrier: row.carrier,
    planName: row.planName,
    planType: row.planType,
    monthlyPremium: row.monthlyPremium,
    partBPremiumReduction: row.partBPremiumReduction,
    moopInNetwork: row.moopInNetwork,
    moopOutNetwork: row.moopOutNetwork,
    medicalDeductible: row.medicalDeductible,
    rxDeductible: row.rxDeductible,
    hasRxCoverage: row.hasRxCoverage,
    starRating: starRatingOrNull(row.starRating),
    hospitalNetwork: row.hospitalNetwork,
    preferredPharmacies: row.preferredPharmacies,
    copayStructure: row.copayStructure ?? {},
    benefits: row.benefits ?? {},
    prescriptionTiers: row.prescriptionTiers ?? {},
    region: row.region,
    county: row.county,
    counties: row.counties,
    providerId: row.providerId,
    isActive: row.isActive,
    notes: row.notes,
    enrollmentUrl: row.enrollmentUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPlanHistoryEntry(row: HistoryRow & { adminEmail: string | null }): PlanHistoryEntry {
  return {
    id: row.id,
    planId: row.planCode,
    action: row.action,
    changes: (row.changes as Record<string, PlanFieldChange> | null) ?? null,
    adminEmail: row.adminEmail,
    createdAt: row.createdAt.toISOString(),
  };
}
