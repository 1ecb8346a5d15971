/**
 * The words of the "two ways to get Medicare" panel (issue 19; ADR 0017), from the server's
 * figures: each road's name, its costs line by line, and which road costs less in a typical and in
 * a bad year. Pure, so the sentences are tested without a page.
 */
import { formatCents, formatMoney, formatMonthlyPremium } from '../../../../shared/format';
import { MEDIGAP_PLANS } from '../../../../shared/medigap-contracts';
import type { DrugPlanChoice, MedigapChoice, RoadsComparison } from '../../../../shared/roads-contracts';

export type Year = 'typical' | 'bad';
type Advantage = NonNullable<RoadsComparison['advantage']>;
type Original = RoadsComparison['original'];

export type TwoYears = { typical: number; bad: number };
/** One line of a road's yearly cost; `credit` lines are taken off the total. */
export type CostLine = TwoYears & { label: string; credit?: boolean };

const same = (label: string, amount: number): CostLine => ({ label, typical: amount, bad: amount });

/** Medicare's income-related amounts, a line of their own when the person's band has any. */
const incomeLine = (amount: number): CostLine[] =>
  amount > 0 ? [same('Income-related amounts (Part B and drug coverage)', amount)] : [];

/** Medicare Advantage: Part B, the plan's premium, drugs, care, less the Part B giveback if any. */
export function advantageLines(advantage: Advantage): CostLine[] {
  const lines = [
    same('Part B premium', advantage.partBPremiums),
    ...incomeLine(advantage.incomeAdjustments),
    same('Plan premium', advantage.premiums),
    same('Drugs', advantage.drugs),
    { label: 'Doctor and hospital care', ...advantage.medical },
  ];
  return advantage.giveback > 0
    ? [...lines, { ...same('Part B giveback', advantage.giveback), credit: true }]
    : lines;
}

/** Original Medicare: Part B, the Medigap premium and what it leaves of care, the drug plan. */
export function originalLines(original: Original): CostLine[] {
  const { medigap, drugPlan } = original;
  return [
    same('Part B premium', original.partBPremiums),
    ...incomeLine(original.incomeAdjustments),
    ...(medigap
      ? [
          same('Medigap premium', medigap.premiums),
          { label: 'What Medigap leaves of your care', ...medigap.medical },
        ]
      : [{ label: 'Your share of care (Original Medicare alone)', ...original.withoutMedigap }]),
    ...(drugPlan
      ? [same('Drug plan premium', drugPlan.premiums), same('Drugs', drugPlan.drugs)]
      : original.drugsWithoutPlan > 0
        ? [same('Drugs at full price (no drug plan)', original.drugsWithoutPlan)]
        : []),
  ];
}

/** "Original Medicare + Plan G from Acme + WellRx Saver (PDP)". */
export function originalTitle(original: Original): string {
  const parts = ['Original Medicare'];
  if (original.medigap) parts.push(`${original.medigap.planName} from ${original.medigap.carrier}`);
  if (original.drugPlan) parts.push(original.drugPlan.planName);
  return parts.join(' + ');
}

/** "Plan N from Acme Life: $110/month, leaves you about $463 of your care in a typical year". */
export function otherMedigapLine(choice: MedigapChoice): string {
  return `${choice.planName} from ${choice.carrier}: ${formatMonthlyPremium(choice.monthlyPremium)}, leaves you about ${formatMoney(choice.medical.typical)} of your care in a typical year`;
}

/** Whether a plan on the panel is a ClearPlan sample plan, which the panel must say. */
export function showsSamplePlans(comparison: RoadsComparison): boolean {
  return comparison.advantage?.sample === true || comparison.original.drugPlan?.sample === true;
}

/** Whether any Medigap rate on the panel is ClearPlan sample data, which the panel must say. */
export function showsSampleRates(original: Original): boolean {
  return [original.medigap, ...original.otherMedigap].some((choice) => choice?.sample === true);
}

/**
 * Which road costs less in that year, and by how much, in one sentence; null without a Medicare
 * Advantage plan to compare. A difference that rounds to under a dollar is "about the same".
 */
export function cheaperRoadSentence(comparison: RoadsComparison, year: Year): string | null {
  const { advantage, original } = comparison;
  if (!advantage) return null;
  const originalName = original.medigap
    ? `Original Medicare with ${original.medigap.planName}`
    : 'Original Medicare';
  const gap = advantage.total[year] - original.total[year];
  const opening =
    year === 'typical' ? 'In a typical year' : 'In a bad year, with a hospital stay and specialist care';
  if (Math.round(Math.abs(gap)) === 0) return `${opening}, both ways cost about the same.`;
  const cheaper = gap < 0 ? 'Medicare Advantage' : originalName;
  const difference = formatMoney(Math.abs(gap));
  return year === 'typical'
    ? `${opening}, ${cheaper} costs you about ${difference} less.`
    : `${opening}, ${cheaper} costs you about ${difference} less: it protects you more.`;
}

/** What the road pays for drugs: the drug plan's premiums and drugs, or the drugs at full price. */
export const originalDrugCost = (original: Original): number =>
  original.drugPlan ? original.drugPlan.premiums + original.drugPlan.drugs : original.drugsWithoutPlan;

const cents = (n: number) => Math.round(n * 100) / 100;

/** One Medigap letter on offer, with what it pays in words and the road's total with it. */
export type MedigapRow = MedigapChoice & { summary: string; total: TwoYears };

/**
 * The Medigap letters on offer (the cheapest carrier for each), cheapest first: what each plan
 * pays in words and the whole road's yearly cost with it (Part B, income-related amounts, the
 * Medigap premium and what it leaves, the drug plan), as the road's own total is made up.
 */
export function medigapRows(comparison: RoadsComparison): MedigapRow[] {
  const { original } = comparison;
  const fixed = original.partBPremiums + original.incomeAdjustments + originalDrugCost(original);
  return [original.medigap, ...original.otherMedigap].flatMap((choice) =>
    choice
      ? [
          {
            ...choice,
            summary: MEDIGAP_PLANS.find((p) => p.letter === choice.letter)?.summary ?? '',
            total: {
              typical: cents(fixed + choice.premiums + choice.medical.typical),
              bad: cents(fixed + choice.premiums + choice.medical.bad),
            },
          },
        ]
      : [],
  );
}

/** A drug plan's premiums and drugs for the months counted. */
export const drugPlanTotal = (plan: DrugPlanChoice): number => cents(plan.premiums + plan.drugs);

/** What Original Medicare leaves the person in the plan year, in plain words, line by line. */
export function medicareLeaves(comparison: RoadsComparison): string[] {
  const m = comparison.medicare;
  const share = `${Math.round(m.partBCoinsurance * 100)} %`;
  return [
    `Doctors, tests and outpatient care (Part B): the first ${formatCents(m.partBDeductible)} of the year, then ${share} of Medicare's price. Lab tests cost nothing.`,
    `A hospital stay (Part A): ${formatCents(m.partADeductible)} for days 1 to 60, ${formatCents(m.partADay61to90)} a day for days 61 to 90, ${formatCents(m.partALifetimeReserveDay)} a day for up to 60 lifetime reserve days after that.`,
    `A skilled nursing facility after a hospital stay: nothing for days 1 to 20, ${formatCents(m.snfDay21to100)} a day for days 21 to 100.`,
    `Original Medicare has no yearly limit on what you pay. Medigap Plans K and L stop at ${formatMoney(m.medigapKLimit)} and ${formatMoney(m.medigapLLimit)} a year; high-deductible Plans F and G pay after the first ${formatMoney(m.medigapHighDeductible)}.`,
  ];
}

/** "Includes Plans C and F, which you may buy: you had Medicare before 2020", or why they are left out. */
export function before2020Sentence(comparison: RoadsComparison): string {
  return comparison.before2020Plans
    ? 'Plans C and F are included: you had Medicare before 2020, so you may buy them.'
    : 'Plans C and F are left out: they are sold only to people who had Medicare before 2020.';
}

type DoctorStatus = RoadsComparison['doctors'][number]['advantage'];

/** A doctor with the Medicare Advantage plan shown, in words; null when there is no such plan. */
export function advantageDoctorWords(status: DoctorStatus): string | null {
  switch (status) {
    case 'in':
      return 'In the plan’s network';
    case 'out':
      return 'Not in the plan’s network: you would pay more, or the full cost';
    case 'unknown':
      return 'Not known: ask the plan whether this doctor is in its network';
    case 'not-found':
      return 'Not in our directory, so we could not check: ask the plan';
    default:
      return null;
  }
}

/** With Original Medicare, every doctor: the same words for each. */
export const ORIGINAL_DOCTOR_WORDS = 'Any doctor who accepts Medicare: ask whether they do';
