/**
 * ClearPlan's sample RxTerms file (docs/sample-data.md): NLM's pipe-delimited format, one row per
 * catalogue drug (data/medications.json name + dosage) and one per generic concept a brand needs
 * when the catalogue has no generic entry for it. NLM's file cannot be downloaded here, so every
 * RXCUI, name, form and code below is made by this generator and none is NLM's: RXCUIs are
 * 900,000,000 + a hash of a stable key (NLM's are below ~3,000,000), NDCs use labeler codes
 * 90000–99999 and are not FDA-assigned. scripts/build-rxterms-sample.ts writes the committed files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RXTERMS_COLUMNS, type RxTermsTty } from '../../services/import/rxterms.ts';
import { fnv1a } from './plan-catalogue.ts';
import { DATA_DIR, type MedicationRow } from './reference-data.ts';

export const RXTERMS_SAMPLE_FILE = path.join(DATA_DIR, 'sample', 'RxTerms202611.txt');
export const RXTERMS_SOURCES_FILE = path.join(DATA_DIR, 'sample', 'RxTerms202611-sources.csv');

/** Synthetic RXCUIs: RXCUI_BASE + (hash of the key mod RXCUI_SPAN), next free number on a clash. */
export const RXCUI_BASE = 900_000_000;
const RXCUI_SPAN = 100_000_000;
const NOT_FROM_NLM = "RXCUI, names and form by ClearPlan's sample generator, not from NLM";

export type RxTermsSampleRow = Record<(typeof RXTERMS_COLUMNS)[number], string>;

/** What the Part D sample needs to know about one catalogue (name, dosage). */
export type SampleDrugCode = {
  name: string;
  dosage: string;
  medicationType: string;
  rxcui: string;
  tty: RxTermsTty;
  /** SBD or BPCK: a brand-name product. */
  brand: boolean;
  genericRxcui: string | null;
  /** 11 digits, synthetic (labeler 90000–99999): "9" + the RXCUI's last 8 digits + package "01". */
  ndc: string;
  /** One package of the NDC, counted in packageUnit (NCPDP billing units EA, ML, GM). */
  packageSize: number;
  /** The catalogue's price unit: EA for a tablet, pen, inhaler…; ML for insulin and liquids; GM for creams. */
  packageUnit: 'EA' | 'ML' | 'GM';
};

export type RxTermsSample = {
  rows: RxTermsSampleRow[];
  /** RXCUI → where the row comes from (the sources CSV). */
  sources: Map<string, string>;
  /** sampleDrugKey(name, dosage) → its codes. */
  codes: Map<string, SampleDrugCode>;
};

export const sampleDrugKey = (name: string, dosage: string) => `${name}|${dosage}`;

const SALTS =
  /\s(hydrochloride|dihydrochloride|hydrobromide|sodium|potassium|calcium|magnesium|besylate|maleate|fumarate|mesylate|citrate|sulfate|bisulfate|bitartrate|tartrate|succinate|etexilate|medoxomil|cilexetil|hyclate|oxalate|benzoate|bromide|phosphate|acetate|carbonate|chloride)$/;

/** "metformin hydrochloride" → "metformin", unless the catalogue name keeps the salt ("Metoprolol Succinate ER"). */
function baseName(ingredient: string, catalogueName: string): string {
  const salt = SALTS.exec(ingredient);
  if (!salt?.[1] || catalogueName.toLowerCase().includes(salt[1])) return ingredient;
  return ingredient.slice(0, salt.index);
}

/** "a, b and c" → [a, b, c] when the dosage names that many strengths; "(70/30)" dropped. */
function ingredientsOf(genericName: string, partCount: number): string[] {
  const plain = genericName.replace(/\s*\(\d+\/\d+\)$/, '');
  if (partCount < 2) return [plain];
  return plain.split(/, | and /).map((s) => s.trim());
}

/** The brand names the description lists ("… Brand name(s): Procardia XL, Adalat CC."). */
function listedBrands(description: string): string[] {
  const list = /Brand name\(s\): (.*)\.$/.exec(description)?.[1] ?? '';
  return list
    .split(', ')
    .map((b) => b.replace(/\s*\(unbranded version\)$/, '').trim())
    .filter((b) => b !== '');
}

/** Brand entries, and Specialty/Insulin entries named as a brand (Lantus, Humira; not "Insulin Lispro"). */
export function isBrandEntry(med: MedicationRow): boolean {
  if (med.medicationType === 'Brand') return true;
  if (med.medicationType === 'Generic') return false;
  const name = med.name.toLowerCase();
  return listedBrands(med.description).some((b) => b.toLowerCase().startsWith(name));
}

type Concept = {
  key: string;
  tty: RxTermsTty;
  /** The generic concept's name before two catalogue dosages were told apart: what a brand's generic is found by. */
  baseClinical: string;
  clinicalName: string;
  fullName: string;
  brand: string | null;
  med: MedicationRow;
  dosage: string;
  form: DoseForm;
  strength: Strength;
  ingredients: string[];
  source: string;
  genericKey: string | null;
};

/** "hydrochlorothiazide 12.5 MG / lisinopril 10 MG" in RxNorm's order (ingredients alphabetical). */
function clinicalParts(ingredients: string[], strength: Strength): { name: string; strengths: string } {
  const pairs = ingredients.map((ingredient, i) => ({ ingredient, text: strength.parts[i] ?? '' }));
  pairs.sort((a, b) => a.ingredient.localeCompare(b.ingredient));
  return {
    name: pairs.map((p) => `${p.ingredient}${p.text ? ` ${p.text}` : ''}`).join(' / '),
    strengths: pairs.map((p) => p.text).join(' / '),
  };
}

/** RxNorm's dose form and NLM's route, short form and display group of a catalogue dosage. */
type DoseForm = {
  rxnForm: string;
  route: string;
  newForm: string;
  /** The DISPLAY_NAME's parenthesis: "Oral Pill", "Injectable", "Inhalant"… */
  displayGroup: string;
  /** The dose form group (SXDG_NAME): "Oral Product", "Injectable Product"… */
  groupProduct: string;
  unit: SampleDrugCode['packageUnit'];
  /** Package size in `unit`; 'volume' = the mL the dosage names. */
  pack: number | 'volume';
};

/** Cartons of non-insulin pens and syringes (1 when not listed), as usually dispensed. */
const CARTON: Record<string, number> = {
  Trulicity: 4,
  Mounjaro: 4,
  Wegovy: 4,
  Zepbound: 4,
  Enbrel: 4,
  Humira: 2,
  Repatha: 2,
  Praluent: 2,
  Dupixent: 2,
  Victoza: 2,
  Enoxaparin: 10,
};

function doseFormOf(med: MedicationRow, dosage: string): DoseForm {
  const d = dosage.toLowerCase();
  const f = (
    rxnForm: string,
    route: string,
    newForm: string,
    displayGroup: string,
    unit: DoseForm['unit'],
    pack: DoseForm['pack'],
  ): DoseForm => ({
    rxnForm,
    route,
    newForm,
    displayGroup,
    groupProduct: `${displayGroup} Product`,
    unit,
    pack,
  });
  const pills = isBrandEntry(med) ? 30 : 90;
  const pill = (rxnForm: string, newForm: string) => f(rxnForm, 'ORAL', newForm, 'Oral Pill', 'EA', pills);
  const carton = CARTON[med.name] ?? 1;
  if (/dose pack/.test(d)) return f('Pack', 'ORAL', 'Pack', 'Oral Pill', 'EA', 1);
  if (/vial kit/.test(d)) return f('Injectable Suspension', 'INTRAMUSCULAR', 'Vial', 'Injectable', 'EA', 1);
  if (med.medicationType === 'Insulin') {
    if (/pen\b/.test(d)) return f('Pen Injector', 'SUBCUTANEOUS', 'Pen', 'Injectable', 'ML', 'volume');
    const suspension = /isophane|protamine/.test(med.genericName);
    const form = suspension ? 'Injectable Suspension' : 'Injectable Solution';
    return f(form, 'SUBCUTANEOUS', 'Vial', 'Injectable', 'ML', 'volume');
  }
  if (/syringe/.test(d)) return f('Prefilled Syringe', 'SUBCUTANEOUS', 'Syringe', 'Injectable', 'EA', carton);
  if (/autoinjector/.test(d))
    return f('Auto-Injector', 'SUBCUTANEOUS', 'Auto-Injector', 'Injectable', 'EA', carton);
  if (/pen\b/.test(d)) return f('Pen Injector', 'SUBCUTANEOUS', 'Pen', 'Injectable', 'EA', carton);
  if (/injection/.test(d)) return f('Injectable Solution', 'INTRAMUSCULAR', 'Vial', 'Injectable', 'ML', 1);
  if (/nebulizer/.test(d)) return f('Inhalation Solution', 'INHALANT', 'Neb Soln', 'Inhalant', 'ML', 75);
  if (/capsule for inhalation/.test(d))
    return f('Inhalation Powder', 'INHALANT', 'Inhaler', 'Inhalant', 'EA', 1);
  if (/inhalation powder/.test(d)) return f('Dry Powder Inhaler', 'INHALANT', 'Inhaler', 'Inhalant', 'EA', 1);
  if (/nasal/.test(d)) return f('Metered Dose Nasal Spray', 'NASAL', 'Spray', 'Nasal', 'EA', 1);
  if (/actuation|inhaler/.test(d)) {
    const respimat = /respimat/i.test(med.name) || (/respimat/i.test(med.description) && !/inhaler/.test(d));
    const form = respimat ? 'Inhalation Spray' : 'Metered Dose Inhaler';
    return f(form, 'INHALANT', 'Inhaler', 'Inhalant', 'EA', 1);
  }
  if (/emulsion/.test(d)) return f('Ophthalmic Emulsion', 'OPHTHALMIC', 'Drops', 'Ophthalmic', 'EA', 60);
  if (/single-use/.test(d)) return f('Ophthalmic Solution', 'OPHTHALMIC', 'Drops', 'Ophthalmic', 'EA', 60);
  if (/eye drops|ophthalmic/.test(d)) {
    const bottle = /\(\s*[\d.]+\s*mL\)/.test(dosage) ? 'volume' : med.name === 'Latanoprost' ? 2.5 : 5;
    return f('Ophthalmic Solution', 'OPHTHALMIC', 'Drops', 'Ophthalmic', 'ML', bottle);
  }
  if (/cream/.test(d)) return f('Topical Cream', 'TOPICAL', 'Cream', 'Topical', 'GM', 80);
  if (/gel/.test(d)) return f('Topical Gel', 'TOPICAL', 'Gel', 'Topical', 'GM', 100);
  if (/hr patch/.test(d)) return f('Transdermal System', 'TRANSDERMAL', 'Patch', 'Transdermal', 'EA', 30);
  if (/patch/.test(d)) return f('Medicated Patch', 'TOPICAL', 'Patch', 'Topical', 'EA', 30);
  if (/oral solution/.test(d)) return f('Oral Solution', 'ORAL', 'Soln', 'Oral Liquid', 'ML', 473);
  if (/sublingual/.test(d)) return f('Sublingual Tablet', 'SUBLINGUAL', 'Tab Subl', 'Sublingual', 'EA', 100);
  if (/extended-release tablet/.test(d)) return pill('Extended Release Oral Tablet', 'Tab ER');
  if (/extended-release capsule/.test(d)) return pill('Extended Release Oral Capsule', 'Cap ER');
  if (/delayed-release capsule/.test(d)) return pill('Delayed Release Oral Capsule', 'Cap DR');
  if (/delayed-release tablet/.test(d)) return pill('Delayed Release Oral Tablet', 'Tab DR');
  if (/capsule/.test(d)) return pill('Oral Capsule', 'Cap');
  if (/tablet/.test(d)) return pill('Oral Tablet', 'Tab');
  throw new Error(`${med.name} ${dosage}: no dose form rule matches`);
}

type Strength = {
  /** The STRENGTH column: the catalogue's own words ("20 mg", "100 units/mL"). */
  text: string;
  /** Each ingredient's strength as RxNorm writes it ("10 MG", "100 UNT/ML", "0.09 MG/ACTUAT"). */
  parts: string[];
  /** RxNorm's quantity factor in mL ("3 ML insulin glargine …"), when the product has one. */
  quantityMl: number | null;
  /** "24 HR " for a 24-hour patch. */
  prefix: string;
  /** Units in a pack ("(21 tablets)"). */
  count: number | null;
  /** The mL a package holds when the dosage says. */
  packageMl: number | null;
};

const AMOUNT =
  /(\d[\d,]*(?:\.\d+)?)\s*(mg|mcg|g|units|mEq|%)(?![a-z])(?:\s*\/\s*(?:(\d+(?:\.\d+)?)\s*)?(mL|actuation|spray|hr)\b)?/gi;
const clean = (n: number) => String(Number(n.toPrecision(12)));
const round3 = (n: number) => String(Number(n.toPrecision(3)));

/** Reads the strength out of a catalogue dosage and writes it RxNorm's way (MG, UNT/ML, MG/ACTUAT…). */
function parseStrength(dosage: string, form: DoseForm): Strength {
  const ratio = /\((\d+)\/(\d+)\)/.exec(dosage);
  const notes = [...dosage.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '');
  const rest = dosage.replace(/\([^)]*\)/g, ' ');
  const matches = [...rest.matchAll(AMOUNT)];
  const denominator = matches.find((m) => m[4] !== undefined);
  const per = denominator?.[4]?.toLowerCase() ?? null;
  const perVolume = denominator?.[3] ? Number(denominator[3]) : 1;
  const outside = rest.replace(AMOUNT, ' ');
  const looseMl =
    /([\d.]+)\s*mL\b/.exec(outside)?.[1] ?? notes.map((n) => /^([\d.]+) mL$/.exec(n)?.[1]).find(Boolean);
  const packageMl = looseMl ? Number(looseMl) : null;
  const liquid = form.unit === 'ML' || /Solution|Emulsion|Spray/.test(form.rxnForm);
  const perActuation =
    per === 'actuation' ||
    per === 'spray' ||
    (form.route === 'INHALANT' && /Inhaler|Spray/.test(form.rxnForm));
  const dose = /dose pen/i.test(dosage) ? '/DOSE' : '';
  let values = matches.map((m) => ({ value: Number((m[1] ?? '0').replaceAll(',', '')), unit: m[2] ?? '' }));
  if (ratio && values.length === 1 && values[0]) {
    const total = values[0].value;
    const [a, b] = [Number(ratio[1]), Number(ratio[2])];
    values = [
      { value: (total * a) / (a + b), unit: values[0].unit },
      { value: (total * b) / (a + b), unit: values[0].unit },
    ];
  }
  const render = ({ value, unit }: { value: number; unit: string }): string => {
    const u = unit.toLowerCase();
    if (u === '%') {
      if (form.rxnForm === 'Medicated Patch') return `${clean(value / 100)} MG/MG`;
      return `${clean(value * 10)} MG/${liquid ? 'ML' : 'G'}`;
    }
    const amount = u === 'mcg' ? value / 1000 : u === 'g' ? value * 1000 : value;
    const name = u === 'units' ? 'UNT' : u === 'meq' ? 'MEQ' : 'MG';
    if (per === 'ml') return `${perVolume === 1 ? clean(amount) : round3(amount / perVolume)} ${name}/ML`;
    if (per === 'hr') return `${round3(amount / perVolume)} ${name}/HR`;
    if (perActuation) return `${clean(amount)} ${name}/ACTUAT`;
    return `${clean(amount)} ${name}${dose}`;
  };
  const alternatives = /\bor\b/.test(rest);
  const parts = alternatives ? [values.map(render).join(' or ')] : values.map(render);
  const first = matches[0];
  const last = matches.at(-1);
  const text =
    first && last
      ? `${rest.slice(first.index, (last.index ?? 0) + last[0].length).trim()}${ratio ? ` ${ratio[0]}` : ''}`
      : packageMl
        ? `${packageMl} mL`
        : '';
  let quantityMl: number | null = null;
  if (form.unit === 'ML' && form.newForm === 'Pen') quantityMl = packageMl;
  else if (form.newForm === 'Vial' && form.unit === 'ML' && form.pack === 'volume')
    quantityMl = packageMl === 10 ? null : packageMl;
  else if (/Syringe|Pen|Auto-Injector/.test(form.newForm) && per === 'ml') quantityMl = perVolume;
  else if (form.newForm === 'Neb Soln' && per === 'ml') quantityMl = perVolume;
  else if (form.newForm === 'Drops' || form.rxnForm === 'Injectable Suspension') quantityMl = packageMl;
  const count = notes.map((n) => /^(\d+) tablets$/.exec(n)?.[1]).find(Boolean);
  return {
    text,
    parts,
    quantityMl,
    prefix: per === 'hr' ? `${clean(perVolume)} HR ` : '',
    count: count ? Number(count) : null,
    packageMl,
  };
}

function describe(med: MedicationRow, dosage: string) {
  const form = doseFormOf(med, dosage);
  const strength = parseStrength(dosage, form);
  const ingredients = ingredientsOf(med.genericName, strength.parts.length).map((i) => baseName(i, med.name));
  if (ingredients.length !== strength.parts.length && strength.parts.length > 0)
    throw new Error(
      `${med.name} ${dosage}: ${ingredients.length} ingredients, ${strength.parts.length} strengths`,
    );
  const parts = clinicalParts(ingredients, strength);
  const qty = strength.quantityMl === null ? '' : `${strength.quantityMl} ML `;
  const clinicalName =
    form.rxnForm === 'Pack'
      ? `{${strength.count ? `${strength.count} ` : ''}(${parts.name} Oral Tablet) } Pack`
      : `${strength.prefix}${qty}${parts.name} ${form.rxnForm}`;
  return { form, strength, ingredients, clinicalName, strengths: parts.strengths };
}

/** Assigns hashed RXCUIs in key order; a clash takes the next free number (docs/sample-data.md). */
function assignRxcuis(keys: string[]): Map<string, string> {
  const taken = new Set<number>();
  const ids = new Map<string, string>();
  for (const key of [...new Set(keys)].sort()) {
    let n = fnv1a(key) % RXCUI_SPAN;
    while (taken.has(n)) n = (n + 1) % RXCUI_SPAN;
    taken.add(n);
    ids.set(key, String(RXCUI_BASE + n));
  }
  return ids;
}

/** Builds the sample from the catalogue: pure and deterministic. */
export function buildRxTermsSample(medications: MedicationRow[]): RxTermsSample {
  const concepts: Concept[] = [];
  const generics = new Map<string, Concept>();
  const brandsOfGeneric = new Map<string, Set<string>>();
  for (const med of medications) {
    const brand = isBrandEntry(med);
    for (const dosage of med.availableDosages) {
      const d = describe(med, dosage);
      const pack = d.form.rxnForm === 'Pack';
      const concept: Concept = {
        key: sampleDrugKey(med.name, dosage),
        tty: brand ? (pack ? 'BPCK' : 'SBD') : pack ? 'GPCK' : 'SCD',
        baseClinical: d.clinicalName,
        clinicalName: d.clinicalName,
        fullName: brand ? `${d.clinicalName} [${med.name}]` : d.clinicalName,
        brand: brand ? med.name : null,
        med,
        dosage,
        form: d.form,
        strength: d.strength,
        ingredients: d.ingredients,
        source: `data/medications.json: ${med.name}, ${dosage}`,
        genericKey: null,
      };
      concepts.push(concept);
      if (!brand && !generics.has(d.clinicalName.toLowerCase()))
        generics.set(d.clinicalName.toLowerCase(), concept);
    }
  }
  disambiguate(concepts);
  // A brand points to the catalogue's generic entry for the same concept, or to one made for it.
  for (const c of concepts.filter((x) => x.brand !== null)) {
    const clinical = c.baseClinical.toLowerCase();
    let generic = generics.get(clinical);
    if (!generic) {
      generic = {
        ...c,
        key: `generic|${clinical}`,
        tty: c.tty === 'BPCK' ? 'GPCK' : 'SCD',
        clinicalName: c.baseClinical,
        fullName: c.baseClinical,
        brand: null,
        source: `generic concept of data/medications.json: ${c.med.name}, ${c.dosage} (the catalogue has no generic entry for it)`,
      };
      generics.set(clinical, generic);
      concepts.push(generic);
    }
    c.genericKey = generic.key;
    c.clinicalName = generic.fullName;
    const brands = brandsOfGeneric.get(generic.key) ?? new Set<string>();
    brands.add(c.med.name);
    brandsOfGeneric.set(generic.key, brands);
  }
  const groupKey = (c: Concept) =>
    `group|${c.tty === 'SCD' || c.tty === 'GPCK' ? 'SCDG' : 'SBDG'}|${groupName(c)}`;
  const ids = assignRxcuis([...concepts.map((c) => c.key), ...concepts.map(groupKey)]);
  const id = (key: string) => ids.get(key) ?? '';

  const rows: RxTermsSampleRow[] = [];
  const sources = new Map<string, string>();
  const codes = new Map<string, SampleDrugCode>();
  for (const c of concepts) {
    const rxcui = id(c.key);
    const generic = c.brand === null;
    const display = displayName(c);
    const synonyms = generic
      ? [...(brandsOfGeneric.get(c.key) ?? []), ...listedBrands(c.med.description)]
      : [];
    rows.push({
      RXCUI: rxcui,
      GENERIC_RXCUI: c.genericKey ? id(c.genericKey) : '',
      TTY: c.tty,
      FULL_NAME: c.fullName,
      RXN_DOSE_FORM: c.form.rxnForm,
      FULL_GENERIC_NAME: c.clinicalName,
      BRAND_NAME: c.brand?.toUpperCase() ?? '',
      DISPLAY_NAME: display,
      ROUTE: c.form.route,
      NEW_DOSE_FORM: c.form.newForm,
      STRENGTH: c.strength.text,
      SUPPRESS_FOR: '',
      DISPLAY_NAME_SYNONYM: [...new Set(synonyms)].join(', '),
      IS_RETIRED: '',
      SXDG_RXCUI: id(groupKey(c)),
      SXDG_TTY: generic ? 'SCDG' : 'SBDG',
      SXDG_NAME: groupName(c),
      PSN: generic ? c.fullName : prescribableName(c),
    });
    sources.set(rxcui, `${c.source}; ${NOT_FROM_NLM}`);
    if (c.key.startsWith('generic|')) continue;
    codes.set(c.key, {
      name: c.med.name,
      dosage: c.dosage,
      medicationType: c.med.medicationType,
      rxcui,
      tty: c.tty,
      brand: !generic,
      genericRxcui: c.genericKey ? id(c.genericKey) : null,
      ndc: `9${String(Number(rxcui) - RXCUI_BASE).padStart(8, '0')}01`,
      packageSize: packageSize(c),
      packageUnit: c.form.unit,
    });
  }
  rows.sort((a, b) => a.FULL_NAME.localeCompare(b.FULL_NAME, 'en') || a.RXCUI.localeCompare(b.RXCUI));
  return { rows, sources, codes };
}

/** Two catalogue dosages that name one concept (a KwikPen and a Junior KwikPen) get told apart by device. */
function disambiguate(concepts: Concept[]): void {
  const seen = new Set<string>();
  for (const c of concepts) {
    const name = c.fullName.toLowerCase();
    if (!seen.has(name)) {
      seen.add(name);
      continue;
    }
    c.clinicalName += ` (${c.dosage.replace(/^.*\bmL\s*/, '').trim() || c.dosage})`;
    c.fullName = c.brand ? `${c.clinicalName} [${c.brand}]` : c.clinicalName;
    seen.add(c.fullName.toLowerCase());
  }
}

/** One package in the catalogue's price unit: an insulin pen carton holds five pens. */
function packageSize(c: Concept): number {
  const ml = c.strength.packageMl ?? 1;
  if (c.form.pack !== 'volume') return c.form.pack;
  return c.form.newForm === 'Pen' ? 5 * ml : ml;
}

/** NLM's display name: "atorvastatin (Oral Pill)", "Eliquis (Oral Pill)". */
function displayName(c: Concept): string {
  const name = c.brand ?? [...c.ingredients].sort().join('/');
  return `${name} (${c.form.displayGroup})`;
}

/** The dose form group (SXDG_NAME): "atorvastatin Oral Pill Product", "Lantus Injectable Product". */
function groupName(c: Concept): string {
  const name = c.brand ?? [...c.ingredients].sort().join(' / ');
  return `${name} ${c.form.groupProduct}`;
}

/** The prescribable name of a brand: "Eliquis 5 MG Oral Tablet". */
function prescribableName(c: Concept): string {
  if (c.form.rxnForm === 'Pack') return `${c.brand} ${c.dosage}`;
  const { strengths } = clinicalParts(c.ingredients, c.strength);
  const qty = c.strength.quantityMl === null ? '' : ` ${c.strength.quantityMl} ML`;
  return `${c.brand}${qty}${strengths ? ` ${strengths}` : ''} ${c.form.rxnForm}`.replace(/\s+/g, ' ');
}

/** The file in NLM's layout: the header, then one pipe-delimited line per row (LF line ends). */
export function rxTermsSampleText(sample: RxTermsSample): string {
  const lines = sample.rows.map((row) => RXTERMS_COLUMNS.map((c) => row[c]).join('|'));
  return `${[RXTERMS_COLUMNS.join('|'), ...lines].join('\n')}\n`;
}

/** RXCUI,SOURCE: where each row of the sample comes from, in the file's order. */
export function rxTermsSourcesCsv(sample: RxTermsSample): string {
  const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const lines = sample.rows.map((row) => `${row.RXCUI},${quote(sample.sources.get(row.RXCUI) ?? '')}`);
  return `${['RXCUI,SOURCE', ...lines].join('\n')}\n`;
}

/** The codes of the committed sample's catalogue drugs, rebuilt from the catalogue. */
export function loadSampleDrugCodes(medications: MedicationRow[]): Map<string, SampleDrugCode> {
  return buildRxTermsSample(medications).codes;
}

export function readCommittedRxTermsSample(): { text: string; sources: string } {
  return {
    text: fs.readFileSync(RXTERMS_SAMPLE_FILE, 'utf8'),
    sources: fs.readFileSync(RXTERMS_SOURCES_FILE, 'utf8'),
  };
}
