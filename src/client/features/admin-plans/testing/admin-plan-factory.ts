/** Test data for the admin plan screens: an admin plan record with overrides (conventions: factories). */
import type { AdminPlanRecord, PlanHistoryEntry } from '../../../../shared/admin-plan-contracts';

export function adminPlanRecord(overrides: Partial<AdminPlanRecord> = {}): AdminPlanRecord {
  return {
    id: 1,
    planId: 'H1234-001',
    planYear: 2026,
    carrier: 'Humana',
    planName: 'Humana Gold Plus (HMO)',
    planType: 'HMO',
    monthlyPremium: '0.00',
    partBPremiumReduction: '0.00',
    moopInNetwork: '3900.00',
    moopOutNetwork: null,
    medicalDeductible: '0.00',
    rxDeductible: '0.00',
    hasRxCoverage: true,
    starRating: 4,
    hospitalNetwork: null,
    preferredPharmacies: null,
    copayStructure: {},
    benefits: {},
    prescriptionTiers: {},
    region: 'Oklahoma',
    county: null,
    counties: null,
    providerId: null,
    isActive: true,
    notes: null,
    enrollmentUrl: null,
    createdAt: '2026-11-01T15:00:00.000Z',
    updatedAt: '2026-11-21T21:05:00.000Z',
    ...overrides,
  };
}

export function historyEntry(overrides: Partial<PlanHistoryEntry> = {}): PlanHistoryEntry {
  return {
    id: 1,
    planId: 'H1234-001',
    action: 'update',
    changes: { monthlyPremium: { before: '0.00', after: '29.00' } },
    adminEmail: 'admin@clearplan.example',
    createdAt: '2026-11-21T21:05:00.000Z',
    ...overrides,
  };
}

/** A page of the list, as GET /api/admin/plans answers it. */
export function planListPage(plans: AdminPlanRecord[], total = plans.length, page = 1) {
  return { plans, total, page, limit: 25 };
}
