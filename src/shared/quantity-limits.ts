/**
 * How much of a drug people usually take in a month, by dosage form (issue 36 item 8): a quantity
 * above it (100 insulin pens a month, 900 tablets) is most likely a typing slip. The finder asks
 * before adding it; the server accepts it (up to the hard maximum of finder-contracts.ts) and marks
 * the drug's line, so the results say so instead of letting the slip drive the ranking silently.
 * docs/drug-catalogue.md "Quantities above the usual".
 */
import type { Frequency } from './constants.ts';
import { type DosageForm, dosageForm } from './dosage-units.ts';

/** The most of each form people usually take in 30 days. */
export const USUAL_MONTHLY_MAX: Record<DosageForm, number> = {
  tablet: 240, // 8 a day
  capsule: 240,
  unit: 240,
  pen: 10,
  syringe: 60, // 2 a day
  vial: 10,
  inhaler: 4,
  patch: 60,
  bottle: 6,
  gram: 500,
  mL: 3000, // 100 mL a day of an oral solution
  pack: 4,
};

/** The months from one fill to the next at each frequency: the one home of the schedule (the engine's fills a year and fill months follow from it). */
export const MONTHS_PER_FILL: Record<Frequency, number> = {
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
  yearly: 12,
};

export type QuantityAboveUsual = {
  /** The quantity of one fill, as entered. */
  quantity: number;
  form: DosageForm;
  /** The most people usually take in one fill at this frequency. */
  usualMax: number;
};

/** The usual range's top for one fill of this dosage at this frequency. */
export function usualMaxPerFill(dosage: string, frequency: Frequency): number {
  return USUAL_MONTHLY_MAX[dosageForm(dosage)] * MONTHS_PER_FILL[frequency];
}

/** Set when a fill's quantity is above what people usually take; null when it is within. */
export function quantityAboveUsual(
  quantity: number,
  dosage: string,
  frequency: Frequency,
): QuantityAboveUsual | null {
  const usualMax = usualMaxPerFill(dosage, frequency);
  return quantity > usualMax ? { quantity, form: dosageForm(dosage), usualMax } : null;
}
