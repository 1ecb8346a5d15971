/**
 * Writes ClearPlan's sample RxTerms file and its sources from the drug catalogue
 * (docs/sample-data.md): data/sample/RxTerms202611.txt and data/sample/RxTerms202611-sources.csv.
 * Run after editing data/medications.json: `npx tsx scripts/build-rxterms-sample.ts`; commit both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadMedications } from '../src/server/db/seed/reference-data.ts';
import {
  buildRxTermsSample,
  RXTERMS_SAMPLE_FILE,
  RXTERMS_SOURCES_FILE,
  rxTermsSampleText,
  rxTermsSourcesCsv,
} from '../src/server/db/seed/rxterms-sample.ts';

const sample = buildRxTermsSample(loadMedications());
fs.mkdirSync(path.dirname(RXTERMS_SAMPLE_FILE), { recursive: true });
fs.writeFileSync(RXTERMS_SAMPLE_FILE, rxTermsSampleText(sample));
fs.writeFileSync(RXTERMS_SOURCES_FILE, rxTermsSourcesCsv(sample));
const generics = sample.rows.length - sample.codes.size;
console.log(
  `Wrote ${sample.rows.length} rows (${sample.codes.size} catalogue drugs, ${generics} generic concepts of brands) to ${path.relative(process.cwd(), RXTERMS_SAMPLE_FILE)} and its sources.`,
);
