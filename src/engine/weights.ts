/**
 * Every weight and threshold of the score in one place, each with its reason (ADR 0007).
 * The score is a sum of points: personal factors (what this person would pay, whether their
 * drugs and doctors are covered) carry 75 of 100; the plan's own qualities carry 25.
 */

/** Yearly cost comes first (design.md §6): advocates' main complaint is premium-first ranking. */
export const YEARLY_COST_MAX_POINTS = 45;
/** Whether the plan covers the person's drugs at all matters apart from what they cost. */
export const MEDICATION_COVERAGE_MAX_POINTS = 15;
/** Keeping one's doctors is the second thing seniors ask about. */
export const DOCTOR_NETWORK_MAX_POINTS = 15;

/**
 * Yearly cost points = MAX × K / (K + (cost − COST_FLOOR)). Strictly decreasing in cost, never
 * zero, and most sensitive where most people are (a few thousand dollars a year): with K = $2,500
 * and the floor at −$2,400 (the most a Part B giveback can return in a year), $0 a year earns
 * 23.0 points, $1,000 earns 19.1, $3,000 earns 14.2, $10,000 earns 7.6.
 */
export const YEARLY_COST_HALF_POINT = 2500;
export const YEARLY_COST_FLOOR = -2400;

/** Special Needs Plans only admit people who meet their rule, so they rank below equal open plans. */
export const SNP_PENALTY_POINTS = 10;

/** Plan-quality points by spec §2's scoring categories; within each, relative field weights. */
export const CATEGORY_MAX_POINTS = {
  'Basic Plan Fields': 13,
  'Copay Structure': 5,
  'Additional Benefits': 4.5,
  'Prescription Drug Tiers': 2.5,
} as const;

export const BASIC_FIELD_WEIGHTS = {
  starRating: 4.5, // CMS quality stars: the best single measure of plan quality
  monthlyPremium: 2.5,
  moopInNetwork: 1.75, // the worst case a person can face in a bad year
  partBPremiumReduction: 0.75,
  moopOutNetwork: 0.75,
  hasRxCoverage: 0.75,
  medicalDeductible: 0.5,
  rxDeductible: 0.5,
  planType: 0.5, // freedom to see doctors out of network
  hospitalNetwork: 0.25,
  preferredPharmacies: 0.25,
} as const;

/** Copay fields: weight, and the typical full price used to turn a coinsurance into dollars. */
export const COPAY_FIELDS = {
  pcpCopayIn: { weight: 1, typical: 140 },
  specialistCopayIn: { weight: 1, typical: 220 },
  hospitalCopayIn: { weight: 0.75, typical: 2500 },
  urgentCare: { weight: 0.5, typical: 180 },
  er: { weight: 0.5, typical: 900 },
  labsIn: { weight: 0.25, typical: 60 },
  xraysIn: { weight: 0.25, typical: 110 },
  pcpCopayOon: { weight: 0.25, typical: 140 },
  specialistCopayOon: { weight: 0.25, typical: 220 },
  ambulanceGround: { weight: 0.2, typical: 600 },
  mriCtIn: { weight: 0.2, typical: 500 },
  outpatientSurgeryIn: { weight: 0.2, typical: 1500 },
  skilledNursingIn: { weight: 0.15, typical: 200 },
  labsOon: { weight: 0.1, typical: 60 },
  xraysOon: { weight: 0.1, typical: 110 },
  dmeIn: { weight: 0.1, typical: 300 },
  ptOtStIn: { weight: 0.1, typical: 120 },
  ambulatorySurgeryIn: { weight: 0.1, typical: 1500 },
  ambulanceAir: { weight: 0.05, typical: 8000 },
} as const;

export const BENEFIT_WEIGHTS = {
  dental: 1.25,
  vision: 0.75,
  hearing: 0.75,
  otc: 0.75,
  gym: 0.4,
  transportation: 0.4,
  meals: 0.25,
  healthyFood: 0.15,
  inHomeSupport: 0.1,
  smartWallet: 0.1,
  persDevice: 0.1,
} as const;

/** Tier fields: weight, and a typical price of a drug on that tier for turning coinsurance into dollars. */
export const TIER_FIELDS = {
  tier1Retail: { weight: 0.6, typical: 15 },
  tier2Retail: { weight: 0.5, typical: 30 },
  tier3Retail: { weight: 0.5, typical: 300 },
  selectInsulin: { weight: 0.3, typical: 300 },
  tier4Retail: { weight: 0.3, typical: 400 },
  tier5Retail: { weight: 0.3, typical: 3000 },
  tier1Mail: { weight: 0.15, typical: 45 },
  tier6Retail: { weight: 0.1, typical: 10 },
  tier2Mail: { weight: 0.1, typical: 90 },
  tier3Mail: { weight: 0.1, typical: 900 },
  tier4Mail: { weight: 0.05, typical: 1200 },
} as const;

/** A field's quality is ref / (ref + dollars): $0 scores full, $ref half. */
export const COST_FIELD_REFERENCE = {
  monthlyPremium: 50,
  medicalDeductible: 250,
  rxDeductible: 300,
} as const;

/** MOOP quality is linear between these: at or below the low end full, at the cap none. */
export const MOOP_IN_RANGE = { best: 2000, worst: 9250 } as const;
export const MOOP_OUT_RANGE = { best: 4000, worst: 14000 } as const;
/** Part B giveback quality saturates here (dollars a month). */
export const PART_B_REDUCTION_FULL = 200;

export const PLAN_TYPE_FLEXIBILITY: { pattern: RegExp; quality: number }[] = [
  { pattern: /PPO/i, quality: 1 },
  { pattern: /POS/i, quality: 0.7 },
];
export const PLAN_TYPE_DEFAULT_QUALITY = 0.4;

/** Unrated plans are scored as 3.5 stars (spec §9). */
export const UNRATED_STARS = 3.5;
