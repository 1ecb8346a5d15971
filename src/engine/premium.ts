/**
 * The monthly premium a person pays for a plan (issues 17 and 18). A plan's premium can differ by
 * county: CMS's Landscape file gives each county's Part C and Part D premiums (plan_premiums), so
 * the person's county premium (Part C + Part D total) is counted when it is on file, else the
 * plan's own premium (the premium most of its counties have). With Extra Help, the low-income
 * premium subsidy pays the Part D premium up to the region's benchmark, and the Landscape file
 * gives what is left for each plan and county ("Part D Low Income Beneficiary Premium Amount",
 * formerly "Part D Premium Obligation with Full Premium Assistance"). Since 2024 every Extra Help
 * level gets the full subsidy, so one figure serves all levels. The Part C premium is not
 * subsidised.
 *
 * | plan premium | county C + D | Part D total | Part D with Extra Help | with Extra Help | why                                      |
 * |-------------:|-------------:|-------------:|-----------------------:|----------------:|------------------------------------------|
 * |       $29.00 |            — |       $29.00 |                 $10.60 |          $10.60 | basic $18.40 paid; supplemental $10.60 left |
 * |       $45.40 |            — |       $38.40 |                  $0.00 |           $7.00 | Part D paid in full; Part C $7.00 stays  |
 * |       $29.00 |       $34.00 |       $34.00 |                 $15.60 |          $15.60 | the county's $34.00, less the $18.40 paid |
 * |       $29.00 |       $34.00 |            — |                      — |          $34.00 | no Extra Help: the county's premium      |
 * |        $0.00 |            — |        $0.00 |                  $0.00 |           $0.00 | nothing to pay                           |
 *
 * Without Landscape figures for the plan and county the full premium is counted and, for a person
 * with Extra Help, the result says so ('not-on-file'): Extra Help may still lower it, but by how
 * much is not ours to guess.
 */
import { roundCents } from './cost-share.ts';
import { type ExtraHelpLevel, hasExtraHelp } from './partd-types.ts';

/** The plan's Landscape premiums for the person's county (plan_premiums), else its "All Counties" row. */
export type LandscapePremiums = {
  /**
   * The county's monthly premium, Part C + Part D total (either alone when the other is not
   * applicable); null or absent when the row gives neither.
   */
  monthly?: number | null;
  /** Part D total premium (basic + supplemental); null when not applicable. */
  partDPremium: number | null;
  /** The Part D premium owed with full Extra Help; null when not on file. */
  partDPremiumExtraHelp: number | null;
  /** From ClearPlan's sample Landscape file. */
  sample: boolean;
};

export type PremiumResult = {
  /** What the person pays a month. */
  monthly: number;
  /**
   * The premium before Extra Help: the county's from the Landscape file, else the plan's. Absent
   * in results stored before issue 18 (the plan's premium then).
   */
  full?: number;
  /**
   * 'applied': lowered by Extra Help from the Landscape figures; 'not-on-file': the person has
   * Extra Help but the plan's figure is not on file (the full premium is counted); null: Extra Help
   * does not come into it (no Extra Help, no drug coverage, or a $0 premium).
   */
  extraHelp: 'applied' | 'not-on-file' | null;
  /** The Extra Help figures are ClearPlan's sample data. */
  sample: boolean;
};

export function monthlyPremiumFor(
  plan: { monthlyPremium: number; hasRxCoverage: boolean; landscapePremiums?: LandscapePremiums | null },
  extraHelp: ExtraHelpLevel,
): PremiumResult {
  const figures = plan.landscapePremiums ?? null;
  // The person's county premium when the Landscape gives one, else the plan's.
  const full = figures?.monthly ?? plan.monthlyPremium;
  if (!hasExtraHelp(extraHelp) || !plan.hasRxCoverage || full <= 0) {
    return { monthly: full, full, extraHelp: null, sample: false };
  }
  if (figures?.partDPremium == null || figures.partDPremiumExtraHelp == null)
    return { monthly: full, full, extraHelp: 'not-on-file', sample: false };
  // The subsidy is the part of the Part D premium the person no longer owes.
  const subsidy = Math.max(0, figures.partDPremium - figures.partDPremiumExtraHelp);
  return {
    monthly: Math.max(0, roundCents(full - subsidy)),
    full,
    extraHelp: 'applied',
    sample: figures.sample,
  };
}
