// A Plan-Net practitioner → a `providers` row merged with the NPI's existing one (docs/import-plan-net.md): a
// sample provider takes everything and becomes real; a real one keeps its name, and its address and
// specialties unless empty, filling only empty title, phone and type. Column groups are never mixed.
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../../db/client.ts';
import { oklahomaZipCounties, providers } from '../../../db/schema.ts';
import { loadZipCounties } from '../../../db/seed/reference-data.ts';
import { jsonArray } from '../../../db/sql-text.ts';
import { specialtyForTaxonomy } from '../../providers/npi.ts';
import { formatPhone, titleCase } from '../../providers/nppes-import.ts';
import type { PractitionerEntry, RoleEntry } from './plan-net-reader.ts';

/** Database column names: json_populate_recordset reads them so. */
export type ProviderRow = {
  npi: string;
  last_name_or_org_name: string;
  first_name: string | null;
  middle_name: string | null;
  suffix: string | null;
  title: string | null;
  phone: string | null;
  provider_type: 'Individual';
  physical_address1: string | null;
  physical_address2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  zip_code_plus4: string | null;
  county: string | null;
  primary_specialty: string | null;
  secondary_specialty: string | null;
};

const GENERATIONAL = /^(jr|sr|i{2,3}|iv|v)\.?$/i;

/** "207Q00000X" → "Family Medicine"; a code of no listed classification takes the directory's display. */
function specialtyName(code: string, display: string | null): string | null {
  const name = specialtyForTaxonomy(code);
  return name?.startsWith('Other (') && display ? display : name;
}

/**
 * One row per NPI: the name, the first role address, the first phone (role, location, practitioner), and the
 * roles' specialties (first primary, next different secondary).
 */
export function providerRow(practitioner: PractitionerEntry, roles: readonly RoleEntry[]): ProviderRow {
  const { name } = practitioner;
  const person = (value: string | null | undefined) => (value ? titleCase(value, 'person') : null);
  const credentials = name.suffixes.filter((s) => !GENERATIONAL.test(s));
  const address = roles.find((r) => r.address?.line1 || r.address?.postalCode)?.address ?? null;
  const postal = (address?.postalCode ?? '').replace(/[\s-]/g, '');
  const zip = /^\d{5}(\d{4})?$/.test(postal) ? postal : '';
  const place = (value: string | null | undefined) => (value ? titleCase(value, 'place') : null);
  const specialties = [
    ...new Set(roles.flatMap((r) => r.specialties.flatMap((s) => specialtyName(s.code, s.display) ?? []))),
  ];
  const phone = roles.map((r) => r.phone).find((p) => p !== null) ?? practitioner.phone;
  return {
    npi: practitioner.npi,
    last_name_or_org_name: person(name.family) ?? name.text ?? '',
    first_name: person(name.given[0]),
    middle_name: person(name.given.slice(1).join(' ')),
    suffix: name.suffixes.find((s) => GENERATIONAL.test(s)) ?? null,
    title: credentials.length > 0 ? credentials.join(', ') : null,
    phone: phone ? formatPhone(phone) : null,
    provider_type: 'Individual',
    physical_address1: place(address?.line1),
    physical_address2: place(address?.line2),
    city: place(address?.city),
    state: address?.state && /^[A-Za-z]{2}$/.test(address.state) ? address.state.toUpperCase() : null,
    zip_code: zip === '' ? null : zip.slice(0, 5),
    zip_code_plus4: zip.length === 9 ? zip.slice(5) : null,
    county: null,
    primary_specialty: specialties[0] ?? null,
    secondary_specialty: specialties[1] ?? null,
  };
}

export async function countiesOfZips(db: DbExecutor, zips: readonly string[]): Promise<Map<string, string>> {
  if (zips.length === 0) return new Map();
  const [any] = await queryRows<{ n: number }>(db, sql`select 1 as n from ${oklahomaZipCounties} limit 1`);
  if (!any) {
    const best = new Map<string, { county: string; share: number }>();
    for (const row of loadZipCounties()) {
      const share = row.sharePct === null ? -1 : Number(row.sharePct);
      const current = best.get(row.zipCode);
      if (!current || share > current.share || (share === current.share && row.county < current.county))
        best.set(row.zipCode, { county: row.county, share });
    }
    return new Map(zips.flatMap((zip) => (best.has(zip) ? [[zip, best.get(zip)?.county ?? '']] : [])));
  }
  const rows = await queryRows<{ zip_code: string; county: string }>(
    db,
    sql`select distinct on (zip_code) zip_code, county from ${oklahomaZipCounties}
        where zip_code = any(${jsonArray([...new Set(zips)], 'text')})
        order by zip_code, share_pct desc nulls last, county`,
  );
  return new Map(rows.map((r) => [r.zip_code, r.county]));
}

const NAME = ['last_name_or_org_name', 'first_name', 'middle_name', 'suffix'];
const FILL = ['title', 'phone', 'provider_type'];
const ADDRESS = 'physical_address1 physical_address2 city state zip_code zip_code_plus4 county'.split(' ');
const SPECIALTY = ['primary_specialty', 'secondary_specialty'];
/** NPPES-only columns: cleared when a sample provider becomes real, kept otherwise. */
const NPPES_ONLY =
  'primary_location status_effective_date active_date brdcrt org_type mca rsn mca_role'.split(' ');
const WRITTEN = ['npi', ...NAME, ...FILL, ...ADDRESS, ...SPECIALTY];

const sets = [
  ...NAME.map((c) => `"${c}" = case when p.sample then excluded."${c}" else p."${c}" end`),
  ...FILL.map(
    (c) => `"${c}" = case when p.sample then excluded."${c}" else coalesce(p."${c}", excluded."${c}") end`,
  ),
  ...ADDRESS.map(
    (c) =>
      `"${c}" = case when p.sample or (p.physical_address1 is null and p.zip_code is null) then excluded."${c}" else p."${c}" end`,
  ),
  ...SPECIALTY.map(
    (c) =>
      `"${c}" = case when p.sample or p.primary_specialty is null then excluded."${c}" else p."${c}" end`,
  ),
  ...NPPES_ONLY.map((c) => `"${c}" = case when p.sample then null else p."${c}" end`),
  'sample = false',
];
const COLUMN_LIST = sql.raw(WRITTEN.map((c) => `"${c}"`).join(', '));
const UPDATE_LIST = sql.raw(sets.join(', '));

/** Upserts by the file comment's merge rule, rows as one JSON parameter; answers NPI → id and inserts. */
export async function upsertDirectoryProviders(
  db: DbExecutor,
  rows: readonly ProviderRow[],
): Promise<{ idByNpi: Map<string, number>; inserted: number }> {
  if (rows.length === 0) return { idByNpi: new Map(), inserted: 0 };
  const result = await queryRows<{ id: number; npi: string; inserted: boolean }>(
    db,
    sql`insert into ${providers} as p (${COLUMN_LIST}, sample)
        select ${COLUMN_LIST}, false from json_populate_recordset(null::${providers}, ${JSON.stringify(rows)}::json)
        on conflict (npi) do update set ${UPDATE_LIST}
        returning p.id, p.npi, (p.xmax = 0) as inserted`,
  );
  return {
    idByNpi: new Map(result.map((r) => [r.npi, Number(r.id)])),
    inserted: result.filter((r) => r.inserted).length,
  };
}
