/**
 * Both roads into Medicare for one result (ADR 0017), typical and bad year. Medigap premiums depend
 * on sex and tobacco, which the finder does not ask: asked here only, in the body, never stored.
 */
import { z } from 'zod';
import { INCOME_BAND_MAX } from './income-adjustments.ts';

export const INCOME_BAND_MESSAGE = `Income band must be a whole number from 0 to ${INCOME_BAND_MAX}`;

/**
 * POST /api/medicare/recommendations/{id}/roads. Optional income band (0: "$109,000 or less" in 2026,
 * no IRMAA) and Medicare before 2020 (opens C and F to someone under 65 then).
 */
export const roadsRequestSchema = z.strictObject({
  sex: z.enum(['female', 'male'], { error: 'Choose female or male: Medigap premiums depend on it' }),
  tobacco: z.boolean({ error: 'Tobacco use must be yes or no' }),
  incomeBand: z
    .number({ error: INCOME_BAND_MESSAGE })
    .int(INCOME_BAND_MESSAGE)
    .min(0, INCOME_BAND_MESSAGE)
    .max(INCOME_BAND_MAX, INCOME_BAND_MESSAGE)
    .default(0),
  medicareBefore2020: z.boolean({ error: 'Medicare before 2020 must be yes or no' }).default(false),
});
export type RoadsRequest = z.infer<typeof roadsRequestSchema>;

export const drugPlanChoiceSchema = z.strictObject({
  planId: z.string(),
  planName: z.string(),
  carrier: z.string(),
  monthlyPremium: z.number(),
  drugDeductible: z.number(),
  starRating: z.number().nullable(),
  /** Premiums and drugs for the months counted, and their sum. */
  premiums: z.number(),
  drugs: z.number(),
  total: z.number(),
  /** A ClearPlan sample plan: the page says so. */
  sample: z.boolean(),
});
export type DrugPlanChoice = z.infer<typeof drugPlanChoiceSchema>;

const twoYears = z.strictObject({ typical: z.number(), bad: z.number() });

export const medigapChoiceSchema = z.strictObject({
  carrier: z.string(),
  letter: z.string(),
  /** "Plan G", "High-deductible Plan G". */
  planName: z.string(),
  monthlyPremium: z.number(),
  /** A ClearPlan sample rate: the page says so. */
  sample: z.boolean(),
  premiums: z.number(),
  /** What the plan leaves of the year's care. */
  medical: twoYears,
  /** The whole road's cost with this plan (the chosen one's is `original.total`). */
  total: twoYears,
});
export type MedigapChoice = z.infer<typeof medigapChoiceSchema>;

export const roadsComparisonSchema = z.strictObject({
  planYear: z.number().int(),
  /** Age at coverage start: the Medigap rates' band. */
  age: z.number().int(),
  /** Months counted, from the coverage start month. */
  months: z.number().int(),
  partBMonthlyPremium: z.number(),
  /** The income band asked (0 = none), in words, with its monthly amounts. */
  income: z.strictObject({
    band: z.number().int(),
    incomeYear: z.number().int(),
    label: z.string(),
    partB: z.number(),
    partD: z.number(),
  }),
  /** Whether C, F and HDF were compared (Medicare before 2020 only). */
  before2020Plans: z.boolean(),
  /** What Original Medicare leaves: the year's amounts. */
  medicare: z.strictObject({
    partBDeductible: z.number(),
    partBCoinsurance: z.number(),
    partADeductible: z.number(),
    partADay61to90: z.number(),
    partALifetimeReserveDay: z.number(),
    snfDay21to100: z.number(),
    medigapKLimit: z.number(),
    medigapLLimit: z.number(),
    medigapHighDeductible: z.number(),
  }),
  advantage: z
    .strictObject({
      planId: z.string(),
      planName: z.string(),
      carrier: z.string(),
      partBPremiums: z.number(),
      /** IRMAA for the months (Part B; Part D when the plan covers drugs). */
      incomeAdjustments: z.number(),
      premiums: z.number(),
      giveback: z.number(),
      drugs: z.number(),
      medical: twoYears,
      total: twoYears,
      /** A ClearPlan sample plan: the page says so. */
      sample: z.boolean(),
    })
    .nullable(),
  original: z.strictObject({
    partBPremiums: z.number(),
    /** IRMAA for the months (Part B; Part D with a drug plan on file). */
    incomeAdjustments: z.number(),
    /** The cheapest Medigap plan for the typical year; null when no rate matches. */
    medigap: medigapChoiceSchema.nullable(),
    /** The next cheapest, one per letter. */
    otherMedigap: z.array(medigapChoiceSchema),
    /** What Original Medicare alone leaves (no Medigap policy). */
    withoutMedigap: twoYears,
    /** The cheapest drug plan for the person's drugs; null when none is on file. */
    drugPlan: drugPlanChoiceSchema.nullable(),
    drugPlans: z.array(drugPlanChoiceSchema),
    /** No drug plan on file: drugs at full price (in the total); else 0. */
    drugsWithoutPlan: z.number(),
    total: twoYears,
  }),
  /**
   * The doctors on each road: MA, in the plan's network or not ("unknown": network not on file;
   * "not-found": not in our directory); Original Medicare, any doctor who accepts Medicare.
   */
  doctors: z.array(
    z.strictObject({
      name: z.string(),
      specialty: z.string(),
      advantage: z.enum(['in', 'out', 'unknown', 'not-found']).nullable(),
    }),
  ),
  /** What people miss when choosing, in plain words. */
  facts: z.array(z.string()),
  /** Amounts not yet confirmed by CMS. */
  unconfirmed: z.array(z.string()),
  sources: z.array(z.string()),
});
export type RoadsComparison = z.infer<typeof roadsComparisonSchema>;
