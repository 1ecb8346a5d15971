/**
 * The monthly premium a person pays for a plan (issue 17): with Extra Help, the low-income premium
 * subsidy pays the Part D premium up to the region's benchmark, and CMS's Landscape file gives
 * what is left for each plan and county ("Part D Low Income Beneficiary Premium Amount", formerly
 * "Part D Premium Obligation with Full Premium Assistance"). Since 2024 every Extra Help level gets
 * the full subsidy, so one figure serves all levels. The Part C premium is not subsidised.
 *
 * | plan premium | Part D total | Part D with Extra Help | with Extra Help | why                                     |
 * |-------------:|-------------:|-----------------------:|----------------:|-----------------------------------------|
 * |       $29.00 |       $29.00 |                 $10.60 |          $10.60 | basic $18.40 paid; supplemental $10.60 left |
 * |       $45.40 |       $38.40 |                  $0.00 |           $7.00 | Part D paid in full; Part C $7.00 stays |
 * |        $0.00 |        $0.00 |                  $0.00 |           $0.00 | nothing to pay                          |
 *
 * Without Landscape figures for the plan and county the full premium is counted and the result
 * says so ('not-on-file'): Extra Help may still lower it, but by how much is not ours to guess.
 */
import { roundCents } from './cost-share.ts';
import { type ExtraHelpLevel, hasExtraHelp } from './partd-types.ts';

/** The plan's Landscape premiums for the person's county (plan_premiums). */
export type LandscapePremiums = {
  /** Part D total premium (basic + supplemental). */
  partDPremium: number;
  /** The Part D premium owed with full Extra Help. */
  partDPremiumExtraHelp: number;
  /** From ClearPlan's sample Landscape file. */
  sample: boolean;
};

export type PremiumResult = {
  /** What the person pays a month. */
  monthly: number;
  /**
   * 'applied': lowered by Extra Help from the Landscape figures; 'not-on-file': the person has
   * Extra Help but the plan's figure is not on file (the full premium is counted); null: Extra Help
   * does not come into it (no Extra Help, no drug coverage, or a $0 premium).
   */
  extraHelp: 'applied' | 'not-on-file' | null;
  /** The figures are ClearPlan's sample data. */
  sample: boolean;
};

export function monthlyPremiumFor(
  plan: { monthlyPremium: number; hasRxCoverage: boolean; landscapePremiums?: LandscapePremiums | null },
  extraHelp: ExtraHelpLevel,
): PremiumResult {
  const full = plan.monthlyPremium;
  if (!hasExtraHelp(extraHelp) || !plan.hasRxCoverage || full <= 0) {
    return { monthly: full, extraHelp: null, sample: false };
  }
  const figures = plan.landscapePremiums;
  if (!figures) return { monthly: full, extraHelp: 'not-on-file', sample: false };
  // The subsidy is the part of the Part D premium the person no longer owes.
  const subsidy = Math.max(0, figures.partDPremium - figures.partDPremiumExtraHelp);
  return { monthly: Math.max(0, roundCents(full - subsidy)), extraHelp: 'applied', sample: figures.sample };
}
