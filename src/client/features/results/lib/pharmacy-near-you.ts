/** The plan page's "A pharmacy near you": the person who chose a kind can price their drugs at one pharmacy near their ZIP. */
import type { PharmacyCost } from '../../../../shared/pharmacy-cost-contracts';
import type { DrugPricing } from '../../../../shared/recommendation-contracts';
import type { ResultsText } from './results-text';

/** Only with prices from Medicare's files (the estimate is the same everywhere) and no pharmacy picked already. */
export function offersPharmacyNearYou(pricing: DrugPricing): boolean {
  return pricing.source === 'medicare' && !pricing.specificPharmacy;
}

export function networkText(pharmacy: PharmacyCost['pharmacy'], { t }: ResultsText): string {
  if (!pharmacy.inNetwork) return t('nearYou.outOfNetwork');
  return pharmacy.preferred ? t('nearYou.preferredInNetwork') : t('nearYou.standardInNetwork');
}

export function nearYouSummary(cost: PharmacyCost, { t, format }: ResultsText): string {
  const { name, inNetwork, preferred } = cost.pharmacy;
  const amount = format.money(cost.annualDrugCost);
  if (!inNetwork) return t('nearYou.summaryOutOfNetwork', { name, amount });
  return preferred
    ? t('nearYou.summaryPreferred', { name, amount })
    : t('nearYou.summaryStandard', { name, amount });
}

export const workingOutText = (name: string, { t }: ResultsText) => t('nearYou.workingOut', { name });
