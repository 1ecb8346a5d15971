/**
 * The plan page's "A pharmacy near you" (issue 17), in words: when the person chose a kind of
 * pharmacy (or mail order), they can look up one pharmacy near their ZIP and see what their drugs
 * would cost there on this plan, beside the kinds. Their own choice stays the one marked.
 */
import { formatMoney } from '../../../../shared/format';
import type { PharmacyCost } from '../../../../shared/pharmacy-cost-contracts';
import type { DrugPricing } from '../../../../shared/recommendation-contracts';

export const NEAR_YOU_LABEL = 'A pharmacy near you';
export const NEAR_YOU_OUT_OF_NETWORK = "Not in this plan's network: full price";

/**
 * Offered where the plan's prices come from Medicare's files (the estimate is the same at every
 * pharmacy) and the person has not picked a pharmacy already (it is then the table's first row).
 */
export function offersPharmacyNearYou(pricing: DrugPricing): boolean {
  return pricing.source === 'medicare' && !pricing.specificPharmacy;
}

/** "A preferred pharmacy in this plan's network", or that the plan does not have it. */
export function networkText(pharmacy: PharmacyCost['pharmacy']): string {
  if (!pharmacy.inNetwork) return NEAR_YOU_OUT_OF_NETWORK;
  return `A ${pharmacy.preferred ? 'preferred' : 'standard'} pharmacy in this plan's network`;
}

/** What the page says, and screen readers hear, once the cost there is known. */
export function nearYouSummary(cost: PharmacyCost): string {
  const { name, inNetwork, preferred } = cost.pharmacy;
  const amount = formatMoney(cost.annualDrugCost);
  if (!inNetwork) {
    return `${name} is not in this plan's network, so the plan would not pay for your drugs there: they would cost ${amount} for the year at full price.`;
  }
  const kind = preferred ? 'a preferred' : 'a standard';
  return `${name} is ${kind} pharmacy in this plan's network: your drugs would cost ${amount} for the year there.`;
}

export const workingOutText = (name: string) => `Working out your drug cost at ${name}…`;
