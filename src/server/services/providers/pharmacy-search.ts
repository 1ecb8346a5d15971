/** Retail pharmacies in the current Part D release's networks, nearest first; unnamed ones are left out. */
import { sql } from 'drizzle-orm';
import { PHARMACY_SEARCH_MILES, type PharmacySearchResult } from '../../../shared/lookup-contracts.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { escapeLike } from '../../db/sql-text.ts';
import type { ZipGeo } from '../catalogue/zip-geo.ts';

export const PHARMACY_SEARCH_LIMIT = 20;

export async function searchPharmacies(
  db: DbExecutor,
  geo: ZipGeo,
  { zipCode, q, planYear }: { zipCode: string; q?: string | undefined; planYear?: number | undefined },
): Promise<PharmacySearchResult[]> {
  const near = await geo.within(zipCode, PHARMACY_SEARCH_MILES);
  if (!near || near.size === 0) return [];
  const zips = [...near.keys()];
  const name = q?.trim() ? `%${escapeLike(q.trim().toLowerCase())}%` : null;
  // Named by the pharmacy directory, else by the provider directory (NPPES organizations).
  const rows = await queryRows<Omit<PharmacySearchResult, 'distanceMiles'>>(
    db,
    sql`with near(zip) as (select jsonb_array_elements_text(${JSON.stringify(zips)}::jsonb)),
      named as (
        select npi, name, address, city, zip_code, sample from pharmacies where zip_code in (select zip from near)
        union all
        select p.npi, p.last_name_or_org_name, p.physical_address1, p.city, p.zip_code, p.sample from providers p
        where p.zip_code in (select zip from near) and p.npi is not null
          and not exists (select 1 from pharmacies f where f.npi = p.npi)
      )
      select n.npi, n.name, n.address, n.city, n.zip_code as "zipCode", n.sample from named n
      where exists (
        select 1 from partd_pharmacies x join partd_releases r on r.id = x.release_id
        where r.current ${planYear === undefined ? sql`` : sql`and r.contract_year = ${planYear}`}
          and x.npi = n.npi and x.retail
      )
      ${name ? sql`and lower(n.name) like ${name}` : sql``}`,
  );
  return rows
    .map((r) => ({
      ...r,
      sample: r.sample === true,
      distanceMiles: r.zipCode === null ? null : Math.round((near.get(r.zipCode) ?? 0) * 10) / 10,
    }))
    .sort((a, b) => (a.distanceMiles ?? 999) - (b.distanceMiles ?? 999) || a.name.localeCompare(b.name))
    .slice(0, PHARMACY_SEARCH_LIMIT);
}
