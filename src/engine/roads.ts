/**
 * Both roads into Medicare (ADR 0017), each in a typical and a bad year, for the months covered.
 * Part B premium counted here on both (the MA ranking leaves it out, the same for every plan).
 * - MA: Part B − giveback + premium + drugs + care up to MOOP; the cheapest joinable plan.
 * - Original: Part B + the cheapest Medigap quote (premium + care left) + the cheapest PDP (priced
 *   from the same Part D files and pharmacy); no quote: Original Medicare alone.
 * - An income band adds IRMAA: Part B's on both roads, Part D's on each road's drug coverage.
 */
import { incomeAdjustment } from '../shared/income-adjustments.ts';
import { roundCents } from './cost-share.ts';
import { computeDrugCosts } from './drug-cost.ts';
import { comparedInFinder } from './eligibility.ts';
import { type CareYear, computeMedicalCost, UTILISATION } from './medical-cost.ts';
import {
  BAD_YEAR,
  MEDIGAP_LETTERS,
  type MedigapLetter,
  medicareGaps,
  medigapOutOfPocket,
  type OriginalMedicareYear,
  totalGaps,
} from './original-medicare.ts';
import { planYearParameters } from './plan-year.ts';
import { recommendPlans } from './recommend.ts';
import type { EngineContext, EnginePlan, PlanResult, Profile } from './types.ts';

/** One Medigap premium on offer (already chosen for age, sex, tobacco, area). */
export type MedigapQuote = {
  carrier: string;
  letter: MedigapLetter;
  monthlyPremium: number;
  sample: boolean;
};

/** A yearly cost in a typical year and in the bad year. */
export type TwoYears = { typical: number; bad: number };
const both = (figure: (year: keyof TwoYears) => number): TwoYears => ({
  typical: figure('typical'),
  bad: figure('bad'),
});

export type AdvantageRoad = {
  result: PlanResult;
  partBPremiums: number;
  /** Income-related amounts for the months (Part B, and Part D when the plan covers drugs). */
  incomeAdjustments: number;
  /** The year's care; the typical year is the ranking's own figure. */
  medical: TwoYears;
  total: TwoYears;
};

export type MedigapOption = {
  /** Null: Original Medicare alone, no Medigap policy. */
  quote: MedigapQuote | null;
  premiums: number;
  medical: TwoYears;
  /** The whole road's yearly cost with this option (the first's is the road's total). */
  total: TwoYears;
};

/** A stand-alone drug plan priced for the person: premiums + drugs = total. */
export type PricedDrugPlan = { plan: EnginePlan; premiums: number; drugs: number; total: number };

export type OriginalRoad = {
  partBPremiums: number;
  /** Income-related amounts for the months (Part B, and Part D when a drug plan is on file). */
  incomeAdjustments: number;
  /** Every quote priced, cheapest typical year first; the first is the road's. */
  medigap: MedigapOption[];
  /** What Original Medicare alone leaves of the year's care (no Medigap policy). */
  withoutMedigap: TwoYears;
  /** The cheapest drug plan for the person's drugs; null when no PDP serves them. */
  drugPlan: PricedDrugPlan | null;
  /** Every drug plan serving the person, cheapest first. */
  drugPlans: PricedDrugPlan[];
  /** No drug plan on file: drugs at full price (in the total, so a missing plan never makes it cheaper); else 0. */
  drugsWithoutPlan: number;
  total: TwoYears;
};

export type RoadsComparison = {
  /** Months counted, from the coverage start month. */
  months: number;
  advantage: AdvantageRoad | null;
  original: OriginalRoad;
};

/** A stand-alone drug plan, as the Landscape import names its type. */
export const isDrugPlan = (planType: string) => /^pdp\b|prescription drug plan/i.test(planType.trim());

export type RoadsOptions = {
  /** Income band (shared/income-adjustments.ts; 0 adds nothing); Part D's amount only with drug coverage. */
  incomeBand?: number;
};

export function compareRoads(
  profile: Profile,
  plans: readonly EnginePlan[],
  context: EngineContext,
  quotes: readonly MedigapQuote[],
  medicare: OriginalMedicareYear,
  roadsOptions: RoadsOptions = {},
): RoadsComparison {
  const startMonth = Math.min(11, Math.max(0, profile.answers.coverageStartMonth - 1));
  const months = 12 - startMonth;
  const share = (yearly: number) => roundCents((yearly * months) / 12);
  const partBPremiums = roundCents(months * medicare.partBMonthlyPremium);
  const income = incomeAdjustment(medicare.year, roadsOptions.incomeBand ?? 0);
  const adjustments = (drugCoverage: boolean) =>
    roundCents(months * (income.partB + (drugCoverage ? income.partD : 0)));
  const typicalCare: CareYear = UTILISATION[profile.answers.health];

  // Medicare Advantage: the plans the ranking compares, cheapest total first.
  const advantagePlans = plans.filter((p) => comparedInFinder(p.planType));
  const ranked = recommendPlans(profile, advantagePlans, context);
  // With an income band, a plan without drug coverage owes no Part D amount: it counts in the total.
  const yearly = (r: PlanResult) => r.cost.total + adjustments(r.plan.hasRxCoverage);
  const cheapestMa = [...ranked].sort((a, b) => yearly(a) - yearly(b) || a.rank - b.rank)[0];
  let advantage: AdvantageRoad | null = null;
  if (cheapestMa) {
    // The bad year changes only the care: the same plan, doctors and drugs.
    const medical = {
      typical: cheapestMa.cost.medical,
      bad: share(computeMedicalCost(cheapestMa.plan, cheapestMa.doctorLines, BAD_YEAR)),
    };
    const incomeAdjustments = adjustments(cheapestMa.plan.hasRxCoverage);
    const rest = partBPremiums + incomeAdjustments + cheapestMa.cost.total - cheapestMa.cost.medical;
    advantage = {
      result: cheapestMa,
      partBPremiums,
      incomeAdjustments,
      medical,
      total: both((y) => roundCents(rest + medical[y])),
    };
  }

  // The drug plan: premiums and drugs only (a PDP pays for no care).
  const pdps = plans.filter((p) => isDrugPlan(p.planType));
  const pricedPdps: PricedDrugPlan[] = recommendPlans(profile, pdps, context, { allPlans: true })
    .map((r) => ({
      plan: r.plan,
      premiums: r.cost.premiums,
      drugs: r.cost.drugs,
      total: roundCents(r.cost.premiums + r.cost.drugs),
    }))
    .sort((a, b) => a.total - b.total || a.plan.id - b.plan.id);
  const drugPlan = pricedPdps[0] ?? null;

  const [anyPlan] = plans;
  const drugsWithoutPlan =
    drugPlan || !anyPlan
      ? 0
      : computeDrugCosts(
          { ...anyPlan, hasRxCoverage: false, partD: undefined },
          profile.medications,
          context.drugs,
          planYearParameters(profile.planYear),
          startMonth,
        ).total;
  const incomeAdjustments = adjustments(drugPlan !== null);
  // What the road pays whichever Medigap option: each option's total adds its premiums and care.
  const fixed = partBPremiums + incomeAdjustments + (drugPlan ? drugPlan.total : drugsWithoutPlan);
  const { medigap, alone } = medigapOptions(quotes, typicalCare, medicare, months, fixed);
  return {
    months,
    advantage,
    original: {
      partBPremiums,
      incomeAdjustments,
      medigap,
      withoutMedigap: alone.medical,
      drugPlan,
      drugPlans: pricedPdps,
      drugsWithoutPlan,
      total: (medigap[0] as MedigapOption).total,
    },
  };
}

/**
 * Original Medicare with each Medigap quote (or `alone`), with the road's total (`fixed`: the rest).
 * Cheapest typical year first; ties: better bad-year protection (G before A), then letter order.
 * The road's bad year is the chosen plan's, not the cheapest bad year on offer.
 */
function medigapOptions(
  quotes: readonly MedigapQuote[],
  typicalCare: CareYear,
  medicare: OriginalMedicareYear,
  months: number,
  fixed: number,
): { medigap: MedigapOption[]; alone: MedigapOption } {
  const share = (yearly: number) => roundCents((yearly * months) / 12);
  const gaps = { typical: medicareGaps(typicalCare, medicare), bad: medicareGaps(BAD_YEAR, medicare) };
  const option = (quote: MedigapQuote | null): MedigapOption => {
    const premiums = quote ? roundCents(months * quote.monthlyPremium) : 0;
    const medical = both((y) =>
      share(quote ? medigapOutOfPocket(gaps[y], quote.letter, medicare) : totalGaps(gaps[y])),
    );
    const total = both((y) => roundCents(fixed + premiums + medical[y]));
    return { quote, premiums, medical, total };
  };
  const alone = option(null);
  const options = quotes.length > 0 ? quotes.map(option) : [alone];
  const letterOrder = (o: MedigapOption) => MEDIGAP_LETTERS.indexOf(o.quote?.letter ?? 'A');
  const medigap = options.sort(
    (a, b) =>
      a.premiums + a.medical.typical - (b.premiums + b.medical.typical) ||
      a.medical.bad - b.medical.bad ||
      letterOrder(a) - letterOrder(b),
  );
  return { medigap, alone };
}
