/** How a plan's drug cost was worked out, in words: where priced, sample files, Extra Help, months, per-kind costs, payment plan. */
import { CURRENT_PLAN_YEAR, PLAN_YEARS } from '../../../../engine/plan-year';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { quantityAboveUsualNote } from '../../../../shared/i18n/quantity-note';
import type { PharmacyCost } from '../../../../shared/pharmacy-cost-contracts';
import { PHARMACY_CHOICES, type PharmacyChoice } from '../../../../shared/profile-answers';
import type { DrugCostDetail, DrugPricing } from '../../../../shared/recommendation-contracts';
import { monthYear, type ResultsText } from './results-text';

export const samplePricesNote = ({ t }: ResultsText) => t('drugPricing.samplePrices');
export const extraHelpNote = ({ t }: ResultsText) => t('drugPricing.extraHelp');
export const notSureNote = ({ t }: ResultsText) => t('drugPricing.notSure');

/** The picked pharmacy as this plan sees it (out of network = full price); null for a kind or prices not on file. */
export function ownPharmacyNote(
  pricing: DrugPricing,
  { t }: ResultsText,
): { text: string; outOfNetwork: boolean } | null {
  const own = pricing.specificPharmacy;
  if (!own || pricing.source === 'estimate') return null;
  if (!own.inNetwork) {
    return { text: t('drugPricing.ownOutOfNetwork', { name: own.name }), outOfNetwork: true };
  }
  return {
    text: own.preferred
      ? t('drugPricing.ownPreferred', { name: own.name })
      : t('drugPricing.ownStandard', { name: own.name }),
    outOfNetwork: false,
  };
}

export function pricedWhereText(pricing: DrugPricing, tx: ResultsText): string {
  if (pricing.source === 'estimate') return tx.t('drugPricing.estimate', { product: PRODUCT_NAME });
  const own = ownPharmacyNote(pricing, tx);
  if (own) return own.text;
  if (!pricing.pharmacyAvailable && pricing.pharmacy !== 'standard') {
    return tx.t(`drugPricing.noneOfTheKind.${pricing.pharmacy}`);
  }
  return tx.t(`drugPricing.pricedAt.${pricing.pharmacy}`);
}

/** Own pharmacy's kind when in network (none when not), else the chosen kind, or standard when the plan lacks it. */
export function pricedPharmacyKind(pricing: DrugPricing): PharmacyChoice | null {
  const own = pricing.specificPharmacy;
  if (own) return own.inNetwork ? (own.preferred ? 'preferred' : 'standard') : null;
  return pricing.pharmacyAvailable ? pricing.pharmacy : 'standard';
}

export const pricesFromSample = (pricing: DrugPricing) => pricing.source === 'medicare' && pricing.sample;

/** "Costs from July 2026 to December 2026" / "Costs for December 2026 only"; null from January. */
export function costPeriodText(startMonth: number, planYear: number, tx: ResultsText): string | null {
  if (startMonth <= 1) return null;
  const end = monthYear(tx, 12, planYear);
  if (startMonth >= 12) return tx.t('drugPricing.periodLastMonth', { end });
  return tx.t('drugPricing.period', { start: monthYear(tx, startMonth, planYear), end });
}

export type PharmacyRow = {
  kind: PharmacyChoice | 'own';
  label: string;
  cost: string;
  /** Own pharmacy out of network (full price): shown as a warning. */
  warning: boolean;
};

/** One row per pharmacy kind; the person's own pharmacy, when picked, comes first and is the one marked. */
export function pharmacyRows(pricing: DrugPricing, { t, format }: ResultsText): PharmacyRow[] {
  const own = pricing.specificPharmacy;
  const kinds = PHARMACY_CHOICES.map((kind): PharmacyRow => {
    const cost = pricing.byPharmacy[kind];
    const label = t(`drugPricing.rowLabel.${kind}`);
    return {
      kind,
      label: !own && kind === pricing.pharmacy ? t('drugPricing.yourChoice', { label }) : label,
      cost: cost === null ? t('drugPricing.notOffered') : format.money(cost),
      warning: false,
    };
  });
  if (!own) return kinds;
  const cost = pricing.byPharmacy.specific;
  const amount = cost === null || cost === undefined ? null : format.money(cost);
  let ownCost = amount ?? t('drugPricing.notKnown');
  if (!own.inNetwork)
    ownCost = amount ? t('drugPricing.outOfNetworkFullPrice', { amount }) : t('drugPricing.outOfNetwork');
  return [
    {
      kind: 'own',
      label: t('drugPricing.yourChoice', { label: own.name }),
      cost: ownCost,
      warning: !own.inNetwork,
    },
    ...kinds,
  ];
}

export type PaymentPlanTable = {
  rows: { key: string; month: string; atPharmacy: string; bill: string }[];
  total: { atPharmacy: string; bill: string };
};

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The Prescription Payment Plan month by month; null with no months or $0 all year. */
export function paymentPlanTable(
  pricing: DrugPricing,
  planYear: number,
  tx: ResultsText,
): PaymentPlanTable | null {
  const { format } = tx;
  const months = pricing.paymentPlan;
  const atPharmacy = cents(months.reduce((sum, m) => sum + m.atPharmacy, 0));
  const bill = cents(months.reduce((sum, m) => sum + m.bill, 0));
  if (months.length === 0 || Math.max(atPharmacy, bill) <= 0) return null;
  return {
    rows: months.map((m) => ({
      key: String(m.month),
      month: monthYear(tx, m.month, planYear),
      atPharmacy: format.cents(m.atPharmacy),
      bill: format.cents(m.bill),
    })),
    total: { atPharmacy: format.cents(atPharmacy), bill: format.cents(bill) },
  };
}

/** A drug line's notes: days supply, $0 vaccine, covered uses, excluded, a cheaper generic, quantity above usual. */
export function drugLineNotes(
  drug: DrugCostDetail,
  planYear: number,
  { t, format }: ResultsText,
): { supply: string | null; rules: string[] } {
  const rules: string[] = [];
  if (drug.vaccine) rules.push(t('drugPricing.vaccine'));
  if (drug.indications && drug.indications.length > 0)
    rules.push(t('drugPricing.coveredOnlyFor', { uses: drug.indications.join(', ') }));
  if (drug.excludedDrug) {
    rules.push(
      t('drugPricing.excludedDrug', {
        limit: format.money((PLAN_YEARS[planYear] ?? CURRENT_PLAN_YEAR).drugOutOfPocketCap),
      }),
    );
  }
  if (drug.alternative) {
    rules.push(
      t('drugPricing.generic', {
        name: drug.alternative.name,
        savings: format.money(drug.alternative.annualSavings),
      }),
    );
  }
  // A quantity kept above the usual (shared/quantity-limits.ts) is never counted silently.
  if (drug.quantityAboveUsual) rules.push(quantityAboveUsualNote(t, drug.quantityAboveUsual));
  return { supply: drug.daysSupply ? t('drugPricing.supply', { days: drug.daysSupply }) : null, rules };
}

/** The plan page's "A pharmacy near you": the person who chose a kind can price their drugs at one pharmacy near their ZIP. */
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
