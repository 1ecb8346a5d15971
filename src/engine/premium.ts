/**
 * The monthly premium a person pays. The county's Part C + D premium (Landscape plan_premiums) when
 * on file, else the plan's own. With Extra Help the subsidy pays Part D up to the region's benchmark;
 * the Landscape's "Part D Low Income Beneficiary Premium Amount" is what is left (one figure for every
 * level since 2024). Part C is not subsidised.
 * | plan premium | county C + D | Part D total | Part D with Extra Help | with Extra Help | why                                      |
 * |-------------:|-------------:|-------------:|-----------------------:|----------------:|------------------------------------------|
 * |       $29.00 |            — |       $29.00 |                 $10.60 |          $10.60 | basic $18.40 paid; supplemental $10.60 left |
 * |       $45.40 |            — |       $38.40 |                  $0.00 |           $7.00 | Part D paid in full; Part C $7.00 stays  |
 * |       $29.00 |       $34.00 |       $34.00 |                 $15.60 |          $15.60 | the county's $34.00, less the $18.40 paid |
 * |       $29.00 |       $34.00 |            — |                      — |          $34.00 | no Extra Help: the county's premium      |
 * |        $0.00 |            — |        $0.00 |                  $0.00 |           $0.00 | nothing to pay                           |
 *
 * Without Landscape figures, the full premium is counted and, with Extra Help, marked 'not-on-file'.
 */
import { roundCents } from './cost-share.ts';
import { type ExtraHelpLevel, hasExtraHelp } from './partd-types.ts';

/** The plan's Landscape premiums for the county, else its "All Counties" row. */
export type LandscapePremiums = {
  /** County Part C + D monthly total (either alone when the other is n/a); null/absent when neither. */
  monthly?: number | null;
  /** Part D total premium (basic + supplemental); null when not applicable. */
  partDPremium: number | null;
  /** The Part D premium owed with full Extra Help; null when not on file. */
  partDPremiumExtraHelp: number | null;
  sample: boolean;
};

export type PremiumResult = {
  monthly: number;
  /** Before Extra Help: the county's, else the plan's (absent in old stored results). */
  full?: number;
  /**
   * 'applied': lowered by Extra Help; 'not-on-file': Extra Help but no figure (full premium counted);
   * null: no Extra Help, no drug coverage, or a $0 premium.
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
