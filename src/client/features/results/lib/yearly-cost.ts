/** A plan's yearly cost as the pages say it (ADR 0012), from the engine's figures; never negative: a bigger giveback reads $0 and "ahead". */
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { monthYear, type ResultsText } from './results-text';

type Figures = Pick<RecommendationPlan, 'yearlyCost' | 'comesOutAhead'>;
type Costed = Figures & Pick<RecommendationPlan, 'costBreakdown'>;

export const yearlyCostText = (plan: Figures, { format }: ResultsText) => format.money(plan.yearlyCost);

/** "$957", or "$0 (you come out $1,035 ahead)". */
export function yearlyCostSummaryText(plan: Figures, tx: ResultsText): string {
  if (plan.comesOutAhead <= 0) return yearlyCostText(plan, tx);
  return tx.t('yearlyCost.amountAhead', {
    cost: yearlyCostText(plan, tx),
    ahead: tx.format.money(plan.comesOutAhead),
  });
}

export function costPartsText(plan: Costed, { t, format }: ResultsText): string {
  const { premiums, drugs, medical } = plan.costBreakdown;
  return t('yearlyCost.parts', {
    premiums: format.money(premiums),
    drugs: format.money(drugs),
    medical: format.money(medical),
  });
}

/** Null when the plan gives none back; a part year's giveback is those months' only. */
export function givebackText(
  plan: Costed,
  { t, format }: ResultsText,
  period: string | null = null,
): string | null {
  const giveback = plan.costBreakdown.partBGiveback;
  if (giveback <= 0) return null;
  const values = { giveback: format.money(giveback), ...(period === null ? {} : { period }) };
  const forMonths = period === null ? '' : 'For';
  return plan.comesOutAhead > 0
    ? t(`yearlyCost.givebackAhead${forMonths}`, { ...values, ahead: format.money(plan.comesOutAhead) })
    : t(`yearlyCost.givebackTaken${forMonths}`, values);
}

type Premium = Pick<RecommendationPlan, 'monthlyPremium' | 'extraHelpPremium'>;

/** "Premium with Extra Help: $10.60 a month ($29.00 without it)"; null when Extra Help does not apply. */
export function extraHelpPremiumText(plan: Premium, { t, format }: ResultsText): string | null {
  const premium = plan.extraHelpPremium;
  if (!premium) return null;
  if (premium.status === 'not-on-file') return t('yearlyCost.extraHelpNotOnFile');
  const sample = premium.sample ? t('yearlyCost.sampleSuffix') : '';
  if (premium.monthly >= plan.monthlyPremium) return t('yearlyCost.extraHelpNotLower', { sample });
  return t('yearlyCost.extraHelpPremium', {
    amount: format.cents(premium.monthly),
    without: format.cents(plan.monthlyPremium),
    sample,
  });
}

export const premiumPaid = (plan: Premium): number =>
  plan.extraHelpPremium?.status === 'applied' ? plan.extraHelpPremium.monthly : plan.monthlyPremium;

export const loweredByExtraHelp = (plan: Premium): boolean =>
  plan.extraHelpPremium?.status === 'applied' && plan.extraHelpPremium.monthly < plan.monthlyPremium;

export const premiumPaidText = (plan: Premium, { t, format }: ResultsText): string => {
  const premium = format.monthlyPremium(premiumPaid(plan));
  return loweredByExtraHelp(plan) ? t('yearlyCost.premiumWithExtraHelp', { premium }) : premium;
};

/** The months a result's costs count: a start after January prices only those months, never "yearly". */
/** "December 2026" or "July 2026 to December 2026"; null for the whole year (a January start). */
export function costPeriod(tx: ResultsText, startMonth: number, planYear: number): string | null {
  if (startMonth <= 1) return null;
  const end = monthYear(tx, 12, planYear);
  if (startMonth >= 12) return end;
  return tx.t('yearlyCost.months', { start: monthYear(tx, startMonth, planYear), end });
}

export function costLabel(
  tx: ResultsText,
  startMonth: number,
  planYear: number,
  whose: 'plan' | 'yours' = 'plan',
): string {
  const period = costPeriod(tx, startMonth, planYear);
  if (period === null) return tx.t(whose === 'yours' ? 'yearlyCost.yourLabel' : 'yearlyCost.label');
  return tx.t(whose === 'yours' ? 'yearlyCost.yourLabelFor' : 'yearlyCost.labelFor', { period });
}
