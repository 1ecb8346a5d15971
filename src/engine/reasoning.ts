// The reasons behind a plan's score (design.md §6 "Explainable"), as data; words: shared/i18n/reasons-text.ts.

import { DRUG_LIMIT_KEYS, type Reason, type ReasonKey, reason } from '../shared/reasons.ts';
import { isOffered } from './cost-share.ts';
import { eligibilityRule } from './eligibility.ts';
import type { PremiumResult } from './premium.ts';
import type { CostBreakdown, DoctorLine, DrugCostLine, EnginePlan } from './types.ts';
import { yearlyCostFigures } from './yearly-cost.ts';

const EXTRAS = ['dental', 'vision', 'hearing', 'otc', 'gym', 'transportation', 'meals'] as const;

/** The extras a plan offers, as reason keys ("extraDental"): the results show them as highlights. */
export function offeredExtras(plan: EnginePlan): ReasonKey[] {
  return EXTRAS.filter((benefit) => isOffered(plan.benefits[benefit])).map(
    (benefit) => `extra${benefit[0]?.toUpperCase()}${benefit.slice(1)}` as ReasonKey,
  );
}

function doctorReason(d: DoctorLine): Reason {
  if (!d.matched) return reason('doctorNotInDirectory', { name: d.name });
  if (d.notVerified) return reason('doctorNotVerified', { name: d.name });
  if (!d.inNetwork) return reason('doctorNotInNetwork', { name: d.name });
  return d.distanceMiles === null
    ? reason('doctorInNetwork', { name: d.name })
    : reason('doctorInNetworkDistance', { name: d.name, miles: d.distanceMiles });
}

function drugReason(line: DrugCostLine, hasRx: boolean): Reason | null {
  if (!hasRx) return null;
  // An ACIP-recommended adult vaccine: $0 on every Part D plan, and the reasons say why.
  if (line.vaccine) return reason('drugVaccineFree', { name: line.name });
  if (!line.covered) {
    return line.annualRetailPrice === null
      ? reason('drugNotCoveredNoPrice', { name: line.name })
      : reason('drugNotCovered', { name: line.name, cost: line.annualCost });
  }
  const limits = DRUG_LIMIT_KEYS.filter((limit) => line[limit]);
  if (limits.length > 0) {
    return line.standardCostShare
      ? reason('drugCoveredWithLimitsStandard', { name: line.name, limits, tier: line.tier ?? '?' })
      : reason('drugCoveredWithLimits', { name: line.name, limits });
  }
  return line.standardCostShare
    ? reason('drugCoveredStandard', { name: line.name, tier: line.tier ?? '?' })
    : null;
}

/** Said on every plan without drug coverage for someone without other creditable drug coverage. */
export const LATE_ENROLLMENT_WARNING: Reason = reason('lateEnrollment');

export function buildReasoning(input: {
  plan: EnginePlan;
  cost: CostBreakdown;
  drugLines: DrugCostLine[];
  doctorLines: DoctorLine[];
  lateEnrollmentWarning: boolean;
  /** The premium counted; absent means the plan's own. */
  premium?: PremiumResult;
}): Reason[] {
  const { plan, cost, drugLines, doctorLines } = input;
  const reasons: Reason[] = [];
  // With a giveback, what the person pays is said first, then the yearly cost (or how far ahead),
  // so "estimated yearly cost" always names the card's figure (yearly-cost.ts).
  const figures = yearlyCostFigures(cost);
  const parts = { premiums: cost.premiums, drugs: cost.drugs, medical: cost.medical };
  if (cost.giveback > 0) {
    reasons.push(reason('yearPaid', { paid: figures.paid, ...parts }));
    reasons.push(
      figures.ahead > 0
        ? reason('givebackAhead', { giveback: cost.giveback, ahead: figures.ahead })
        : reason('givebackTotal', { giveback: cost.giveback, total: figures.cost }),
    );
  } else {
    reasons.push(reason('yearlyCost', { spend: figures.cost, ...parts }));
  }
  // The person's county premium when the Landscape gives one (premium.ts), else the plan's.
  reasons.push(premiumReason(input.premium?.full ?? plan.monthlyPremium, input.premium));
  if (!plan.hasRxCoverage) {
    reasons.push(reason(drugLines.length > 0 ? 'noRxWithDrugs' : 'noRx'));
    if (input.lateEnrollmentWarning) reasons.push(LATE_ENROLLMENT_WARNING);
  } else if (drugLines.length > 0) {
    const covered = drugLines.filter((l) => l.covered).length;
    reasons.push(reason('drugsCovered', { covered, count: drugLines.length }));
    if (drugLines.some((l) => l.tierEstimated)) reasons.push(reason('tiersEstimated'));
  }
  for (const line of drugLines) {
    const r = drugReason(line, plan.hasRxCoverage);
    if (r) reasons.push(r);
  }
  // The card's one count: directory doctors whose network we can check; typed ones are named as not in our directory.
  const checked = doctorLines.filter((d) => d.matched);
  if (checked.length > 0) {
    const inNetwork = checked.filter((d) => d.inNetwork).length;
    reasons.push(reason('doctorsInNetwork', { inNetwork, count: checked.length }));
  }
  for (const d of doctorLines) reasons.push(doctorReason(d));
  reasons.push(plan.starRating === null ? reason('unrated') : reason('stars', { rating: plan.starRating }));
  if (plan.moopInNetwork !== null) reasons.push(reason('moop', { amount: plan.moopInNetwork }));
  const extras = offeredExtras(plan);
  if (extras.length > 0) reasons.push(reason('extras', { extras }));
  const rule = eligibilityRule(plan.planType);
  if (rule) reasons.push(rule);
  return reasons;
}

/** "$29 monthly premium.", or what Extra Help makes of it (premium.ts). */
function premiumReason(full: number, premium: PremiumResult | undefined): Reason {
  if (premium?.extraHelp === 'applied') {
    if (premium.monthly === full) {
      return reason(premium.sample ? 'premiumExtraHelpSameSample' : 'premiumExtraHelpSame', { full });
    }
    return reason(premium.sample ? 'premiumExtraHelpLowerSample' : 'premiumExtraHelpLower', {
      monthly: premium.monthly,
      full,
    });
  }
  if (premium?.extraHelp === 'not-on-file') return reason('premiumExtraHelpNotOnFile', { full });
  return reason('premium', { amount: full });
}
