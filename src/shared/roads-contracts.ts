/**
 * Both roads into Medicare for one person's results (issue 19; ADR 0017): Medicare Advantage, and
 * Original Medicare with a Medigap policy and a stand-alone drug plan, by yearly cost in a typical
 * year and in a bad year. Medigap premiums depend on sex and tobacco use, which the finder does not
 * ask: the results ask them for this comparison only, in the body (never a URL), and store nothing.
 */
import { z } from 'zod';

/** POST /api/medicare/recommendations/{id}/roads */
export const roadsRequestSchema = z.strictObject({
  sex: z.enum(['female', 'male'], { error: 'Choose female or male: Medigap premiums depend on it' }),
  tobacco: z.boolean({ error: 'Tobacco use must be yes or no' }),
});
export type RoadsRequest = z.infer<typeof roadsRequestSchema>;

const twoYears = z.strictObject({ typical: z.number(), bad: z.number() });

export const medigapChoiceSchema = z.strictObject({
  carrier: z.string(),
  letter: z.string(),
  /** "Plan G", "High-deductible Plan G". */
  planName: z.string(),
  monthlyPremium: z.number(),
  /** A ClearPlan sample rate, not a real offer: the page says so. */
  sample: z.boolean(),
  /** Premiums for the months counted. */
  premiums: z.number(),
  /** What the plan leaves of the year's care. */
  medical: twoYears,
});
export type MedigapChoice = z.infer<typeof medigapChoiceSchema>;

export const roadsComparisonSchema = z.strictObject({
  planYear: z.number().int(),
  /** The person's age when the coverage starts, from their birth date: the Medigap rates' band. */
  age: z.number().int(),
  /** Months counted, from the coverage start month. */
  months: z.number().int(),
  partBMonthlyPremium: z.number(),
  advantage: z
    .strictObject({
      planId: z.string(),
      planName: z.string(),
      carrier: z.string(),
      partBPremiums: z.number(),
      premiums: z.number(),
      giveback: z.number(),
      drugs: z.number(),
      medical: twoYears,
      total: twoYears,
      /** A ClearPlan sample plan, not a real offer: the page says so. */
      sample: z.boolean(),
    })
    .nullable(),
  original: z.strictObject({
    partBPremiums: z.number(),
    /** The cheapest Medigap plan for the typical year; null when no rate matches the person. */
    medigap: medigapChoiceSchema.nullable(),
    /** The next cheapest, one per plan letter, for comparison. */
    otherMedigap: z.array(medigapChoiceSchema),
    /** What Original Medicare alone leaves (no Medigap policy). */
    withoutMedigap: twoYears,
    drugPlan: z
      .strictObject({
        planId: z.string(),
        planName: z.string(),
        carrier: z.string(),
        premiums: z.number(),
        drugs: z.number(),
        /** A ClearPlan sample plan, not a real offer: the page says so. */
        sample: z.boolean(),
      })
      .nullable(),
    /** Without a drug plan on file: the person's drugs at full price (in the total); 0 otherwise. */
    drugsWithoutPlan: z.number(),
    total: twoYears,
  }),
  /** What people miss when choosing, in plain words. */
  facts: z.array(z.string()),
  /** Amounts of the year not yet confirmed from a CMS source. */
  unconfirmed: z.array(z.string()),
  sources: z.array(z.string()),
});
export type RoadsComparison = z.infer<typeof roadsComparisonSchema>;
