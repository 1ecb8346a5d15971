/**
 * "Is my current plan still best?" (issue 18): the finder's search for the plan a person has now,
 * and the results' comparison of that plan this year and in the plan year chosen.
 */
import { z } from 'zod';
import { doctorNetworkDetailSchema, drugCostDetailSchema } from './api-responses.ts';

/** POST /api/medicare/plans/search {q, planYear}: the plan's name in the body, never a URL. */
export const currentPlanSearchSchema = z.strictObject({
  q: z
    .string({ error: 'Type part of the plan name or its ID' })
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100),
  /** The plan year being chosen; the plans a person can have now are the year before's, and this year's. */
  planYear: z.number({ error: 'Plan year must be a year' }).int().min(2000).max(2100),
});

export const CURRENT_PLAN_SEARCH_LIMIT = 10;

export const currentPlanMatchSchema = z.strictObject({
  planId: z.string(),
  planName: z.string(),
  carrier: z.string(),
  /** The year of the row found: the person's plan as it is now. */
  planYear: z.number().int(),
});
export type CurrentPlanMatch = z.infer<typeof currentPlanMatchSchema>;

/** One year of the person's current plan, priced for their drugs and doctors. */
export const currentPlanYearSchema = z.strictObject({
  year: z.number().int(),
  monthlyPremium: z.number().nullable(),
  moopInNetwork: z.number().nullable(),
  /**
   * The yearly cost for the months the results count, as the ranking compares it: premiums, drugs
   * and medical care less the Part B giveback (engine/yearly-cost.ts); below 0 only with
   * `comesOutAhead` above 0.
   */
  estimatedAnnualCost: z.number(),
  /** The estimated yearly cost the panel shows: never below 0. */
  yearlyCost: z.number().min(0),
  /** A net gain: how far the giveback goes past everything paid; else 0. */
  comesOutAhead: z.number().min(0),
  /** Where the drug costs come from: the year's Medicare drug files, or ClearPlan's estimate. */
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
  /** ClearPlan's sample data, not a real plan offer: the panel says so. */
  isSampleData: z.boolean(),
  /** The plan as it is now (the year before the results' year); null when it was not on file then. */
  now: currentPlanYearSchema.nullable(),
  /** The plan in the results' year; null when it is not offered that year. */
  next: currentPlanYearSchema.nullable(),
  /** The results' plan year. */
  planYear: z.number().int(),
  /** What changes, in plain words ("The premium goes from $0 to $26 a month"). */
  changes: z.array(z.string()),
  /** The best plans of the results that cost less than the current plan in the results' year. */
  alternatives: z.array(
    z.strictObject({
      planId: z.string(),
      name: z.string(),
      rank: z.number().int(),
      /** As in a year above: the ranking's cost, the shown cost and the net gain. */
      estimatedAnnualCost: z.number(),
      yearlyCost: z.number().min(0),
      comesOutAhead: z.number().min(0),
      /** What the person would save over the months counted, against the current plan. */
      savings: z.number(),
    }),
  ),
});
export type CurrentPlanComparison = z.infer<typeof currentPlanComparisonSchema>;
