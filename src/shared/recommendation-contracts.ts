// Types of the consumer recommendation answers, inferred from api-responses.ts (the browser imports only these).
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
