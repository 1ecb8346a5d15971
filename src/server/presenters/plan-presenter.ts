/** Plan rows as the consumer APIs show them: money as numbers. */

import { eligibilityRule } from '../../engine/eligibility.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import { reasonText } from '../../shared/i18n/reasons-text.ts';
import { medicarePlanPageUrl } from '../../shared/medicare-links.ts';
import { fieldsIn } from '../../shared/plan-fields.ts';
import { MEDICARE_PLAN_FINDER_URL, type PlanDetail } from '../../shared/recommendation-contracts.ts';
import { isSampleData, moneyOrNull } from '../db/plan-row.ts';
import type { medicarePlans } from '../db/schema.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

/** Enroll: the plan's Medicare.gov Plan Finder page; a sample plan keeps its https link, else the Finder. */
export function enrollmentUrl(row: Pick<PlanRow, 'enrollmentUrl' | 'planId' | 'notes' | 'planYear'>): string {
  const page = isSampleData(row) ? null : medicarePlanPageUrl(row.planId, row.planYear);
  if (page) return page;
  const url = row.enrollmentUrl?.trim();
  return url && /^https:\/\//i.test(url) ? url : MEDICARE_PLAN_FINDER_URL;
}

/** In the catalogue's order (shared/plan-fields.ts). */
const BENEFIT_NAMES = fieldsIn('benefits').map((f) => [f.key, f.plainLabel] as const);

/** "Dental: $2,500 per year…" for each extra benefit the plan offers. */
export function benefitList(
  benefits: Record<string, string | boolean> | null,
  offered: (v: string | boolean | undefined) => boolean,
): string[] {
  if (!benefits) return [];
  return BENEFIT_NAMES.filter(([key]) => offered(benefits[key])).map(([key, label]) =>
    typeof benefits[key] === 'string' ? `${label}: ${benefits[key]}` : label,
  );
}

export function toPlanDetail(
  row: PlanRow,
  language: Language = DEFAULT_LANGUAGE,
): Omit<PlanDetail, 'planData' | 'tierCosts' | 'dataParts'> {
  const eligibility = eligibilityRule(row.planType);
  return {
    planId: row.planId,
    planYear: row.planYear,
    carrier: row.carrier,
    planName: row.planName,
    planType: row.planType,
    monthlyPremium: moneyOrNull(row.monthlyPremium),
    partBPremiumReduction: moneyOrNull(row.partBPremiumReduction),
    moopInNetwork: moneyOrNull(row.moopInNetwork),
    moopOutNetwork: moneyOrNull(row.moopOutNetwork),
    medicalDeductible: moneyOrNull(row.medicalDeductible),
    rxDeductible: moneyOrNull(row.rxDeductible),
    hasRxCoverage: row.hasRxCoverage,
    starRating: moneyOrNull(row.starRating),
    hospitalNetwork: row.hospitalNetwork,
    preferredPharmacies: row.preferredPharmacies,
    copayStructure: row.copayStructure ?? {},
    benefits: row.benefits ?? {},
    prescriptionTiers: row.prescriptionTiers ?? {},
    region: row.region,
    counties: row.counties,
    notes: row.notes,
    isSampleData: isSampleData(row),
    enrollmentUrl: enrollmentUrl(row),
    eligibilityNote: eligibility === null ? null : reasonText(eligibility, language),
    updatedAt: row.updatedAt.toISOString(),
  };
}
