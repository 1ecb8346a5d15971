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
import { PROVIDER_SEARCH_LIMIT, type ProviderSearchResult } from '../../../shared/lookup-contracts.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { providers } from '../../db/schema.ts';
import { escapeLike } from '../../db/sql-text.ts';
import type { ZipGeo } from '../catalogue/zip-geo.ts';

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
  sample: boolean;
};
type Row = ProviderResultRow & { distance: number | null };

export const providerResultColumns = sql`${providers.id}, ${providers.lastNameOrOrgName}, ${providers.firstName}, ${providers.primarySpecialty}, ${providers.npi}, ${providers.city}, ${providers.state}, ${providers.zipCode}, ${providers.sample}`;

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
    sample: r.sample === true,
  };
}

const last = sql`lower(${providers.lastNameOrOrgName})`;
const first = sql`lower(coalesce(${providers.firstName}, ''))`;
const specialty = sql`lower(coalesce(${providers.primarySpecialty}, ''))`;
const columns = providerResultColumns;
// Ties: case-insensitive byte order of the names (the same on PGlite and on any PostgreSQL locale).
const byName = sql`${last} collate "C", ${first} collate "C", ${providers.id}`;

/** One search: the query lower-cased, its words, and (near a ZIP) the nearby ZIPs with their distances. */
type Search = {
  db: DbExecutor;
  q: string;
  words: string[];
  /** The nearby ZIPs as a recordset `z(zip, distance)`; null: no ZIP given. */
  nearby: SQL | null;
  /** The same ZIPs as one array literal. */
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
    // The same ZIPs as one array literal, so that the planner can count the providers they hold
    // (it guesses 100 rows for any recordset): five-digit ZIPs need no quoting.
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
 * "`column` starts with `text`", as the byte-order range the pattern indexes serve, with bounds
 * PostgreSQL does not see when it plans (each is a one-row subquery). Given plain bounds it
 * misjudged the name indexes: its estimate for a `~>=~` range on them is near zero, so it took a
 * national index for nearly free and read every match in the country (a first name in a full
 * name, 9,000 rows; near a ZIP, once per nearby ZIP: "Aletha Cole" within 10 miles took 1.1 s).
 * Unseen bounds get its default selectivity, and the index that also holds the other condition
 * (the ZIP, or the other name) wins. The range holds exactly the strings that start with `text`
 * (up to a U+10FFFF after it, which no name has).
 */
const startsWith = (column: SQL, text: string) =>
  sql`(${column} ~>=~ (select ${text}::text) and ${column} ~<~ (select ${`${text}\u{10FFFF}`}::text))`;

/**
 * Stage 1: full name and prefixes (ranks 0–2), one rank at a time, each read from a btree
 * pattern index; a rank is read only while fewer than 20 results are found. `order` is the
 * rank's tie order as two lower-case names and the id: a prefix rank's is its index's order, so
 * PostgreSQL reads the index in order and stops after `limit` rows instead of sorting every
 * match (a 2-letter prefix matches tens of thousands of the nation's 8 million).
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
    // A full name matches few providers: found through both names of the (last, first) index and sorted.
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
 * One rank of stage 1, in its order. Near a ZIP, each nearby ZIP's first `limit` matches from the
 * (ZIP, name) pattern indexes (drizzle/0024), nearest ZIP first. The LIMIT inside keeps PostgreSQL
 * probing ZIP by ZIP (a lateral subquery with a LIMIT cannot become a join), and with the ZIPs
 * sorted by distance it stops at the ZIP that completes `limit` rows: the work is bounded by the
 * ZIPs read.
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

/**
 * Stage 2: contains-matches that were not prefix matches (ranks 3–5). A name or specialty that
 * contains the query puts it in the stored search text, which is tested first.
 */
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
    // Near a ZIP: the nearby ZIPs' providers whose search text holds the query, ranked from the
    // index that carries their names (drizzle/0027) without touching the table; only the ≤ 20
    // kept are fetched. The trigram index cost up to 90 ms here: a 5-letter name's trigrams match
    // 77,000 providers in the nation, to be intersected with a few hundred nearby; a specialty
    // ("edi" in "medicine") matches thousands nearby.
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
  // Anywhere: through the trigram index over the stored search text, every word of it (the index
  // then leaves few rows to read: one word of "Gwen Berge" alone left 12,840).
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
