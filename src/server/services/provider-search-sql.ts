/**
 * Provider typeahead in SQL (spec §7, §9), for a directory too large to keep in memory;
 * provider-directory.ts searches smaller ones (the usual case) with the same ranking. Matches last
 * name / organization, first name or specialty, ranked: last-name prefix, first-name prefix, last-name contains, first-name contains, specialty
 * contains; ties by distance (when a ZIP is given), then name. "Smith John" or "Smith, John"
 * also finds the person with that last and first name, ranked first.
 *
 * Two stages keep it fast as the directory grows (drizzle/0004): the prefix ranks come from btree
 * pattern indexes on the lower-case names; only when they give fewer than 20 results are the
 * contains-ranks looked up, through a trigram index over the searchable text (for 3+ characters;
 * a 2-character fragment has no trigram and is scanned). ADR 0008 has the measurements.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PROVIDER_SEARCH_LIMIT, type ProviderSearchResult } from '../../shared/lookup-contracts.ts';
import { type DbExecutor, queryRows } from '../db/client.ts';
import { providers } from '../db/schema.ts';
import { escapeLike } from '../db/sql-text.ts';
import type { ZipGeo } from './zip-geo.ts';

export type ProviderSearchInput = { q: string; userZip?: string; radius?: number };

/** A search result's columns as SQL returns them (the in-memory directory loads the same). */
export type ProviderResultRow = {
  id: number;
  last_name_or_org_name: string;
  first_name: string | null;
  primary_specialty: string | null;
  npi: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
};
type Row = ProviderResultRow & { distance: number | null };

export const providerResultColumns = sql`${providers.id}, ${providers.lastNameOrOrgName}, ${providers.firstName}, ${providers.primarySpecialty}, ${providers.npi}, ${providers.city}, ${providers.state}, ${providers.zipCode}`;

/** Spec §3 search-result shape, without the distance. */
export function toProviderResult(r: ProviderResultRow): Omit<ProviderSearchResult, 'distanceMiles'> {
  return {
    id: Number(r.id),
    lastNameOrOrgName: r.last_name_or_org_name,
    firstName: r.first_name,
    primarySpecialty: r.primary_specialty,
    npi: r.npi,
    city: r.city,
    state: r.state,
    zipCode: r.zip_code,
  };
}

const last = sql`lower(${providers.lastNameOrOrgName})`;
const first = sql`lower(coalesce(${providers.firstName}, ''))`;
const specialty = sql`lower(coalesce(${providers.primarySpecialty}, ''))`;
const columns = providerResultColumns;
// Ties: case-insensitive byte order of the names (the same on PGlite and on any PostgreSQL locale).
const byName = sql`${last} collate "C", ${first} collate "C", ${providers.id}`;

export async function searchProvidersSql(
  db: DbExecutor,
  geo: ZipGeo,
  input: ProviderSearchInput,
): Promise<ProviderSearchResult[]> {
  const q = input.q.trim().toLowerCase();
  const prefix = `${escapeLike(q)}%`;
  const contains = `%${escapeLike(q)}%`;

  // Two words: either order of last and first name.
  const words = q.split(/[\s,]+/).filter(Boolean);
  let fullName: SQL = sql`false`;
  if (words.length === 2) {
    const [a, b] = words.map((w) => `${escapeLike(w)}%`);
    fullName = sql`((${last} like ${a} and ${first} like ${b}) or (${first} like ${a} and ${last} like ${b}))`;
  }

  let nearby: SQL | null = null;
  if (input.userZip) {
    // Without a radius, every provider is eligible but still gets its distance.
    const within = await geo.within(input.userZip, input.radius ?? Number.POSITIVE_INFINITY);
    // An unknown ZIP has no coordinates: nobody can be shown as within the radius.
    if (!within || within.size === 0) return [];
    // One JSON parameter: PGlite converts array parameters slowly (about 10 ms for a few hundred).
    const list = JSON.stringify([...within].map(([zip, distance]) => ({ zip, distance })));
    nearby = sql`jsonb_to_recordset(${list}::jsonb) as z(zip text, distance float8)`;
  }

  /** Matches of `where`, nearest first when a ZIP is given (ties: `order`), else in `order`. */
  const select = (where: SQL, order: SQL, limit: number) =>
    queryRows<Row>(
      db,
      nearby
        ? sql`select ${columns}, z.distance from ${providers}
            join ${nearby} on z.zip = ${providers.zipCode}
            where ${where}
            order by ${order}
            limit ${limit}`
        : sql`select ${columns}, null::float8 as distance from ${providers}
            where ${where}
            order by ${order}
            limit ${limit}`,
    );
  const run = (where: SQL, rank: SQL, limit: number) =>
    select(where, nearby ? sql`${rank}, z.distance, ${byName}` : sql`${rank}, ${byName}`, limit);
  /**
   * One rank of stage 1: without a ZIP, ordered as the last-name pattern index is (byte order,
   * `~<~`, the same order as collate "C"), so PostgreSQL reads the index in order and stops after
   * `limit` rows instead of sorting every match (a 2-letter prefix matches tens of thousands of
   * a national directory's 8 million: docs/benchmarks-national.md). With a ZIP the order is by
   * distance first, which no index gives.
   */
  const runRank = (where: SQL, limit: number, inIndexOrder: boolean) =>
    select(
      where,
      nearby
        ? sql`z.distance, ${byName}`
        : inIndexOrder
          ? sql`${last} using ~<~, ${first} using ~<~, ${providers.id}`
          : byName,
      limit,
    );

  // Stage 1: full name and prefixes (ranks 0–2), one rank at a time, each served by the btree
  // pattern indexes; a rank is read only while fewer than 20 results are found.
  const lastPrefix = sql`${last} like ${prefix}`;
  const firstPrefix = sql`${first} like ${prefix}`;
  // A full name matches few providers: they are found through both name indexes and sorted (in
  // index order, PostgreSQL was seen walking the whole last-name index to find them).
  const stage1: [SQL, boolean][] = [
    ...(words.length === 2 ? [[fullName, false] as [SQL, boolean]] : []),
    [sql`${lastPrefix} and not ${fullName}`, true],
    [sql`${firstPrefix} and not ${lastPrefix} and not ${fullName}`, true],
  ];
  const prefixRows: Row[] = [];
  for (const [where, inIndexOrder] of stage1) {
    if (prefixRows.length >= PROVIDER_SEARCH_LIMIT) break;
    prefixRows.push(...(await runRank(where, PROVIDER_SEARCH_LIMIT - prefixRows.length, inIndexOrder)));
  }
  let rows = prefixRows;
  if (prefixRows.length < PROVIDER_SEARCH_LIMIT) {
    // Stage 2: contains-matches that were not prefix matches (ranks 3–5). The stored search text
    // condition is implied by the others; it is there because it is cheap to test and the trigram
    // index can serve it.
    const wordFilter = words.map((w) => sql`${providers.searchText} like ${`%${escapeLike(w)}%`}`);
    const containsRows = await run(
      sql`${wordFilter.length > 0 ? sql.join(wordFilter, sql` and `) : sql`true`}
        and not (${fullName} or ${last} like ${prefix} or ${first} like ${prefix})
        and (${last} like ${contains} or ${first} like ${contains} or ${specialty} like ${contains})`,
      sql`case when ${last} like ${contains} then 3 when ${first} like ${contains} then 4 else 5 end`,
      PROVIDER_SEARCH_LIMIT - prefixRows.length,
    );
    rows = [...prefixRows, ...containsRows];
  }

  return rows.map((r) => ({
    ...toProviderResult(r),
    ...(r.distance === null ? {} : { distanceMiles: Math.round(Number(r.distance) * 10) / 10 }),
  }));
}
