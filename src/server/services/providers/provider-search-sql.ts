/**
 * Provider typeahead in SQL for directories too large for memory (ranking as provider-directory.ts).
 * Two stages (drizzle/0004): prefix ranks from btree pattern indexes; only when they give fewer than 20,
 * contains-ranks via a trigram index (3+ characters; 2 are scanned). Measurements: ADR 0008.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PROVIDER_SEARCH_LIMIT, type ProviderSearchResult } from '../../../shared/lookup-contracts.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { providers } from '../../db/schema.ts';
import { escapeLike } from '../../db/sql-text.ts';
import type { ZipGeo } from '../catalogue/zip-geo.ts';

export type ProviderSearchInput = { q: string; userZip?: string; radius?: number };

export type ProviderResultRow = {
  id: number;
  last_name_or_org_name: string;
  first_name: string | null;
  primary_specialty: string | null;
  npi: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  sample: boolean;
};
type Row = ProviderResultRow & { distance: number | null };

export const providerResultColumns = sql`${providers.id}, ${providers.lastNameOrOrgName}, ${providers.firstName}, ${providers.primarySpecialty}, ${providers.npi}, ${providers.city}, ${providers.state}, ${providers.zipCode}, ${providers.sample}`;

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
    sample: r.sample === true,
  };
}

const last = sql`lower(${providers.lastNameOrOrgName})`;
const first = sql`lower(coalesce(${providers.firstName}, ''))`;
const specialty = sql`lower(coalesce(${providers.primarySpecialty}, ''))`;
const columns = providerResultColumns;
// Ties: case-insensitive byte order (the same on PGlite and on any PostgreSQL locale).
const byName = sql`${last} collate "C", ${first} collate "C", ${providers.id}`;

type Search = {
  db: DbExecutor;
  q: string;
  words: string[];
  /** The nearby ZIPs as a recordset `z(zip, distance)`; null: no ZIP given. */
  nearby: SQL | null;
  nearbyZips: SQL | null;
};

export async function searchProvidersSql(
  db: DbExecutor,
  geo: ZipGeo,
  input: ProviderSearchInput,
): Promise<ProviderSearchResult[]> {
  const q = input.q.trim().toLowerCase();
  const search: Search = { db, q, words: q.split(/[\s,]+/).filter(Boolean), nearby: null, nearbyZips: null };
  if (input.userZip) {
    // Without a radius, every provider is eligible but still gets its distance.
    const within = await geo.within(input.userZip, input.radius ?? Number.POSITIVE_INFINITY);
    // An unknown ZIP has no coordinates: nobody can be shown as within the radius.
    if (!within || within.size === 0) return [];
    // One JSON parameter: PGlite converts array parameters slowly (about 10 ms for a few hundred).
    const list = JSON.stringify([...within].map(([zip, distance]) => ({ zip, distance })));
    search.nearby = sql`jsonb_to_recordset(${list}::jsonb) as z(zip text, distance float8)`;
    // Also an array literal, so the planner can count their providers (it guesses 100 rows for a recordset).
    search.nearbyZips = sql`${`{${[...within.keys()].filter((zip) => /^\d{5}$/.test(zip)).join(',')}}`}::text[]`;
  }

  const prefixRows = await prefixMatches(search);
  const rows =
    prefixRows.length < PROVIDER_SEARCH_LIMIT
      ? [...prefixRows, ...(await containsMatches(search, PROVIDER_SEARCH_LIMIT - prefixRows.length))]
      : prefixRows;
  return rows.map((r) => ({
    ...toProviderResult(r),
    ...(r.distance === null ? {} : { distanceMiles: Math.round(Number(r.distance) * 10) / 10 }),
  }));
}

/**
 * "`column` starts with `text`" as a byte-order range whose bounds are one-row subqueries the planner
 * cannot see: with plain bounds it judged the national name indexes nearly free and read every match in
 * the country ("Aletha Cole" within 10 miles took 1.1 s). The range ends at U+10FFFF, which no name has.
 */
const startsWith = (column: SQL, text: string) =>
  sql`(${column} ~>=~ (select ${text}::text) and ${column} ~<~ (select ${`${text}\u{10FFFF}`}::text))`;

/**
 * Stage 1: full name and prefixes (ranks 0–2), each from a btree pattern index read in its order, so it
 * stops after `limit` rows (a 2-letter prefix matches tens of thousands nationally); read while under 20.
 */
async function prefixMatches(search: Search): Promise<Row[]> {
  const { q, words } = search;
  const [wordA = '', wordB = ''] = words;
  const fullNameRange =
    words.length === 2
      ? sql`((${startsWith(last, wordA)} and ${startsWith(first, wordB)})
          or (${startsWith(first, wordA)} and ${startsWith(last, wordB)}))`
      : sql`false`;
  const lastPrefix = startsWith(last, q);
  const ranks: { where: SQL; order: [SQL, SQL] }[] = [
    // A full name matches few: found through both names of the (last, first) index and sorted.
    ...(words.length === 2 ? [{ where: fullNameRange, order: [last, first] as [SQL, SQL] }] : []),
    { where: sql`${lastPrefix} and not ${fullNameRange}`, order: [last, first] },
    // First-name matches in first-name order (the (first, last) index, drizzle/0027).
    {
      where: sql`${startsWith(first, q)} and not ${lastPrefix} and not ${fullNameRange}`,
      order: [first, last],
    },
  ];
  const rows: Row[] = [];
  for (const rank of ranks) {
    if (rows.length >= PROVIDER_SEARCH_LIMIT) break;
    rows.push(...(await prefixRank(search, rank.where, rank.order, PROVIDER_SEARCH_LIMIT - rows.length)));
  }
  return rows;
}

/**
 * Near a ZIP: each nearby ZIP's first `limit` matches from the (ZIP, name) indexes (drizzle/0024), nearest
 * first. A lateral LIMIT cannot become a join, so it stops at the ZIP that completes `limit`.
 */
function prefixRank({ db, nearby }: Search, where: SQL, [k1, k2]: [SQL, SQL], limit: number) {
  if (!nearby) {
    return queryRows<Row>(
      db,
      sql`select ${columns}, null::float8 as distance from ${providers}
        where ${where}
        order by ${k1} using ~<~, ${k2} using ~<~, ${providers.id}
        limit ${limit}`,
    );
  }
  return queryRows<Row>(
    db,
    sql`select p.*, z.distance
      from (select * from ${nearby} order by z.distance) z
      cross join lateral (
        select ${columns}, ${k1} as sort1, ${k2} as sort2 from ${providers}
        where ${providers.zipCode} = z.zip and ${where}
        order by ${k1} using ~<~, ${k2} using ~<~, ${providers.id}
        limit ${limit}) p
      order by z.distance, p.sort1 using ~<~, p.sort2 using ~<~, p.id
      limit ${limit}`,
  );
}

/** Stage 2: contains-matches that were not prefix matches (ranks 3–5), tested on the stored search text. */
function containsMatches({ db, q, words, nearby, nearbyZips }: Search, limit: number): Promise<Row[]> {
  const prefix = `${escapeLike(q)}%`;
  const contains = `%${escapeLike(q)}%`;
  // Two words: either order of last and first name.
  let fullName: SQL = sql`false`;
  if (words.length === 2) {
    const [a, b] = words.map((w) => `${escapeLike(w)}%`);
    fullName = sql`((${last} like ${a} and ${first} like ${b}) or (${first} like ${a} and ${last} like ${b}))`;
  }
  const matches = sql`not (${fullName} or ${last} like ${prefix} or ${first} like ${prefix})
    and (${last} like ${contains} or ${first} like ${contains} or ${specialty} like ${contains})`;
  const rank = sql`case when ${last} like ${contains} then 3 when ${first} like ${contains} then 4 else 5 end`;
  if (nearby) {
    // Near a ZIP: ranked from the names index (drizzle/0027) without the table; only the ≤ 20 kept are
    // fetched. The trigram index cost up to 90 ms here (a 5-letter name's trigrams match 77,000 nationally).
    return queryRows<Row>(
      db,
      sql`select ${columns}, hit.distance from (
          select ${providers.id} as id, z.distance, ${rank} as rank, ${last} as sort1, ${first} as sort2
          from ${providers} join ${nearby} on z.zip = ${providers.zipCode}
          where ${providers.zipCode} = any(${nearbyZips})
            and strpos(${providers.searchText}, ${q}) > 0
            and ${matches}
          order by ${rank}, z.distance, ${byName}
          limit ${limit}) hit
        join ${providers} on ${providers.id} = hit.id
        order by hit.rank, hit.distance, hit.sort1 collate "C", hit.sort2 collate "C", hit.id`,
    );
  }
  // Anywhere: trigram index on every word (one word of "Gwen Berge" alone left 12,840 rows).
  const everyWord = (words.length > 0 ? words : [q]).map(
    (w) => sql`${providers.searchText} like ${`%${escapeLike(w)}%`}`,
  );
  return queryRows<Row>(
    db,
    sql`select ${columns}, null::float8 as distance from ${providers}
      where ${sql.join(everyWord, sql` and `)}
        and ${matches}
      order by ${rank}, ${byName}
      limit ${limit}`,
  );
}
