// "Is my current plan still best?": the finder's current-plan search and the results' comparison.
import { z } from 'zod';
import { doctorNetworkDetailSchema, drugCostDetailSchema } from './api-responses.ts';

/** POST /api/medicare/plans/search {q, planYear}: the plan's name in the body, never a URL. */
export const currentPlanSearchSchema = z.strictObject({
  q: z
    .string({ error: 'Type part of the plan name or its ID' })
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100),
  /** The plan year chosen; current plans are the year before's or this year's. */
  planYear: z.number({ error: 'Plan year must be a year' }).int().min(2000).max(2100),
});

export const CURRENT_PLAN_SEARCH_LIMIT = 10;

export const currentPlanMatchSchema = z.strictObject({
  planId: z.string(),
  planName: z.string(),
  carrier: z.string(),
  planYear: z.number().int(),
});
export type CurrentPlanMatch = z.infer<typeof currentPlanMatchSchema>;

/** One year of the person's current plan, priced for their drugs and doctors. */
export const currentPlanYearSchema = z.strictObject({
  year: z.number().int(),
  monthlyPremium: z.number().nullable(),
  moopInNetwork: z.number().nullable(),
  /** The ranking's yearly cost (engine/yearly-cost.ts); below 0 only with `comesOutAhead` above 0. */
  estimatedAnnualCost: z.number(),
  /** The yearly cost shown, never below 0. */
  yearlyCost: z.number().min(0),
  /** How far the giveback goes past everything paid; else 0. */
  comesOutAhead: z.number().min(0),
  /** Drug costs from the year's Medicare drug files, or ClearPlan's estimate. */
  drugSource: z.enum(['medicare', 'estimate']),
  drugs: z.array(drugCostDetailSchema),
  doctors: z.array(doctorNetworkDetailSchema),
});
export type CurrentPlanYear = z.infer<typeof currentPlanYearSchema>;

/** GET /api/medicare/recommendations/:userId/current-plan */
export const currentPlanComparisonSchema = z.strictObject({
  planId: z.string(),
  planName: z.string(),
  carrier: z.string(),
  /** ClearPlan's sample data: the panel says so. */
  isSampleData: z.boolean(),
  /** The plan now (the year before the results'); null when not on file. */
  now: currentPlanYearSchema.nullable(),
  /** The plan in the results' year; null when not offered. */
  next: currentPlanYearSchema.nullable(),
  planYear: z.number().int(),
  /** What changes, in plain words ("The premium goes from $0 to $26 a month"). */
  changes: z.array(z.string()),
  /** The results' best plans that cost less than the current plan. */
  alternatives: z.array(
    z.strictObject({
      planId: z.string(),
      name: z.string(),
      rank: z.number().int(),
      /** The ranking's cost, the shown cost and the net gain. */
      estimatedAnnualCost: z.number(),
      yearlyCost: z.number().min(0),
      comesOutAhead: z.number().min(0),
      savings: z.number(),
    }),
  ),
});
export type CurrentPlanComparison = z.infer<typeof currentPlanComparisonSchema>;
