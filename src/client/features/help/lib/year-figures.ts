/**
 * The plan years' own figures in "How we rank plans" (docs/how-we-rank.md; issue 36): the document
 * names them by placeholder ({drugCap}, {partBPremium}, {partBDeductible}) and the Help page fills
 * each with every priced plan year's figure from engine/plan-year.ts, so a new year is one entry
 * there and the page never quotes one year's cap for another's plans. A figure carried from the
 * year before says so beside the number ("2026 figure; 2027 not yet published").
 */
import type { TFunction } from 'i18next';
import {
  KNOWN_PLAN_YEARS,
  type NamedFigure,
  namedFigure,
  planYearParameters,
} from '../../../../engine/plan-year';
import type { Formatters } from '../../../../shared/i18n/formatters';

type Placeholder = {
  figure: NamedFigure;
  amount: (year: number, f: Formatters) => string;
  monthly?: boolean;
};

const PLACEHOLDERS: Readonly<Record<string, Placeholder>> = {
  drugCap: {
    figure: 'drugOutOfPocketCap',
    amount: (y, f) => f.money(planYearParameters(y).drugOutOfPocketCap),
  },
  partBPremium: {
    figure: 'partBMonthlyPremium',
    amount: (y, f) => f.cents(planYearParameters(y).medicare.partBMonthlyPremium),
    monthly: true,
  },
  partBDeductible: {
    figure: 'partBDeductible',
    amount: (y, f) => f.money(planYearParameters(y).medicare.partBDeductible),
  },
};

/** "$2,100 in 2026; $2,400 in 2027", or with a carried figure "$283 in 2027 (2026 figure; …)". */
export function yearFigure(name: string, t: TFunction<'help'>, f: Formatters): string | null {
  const placeholder = PLACEHOLDERS[name];
  if (!placeholder) return null;
  return KNOWN_PLAN_YEARS.map((year, i) => {
    const amount = placeholder.amount(year, f);
    const { carried, from } = namedFigure(year, placeholder.figure);
    if (carried) return t('figures.carried', { amount, year, from });
    return t(i === 0 && placeholder.monthly ? 'figures.monthInYear' : 'figures.inYear', { amount, year });
  }).join(t('figures.join'));
}

/** The text with each {placeholder} filled; an unknown one is left as written. */
export function fillYearFigures(text: string, t: TFunction<'help'>, f: Formatters): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => yearFigure(name, t, f) ?? whole);
}
