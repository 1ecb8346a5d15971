/**
 * Loads NLM's RxTerms file into the drug catalogue's RxNorm table (issue 17): every prescribable
 * concept keyed by RxCUI, brand linked to generic, and each concept tied to the catalogue entry and
 * dosage the finder offers when one matches (the entry's name is the concept's brand or display
 * name, its dosage starts with the concept's strength and names the same form). A new file
 * replaces the table whole, in one transaction; a file with any problem writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { dosageForm } from '../../../shared/dosage-units.ts';
import type { Db } from '../../db/client.ts';
import { medicationLookup } from '../../db/schema.ts';
import { bulkInsert } from './bulk-insert.ts';
import { type RxTermsDrug, type RxTermsProblem, readRxTerms } from './rxterms.ts';

export type RxTermsImportResult =
  | { ok: true; rows: number; matched: number; catalogueDosagesWithoutConcept: number }
  | { ok: false; problems: RxTermsProblem[]; problemCount: number };

type CatalogueEntry = { name: string; availableDosages: string[] };

const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** The name part of an RxTerms display name: "Lipitor (Oral Pill)" → "lipitor". */
function displayStem(displayName: string): string {
  return displayName
    .replace(/\s*\(.*$/, '')
    .trim()
    .toLowerCase();
}

/** The dispensing form a concept names, read from its newest to its oldest form text. */
function conceptForm(drug: RxTermsDrug): string {
  for (const text of [drug.newDoseForm, drug.doseForm, drug.fullName]) {
    const form = dosageForm(text);
    if (form !== 'unit') return form;
  }
  return 'unit';
}

/** The catalogue dosage a concept is, among the entry's dosages; null when none fits. */
export function matchDosage(drug: RxTermsDrug, dosages: readonly string[]): string | null {
  const strength = compact(drug.strength);
  if (strength === '') return null;
  const sameStrength = dosages.filter((d) => compact(d).startsWith(strength));
  if (sameStrength.length <= 1) return sameStrength[0] ?? null;
  const form = conceptForm(drug);
  return sameStrength.find((d) => dosageForm(d) === form) ?? null;
}

/** The catalogue entry a concept belongs to: its brand name for a brand, its display name otherwise. */
export function matchEntry(
  drug: RxTermsDrug,
  byName: ReadonlyMap<string, CatalogueEntry>,
): CatalogueEntry | null {
  const names = [drug.brandName, displayStem(drug.displayName), drug.displayNameSynonym];
  for (const name of names) {
    const entry = name ? byName.get(name.trim().toLowerCase()) : undefined;
    if (entry) return entry;
  }
  return null;
}

const COLUMNS = {
  rxcui: 'text',
  generic_rxcui: 'text',
  tty: 'text',
  full_name: 'text',
  full_generic_name: 'text',
  brand_name: 'text',
  display_name: 'text',
  route: 'text',
  dose_form: 'text',
  strength: 'text',
  synonym: 'text',
  psn: 'text',
  retired: 'boolean',
  medication_name: 'text',
  dosage: 'text',
  source: 'text',
  sample: 'boolean',
};

export async function importRxTerms(
  db: Db,
  filePath: string,
  options: { sample?: boolean } = {},
): Promise<RxTermsImportResult> {
  const read = await readRxTerms(fs.createReadStream(filePath));
  if (read.problemCount > 0) return { ok: false, problems: read.problems, problemCount: read.problemCount };

  const catalogue = await db
    .select({ name: medicationLookup.name, availableDosages: medicationLookup.availableDosages })
    .from(medicationLookup);
  const byName = new Map(catalogue.map((c) => [c.name.toLowerCase(), c]));
  const source = path.basename(filePath);
  const claimed = new Set<string>();
  let matched = 0;
  const rows = read.drugs.map((drug) => {
    const entry = matchEntry(drug, byName);
    const dosage = entry ? matchDosage(drug, entry.availableDosages) : null;
    // One concept per catalogue dosage: a brand and its generic are separate entries.
    const key = entry && dosage ? `${entry.name}\u0000${dosage}` : null;
    const tied = key !== null && !claimed.has(key);
    if (tied && key) {
      claimed.add(key);
      matched++;
    }
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
      medication_name: tied ? entry?.name : null,
      dosage: tied ? dosage : null,
      source,
      sample: options.sample === true,
    };
  });
  const catalogueDosages = catalogue.reduce((n, c) => n + c.availableDosages.length, 0);

  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from rx_drugs`);
    await bulkInsert(tx, 'rx_drugs', COLUMNS, rows);
  });
  return { ok: true, rows: rows.length, matched, catalogueDosagesWithoutConcept: catalogueDosages - matched };
}
