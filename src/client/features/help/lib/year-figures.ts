/**
 * The one place the Help page reads plan-year figures (engine/plan-year.ts, income bands) for every priced year,
 * filling "How we rank plans" placeholders and the Extra Help section; carried figures say so.
 */
import type { TFunction } from 'i18next';
import {
  KNOWN_PLAN_YEARS,
  type NamedFigure,
  namedFigure,
  type PlanYearParameters,
  planYearParameters,
} from '../../../../engine/plan-year';
import type { Formatters } from '../../../../shared/i18n/formatters';
import { incomeBands } from '../../../../shared/income-adjustments';

type Figure = {
  /** None for an amount set by law for every year (the insulin cap). */
  figure?: NamedFigure;
  amount: (year: PlanYearParameters, f: Formatters) => string;
  monthly?: boolean;
};

/** In cents as the letter writes it ("$5.10"); none is "$0". */
const copay = (level: keyof PlanYearParameters['extraHelpCopays'], kind: 'generic' | 'brand'): Figure => ({
  figure: 'extraHelpCopays',
  amount: (y, f) => {
    const value = y.extraHelpCopays[level][kind];
    return value === 0 ? f.money(value) : f.cents(value);
  },
});

const FIGURES = {
  drugCap: { figure: 'drugOutOfPocketCap', amount: (y, f) => f.money(y.drugOutOfPocketCap) },
  insulinCap: { amount: (y, f) => f.money(y.insulinMonthlyCap) },
  partBPremium: {
    figure: 'partBMonthlyPremium',
    amount: (y, f) => f.cents(y.medicare.partBMonthlyPremium),
    monthly: true,
  },
  partBDeductible: { figure: 'partBDeductible', amount: (y, f) => f.money(y.medicare.partBDeductible) },
  extraHelpGeneric: copay('full', 'generic'),
  extraHelpBrand: copay('full', 'brand'),
  extraHelpDualGeneric: copay('fullDual', 'generic'),
  extraHelpDualBrand: copay('fullDual', 'brand'),
  extraHelpInstitutional: copay('institutional', 'brand'),
} as const satisfies Record<string, Figure>;
export type FigureName = keyof typeof FIGURES;
const isFigureName = (name: string): name is FigureName => Object.hasOwn(FIGURES, name);

export const HELP_PLAN_YEARS = KNOWN_PLAN_YEARS;

/** `from`: the year it really is, when carried. */
export function figureInYear(
  name: FigureName,
  year: number,
  f: Formatters,
): { amount: string; carried: boolean; from: number } {
  const entry: Figure = FIGURES[name];
  const amount = entry.amount(planYearParameters(year), f);
  return { amount, ...(entry.figure ? namedFigure(year, entry.figure) : { carried: false, from: year }) };
}

/** "$2,100 in 2026; $2,400 in 2027"; one never-carried amount the same every year is named once: "$35". */
export function yearFigure(name: string, t: TFunction<'help'>, f: Formatters): string | null {
  if (!isFigureName(name)) return null;
  const years = HELP_PLAN_YEARS.map((year) => ({ year, ...figureInYear(name, year, f) }));
  const first = years[0];
  if (first && years.every((y) => !y.carried && y.amount === first.amount)) return first.amount;
  const monthly = (FIGURES[name] as Figure).monthly;
  return years
    .map(({ year, amount, carried, from }, i) => {
      if (carried) return t('figures.carried', { amount, year, from });
      return t(i === 0 && monthly ? 'figures.monthInYear' : 'figures.inYear', { amount, year });
    })
    .join(t('figures.join'));
}

/** {incomeAdjustment}: each year's income-related amounts by income two years before; unentered bands say whose they carry. */
function incomeAdjustment(t: TFunction<'help'>, f: Formatters): string {
  return HELP_PLAN_YEARS.map((year) => {
    const { bands, incomeYear, unconfirmed } = incomeBands(year);
    const [first, last] = [bands[1], bands.at(-1)];
    let from = year;
    while (incomeBands(from).unconfirmed && from > (HELP_PLAN_YEARS[0] ?? from)) from -= 1;
    return t(unconfirmed ? 'figures.incomeCarried' : 'figures.income', {
      year,
      incomeYear,
      from,
      single: f.money(first?.singleAbove),
      joint: f.money(first?.jointAbove),
      partBLow: f.cents(first?.partB),
      partBHigh: f.cents(last?.partB),
      partDLow: f.cents(first?.partD),
      partDHigh: f.cents(last?.partD),
    });
  }).join(t('figures.join'));
}

/** An unknown placeholder is left as written. */
export function fillYearFigures(text: string, t: TFunction<'help'>, f: Formatters): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name === 'incomeAdjustment' ? incomeAdjustment(t, f) : (yearFigure(name, t, f) ?? whole),
  );
}
