/** Response shapes of the consumer recommendation APIs (spec §3 "Recommendation plan", plus detail). */

export type DrugCostDetail = {
  name: string;
  covered: boolean;
  tier: number | null;
  tierEstimated: boolean;
  priorAuthorization: boolean;
  quantityLimit: boolean;
  stepTherapy: boolean;
  fillsPerYear: number;
  pricePerFill: number | null;
  annualCost: number;
  annualRetailPrice: number | null;
};

export type DoctorNetworkDetail = {
  name: string;
  specialty: string;
  providerId: number | null;
  matched: boolean;
  inNetwork: boolean;
  distanceMiles: number | null;
  withinRadius: boolean;
  counted: boolean;
};

export type RecommendationPlan = {
  /** The plan's public id (H1234-001); also used in /results/{userId}/plan/{planId}. */
  id: string;
  planId: string;
  rank: number;
  name: string;
  carrier: string;
  /** Spec §3: Medicare Advantage, Medicare Supplement or Part D. */
  type: 'Medicare Advantage' | 'Medicare Supplement' | 'Part D';
  planType: string;
  monthlyPremium: number;
  partBPremiumReduction: number;
  annualDeductible: number;
  rxDeductible: number;
  outOfPocketMax: number | null;
  starRating: number | null;
  hasRxCoverage: boolean;
  benefits: string[];
  medicationsCovered: number;
  totalMedications: number;
  doctorsInNetwork: number;
  totalDoctors: number;
  estimatedAnnualDrugCost: number;
  estimatedAnnualCost: number;
  costBreakdown: { premiums: number; drugs: number; medical: number };
  score: number;
  componentScores: { cost: number; coverage: number; network: number; benefits: number };
  reasoning: string[];
  drugs: DrugCostDetail[];
  doctors: DoctorNetworkDetail[];
  eligibilityNote: string | null;
  isSampleData: boolean;
  enrollmentUrl: string;
};

export type RecommendationsResponse = {
  userId: string;
  planYear: number;
  totalEligiblePlans: number;
  plans: RecommendationPlan[];
};

/** Everything the plan detail page shows about a plan (money as numbers, null when empty). */
export type PlanDetail = {
  planId: string;
  carrier: string;
  planName: string;
  planType: string;
  monthlyPremium: number | null;
  partBPremiumReduction: number | null;
  moopInNetwork: number | null;
  moopOutNetwork: number | null;
  medicalDeductible: number | null;
  rxDeductible: number | null;
  hasRxCoverage: boolean;
  starRating: number | null;
  hospitalNetwork: string | null;
  preferredPharmacies: string | null;
  copayStructure: Record<string, string>;
  benefits: Record<string, string | boolean>;
  prescriptionTiers: Record<string, string>;
  region: string | null;
  counties: string[] | null;
  notes: string | null;
  isSampleData: boolean;
  enrollmentUrl: string;
  eligibilityNote: string | null;
  updatedAt: string;
};

/** Where Enroll goes when a plan has no enrollment link of its own. */
export const MEDICARE_PLAN_FINDER_URL = 'https://www.medicare.gov/plan-compare/';
export const SAMPLE_DATA_PREFIX = 'Sample data';
