/** The words of the "two ways to get Medicare" panel (ADR 0017), from the server's figures. */

import { type NamedFigure, namedFigure } from '../../../../engine/plan-year';
import enResults from '../../../../shared/i18n/locales/en/results.json';
import { type IncomeBand, incomeBands } from '../../../../shared/income-adjustments';
import { MEDIGAP_PLAN_LETTERS, type MedigapPlanLetter } from '../../../../shared/medigap-contracts';
import type { MedigapChoice, RoadsComparison } from '../../../../shared/roads-contracts';
import type { ResultsText } from './results-text';

export type Year = 'typical' | 'bad';
type Advantage = NonNullable<RoadsComparison['advantage']>;
type Original = RoadsComparison['original'];

export type TwoYears = { typical: number; bad: number };
/** `credit` lines are taken off the total. */
export type CostLine = TwoYears & { label: string; credit?: boolean };

const same = (label: string, amount: number): CostLine => ({ label, typical: amount, bad: amount });

const incomeLine = (amount: number, { t }: ResultsText): CostLine[] =>
  amount > 0 ? [same(t('roads.lines.income'), amount)] : [];

export function advantageLines(advantage: Advantage, tx: ResultsText): CostLine[] {
  const { t } = tx;
  const lines = [
    same(t('roads.lines.partB'), advantage.partBPremiums),
    ...incomeLine(advantage.incomeAdjustments, tx),
    same(t('roads.lines.planPremium'), advantage.premiums),
    same(t('roads.lines.drugs'), advantage.drugs),
    { label: t('roads.lines.care'), ...advantage.medical },
  ];
  return advantage.giveback > 0
    ? [...lines, { ...same(t('roads.lines.giveback'), advantage.giveback), credit: true }]
    : lines;
}

export function originalLines(original: Original, tx: ResultsText): CostLine[] {
  const { t } = tx;
  const { medigap, drugPlan } = original;
  return [
    same(t('roads.lines.partB'), original.partBPremiums),
    ...incomeLine(original.incomeAdjustments, tx),
    ...(medigap
      ? [
          same(t('roads.lines.medigapPremium'), medigap.premiums),
          { label: t('roads.lines.medigapLeaves'), ...medigap.medical },
        ]
      : [{ label: t('roads.lines.withoutMedigap'), ...original.withoutMedigap }]),
    ...(drugPlan
      ? [
          same(t('roads.lines.drugPlanPremium'), drugPlan.premiums),
          same(t('roads.lines.drugs'), drugPlan.drugs),
        ]
      : original.drugsWithoutPlan > 0
        ? [same(t('roads.lines.drugsFullPrice'), original.drugsWithoutPlan)]
        : []),
  ];
}

/** "Plan G", or "Plan G with a yearly deductible (High-deductible Plan G)". */
export function medigapName(choice: Pick<MedigapChoice, 'letter' | 'planName'>, { t }: ResultsText): string {
  if (choice.letter === 'HDF') return t('roads.highDeductible', { letter: 'F' });
  if (choice.letter === 'HDG') return t('roads.highDeductible', { letter: 'G' });
  return choice.planName;
}

export const medigapFrom = (choice: MedigapChoice, tx: ResultsText) =>
  tx.t('roads.planFrom', { plan: medigapName(choice, tx), carrier: choice.carrier });

/** "Original Medicare + Plan G from Acme + WellRx Saver (PDP)". */
export function originalTitle(original: Original, tx: ResultsText): string {
  const parts = [tx.t('roads.originalMedicare')];
  if (original.medigap) parts.push(medigapFrom(original.medigap, tx));
  if (original.drugPlan) parts.push(original.drugPlan.planName);
  return parts.join(' + ');
}

export function otherMedigapLine(choice: MedigapChoice, tx: ResultsText): string {
  return tx.t('roads.otherMedigapLine', {
    plan: medigapFrom(choice, tx),
    premium: tx.format.monthlyPremium(choice.monthlyPremium),
    care: tx.format.money(choice.medical.typical),
  });
}

export function showsSamplePlans(comparison: RoadsComparison): boolean {
  return comparison.advantage?.sample === true || comparison.original.drugPlan?.sample === true;
}

export function showsSampleRates(original: Original): boolean {
  return [original.medigap, ...original.otherMedigap].some((choice) => choice?.sample === true);
}

/** Which road costs less that year; null without an MA plan. Under a dollar apart is "about the same". */
export function cheaperRoadSentence(comparison: RoadsComparison, year: Year, tx: ResultsText): string | null {
  const { t, format } = tx;
  const { advantage, original } = comparison;
  if (!advantage) return null;
  const originalName = original.medigap
    ? t('roads.originalWith', { plan: medigapName(original.medigap, tx) })
    : t('roads.originalMedicare');
  const gap = advantage.total[year] - original.total[year];
  if (Math.round(Math.abs(gap)) === 0) return t(`roads.verdict.${year}Same`);
  const cheaper = gap < 0 ? t('roads.advantageName') : originalName;
  return t(`roads.verdict.${year}Cheaper`, { cheaper, difference: format.money(Math.abs(gap)) });
}

const isLetter = (letter: string): letter is MedigapPlanLetter =>
  (MEDIGAP_PLAN_LETTERS as readonly string[]).includes(letter);

export type MedigapRow = MedigapChoice & { summary: string };

/** The Medigap letters on offer (cheapest carrier each), cheapest first, each with the server's road total. */
export function medigapRows(comparison: RoadsComparison, { t }: ResultsText): MedigapRow[] {
  const { medigap, otherMedigap } = comparison.original;
  return [medigap, ...otherMedigap].flatMap((choice) =>
    choice
      ? [{ ...choice, summary: isLetter(choice.letter) ? t(`roads.medigapSummary.${choice.letter}`) : '' }]
      : [],
  );
}

export function medicareLeaves(comparison: RoadsComparison, { t, format }: ResultsText): string[] {
  const m = comparison.medicare;
  // A figure carried from the year before says so beside the number.
  const named = (amount: string, figure: NamedFigure) => {
    const { carried, from } = namedFigure(comparison.planYear, figure);
    return carried ? t('roads.figureCarried', { amount, from, year: comparison.planYear }) : amount;
  };
  return [
    t('roads.leaves.partB', {
      deductible: named(format.cents(m.partBDeductible), 'partBDeductible'),
      share: Math.round(m.partBCoinsurance * 100),
    }),
    t('roads.leaves.hospital', {
      deductible: named(format.cents(m.partADeductible), 'partADeductible'),
      day61: format.cents(m.partADay61to90),
      reserve: format.cents(m.partALifetimeReserveDay),
    }),
    t('roads.leaves.nursing', { day21: format.cents(m.snfDay21to100) }),
    t('roads.leaves.noLimit', {
      k: format.money(m.medigapKLimit),
      l: format.money(m.medigapLLimit),
      highDeductible: named(format.money(m.medigapHighDeductible), 'medigapHighDeductible'),
    }),
  ];
}

export function before2020Sentence(comparison: RoadsComparison, { t }: ResultsText): string {
  return comparison.before2020Plans ? t('roads.before2020.included') : t('roads.before2020.leftOut');
}

type DoctorStatus = RoadsComparison['doctors'][number]['advantage'];

export function advantageDoctorWords(status: DoctorStatus, { t }: ResultsText): string | null {
  if (!status) return null;
  return t(`roads.doctorWords.${status === 'not-found' ? 'notFound' : status}`);
}

export const originalDoctorWords = ({ t }: ResultsText) => t('roads.doctorWords.original');

/** The server sends facts in English (held equal to the catalogue's by road-facts.test.ts); unknown ones show as sent. */
const FACT_KEYS = new Map(
  Object.entries(enResults.roads.facts).map(([key, text]) => [
    text,
    key as keyof typeof enResults.roads.facts,
  ]),
);
export const roadFacts = (facts: readonly string[], { t }: ResultsText): string[] =>
  facts.map((fact) => {
    const key = FACT_KEYS.get(fact);
    return key ? t(`roads.facts.${key}`) : fact;
  });

const UNCONFIRMED: Readonly<Record<string, 'partAB' | 'medigapLimits' | 'income' | 'extraHelp'>> = {
  'Part A and Part B amounts': 'partAB',
  'Medigap K and L limits and the high deductible': 'medigapLimits',
  'income-related amounts': 'income',
  'Extra Help copays': 'extraHelp',
};
export const unconfirmedText = (items: readonly string[], { t }: ResultsText): string =>
  items
    .map((item) => {
      const key = UNCONFIRMED[item];
      return key ? t(`roads.unconfirmed.${key}`) : item;
    })
    .join('; ');

/** "$109,000 or less ($218,000 or less filing jointly)". */
export function incomeBandText(
  bands: readonly IncomeBand[],
  band: number,
  { t, format }: ResultsText,
): string {
  const here = bands[band];
  if (!here) return '';
  const next = bands[band + 1];
  if (band === 0 && next)
    return t('roads.income.first', {
      single: format.money(next.singleAbove),
      joint: format.money(next.jointAbove),
    });
  if (!next)
    return t('roads.income.last', {
      single: format.money(here.singleAbove + 1),
      joint: format.money(here.jointAbove + 1),
    });
  return t('roads.income.between', {
    singleFrom: format.money(here.singleAbove + 1),
    singleTo: format.money(next.singleAbove),
    jointFrom: format.money(here.jointAbove + 1),
    jointTo: format.money(next.jointAbove),
  });
}

/** From the plan year's bands: the server's label is English. */
export const incomeLabel = (comparison: RoadsComparison, tx: ResultsText): string =>
  incomeBandText(incomeBands(comparison.planYear).bands, comparison.income.band, tx) ||
  comparison.income.label;
