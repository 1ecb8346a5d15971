/** Both roads for a stored submission (ADR 0017; engine/roads.ts), computed on read. */
import { BEFORE_2020_ONLY, originalMedicareYear } from '../../engine/original-medicare.ts';
import { compareRoads, type PricedDrugPlan } from '../../engine/roads.ts';
import type { DoctorLine } from '../../engine/types.ts';
import { incomeAdjustment, incomeBandLabel, incomeBands } from '../../shared/income-adjustments.ts';
import { eligibleBefore2020, medigapPlanName } from '../../shared/medigap-contracts.ts';
import {
  type DrugPlanChoice,
  type MedigapChoice,
  type RoadsComparison,
  type RoadsRequest,
  roadsComparisonSchema,
} from '../../shared/roads-contracts.ts';
import type { DbExecutor } from '../db/client.ts';
import { isSampleData } from '../db/plan-row.ts';
import { quoteMedigap } from '../services/catalogue/medigap-rates.ts';
import type { EngineCaches } from '../services/platform/caches.ts';
import { toProfile } from './profile.ts';
import { eligiblePlans, engineInputs } from './score.ts';
import type { SubmissionRow } from './submissions.ts';

type Roads = ReturnType<typeof compareRoads>;

/** The person's age in whole years on the first day of the coverage being chosen. */
export function ageAt(birthDate: string, planYear: number, startMonth: number): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const month = Math.min(12, Math.max(1, startMonth));
  return planYear - y - (m > month || (m === month && d > 1) ? 1 : 0);
}

export const ROAD_FACTS = [
  'Medigap’s best time to buy is the 6 months starting the month you are 65 or older and have Part B. Then no insurer can refuse you or charge more for your health. Outside that window, in most states, they can.',
  'If you join a Medicare Advantage plan now and switch back to Original Medicare later, you may not be able to buy a Medigap policy then, or only at a higher price.',
  'With Original Medicare, add a drug plan (Part D) when you first can, unless you have other drug coverage as good as Medicare’s: going 63 days or more without it adds a late-enrollment penalty to your drug premium for as long as you have drug coverage.',
  'Medicare Advantage plans have networks: most pay only for doctors and hospitals in the network, except in an emergency. Many need approval before some care (prior authorization). Original Medicare takes any doctor or hospital that accepts Medicare.',
  'Plans C and F (and high-deductible F) are sold only to people who were eligible for Medicare before January 1, 2020.',
];

export const DRUG_PLANS_LISTED = 5;

const drugPlanChoice = (priced: PricedDrugPlan): DrugPlanChoice => ({
  planId: priced.plan.planId,
  planName: priced.plan.planName,
  carrier: priced.plan.carrier,
  monthlyPremium: priced.plan.monthlyPremium,
  drugDeductible: priced.plan.rxDeductible,
  starRating: priced.plan.starRating,
  premiums: priced.premiums,
  drugs: priced.drugs,
  total: priced.total,
  sample: isSampleData(priced.plan),
});

export async function compareRoadsFor(
  db: DbExecutor,
  caches: EngineCaches,
  submission: SubmissionRow,
  request: RoadsRequest,
): Promise<RoadsComparison> {
  const profile = toProfile(submission);
  const planYear = profile.planYear;
  const medicare = originalMedicareYear(planYear);
  const eligible = await eligiblePlans(db, caches, profile);
  const { state } = eligible;
  const inputs = await engineInputs(db, caches, profile, eligible);
  const age = ageAt(submission.birthDate, planYear, profile.answers.coverageStartMonth);
  const rates = await quoteMedigap(db, {
    planYear,
    state,
    zip: profile.zipCode,
    age,
    sex: request.sex,
    tobacco: request.tobacco,
  });
  const mayBuy = eligibleBefore2020(submission.birthDate) || request.medicareBefore2020;
  const quotes = rates
    .filter((r) => mayBuy || !BEFORE_2020_ONLY.has(r.planLetter))
    .map((r) => ({
      carrier: r.carrier,
      letter: r.planLetter,
      monthlyPremium: Number(r.monthlyPremium),
      sample: r.sample,
    }));
  const roads = compareRoads(profile, inputs.plans, inputs.context, quotes, medicare, {
    incomeBand: request.incomeBand,
  });
  const bands = incomeBands(planYear);
  const choices = medigapChoices(roads.original.medigap);
  const seen = new Set(choices[0] ? [choices[0].letter] : []);
  const otherMedigap = choices.slice(1).filter((c) => !seen.has(c.letter) && seen.add(c.letter));
  const ma = roads.advantage;
  return {
    planYear,
    age,
    months: roads.months,
    partBMonthlyPremium: medicare.partBMonthlyPremium,
    income: {
      band: request.incomeBand,
      incomeYear: bands.incomeYear,
      label: incomeBandLabel(bands.bands, request.incomeBand),
      ...incomeAdjustment(planYear, request.incomeBand),
    },
    before2020Plans: mayBuy,
    medicare: Object.fromEntries(
      roadsComparisonSchema.shape.medicare.keyof().options.map((key) => [key, medicare[key]]),
    ) as RoadsComparison['medicare'],
    advantage: ma ? advantageRoad(ma) : null,
    original: {
      partBPremiums: roads.original.partBPremiums,
      incomeAdjustments: roads.original.incomeAdjustments,
      medigap: choices[0] ?? null,
      otherMedigap,
      withoutMedigap: roads.original.withoutMedigap,
      drugPlan: roads.original.drugPlan ? drugPlanChoice(roads.original.drugPlan) : null,
      drugPlans: roads.original.drugPlans.slice(0, DRUG_PLANS_LISTED).map(drugPlanChoice),
      drugsWithoutPlan: roads.original.drugsWithoutPlan,
      total: roads.original.total,
    },
    doctors: ma
      ? ma.result.doctorLines.map((line) => ({
          name: line.name,
          specialty: line.specialty,
          advantage: doctorInAdvantage(line),
        }))
      : profile.doctors.map(({ name, specialty }) => ({ name, specialty, advantage: null })),
    facts: ROAD_FACTS,
    unconfirmed: [
      ...medicare.unconfirmed,
      ...(bands.unconfirmed && request.incomeBand > 0 ? ['income-related amounts'] : []),
    ],
    sources: medicare.sources,
  };
}

const medigapChoices = (offers: Roads['original']['medigap']): MedigapChoice[] =>
  offers.flatMap(({ quote, premiums, medical, total }) =>
    quote
      ? [
          {
            carrier: quote.carrier,
            letter: quote.letter,
            planName: medigapPlanName(quote.letter),
            monthlyPremium: quote.monthlyPremium,
            sample: quote.sample,
            premiums,
            medical,
            total,
          },
        ]
      : [],
  );

const advantageRoad = (ma: NonNullable<Roads['advantage']>): NonNullable<RoadsComparison['advantage']> => ({
  planId: ma.result.plan.planId,
  planName: ma.result.plan.planName,
  carrier: ma.result.plan.carrier,
  partBPremiums: ma.partBPremiums,
  incomeAdjustments: ma.incomeAdjustments,
  premiums: ma.result.cost.premiums,
  giveback: ma.result.cost.giveback,
  drugs: ma.result.cost.drugs,
  medical: ma.medical,
  total: ma.total,
  sample: isSampleData(ma.result.plan),
});

/** A doctor under that plan: not in our directory, in it without a checked network, in or out of network. */
function doctorInAdvantage(line: DoctorLine): 'not-found' | 'unknown' | 'in' | 'out' {
  if (!line.matched) return 'not-found';
  if (line.notVerified) return 'unknown';
  return line.inNetwork ? 'in' : 'out';
}
