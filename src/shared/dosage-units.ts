/**
 * What a medication's quantity counts, from its dosage (tablets, pens, vials, inhalers…), with presets,
 * and the price units one holds (docs/drug-catalogue.md): insulin per mL, so a 3 mL pen is 3; a tablet 1.
 */

export type QuantityUnit = {
  /** "tablet", "pen", … as in "1 pen". */
  singular: string;
  plural: string;
  /** Quantities offered as one-tap choices for this form. */
  presets: readonly number[];
};

const UNITS = {
  tablet: { singular: 'tablet', plural: 'tablets', presets: [30, 60, 90, 120] },
  capsule: { singular: 'capsule', plural: 'capsules', presets: [30, 60, 90, 120] },
  pen: { singular: 'pen', plural: 'pens', presets: [1, 2, 3, 4, 5] },
  syringe: { singular: 'syringe', plural: 'syringes', presets: [1, 2, 4] },
  vial: { singular: 'vial', plural: 'vials', presets: [1, 2, 3] },
  inhaler: { singular: 'inhaler', plural: 'inhalers', presets: [1, 2, 3] },
  patch: { singular: 'patch', plural: 'patches', presets: [4, 10, 30] },
  bottle: { singular: 'bottle', plural: 'bottles', presets: [1, 2, 3] },
  gram: { singular: 'gram', plural: 'grams', presets: [15, 30, 60] },
  mL: { singular: 'mL', plural: 'mL', presets: [5, 10, 150, 300] },
  pack: { singular: 'pack', plural: 'packs', presets: [1, 2] },
  unit: { singular: 'unit', plural: 'units', presets: [30, 60, 90, 120] },
} as const satisfies Record<string, QuantityUnit>;

export type DosageForm = keyof typeof UNITS;

/** The dispensing form a dosage text names; "unit" when it names none we know. */
export function dosageForm(dosage: string): DosageForm {
  const d = dosage.toLowerCase();
  if (/\bpen\b|kwikpen|flexpen|flextouch|solostar|autoinjector|sureclick|dose pen/.test(d)) return 'pen';
  if (/syringe/.test(d)) return 'syringe';
  if (/\bvials?\b/.test(d)) return 'vial';
  if (/inhaler|inhalation|respimat|ellipta|diskus|handihaler/.test(d)) return 'inhaler';
  if (/patch/.test(d)) return 'patch';
  if (/eye drops|ophthalmic|nasal|spray|drops/.test(d)) return 'bottle';
  if (/cream|gel|ointment/.test(d)) return 'gram';
  if (/oral solution|suspension|liquid|syrup|nebuli[sz]er/.test(d)) return 'mL';
  if (/\bpack\b|\bkit\b|vaccine|dose\b/.test(d)) return 'pack';
  if (/capsule/.test(d)) return 'capsule';
  if (/tablet/.test(d)) return 'tablet';
  return 'unit';
}

export function quantityUnit(dosage: string): QuantityUnit {
  return UNITS[dosageForm(dosage)];
}

/** "30 tablets", "1 pen". */
export function quantityText(quantity: number | string, dosage: string): string {
  const unit = quantityUnit(dosage);
  return `${quantity} ${Number(quantity) === 1 ? unit.singular : unit.plural}`;
}

/** The mL a package holds when the dosage says ("100 units/mL 3 mL pen" → 3, "eye drops (5 mL)" → 5). */
export function packageMilliliters(dosage: string): number | null {
  const all = [...dosage.matchAll(/(\d+(?:\.\d+)?)\s*mL\b(?!\s*\/)/gi)];
  const last = all.at(-1);
  return last ? Number(last[1]) : null;
}

/** Price units in one counted item: the mL of an insulin pen, vial, cartridge, drops or solution; else 1. */
export function priceUnitsPerItem(dosage: string, medicationType: string | null): number {
  const form = dosageForm(dosage);
  const perMl = medicationType === 'Insulin' ? ['pen', 'vial', 'syringe'].includes(form) : form === 'bottle';
  if (!perMl) return 1;
  return packageMilliliters(dosage) ?? 1;
}
