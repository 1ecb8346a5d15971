/**
 * A plan's yearly cost as the pages say it (ADR 0012): premiums + drugs + medical care, minus what
 * Medicare gives back of the Part B premium; never a negative amount: when the giveback is more,
 * the cost reads $0 and a line says how far ahead the person comes out.
 */
import { formatCents, formatMoney, formatMonthlyPremium } from '../../../../shared/format';
import { type RecommendationPlan, SAMPLE_DATA_PREFIX } from '../../../../shared/recommendation-contracts';

type Costed = Pick<RecommendationPlan, 'estimatedAnnualCost' | 'costBreakdown'>;

/** "$957", or "$0" when the giveback covers everything. */
export const yearlyCostText = (plan: Costed) => formatMoney(Math.max(0, plan.estimatedAnnualCost));

/** "Premiums $348 + drugs $564 + medical care $165" (before the giveback). */
export function costPartsText(plan: Costed): string {
  const { premiums, drugs, medical } = plan.costBreakdown;
  return `Premiums ${formatMoney(premiums)} + drugs ${formatMoney(drugs)} + medical care ${formatMoney(medical)}`;
}

/** The giveback in words, or null when the plan gives none back. */
export function givebackText(plan: Costed): string | null {
  const giveback = plan.costBreakdown.partBGiveback;
  if (giveback <= 0) return null;
  const base = `Medicare gives you back ${formatMoney(giveback)} of your Part B premium over the year`;
  return plan.estimatedAnnualCost < 0
    ? `${base}, more than these costs: you come out ${formatMoney(-plan.estimatedAnnualCost)} ahead.`
    : `${base}, already taken off the cost above.`;
}

type Premium = Pick<RecommendationPlan, 'monthlyPremium' | 'extraHelpPremium'>;

export const EXTRA_HELP_PREMIUM_NOT_ON_FILE =
  "Extra Help may pay part of this premium, but Medicare's figure for this plan is not on file, so the full premium is counted.";

/**
 * What Extra Help does to the premium (issue 17), for people who get it: "Premium with Extra
 * Help: $10.60 a month ($29.00 without it)"; null when Extra Help does not come into it.
 */
export function extraHelpPremiumText(plan: Premium): string | null {
  const premium = plan.extraHelpPremium;
  if (!premium) return null;
  if (premium.status === 'not-on-file') return EXTRA_HELP_PREMIUM_NOT_ON_FILE;
  const sample = premium.sample ? ` (${SAMPLE_DATA_PREFIX.toLowerCase()})` : '';
  if (premium.monthly >= plan.monthlyPremium)
    return `Extra Help does not lower this plan's premium${sample}.`;
  return `Premium with Extra Help: ${formatCents(premium.monthly)} a month (${formatCents(plan.monthlyPremium)} without it)${sample}.`;
}

/** The monthly premium the person pays: lowered by Extra Help when Medicare's figure says so. */
export const premiumPaid = (plan: Premium): number =>
  plan.extraHelpPremium?.status === 'applied' ? plan.extraHelpPremium.monthly : plan.monthlyPremium;

/** Extra Help lowers this plan's premium for the person. */
export const loweredByExtraHelp = (plan: Premium): boolean =>
  plan.extraHelpPremium?.status === 'applied' && plan.extraHelpPremium.monthly < plan.monthlyPremium;

/** "$29/month", or "$11/month with Extra Help" where Extra Help lowers it. */
export const premiumPaidText = (plan: Premium): string =>
  `${formatMonthlyPremium(premiumPaid(plan))}${loweredByExtraHelp(plan) ? ' with Extra Help' : ''}`;
