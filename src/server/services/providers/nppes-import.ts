/** Streams the NPPES file (~9 million rows, docs/providers.md) into `providers`: one state, flat memory. */
import { pipeline, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { oklahomaZipCounties, providers } from '../../db/schema.ts';
import { loadZipCounties } from '../../db/seed/reference-data.ts';
import { recordDataSource } from '../catalogue/data-sources.ts';
import { ImportFileError } from '../import/import-file-error.ts';
import { isValidNpi, specialtyForTaxonomy } from './npi.ts';

export type ProviderInsert = typeof providers.$inferInsert;

export type NppesImportReport = {
  /** The header is not counted. */
  read: number;
  /** Inserted + updated. */
  kept: number;
  inserted: number;
  updated: number;
  /** Rows of the chosen state that cannot be imported; counted by reason. */
  rejected: number;
  rejectedReasons: Record<string, number>;
  skippedOtherState: number;
  /** Deactivated NPIs of any state: the file blanks a deactivated NPI's address. */
  skippedDeactivated: number;
};

export type NppesImportOptions = {
  /** Two letters, any case; default OK. */
  state?: string;
  /** Called every PROGRESS_EVERY rows and at the end. */
  onProgress?: (progress: NppesImportReport) => void;
  sourceName?: string;
};

export const BATCH_SIZE = 500;
export const PROGRESS_EVERY = 10_000;

const COLUMN = {
  npi: 'NPI',
  entityType: 'Entity Type Code',
  organizationName: 'Provider Organization Name (Legal Business Name)',
  lastName: 'Provider Last Name (Legal Name)',
  firstName: 'Provider First Name',
  middleName: 'Provider Middle Name',
  suffix: 'Provider Name Suffix Text',
  credential: 'Provider Credential Text',
  address1: 'Provider First Line Business Practice Location Address',
  address2: 'Provider Second Line Business Practice Location Address',
  city: 'Provider Business Practice Location Address City Name',
  state: 'Provider Business Practice Location Address State Name',
  postalCode: 'Provider Business Practice Location Address Postal Code',
  phone: 'Provider Business Practice Location Address Telephone Number',
  enumerationDate: 'Provider Enumeration Date',
  lastUpdateDate: 'Last Update Date',
  deactivationDate: 'NPI Deactivation Date',
  reactivationDate: 'NPI Reactivation Date',
} as const;
const TAXONOMY_SLOTS = Array.from({ length: 15 }, (_, i) => i + 1);
const taxonomyColumn = (n: number) => `Healthcare Provider Taxonomy Code_${n}`;
const primarySwitchColumn = (n: number) => `Healthcare Provider Primary Taxonomy Switch_${n}`;

/** "Provider Sex Code" (formerly "Provider Gender Code") is not read, so both header versions import. */
export const REQUIRED_COLUMNS: readonly string[] = [
  ...Object.values(COLUMN),
  ...TAXONOMY_SLOTS.flatMap((n) => [taxonomyColumn(n), primarySwitchColumn(n)]),
];

type Row = { get: (column: string) => string };

/** Throws naming every required column the header lacks. */
function readHeader(header: string[]): (record: string[]) => Row {
  const position = new Map(header.map((name, i) => [name.trim(), i]));
  const missing = REQUIRED_COLUMNS.filter((column) => !position.has(column));
  if (missing.length > 0) {
    throw new ImportFileError(
      'header',
      `Not an NPPES NPI data file: the header lacks ${missing.length} required column(s): ${missing.join(', ')}`,
    );
  }
  return (record) => ({ get: (column) => (record[position.get(column) ?? -1] ?? '').trim() });
}

const KEEP_UPPER = new Set(
  [
    'LLC PLLC PLC PC LLP LP PA DBA USA US VA OU OSU ENT OB GYN MD DO DDS DMD OD DPM',
    'FQHC RHC DME NW NE SW SE PO RR HC II III IV',
  ].flatMap((words) => words.split(' ')),
);
const SMALL_WORDS = new Set(['of', 'and', 'the', 'at', 'for', 'in', 'on', 'to']);

function titleWord(word: string, index: number, kind: 'person' | 'place'): string {
  if (kind === 'place') {
    if (KEEP_UPPER.has(word.replace(/[.,]/g, ''))) return word;
    if (index > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
  }
  return word
    .toLowerCase()
    .replace(/(^|[-/(&])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/^([a-z])'([a-z])/i, (_, a: string, b: string) => `${a.toUpperCase()}'${b.toUpperCase()}`)
    .replace(
      /(^|-)Mc([a-z])(?=[a-z])/g,
      (_, before: string, letter: string) => `${before}Mc${letter.toUpperCase()}`,
    );
}

/**
 * NPPES capitals to title case: "O'BRIEN" → "O'Brien", "MCDONALD" → "McDonald" (Mac left alone: Mack).
 * Mixed-case text is kept. `place` keeps LLC, NW, PO … in capitals and lower-cases "of", "and";
 * a person's "DO" or "LE" is a surname.
 */
export function titleCase(text: string, kind: 'person' | 'place'): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (/[a-z]/.test(trimmed)) return trimmed;
  return trimmed
    .split(' ')
    .map((word, i) => titleWord(word, i, kind))
    .join(' ');
}

/** MM/DD/YYYY; ISO dates pass through; anything else is null. */
export function nppesDate(value: string): string | null {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (us) return `${us[3]}-${us[1]}-${us[2]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** Ten digits (a leading 1 dropped) → "(405) 555-0123"; anything else is null. */
export function formatPhone(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return null;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** Deactivated unless a reactivation date on or after the deactivation date follows it. */
function isDeactivated(row: Row): boolean {
  const deactivated = row.get(COLUMN.deactivationDate);
  if (deactivated === '') return false;
  const reactivated = nppesDate(row.get(COLUMN.reactivationDate));
  const deactivatedOn = nppesDate(deactivated);
  return reactivated === null || deactivatedOn === null || reactivated < deactivatedOn;
}

/** Primary taxonomy: the slot whose switch is Y, else the first non-empty; then the next distinct one. */
function specialties(row: Row): { primary: string | null; secondary: string | null } {
  const codes = TAXONOMY_SLOTS.map((n) => ({ code: row.get(taxonomyColumn(n)), n })).filter((t) => t.code);
  const primary = codes.find((t) => row.get(primarySwitchColumn(t.n)).toUpperCase() === 'Y') ?? codes[0];
  const primaryName = primary ? specialtyForTaxonomy(primary.code) : null;
  const secondary = codes
    .map((t) => specialtyForTaxonomy(t.code))
    .find((name) => name !== null && name !== primaryName);
  return { primary: primaryName, secondary: secondary ?? null };
}

type Outcome =
  | { kind: 'kept'; provider: ProviderInsert }
  | { kind: 'rejected'; reason: string }
  /** Named as the report's count. */
  | { kind: 'skippedOtherState' | 'skippedDeactivated' };

function mapRow(row: Row, state: string, countyByZip: Map<string, string>): Outcome {
  if (isDeactivated(row)) return { kind: 'skippedDeactivated' };
  if (row.get(COLUMN.state).toUpperCase() !== state) return { kind: 'skippedOtherState' };
  const npi = row.get(COLUMN.npi);
  if (npi === '') return { kind: 'rejected', reason: 'missing NPI' };
  if (!isValidNpi(npi)) return { kind: 'rejected', reason: 'invalid NPI' };
  const entityType = row.get(COLUMN.entityType);
  if (entityType !== '1' && entityType !== '2') return { kind: 'rejected', reason: 'unknown entity type' };
  const individual = entityType === '1';
  const name = row.get(individual ? COLUMN.lastName : COLUMN.organizationName);
  if (name === '') return { kind: 'rejected', reason: 'missing name' };
  const postal = row.get(COLUMN.postalCode).replace(/[\s-]/g, '');
  if (!/^\d{5}(\d{4})?$/.test(postal)) return { kind: 'rejected', reason: 'invalid ZIP' };

  const zipCode = postal.slice(0, 5);
  const { primary, secondary } = specialties(row);
  const orNull = (value: string) => (value === '' ? null : value);
  // "JR." → "Jr."; Roman numerals stay capitals.
  const suffix = row.get(COLUMN.suffix);
  return {
    kind: 'kept',
    provider: {
      npi,
      providerType: individual ? 'Individual' : 'Organization',
      lastNameOrOrgName: titleCase(name, individual ? 'person' : 'place'),
      firstName: individual ? orNull(titleCase(row.get(COLUMN.firstName), 'person')) : null,
      middleName: individual ? orNull(titleCase(row.get(COLUMN.middleName), 'person')) : null,
      suffix: individual ? orNull(/^[IVX]+$/.test(suffix) ? suffix : titleCase(suffix, 'person')) : null,
      title: individual ? orNull(row.get(COLUMN.credential)) : null,
      physicalAddress1: orNull(titleCase(row.get(COLUMN.address1), 'place')),
      physicalAddress2: orNull(titleCase(row.get(COLUMN.address2), 'place')),
      city: orNull(titleCase(row.get(COLUMN.city), 'place')),
      state,
      zipCode,
      zipCodePlus4: orNull(postal.slice(5)),
      county: countyByZip.get(zipCode) ?? null,
      phone: formatPhone(row.get(COLUMN.phone)),
      primarySpecialty: primary,
      secondarySpecialty: secondary,
      primaryLocation: 'Y',
      statusEffectiveDate: nppesDate(row.get(COLUMN.lastUpdateDate)),
      activeDate: nppesDate(row.get(COLUMN.enumerationDate)),
      // brdcrt, orgType and the MCA columns: not in the file, written as null (upsertProviders).
    },
  };
}

/** Each ZIP's most populous county, from data/ when never seeded (an import may precede the first seed). */
async function loadCountyByZip(db: DbExecutor): Promise<Map<string, string>> {
  let rows: { zipCode: string; county: string; sharePct: string | null }[] = await db
    .select()
    .from(oklahomaZipCounties);
  if (rows.length === 0) rows = loadZipCounties();
  const best = new Map<string, { county: string; share: number }>();
  for (const row of rows) {
    const share = row.sharePct === null ? -1 : Number(row.sharePct);
    const current = best.get(row.zipCode);
    if (!current || share > current.share || (share === current.share && row.county < current.county)) {
      best.set(row.zipCode, { county: row.county, share });
    }
  }
  return new Map([...best].map(([zip, { county }]) => [zip, county]));
}

// The id is the database's, and search_text is a generated column.
const PROVIDER_COLUMNS = Object.entries(getTableColumns(providers))
  .filter(([key]) => key !== 'id' && key !== 'searchText')
  .map(([key, column]) => ({ key: key as keyof ProviderInsert, name: column.name }));
const COLUMN_LIST = sql.raw(PROVIDER_COLUMNS.map((c) => `"${c.name}"`).join(', '));
const UPDATE_LIST = sql.raw(
  PROVIDER_COLUMNS.filter((c) => c.key !== 'npi')
    .map((c) => `"${c.name}" = excluded."${c.name}"`)
    .join(', '),
);

/**
 * Inserts or updates by NPI (distinct within a call). One JSON parameter (json_populate_recordset):
 * Drizzle's VALUES builder spent 2 s of a 3.4 s seed. `xmax = 0` tells an insert from an update.
 */
export async function upsertProviders(
  db: DbExecutor,
  rows: readonly ProviderInsert[],
): Promise<{ inserted: number; updated: number }> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        // A row not marked as made up is real (an NPPES row): sample false, never null.
        PROVIDER_COLUMNS.map((c) => [c.name, row[c.key] ?? (c.key === 'sample' ? false : null)]),
      ),
    ),
  );
  const result = (await db.execute(sql`
    insert into ${providers} (${COLUMN_LIST})
    select ${COLUMN_LIST} from json_populate_recordset(null::${providers}, ${json}::json)
    on conflict (npi) do update set ${UPDATE_LIST}
    returning (xmax = 0) as inserted`)) as unknown as { rows: { inserted: boolean }[] };
  const inserted = result.rows.filter((r) => r.inserted).length;
  return { inserted, updated: result.rows.length - inserted };
}

/** One transaction: a bad header throws ImportFileError before any write; a failure changes nothing. */
export async function importNppes(
  db: Db,
  input: Readable,
  { state = 'OK', onProgress, sourceName }: NppesImportOptions = {},
): Promise<NppesImportReport> {
  const wanted = state.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(wanted)) throw new Error(`State must be two letters, got "${state}"`);
  const parser = parse({ bom: true, relax_column_count: false, skip_empty_lines: true });
  // pipeline destroys both streams on failure or early stop; errors surface through the parser's iterator.
  pipeline(input, parser, () => {});
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;

  const first = await records.next();
  if (first.done) throw new ImportFileError('header', 'The NPPES file is empty');
  let toRow: (record: string[]) => Row;
  try {
    toRow = readHeader(first.value);
  } catch (error) {
    await records.return?.();
    throw error;
  }

  const report: NppesImportReport = {
    read: 0,
    kept: 0,
    inserted: 0,
    updated: 0,
    rejected: 0,
    rejectedReasons: {},
    skippedOtherState: 0,
    skippedDeactivated: 0,
  };
  const snapshot = () => ({ ...report, rejectedReasons: { ...report.rejectedReasons } });

  await db.transaction(async (tx) => {
    const countyByZip = await loadCountyByZip(tx);
    let batch = new Map<string, ProviderInsert>();
    const flush = async () => {
      const { inserted, updated } = await upsertProviders(tx, [...batch.values()]);
      report.inserted += inserted;
      report.updated += updated;
      report.kept += inserted + updated;
      batch = new Map();
    };
    for await (const record of { [Symbol.asyncIterator]: () => records }) {
      report.read += 1;
      const outcome = mapRow(toRow(record), wanted, countyByZip);
      if (outcome.kind === 'kept') {
        const npi = outcome.provider.npi as string;
        // The same NPI twice in one statement is an error in PostgreSQL: write the first one.
        if (batch.has(npi)) await flush();
        batch.set(npi, outcome.provider);
        if (batch.size >= BATCH_SIZE) await flush();
      } else if (outcome.kind === 'rejected') {
        report.rejected += 1;
        report.rejectedReasons[outcome.reason] = (report.rejectedReasons[outcome.reason] ?? 0) + 1;
      } else report[outcome.kind] += 1;
      if (report.read % PROGRESS_EVERY === 0) onProgress?.(snapshot());
    }
    await flush();
    await recordDataSource(tx, {
      kind: 'nppes',
      planYear: null,
      sourceName: sourceName ?? 'NPPES file',
      sample: false,
      rows: report.kept,
    });
  });
  // Fresh statistics for the typeahead's planner (PGlite has no autovacuum).
  await db.execute(sql`analyze providers`);
  onProgress?.(snapshot());
  return report;
}
