/**
 * How a plan's drug cost was worked out (issue 17), in the words the results and plan pages use:
 * where it is priced (the person's own pharmacy, a pharmacy kind, or ClearPlan's estimate when the
 * plan's prices are not on file), sample files, Extra Help, the months counted, the cost at each
 * pharmacy kind and the Medicare Prescription Payment Plan's monthly bills.
 */
import { CURRENT_PLAN_YEAR, PLAN_YEARS } from '../../../../engine/plan-year';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { formatCents, formatMoney } from '../../../../shared/format';
import {
  coverageStartLabel,
  PHARMACY_CHOICES,
  type PharmacyChoice,
} from '../../../../shared/profile-answers';
import {
  type DrugCostDetail,
  type DrugPricing,
  SAMPLE_DATA_PREFIX,
} from '../../../../shared/recommendation-contracts';

const PRICED_AT: Record<PharmacyChoice, string> = {
  preferred: 'Drug costs at a preferred pharmacy',
  standard: 'Drug costs at a standard pharmacy',
  mail: 'Drug costs by mail order',
};

const NONE_OF_THE_KIND: Record<PharmacyChoice, string> = {
  preferred: 'This plan has no preferred pharmacies',
  standard: 'This plan has no standard pharmacies',
  mail: 'This plan has no mail-order pharmacy',
};

export const ESTIMATE_NOTE = `Drug costs are ${PRODUCT_NAME}'s estimate (this plan's prices are not on file)`;
export const SAMPLE_PRICES_NOTE = `${SAMPLE_DATA_PREFIX}: drug prices from sample files, not Medicare's`;
export const EXTRA_HELP_NOTE = 'With Extra Help: your drugs are priced at Extra Help copays';
export const NOT_SURE_NOTE = 'Priced without Extra Help, as you were not sure you get it.';

/**
 * The pharmacy the person picked, as this plan sees it: in its network (and of which kind), or
 * not, where the plan pays for nothing and every fill is at full price. Null when they picked a
 * kind, or the plan's prices (and so its network) are not on file.
 */
export function ownPharmacyNote(pricing: DrugPricing): { text: string; outOfNetwork: boolean } | null {
  const own = pricing.specificPharmacy;
  if (!own || pricing.source === 'estimate') return null;
  if (!own.inNetwork) {
    return {
      text: `${own.name} is not in this plan's network: your drugs would cost full price there`,
      outOfNetwork: true,
    };
  }
  const kind = own.preferred ? 'a preferred' : 'a standard';
  return { text: `Drug costs at ${own.name} (${kind} pharmacy for this plan)`, outOfNetwork: false };
}

/**
 * "Drug costs at a standard pharmacy", or at the person's own pharmacy; the estimate, or a
 * pharmacy kind the plan does not have, says so.
 */
export function pricedWhereText(pricing: DrugPricing): string {
  if (pricing.source === 'estimate') return ESTIMATE_NOTE;
  const own = ownPharmacyNote(pricing);
  if (own) return own.text;
  if (!pricing.pharmacyAvailable && pricing.pharmacy !== 'standard') {
    return `${NONE_OF_THE_KIND[pricing.pharmacy]}; priced at a standard pharmacy`;
  }
  return PRICED_AT[pricing.pharmacy];
}

/** Prices from ClearPlan's sample Part D files are said to be so (the estimate uses no files). */
export const pricesFromSample = (pricing: DrugPricing) => pricing.source === 'medicare' && pricing.sample;

/**
 * The months the costs count, when not the whole year: "Costs from July 2026 to December 2026",
 * or "Costs for December 2026 only"; null from January.
 */
export function costPeriodText(startMonth: number, planYear: number): string | null {
  if (startMonth <= 1) return null;
  const end = coverageStartLabel(12, planYear);
  if (startMonth >= 12) return `Costs for ${end} only`;
  return `Costs from ${coverageStartLabel(startMonth, planYear)} to ${end}`;
}

export const PHARMACY_ROW_LABELS: Record<PharmacyChoice, string> = {
  preferred: 'Preferred pharmacy',
  standard: 'Standard pharmacy',
  mail: 'Mail order',
};

export const NOT_OFFERED = 'Not offered by this plan';
const OUT_OF_NETWORK = "Not in this plan's network";

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
export function pharmacyRows(pricing: DrugPricing): PharmacyRow[] {
  const own = pricing.specificPharmacy;
  const kinds = PHARMACY_CHOICES.map((kind): PharmacyRow => {
    const cost = pricing.byPharmacy[kind];
    const chosen = !own && kind === pricing.pharmacy ? ' (your choice)' : '';
    return {
      kind,
      label: `${PHARMACY_ROW_LABELS[kind]}${chosen}`,
      cost: cost === null ? NOT_OFFERED : formatMoney(cost),
      warning: false,
    };
  });
  if (!own) return kinds;
  const cost = pricing.byPharmacy.specific;
  const amount = cost === null || cost === undefined ? null : formatMoney(cost);
  let ownCost = amount ?? 'Not known';
  if (!own.inNetwork) ownCost = amount ? `${OUT_OF_NETWORK}: ${amount} at full price` : OUT_OF_NETWORK;
  return [
    { kind: 'own', label: `${own.name} (your choice)`, cost: ownCost, warning: !own.inNetwork },
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
export function paymentPlanTable(pricing: DrugPricing, planYear: number): PaymentPlanTable | null {
  const months = pricing.paymentPlan;
  const atPharmacy = cents(months.reduce((sum, m) => sum + m.atPharmacy, 0));
  const bill = cents(months.reduce((sum, m) => sum + m.bill, 0));
  if (months.length === 0 || Math.max(atPharmacy, bill) <= 0) return null;
  return {
    rows: months.map((m) => ({
      key: String(m.month),
      month: coverageStartLabel(m.month, planYear),
      atPharmacy: formatCents(m.atPharmacy),
      bill: formatCents(m.bill),
    })),
    total: { atPharmacy: formatCents(atPharmacy), bill: formatCents(bill) },
  };
}

/** The yearly out-of-pocket limit of the plan year ($2,100 in 2026). */
export function drugCostLimit(planYear: number): number {
  return (PLAN_YEARS[planYear] ?? CURRENT_PLAN_YEAR).drugOutOfPocketCap;
}

/**
 * What a drug line says besides its cost: its days supply, the uses it is covered for, an excluded
 * drug, and a covered generic with what it could save.
 */
export function drugLineNotes(
  drug: DrugCostDetail,
  planYear: number,
): { supply: string | null; rules: string[] } {
  const rules: string[] = [];
  if (drug.indications && drug.indications.length > 0)
    rules.push(`Covered only for: ${drug.indications.join(', ')}`);
  if (drug.excludedDrug) {
    rules.push(
      `An extra this plan covers; does not count toward the ${formatMoney(drugCostLimit(planYear))} yearly limit`,
    );
  }
  if (drug.alternative) {
    rules.push(
      `The generic, ${drug.alternative.name}, is covered: it could save about ${formatMoney(drug.alternative.annualSavings)} a year. Ask your doctor or pharmacist.`,
    );
  }
  return { supply: drug.daysSupply ? `${drug.daysSupply}-day supply` : null, rules };
}
