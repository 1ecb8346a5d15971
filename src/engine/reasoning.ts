/** Plain-words reasons naming the facts behind a plan's score (design.md §6 "Explainable"). */
import { isOffered } from './cost-share.ts';
import { eligibilityRule } from './eligibility.ts';
import type { PremiumResult } from './premium.ts';
import type { CostBreakdown, DoctorLine, DrugCostLine, EnginePlan } from './types.ts';

/** "$1,234" — by hand: toLocaleString is slow enough to matter across 500 plans. */
export function dollars(n: number): string {
  const rounded = Math.round(n);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}$${digits}`;
}

const BENEFIT_LABELS: [string, string][] = [
  ['dental', 'dental'],
  ['vision', 'vision'],
  ['hearing', 'hearing'],
  ['otc', 'an over-the-counter allowance'],
  ['gym', 'a fitness membership'],
  ['transportation', 'rides to appointments'],
  ['meals', 'meals after a hospital stay'],
];

export function offeredExtras(plan: EnginePlan): string[] {
  return BENEFIT_LABELS.filter(([key]) => isOffered(plan.benefits[key])).map(([, label]) => label);
}

function doctorReason(d: DoctorLine): string {
  if (!d.matched)
    return `${d.name} is not in our provider directory, so we cannot tell whether this plan's network has them: ask the plan. They count neither for nor against any plan.`;
  if (d.notVerified)
    return `${d.name} is not verified for this plan: we have no network information from the plan that covers them, so call the plan. We do not count them as in network.`;
  if (!d.inNetwork) return `${d.name} is not in this plan's network.`;
  const distance = d.distanceMiles === null ? '' : `, ${d.distanceMiles} miles away`;
  return `${d.name} is in network${distance}.`;
}

function drugReason(line: DrugCostLine, hasRx: boolean): string | null {
  if (!hasRx) return null;
  if (!line.covered) {
    return line.annualRetailPrice === null
      ? `${line.name} is not covered here, and we have no price for it, so its cost is not in this estimate.`
      : `${line.name} is not covered: you would pay the full price, about ${dollars(line.annualCost)} a year.`;
  }
  const standard = line.standardCostShare
    ? ` The plan lists no cost for tier ${line.tier}, so we used Medicare's standard 25% of the price.`
    : '';
  const limits = [
    line.priorAuthorization ? 'prior authorization' : null,
    line.stepTherapy ? 'step therapy' : null,
    line.quantityLimit ? 'a quantity limit' : null,
  ].filter(Boolean);
  if (limits.length > 0) return `${line.name} is covered with ${limits.join(' and ')}.${standard}`;
  return standard ? `${line.name} is covered.${standard}` : null;
}

/** Said on every plan without drug coverage for someone without other creditable drug coverage. */
export const LATE_ENROLLMENT_WARNING =
  'No drug coverage: if you go 63 days or more without drug coverage as good as Medicare’s, Medicare adds a late-enrollment penalty to your drug premium for as long as you have drug coverage.';

export function buildReasoning(input: {
  plan: EnginePlan;
  cost: CostBreakdown;
  drugLines: DrugCostLine[];
  doctorLines: DoctorLine[];
  lateEnrollmentWarning: boolean;
  /** The premium counted; absent means the plan's own. */
  premium?: PremiumResult;
}): string[] {
  const { plan, cost, drugLines, doctorLines } = input;
  const reasons: string[] = [];
  const spend = cost.premiums + cost.drugs + cost.medical;
  reasons.push(
    `Estimated yearly cost ${dollars(spend)}: ${dollars(cost.premiums)} in premiums, ${dollars(cost.drugs)} for drugs and ${dollars(cost.medical)} for medical care.`,
  );
  if (cost.giveback > 0) {
    reasons.push(
      cost.total < 0
        ? `Medicare gives you back ${dollars(cost.giveback)} of your Part B premium over the year, more than these costs: you come out ${dollars(-cost.total)} ahead.`
        : `Medicare gives you back ${dollars(cost.giveback)} of your Part B premium over the year, so you pay ${dollars(cost.total)} in all.`,
    );
  }
  // The person's county premium when the Landscape gives one (premium.ts), else the plan's.
  reasons.push(premiumReason(input.premium?.full ?? plan.monthlyPremium, input.premium));
  if (!plan.hasRxCoverage) {
    reasons.push(
      drugLines.length > 0
        ? 'No prescription drug coverage: you would pay full price for your medications.'
        : 'No prescription drug coverage.',
    );
    if (input.lateEnrollmentWarning) reasons.push(LATE_ENROLLMENT_WARNING);
  } else if (drugLines.length > 0) {
    const covered = drugLines.filter((l) => l.covered).length;
    reasons.push(`Covers ${covered} of ${drugLines.length} of your medications.`);
    if (drugLines.some((l) => l.tierEstimated)) {
      reasons.push('This plan has no drug list on file, so we estimated drug tiers from each drug type.');
    }
  }
  for (const line of drugLines) {
    const r = drugReason(line, plan.hasRxCoverage);
    if (r) reasons.push(r);
  }
  if (doctorLines.length > 0) {
    const inNetwork = doctorLines.filter((d) => d.inNetwork).length;
    reasons.push(`${inNetwork} of ${doctorLines.length} of your doctors are in this plan's network.`);
    for (const d of doctorLines) reasons.push(doctorReason(d));
  }
  reasons.push(
    plan.starRating === null
      ? 'Too new to have a Medicare star rating yet.'
      : `${plan.starRating}-star Medicare quality rating.`,
  );
  if (plan.moopInNetwork !== null) {
    reasons.push(
      `The most you would pay for covered medical care in network is ${dollars(plan.moopInNetwork)} a year.`,
    );
  }
  const extras = offeredExtras(plan);
  if (extras.length > 0) reasons.push(`Extras include ${extras.join(', ')}.`);
  const rule = eligibilityRule(plan.planType);
  if (rule) reasons.push(rule);
  return reasons;
}

/** "$29.00 monthly premium.", or what Extra Help makes of it (premium.ts). */
function premiumReason(full: number, premium: PremiumResult | undefined): string {
  const plain = full === 0 ? '$0 monthly premium.' : `${dollars(full)} monthly premium.`;
  if (premium?.extraHelp === 'applied') {
    const sample = premium.sample ? ' (sample data)' : '';
    return premium.monthly === full
      ? `${dollars(full)} monthly premium; Extra Help does not lower this plan's premium${sample}.`
      : `${dollars(premium.monthly)} monthly premium with Extra Help (${dollars(full)} without it)${sample}.`;
  }
  if (premium?.extraHelp === 'not-on-file') {
    return `${dollars(full)} monthly premium. Extra Help may pay part of it; Medicare's figure for this plan is not on file, so we count the full premium.`;
  }
  return plain;
}
