// Loads RxTerms into the drug catalogue's RxNorm table: concepts keyed by RxCUI, brand linked to generic,
// each tied to the catalogue dosage it matches (by name, strength and form). Replaces the table whole in one
// transaction; a file with any problem writes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { dosageForm, packageMilliliters } from '../../../shared/dosage-units.ts';
import type { Db } from '../../db/client.ts';
import { medicationLookup } from '../../db/schema.ts';
import { recordDataSource } from '../catalogue/data-sources.ts';
import { bulkInsert, columnTypes } from './bulk-insert.ts';
import { type RxTermsDrug, type RxTermsProblem, readRxTerms } from './rxterms.ts';

export type RxTermsImportResult =
  | { ok: true; rows: number; matched: number; catalogueDosagesWithoutConcept: number }
  | { ok: false; problems: RxTermsProblem[]; problemCount: number };

type CatalogueEntry = { name: string; availableDosages: string[] };

/**
 * Without release and form words, ingredients sorted: "Metoprolol Succinate ER" → "metoprolol succinate",
 * "Valsartan-Hydrochlorothiazide" → "hydrochlorothiazide/valsartan".
 */
export function drugStem(name: string): string {
  return name
    .toLowerCase()
    .replace(
      /\b(er|xr|xl|sr|dr|ir|hfa|sublingual|eye drops|nasal|patch|cream|gel|injection|oral solution)\b/g,
      ' ',
    )
    .replace(/\s*\/\s*/g, '/')
    .replace(/-/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
    .split('/')
    .map((part) => part.trim())
    .sort()
    .join('/');
}

function conceptForm(drug: RxTermsDrug): string {
  for (const text of [drug.newDoseForm, drug.doseForm, drug.fullName]) {
    const form = dosageForm(text);
    if (form !== 'unit') return form;
  }
  return 'unit';
}

const numbers = (text: string) => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
const EXTENDED = /extended|\b(24|12) hr\b|\ber\b|\bxr\b|\bxl\b/i;

/**
 * Null when it cannot be that dosage: all strength numbers must be in it ("80-12.5 mg" in "80 mg-12.5 mg
 * tablet"); form, extended release and a package's mL must agree where either names them.
 */
export function dosageFit(drug: RxTermsDrug, dosage: string): number | null {
  const strength = numbers(drug.strength);
  if (strength.length === 0) return null;
  const available = numbers(dosage);
  for (const n of strength) {
    const i = available.indexOf(n);
    if (i < 0) return null;
    available.splice(i, 1);
  }
  let fit = 1;
  const form = conceptForm(drug);
  const wanted = dosageForm(dosage);
  if (form !== 'unit' && wanted !== 'unit') {
    if (form !== wanted) return null;
    fit += 2;
  }
  // Tablets and capsules come as immediate or extended release; the two are different drugs.
  if (
    (wanted === 'tablet' || wanted === 'capsule') &&
    EXTENDED.test(drug.fullName) !== /extended|\ber\b|\bxr\b|\bxl\b|24-hour/i.test(dosage)
  )
    return null;
  const ml = packageMilliliters(dosage);
  // The concept names a package volume ("3 ML insulin glargine 100 UNT/ML Pen Injector"), not a concentration.
  if (ml !== null && /(?:^|\s)\d+(?:\.\d+)? ML(?=\s)/i.test(drug.fullName)) {
    if (!new RegExp(`(^|[^\\d.])${String(ml).replace('.', '\\.')} ML\\b`, 'i').test(drug.fullName))
      return null;
    fit += 4;
  }
  return fit;
}

export function candidateEntries(
  drug: RxTermsDrug,
  byName: ReadonlyMap<string, CatalogueEntry>,
  byStem: ReadonlyMap<string, CatalogueEntry[]>,
): CatalogueEntry[] {
  const brand = drug.brandName ? byName.get(drug.brandName.trim().toLowerCase()) : undefined;
  if (brand) return [brand];
  // A brand concept belongs to its brand's entry only: never to the generic's.
  if (drug.tty === 'SBD' || drug.tty === 'BPCK') return [];
  // The display name without its form in brackets: "Lisinopril (Oral Pill)" → "lisinopril".
  const stem = drug.displayName
    .replace(/\s*\(.*$/, '')
    .trim()
    .toLowerCase();
  const exact = byName.get(stem);
  const found = [...(exact ? [exact] : []), ...(byStem.get(drugStem(stem)) ?? []).filter((e) => e !== exact)];
  if (found.length > 0 || stem.includes('/')) return found;
  // A salt or form the catalogue leaves out of its name: "triamcinolone acetonide" → "Triamcinolone Cream".
  return byStem.get(stem.split(' ')[0] ?? '') ?? [];
}

type Tie = { rxcui: string; entry: string; dosage: string; fit: number };

/** Best fit first; one dosage per concept and back (a brand and its generic are separate entries). */
export function tieConcepts(
  drugs: readonly RxTermsDrug[],
  catalogue: readonly CatalogueEntry[],
): Map<string, { medicationName: string; dosage: string }> {
  const byName = new Map(catalogue.map((c) => [c.name.toLowerCase(), c]));
  const byStem = new Map<string, CatalogueEntry[]>();
  for (const c of catalogue) byStem.set(drugStem(c.name), [...(byStem.get(drugStem(c.name)) ?? []), c]);
  const ties: Tie[] = [];
  for (const drug of drugs) {
    if (drug.retired) continue;
    for (const [rank, entry] of candidateEntries(drug, byName, byStem).entries()) {
      for (const dosage of entry.availableDosages) {
        const fit = dosageFit(drug, dosage);
        // An exact name beats one found without its form words.
        if (fit !== null) ties.push({ rxcui: drug.rxcui, entry: entry.name, dosage, fit: fit * 2 - rank });
      }
    }
  }
  ties.sort((a, b) => b.fit - a.fit || a.rxcui.localeCompare(b.rxcui));
  const out = new Map<string, { medicationName: string; dosage: string }>();
  const taken = new Set<string>();
  for (const t of ties) {
    const key = `${t.entry}\u0000${t.dosage}`;
    if (out.has(t.rxcui) || taken.has(key)) continue;
    taken.add(key);
    out.set(t.rxcui, { medicationName: t.entry, dosage: t.dosage });
  }
  return out;
}

const COLUMNS = columnTypes(
  'rxcui text, generic_rxcui text, tty text, full_name text, full_generic_name text, brand_name text, display_name text, route text, dose_form text, strength text, synonym text, psn text, retired boolean, medication_name text, dosage text, source text, sample boolean',
);

export async function importRxTerms(
  db: Db,
  filePath: string,
  options: { sample?: boolean; jobId?: number } = {},
): Promise<RxTermsImportResult> {
  const read = await readRxTerms(fs.createReadStream(filePath));
  if (read.problemCount > 0) return { ok: false, problems: read.problems, problemCount: read.problemCount };

  const catalogue = await db
    .select({ name: medicationLookup.name, availableDosages: medicationLookup.availableDosages })
    .from(medicationLookup);
  const source = path.basename(filePath);
  const tied = tieConcepts(read.drugs, catalogue);
  const rows = read.drugs.map((drug) => {
    const tie = tied.get(drug.rxcui);
    return {
      rxcui: drug.rxcui,
      generic_rxcui: drug.genericRxcui,
      tty: drug.tty,
      full_name: drug.fullName,
      full_generic_name: drug.fullGenericName,
      brand_name: drug.brandName,
      display_name: drug.displayName,
      route: drug.route,
      dose_form: drug.newDoseForm || drug.doseForm,
      strength: drug.strength,
      synonym: drug.displayNameSynonym,
      psn: drug.prescribableName,
      retired: drug.retired,
      medication_name: tie?.medicationName ?? null,
      dosage: tie?.dosage ?? null,
      source,
      sample: options.sample === true,
    };
  });
  const matched = tied.size;
  const catalogueDosages = catalogue.reduce((n, c) => n + c.availableDosages.length, 0);

  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from rx_drugs`);
    await bulkInsert(tx, 'rx_drugs', COLUMNS, rows);
    await recordDataSource(tx, {
      kind: 'rxterms',
      planYear: null,
      sourceName: source,
      sample: options.sample === true,
      rows: rows.length,
      importJobId: options.jobId ?? null,
    });
  });
  return { ok: true, rows: rows.length, matched, catalogueDosagesWithoutConcept: catalogueDosages - matched };
}
