/**
 * How much of a drug people usually take a month, by form: more (100 insulin pens) is likely a typing
 * slip; the finder asks, the server accepts it and marks the line (docs/drug-catalogue.md).
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

/** Months between fills at each frequency: the one home of the schedule. */
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
