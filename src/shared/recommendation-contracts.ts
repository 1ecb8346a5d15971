/**
 * Response shapes of the consumer recommendation APIs (spec §3 "Recommendation plan", plus detail),
 * as zod schemas: the API tests check answers against them and /api/openapi.json is made from them.
 */
import { z } from 'zod';

export const drugCostDetailSchema = z.strictObject({
  name: z.string(),
  covered: z.boolean(),
  tier: z.number().int().nullable(),
  tierEstimated: z.boolean(),
  priorAuthorization: z.boolean(),
  quantityLimit: z.boolean(),
  stepTherapy: z.boolean(),
  fillsPerYear: z.number(),
  pricePerFill: z.number().nullable(),
  annualCost: z.number(),
  annualRetailPrice: z.number().nullable(),
});
export type DrugCostDetail = z.infer<typeof drugCostDetailSchema>;

export const doctorNetworkDetailSchema = z.strictObject({
  name: z.string(),
  specialty: z.string(),
  providerId: z.number().int().nullable(),
  matched: z.boolean(),
  inNetwork: z.boolean(),
  distanceMiles: z.number().nullable(),
  withinRadius: z.boolean(),
  counted: z.boolean(),
});
export type DoctorNetworkDetail = z.infer<typeof doctorNetworkDetailSchema>;

export const recommendationPlanSchema = z.strictObject({
  /** The plan's public id (H1234-001); also used in /results/{userId}/plan/{planId}. */
  id: z.string(),
  planId: z.string(),
  rank: z.number().int().positive(),
  name: z.string(),
  carrier: z.string(),
  /** Spec §3: Medicare Advantage, Medicare Supplement or Part D. */
  type: z.enum(['Medicare Advantage', 'Medicare Supplement', 'Part D']),
  planType: z.string(),
  monthlyPremium: z.number(),
  partBPremiumReduction: z.number(),
  annualDeductible: z.number(),
  rxDeductible: z.number(),
  outOfPocketMax: z.number().nullable(),
  starRating: z.number().nullable(),
  hasRxCoverage: z.boolean(),
  benefits: z.array(z.string()),
  medicationsCovered: z.number().int(),
  totalMedications: z.number().int(),
  doctorsInNetwork: z.number().int(),
  totalDoctors: z.number().int(),
  estimatedAnnualDrugCost: z.number(),
  estimatedAnnualCost: z.number(),
  costBreakdown: z.strictObject({ premiums: z.number(), drugs: z.number(), medical: z.number() }),
  score: z.number(),
  componentScores: z.strictObject({
    cost: z.number(),
    coverage: z.number(),
    network: z.number(),
    benefits: z.number(),
  }),
  reasoning: z.array(z.string()),
  drugs: z.array(drugCostDetailSchema),
  doctors: z.array(doctorNetworkDetailSchema),
  eligibilityNote: z.string().nullable(),
  isSampleData: z.boolean(),
  enrollmentUrl: z.string(),
});
export type RecommendationPlan = z.infer<typeof recommendationPlanSchema>;

export const recommendationsResponseSchema = z.strictObject({
  userId: z.string(),
  planYear: z.number().int(),
  totalEligiblePlans: z.number().int(),
  plans: z.array(recommendationPlanSchema),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** Everything the plan detail page shows about a plan (money as numbers, null when empty). */
export const planDetailSchema = z.strictObject({
  planId: z.string(),
  carrier: z.string(),
  planName: z.string(),
  planType: z.string(),
  monthlyPremium: z.number().nullable(),
  partBPremiumReduction: z.number().nullable(),
  moopInNetwork: z.number().nullable(),
  moopOutNetwork: z.number().nullable(),
  medicalDeductible: z.number().nullable(),
  rxDeductible: z.number().nullable(),
  hasRxCoverage: z.boolean(),
  starRating: z.number().nullable(),
  hospitalNetwork: z.string().nullable(),
  preferredPharmacies: z.string().nullable(),
  copayStructure: z.record(z.string(), z.string()),
  benefits: z.record(z.string(), z.union([z.string(), z.boolean()])),
  prescriptionTiers: z.record(z.string(), z.string()),
  region: z.string().nullable(),
  counties: z.array(z.string()).nullable(),
  notes: z.string().nullable(),
  isSampleData: z.boolean(),
  enrollmentUrl: z.string(),
  eligibilityNote: z.string().nullable(),
  updatedAt: z.string(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** Where Enroll goes when a plan has no enrollment link of its own. */
export const MEDICARE_PLAN_FINDER_URL = 'https://www.medicare.gov/plan-compare/';
export const SAMPLE_DATA_PREFIX = 'Sample data';
