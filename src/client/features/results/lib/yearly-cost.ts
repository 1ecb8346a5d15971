/**
 * A plan's yearly cost as the pages say it (ADR 0012): premiums + drugs + medical care, minus what
 * Medicare gives back of the Part B premium; never a negative amount: when the giveback is more,
 * the cost reads $0 and a line says how far ahead the person comes out.
 */
import { formatMoney } from '../../../../shared/format';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';

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
