/**
 * How a plan's drug cost was worked out (issue 17), in the words the results and plan pages use:
 * where it is priced (the person's own pharmacy, a pharmacy kind, or ClearPlan's estimate when the
 * plan's prices are not on file), sample files, Extra Help, the months counted, the cost at each
 * pharmacy kind and the Medicare Prescription Payment Plan's monthly bills.
 */
import { CURRENT_PLAN_YEAR, PLAN_YEARS } from '../../../../engine/plan-year';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { quantityAboveUsualNote } from '../../../../shared/i18n/quantity-note';
import { PHARMACY_CHOICES, type PharmacyChoice } from '../../../../shared/profile-answers';
import type { DrugCostDetail, DrugPricing } from '../../../../shared/recommendation-contracts';
import { monthYear, type ResultsText } from './results-text';

export const estimateNote = ({ t }: ResultsText) => t('drugPricing.estimate', { product: PRODUCT_NAME });
export const samplePricesNote = ({ t }: ResultsText) => t('drugPricing.samplePrices');
export const extraHelpNote = ({ t }: ResultsText) => t('drugPricing.extraHelp');
export const notSureNote = ({ t }: ResultsText) => t('drugPricing.notSure');

/**
 * The pharmacy the person picked, as this plan sees it: in its network (and of which kind), or
 * not, where the plan pays for nothing and every fill is at full price. Null when they picked a
 * kind, or the plan's prices (and so its network) are not on file.
 */
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

/**
 * "Drug costs at a standard pharmacy", or at the person's own pharmacy; the estimate, or a
 * pharmacy kind the plan does not have, says so.
 */
export function pricedWhereText(pricing: DrugPricing, tx: ResultsText): string {
  if (pricing.source === 'estimate') return estimateNote(tx);
  const own = ownPharmacyNote(pricing, tx);
  if (own) return own.text;
  if (!pricing.pharmacyAvailable && pricing.pharmacy !== 'standard') {
    return tx.t(`drugPricing.noneOfTheKind.${pricing.pharmacy}`);
  }
  return tx.t(`drugPricing.pricedAt.${pricing.pharmacy}`);
}

/**
 * The pharmacy kind the drugs were priced at: the kind of the person's own pharmacy when it is in
 * the plan's network (none when it is not), else their choice, or a standard pharmacy when the
 * plan has none of the kind they chose.
 */
export function pricedPharmacyKind(pricing: DrugPricing): PharmacyChoice | null {
  const own = pricing.specificPharmacy;
  if (own) return own.inNetwork ? (own.preferred ? 'preferred' : 'standard') : null;
  return pricing.pharmacyAvailable ? pricing.pharmacy : 'standard';
}

/** Prices from ClearPlan's sample Part D files are said to be so (the estimate uses no files). */
export const pricesFromSample = (pricing: DrugPricing) => pricing.source === 'medicare' && pricing.sample;

/**
 * The months the costs count, when not the whole year: "Costs from July 2026 to December 2026",
 * or "Costs for December 2026 only"; null from January.
 */
export function costPeriodText(startMonth: number, planYear: number, tx: ResultsText): string | null {
  if (startMonth <= 1) return null;
  const end = monthYear(tx, 12, planYear);
  if (startMonth >= 12) return tx.t('drugPricing.periodLastMonth', { end });
  return tx.t('drugPricing.period', { start: monthYear(tx, startMonth, planYear), end });
}

export type PharmacyRow = {
  /** A pharmacy kind, or the person's own pharmacy. */
  kind: PharmacyChoice | 'own';
  label: string;
  cost: string;
  /** The person's own pharmacy is not in the plan's network (full price): shown as a warning. */
  warning: boolean;
};

/**
 * One row per pharmacy kind with the year's drug cost there, the person's choice marked; when
 * they picked their own pharmacy, it comes first and is the one marked (its kind's row is not).
 */
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

/**
 * The Medicare Prescription Payment Plan month by month, with totals; null when there is nothing
 * to spread (no months, or $0 at the pharmacy all year).
 */
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

/** The yearly out-of-pocket limit of the plan year ($2,100 in 2026). */
export function drugCostLimit(planYear: number): number {
  return (PLAN_YEARS[planYear] ?? CURRENT_PLAN_YEAR).drugOutOfPocketCap;
}

/**
 * What a drug line says besides its cost: its days supply, why a vaccine is $0, the uses it is
 * covered for, an excluded drug, a covered generic with what it could save, and a quantity kept
 * above the usual.
 */
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
    rules.push(t('drugPricing.excludedDrug', { limit: format.money(drugCostLimit(planYear)) }));
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
