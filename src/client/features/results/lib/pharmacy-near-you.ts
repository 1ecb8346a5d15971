/**
 * The plan page's "A pharmacy near you" (issue 17), in words: when the person chose a kind of
 * pharmacy (or mail order), they can look up one pharmacy near their ZIP and see what their drugs
 * would cost there on this plan, beside the kinds. Their own choice stays the one marked.
 */
import type { PharmacyCost } from '../../../../shared/pharmacy-cost-contracts';
import type { DrugPricing } from '../../../../shared/recommendation-contracts';
import type { ResultsText } from './results-text';

/**
 * Offered where the plan's prices come from Medicare's files (the estimate is the same at every
 * pharmacy) and the person has not picked a pharmacy already (it is then the table's first row).
 */
export function offersPharmacyNearYou(pricing: DrugPricing): boolean {
  return pricing.source === 'medicare' && !pricing.specificPharmacy;
}

/** "A preferred pharmacy in this plan's network", or that the plan does not have it. */
export function networkText(pharmacy: PharmacyCost['pharmacy'], { t }: ResultsText): string {
  if (!pharmacy.inNetwork) return t('nearYou.outOfNetwork');
  return pharmacy.preferred ? t('nearYou.preferredInNetwork') : t('nearYou.standardInNetwork');
}

/** What the page says, and screen readers hear, once the cost there is known. */
export function nearYouSummary(cost: PharmacyCost, { t, format }: ResultsText): string {
  const { name, inNetwork, preferred } = cost.pharmacy;
  const amount = format.money(cost.annualDrugCost);
  if (!inNetwork) return t('nearYou.summaryOutOfNetwork', { name, amount });
  return preferred
    ? t('nearYou.summaryPreferred', { name, amount })
    : t('nearYou.summaryStandard', { name, amount });
}

export const workingOutText = (name: string, { t }: ResultsText) => t('nearYou.workingOut', { name });
