/**
 * The observability view's scoring categories (spec §2 "Scoring categories"): which plan fields
 * each holds. Score breakdown keys are `{fieldName}Points`; keys outside every category are the
 * personal-factor bonuses (shown as "Bonuses").
 */
export const SCORE_CATEGORIES = {
  'Basic Plan Fields': [
    'planType',
    'monthlyPremium',
    'partBPremiumReduction',
    'moopInNetwork',
    'moopOutNetwork',
    'starRating',
    'hasRxCoverage',
    'medicalDeductible',
    'rxDeductible',
    'hospitalNetwork',
    'preferredPharmacies',
  ],
  'Copay Structure': [
    'pcpCopayIn',
    'pcpCopayOon',
    'specialistCopayIn',
    'specialistCopayOon',
    'urgentCare',
    'labsIn',
    'labsOon',
    'xraysIn',
    'xraysOon',
    'er',
    'ambulanceGround',
    'hospitalCopayIn',
    'mriCtIn',
    'dmeIn',
    'ptOtStIn',
    'outpatientSurgeryIn',
    'ambulatorySurgeryIn',
    'ambulanceAir',
    'skilledNursingIn',
  ],
  'Additional Benefits': [
    'dental',
    'hearing',
    'vision',
    'otc',
    'gym',
    'transportation',
    'meals',
    'healthyFood',
    'inHomeSupport',
    'smartWallet',
    'persDevice',
  ],
  'Prescription Drug Tiers': [
    'tier1Retail',
    'tier1Mail',
    'tier2Retail',
    'tier2Mail',
    'tier3Retail',
    'tier3Mail',
    'tier4Retail',
    'tier4Mail',
    'tier5Retail',
    'tier6Retail',
    'selectInsulin',
  ],
} as const;

export type ScoreCategoryName = keyof typeof SCORE_CATEGORIES;

/** The keys of a plan's nested objects (spec §3): the advanced editor, the import template and the catalogue use them. */
export const COPAY_KEYS = SCORE_CATEGORIES['Copay Structure'];
/** persDevice is a boolean; every other benefit is text ("Not covered" when absent). */
export const BENEFIT_KEYS = SCORE_CATEGORIES['Additional Benefits'];
/**
 * Retail = 30-day supply, Mail = 90-day supply (spec §9). deductibleTiers is a comma list of the
 * tiers the Rx deductible applies to, or "none"; the engine reads it.
 */
export const TIER_KEYS = [...SCORE_CATEGORIES['Prescription Drug Tiers'], 'deductibleTiers'] as const;

/** Personal-factor bonus keys (not plan fields). */
export const BONUS_KEYS = [
  'yearlyCostPoints',
  'medicationCoveragePoints',
  'doctorNetworkPoints',
  'snpEligibilityPoints',
] as const;

/** The category a breakdown key belongs to, or null for a bonus key. */
export function categoryOfKey(key: string): ScoreCategoryName | null {
  const field = key.endsWith('Points') ? key.slice(0, -'Points'.length) : key;
  for (const [category, fields] of Object.entries(SCORE_CATEGORIES) as [
    ScoreCategoryName,
    readonly string[],
  ][]) {
    if (fields.includes(field)) return category;
  }
  return null;
}
