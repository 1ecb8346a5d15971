/** Loads the reference data files of data/ (see data/ATTRIBUTION.md). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../data');

/** Our reference CSVs: a header line, comma-separated fields, no quoting (checked). */
export function readSimpleCsv(fileName: string): Record<string, string>[] {
  const text = fs.readFileSync(path.join(DATA_DIR, fileName), 'utf8');
  if (text.includes('"'))
    throw new Error(`${fileName} uses quoted fields; readSimpleCsv does not support them`);
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (!header) return [];
  const columns = header.split(',');
  return lines.map((line) => {
    const values = line.split(',');
    return Object.fromEntries(columns.map((column, i) => [column, values[i] ?? '']));
  });
}

export function readJson<T>(fileName: string): T {
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, fileName), 'utf8')) as T;
}

export type ZipCountyRow = { zipCode: string; county: string; sharePct: string | null };
const ZIP_COORDINATE_COLUMNS = ['zipCode', 'latitude', 'longitude', 'city', 'state', 'county'] as const;
export type ZipCoordinateRow = Record<(typeof ZIP_COORDINATE_COLUMNS)[number], string>;
export type MedicationRow = {
  name: string;
  genericName: string;
  category: string;
  medicationType: string;
  availableDosages: string[];
  description: string;
  estimatedUnitPrice?: number;
};
export type CountyRow = { fips: string; name: string };

export function loadZipCounties(): ZipCountyRow[] {
  return readSimpleCsv('oklahoma_zip_counties.csv').map((r) => ({
    zipCode: r.zipCode ?? '',
    county: r.county ?? '',
    sharePct: r.zctaSharePct ? r.zctaSharePct : null,
  }));
}

export function loadZipCoordinates(): ZipCoordinateRow[] {
  return readSimpleCsv('zip_coordinates.csv').map(
    (r) => Object.fromEntries(ZIP_COORDINATE_COLUMNS.map((c) => [c, r[c] ?? ''])) as ZipCoordinateRow,
  );
}

export function loadMedications(): MedicationRow[] {
  return readJson<MedicationRow[]>('medications.json');
}

export function loadCounties(): CountyRow[] {
  return readJson<CountyRow[]>('oklahoma_counties.json');
}

/** The sample plans (2026, docs/sample-data.md): Medicare Advantage and stand-alone drug plans. */
export const SAMPLE_PLAN_FILES = ['plans.json', 'drug-plans.json'] as const;

export function loadSamplePlans<T>(): T[] {
  return SAMPLE_PLAN_FILES.flatMap((file) => readJson<T[]>(file));
}
