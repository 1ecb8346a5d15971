/**
 * A plan's yearly cost as the pages say it (ADR 0012): the server's `yearlyCost` and
 * `comesOutAhead`, worked out once by the engine (engine/yearly-cost.ts) from premiums + drugs +
 * medical care − what Medicare gives back of the Part B premium; never a negative amount: when the
 * giveback is more, the cost reads $0 and a line says how far ahead the person comes out.
 */
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import type { ResultsText } from './results-text';

type Figures = Pick<RecommendationPlan, 'yearlyCost' | 'comesOutAhead'>;
type Costed = Figures & Pick<RecommendationPlan, 'costBreakdown'>;

/** "$957", or "$0" when the giveback covers everything. */
export const yearlyCostText = (plan: Figures, { format }: ResultsText) => format.money(plan.yearlyCost);

/** The cost in one phrase, for a table cell or a sentence: "$957", or "$0 (you come out $1,035 ahead)". */
export function yearlyCostSummaryText(plan: Figures, tx: ResultsText): string {
  if (plan.comesOutAhead <= 0) return yearlyCostText(plan, tx);
  return tx.t('yearlyCost.amountAhead', {
    cost: yearlyCostText(plan, tx),
    ahead: tx.format.money(plan.comesOutAhead),
  });
}

/** "Premiums $348 + drugs $564 + medical care $165" (before the giveback). */
export function costPartsText(plan: Costed, { t, format }: ResultsText): string {
  const { premiums, drugs, medical } = plan.costBreakdown;
  return t('yearlyCost.parts', {
    premiums: format.money(premiums),
    drugs: format.money(drugs),
    medical: format.money(medical),
  });
}

/**
 * The giveback in words, or null when the plan gives none back. `period` names the months of a
 * part year (cost-period.ts), whose giveback is those months' only; null for the whole year.
 */
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

/**
 * What Extra Help does to the premium (issue 17), for people who get it: "Premium with Extra
 * Help: $10.60 a month ($29.00 without it)"; null when Extra Help does not come into it.
 */
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

/** The monthly premium the person pays: lowered by Extra Help when Medicare's figure says so. */
export const premiumPaid = (plan: Premium): number =>
  plan.extraHelpPremium?.status === 'applied' ? plan.extraHelpPremium.monthly : plan.monthlyPremium;

/** Extra Help lowers this plan's premium for the person. */
export const loweredByExtraHelp = (plan: Premium): boolean =>
  plan.extraHelpPremium?.status === 'applied' && plan.extraHelpPremium.monthly < plan.monthlyPremium;

/** "$29/month", or "$11/month with Extra Help" where Extra Help lowers it. */
export const premiumPaidText = (plan: Premium, { t, format }: ResultsText): string => {
  const premium = format.monthlyPremium(premiumPaid(plan));
  return loweredByExtraHelp(plan) ? t('yearlyCost.premiumWithExtraHelp', { premium }) : premium;
};
