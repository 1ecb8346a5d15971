/**
 * Response shapes of the consumer recommendation APIs (spec §3 "Recommendation plan", plus detail),
 * inferred from their zod schemas in api-responses.ts (the API tests check answers against them
 * and /api/openapi.json is made from them; the browser imports only these types).
 */
import type { z } from 'zod';
import type {
  doctorNetworkDetailSchema,
  drugCostDetailSchema,
  drugPricingSchema,
  planDetailSchema,
  recommendationPlanSchema,
  recommendationsResponseSchema,
} from './api-responses.ts';

export type DrugCostDetail = z.infer<typeof drugCostDetailSchema>;
export type DrugPricing = z.infer<typeof drugPricingSchema>;
export type DoctorNetworkDetail = z.infer<typeof doctorNetworkDetailSchema>;
export type RecommendationPlan = z.infer<typeof recommendationPlanSchema>;
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** Where Enroll goes when a plan has no enrollment link of its own. */
export const MEDICARE_PLAN_FINDER_URL = 'https://www.medicare.gov/plan-compare/';
export const SAMPLE_DATA_PREFIX = 'Sample data';
