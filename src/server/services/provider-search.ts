/**
 * Provider typeahead (spec §7, §9). Matches last name / organization, first name or specialty,
 * ranked: last-name prefix, first-name prefix, last-name contains, first-name contains, specialty
 * contains. "Smith John" or "Smith, John" also finds the person with that last and first name,
 * ranked first. Within a rank: nearest first when a ZIP is given, then alphabetically by the name
 * that matched (last name, or first name for the first-name ranks).
 *
 * Speed (design.md §9: p95 ≤ 15 ms at 20,000 providers; ADR 0008): the ranks are fetched one at a
 * time, best first, and the search stops as soon as it has 20 results. Each rank's query can be
 * answered by walking a btree in its output order (drizzle/0005) and stopping early, so a broad
 * fragment ("in") costs as little as a narrow one; rare 3+ character fragments use the trigram
 * indexes instead (the planner picks, from statistics kept fresh by ANALYZE after every load).
 * With a ZIP, the broad ranks (contains, specialty) look in the nearest ZIPs first and widen only
 * when those hold too few matches, so the order "nearest first" never needs a sort of thousands.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PROVIDER_SEARCH_LIMIT, type ProviderSearchResult } from '../../shared/lookup-contracts.ts';
import { type DbExecutor, queryRows } from '../db/client.ts';
import { providers } from '../db/schema.ts';
import { escapeLike, jsonArray } from '../db/sql-text.ts';
import type { ZipGeo } from './zip-geo.ts';

export type ProviderSearchInput = { q: string; userZip?: string; radius?: number };

type Row = {
  id: number;
  last_name_or_org_name: string;
  first_name: string | null;
  primary_specialty: string | null;
  npi: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  distance: number | null;
};

/** A rank: which rows it matches and the alphabetical order an index can deliver them in. */
type Rank = { where: SQL; order: keyof typeof ORDER; broad: boolean };

// The index expressions of drizzle/0005, written exactly as indexed so the planner can use them:
// "C" collation for the btrees (prefixes, order), none for the trigram indexes (contains).
const last = sql`lower(${providers.lastNameOrOrgName}) collate "C"`;
const first = sql`lower(coalesce(${providers.firstName}, '')) collate "C"`;
const lastText = sql`lower(${providers.lastNameOrOrgName})`;
const firstText = sql`lower(coalesce(${providers.firstName}, ''))`;
// Unqualified, so the same order applies to the table and to a CTE of its rows.
const ORDER = {
  last: sql.raw(`lower(last_name_or_org_name) collate "C", lower(coalesce(first_name, '')) collate "C", id`),
  first: sql.raw(`lower(coalesce(first_name, '')) collate "C", lower(last_name_or_org_name) collate "C", id`),
};
const columns = sql`${providers.id}, ${providers.lastNameOrOrgName}, ${providers.firstName}, ${providers.primarySpecialty}, ${providers.npi}, ${providers.city}, ${providers.state}, ${providers.zipCode}`;

/** ZIP batches when looking nearest-first: a few closest ZIPs, then four times more, and so on. */
const FIRST_BATCH_ZIPS = 8;
const BATCH_GROWTH = 4;
/** Above this many nearby matches a rank is read nearest ZIPs first instead of sorted whole. */
const BROAD_RANK_ROWS = 300;
/** Up to this many ZIPs, matches are looked up ZIP by ZIP rather than through the name indexes. */
const AREA_FIRST_ZIPS = 32;

const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export async function searchProviders(
  db: DbExecutor,
  geo: ZipGeo,
  input: ProviderSearchInput,
): Promise<ProviderSearchResult[]> {
  const q = input.q.trim().toLowerCase();
  const prefix = `${escapeLike(q)}%`;
  const contains = `%${escapeLike(q)}%`;

  let nearby: [zip: string, miles: number][] | null = null;
  if (input.userZip) {
    // Without a radius, every provider is eligible but still gets its distance.
    const within = await geo.within(input.userZip, input.radius ?? Number.POSITIVE_INFINITY);
    // An unknown ZIP has no coordinates: nobody can be shown as within the radius.
    if (!within || within.size === 0) return [];
    nearby = [...within].sort((a, b) => a[1] - b[1]);
  }

  const ranks: (Rank | (() => Promise<Rank | null>))[] = [];
  const words = q.split(/[\s,]+/).filter(Boolean);
  if (words.length === 2) {
    // Two words: either order of last and first name.
    const [a, b] = words.map((w) => `${escapeLike(w)}%`);
    ranks.push({
      where: sql`((${last} like ${a} and ${first} like ${b}) or (${first} like ${a} and ${last} like ${b}))`,
      order: 'last',
      broad: false,
    });
  }
  ranks.push(
    { where: sql`${last} like ${prefix}`, order: 'last', broad: false },
    { where: sql`${first} like ${prefix}`, order: 'first', broad: false },
    { where: sql`${lastText} like ${contains}`, order: 'last', broad: true },
    { where: sql`${firstText} like ${contains}`, order: 'first', broad: true },
    // Specialty: the few distinct specialties are matched first, so the rows come from an index.
    async () => {
      const specialties = (await distinctSpecialties(db)).filter((s) => s.toLowerCase().includes(q));
      if (specialties.length === 0) return null;
      return {
        where: sql`${providers.primarySpecialty} = any(${jsonArray(specialties, 'text')})`,
        order: 'last',
        broad: true,
      };
    },
  );

  const found: Row[] = [];
  for (const entry of ranks) {
    const remaining = PROVIDER_SEARCH_LIMIT - found.length;
    if (remaining <= 0) break;
    const rank = typeof entry === 'function' ? await entry() : entry;
    if (!rank) continue;
    const seen = found.map((r) => Number(r.id));
    const where =
      seen.length > 0 ? sql`${rank.where} and ${providers.id} <> all(${jsonArray(seen, 'int')})` : rank.where;
    found.push(...(await fetchRank(db, where, rank, nearby, remaining, q.length < 3)));
  }

  return found.map((r) => ({
    id: Number(r.id),
    lastNameOrOrgName: r.last_name_or_org_name,
    firstName: r.first_name,
    primarySpecialty: r.primary_specialty,
    npi: r.npi,
    city: r.city,
    state: r.state,
    zipCode: r.zip_code,
    ...(r.distance === null ? {} : { distanceMiles: Math.round(Number(r.distance) * 10) / 10 }),
  }));
}

/**
 * Up to `limit` rows of one rank: alphabetical, or nearest first (then alphabetical) with a ZIP.
 * A rank with at most BROAD_RANK_ROWS matches is read whole (through whichever index is narrowest:
 * prefix btree, trigram, ZIP) and sorted. A broader one is read in its output order and stopped
 * early: alphabetically along a btree, or nearest ZIPs first, so it is never sorted whole. A
 * 2-character contains-fragment has no trigram, so without a ZIP it goes straight to the walk.
 */
async function fetchRank(
  db: DbExecutor,
  where: SQL,
  rank: Rank,
  nearby: [string, number][] | null,
  limit: number,
  walkFirst: boolean,
): Promise<Row[]> {
  if (!rank.broad) return (await rankQuery(db, where, rank, nearby, limit, null)) ?? [];
  if (!(walkFirst && !nearby)) {
    const whole = await rankQuery(db, where, rank, nearby, limit, BROAD_RANK_ROWS);
    if (whole) return whole;
  }
  if (!nearby) {
    return queryRows<Row>(
      db,
      sql`select ${columns}, null::float8 as distance from ${providers}
          where ${where} order by ${ORDER[rank.order]} limit ${limit}`,
    );
  }
  const rows: Row[] = [];
  for (const batch of nearestFirstBatches(nearby)) {
    rows.push(...((await rankQuery(db, where, rank, batch, limit - rows.length, null)) ?? []));
    if (rows.length >= limit) break;
  }
  return rows;
}

/** Every match (in the given ZIPs), sorted; null when there are more than `cap` of them. */
async function rankQuery(
  db: DbExecutor,
  where: SQL,
  rank: Rank,
  zips: [string, number][] | null,
  limit: number,
  cap: number | null,
): Promise<Row[] | null> {
  // ZIPs and distances travel as one JSON parameter: array parameters cost PGlite ~10 ms each.
  const z = zips
    ? sql`(select * from jsonb_to_recordset(${jsonParam(zips.map(([zip, distance]) => ({ zip, distance })))})
          as z(zip text, distance float8))`
    : null;
  const rows = await queryRows<Row & { total: number }>(
    db,
    sql`with ${z ? sql`z as materialized ${z},` : sql``} c as materialized (
          ${
            zips && zips.length <= AREA_FIRST_ZIPS
              ? // A small area: look ZIP by ZIP (index probes), whatever the fragment; `offset 0`
                // keeps the planner from flattening that into a scan of the whole table.
                sql`select p.* from z cross join lateral (
                  select ${columns} from ${providers} where ${providers.zipCode} = z.zip and ${where}
                  offset 0) p`
              : sql`select ${columns} from ${providers}
                  where ${where} ${z ? sql`and ${providers.zipCode} in (select zip from z)` : sql``}`
          }
          ${cap === null ? sql`` : sql`limit ${cap + 1}`})
        select c.*, ${z ? sql`z.distance` : sql`null::float8 as distance`}, (select count(*) from c)::int as total
        from c ${z ? sql`join z on z.zip = c.zip_code order by z.distance, ${ORDER[rank.order]}` : sql`order by ${ORDER[rank.order]}`}
        limit ${limit}`,
  );
  if (cap !== null && (rows[0]?.total ?? 0) > cap) return null;
  return rows;
}

/**
 * Splits ZIPs sorted by distance into growing batches. Every ZIP of a batch is at most as far as
 * every ZIP of the next (ties stay together), so rows taken batch by batch stay nearest first.
 */
export function nearestFirstBatches<T extends [string, number]>(sorted: T[]): T[][] {
  const batches: T[][] = [];
  let size = FIRST_BATCH_ZIPS;
  let start = 0;
  while (start < sorted.length) {
    let end = Math.min(sorted.length, start + size);
    while (end < sorted.length && sorted[end]?.[1] === sorted[end - 1]?.[1]) end++;
    batches.push(sorted.slice(start, end));
    start = end;
    size *= BATCH_GROWTH;
  }
  return batches;
}

/** The directory's distinct specialties, by a skip scan of the specialty index (a few dozen probes). */
async function distinctSpecialties(db: DbExecutor): Promise<string[]> {
  const rows = await queryRows<{ v: string }>(
    db,
    sql`with recursive s(v) as (
          select min(${providers.primarySpecialty}) from ${providers}
          union all
          select (select min(${providers.primarySpecialty}) from ${providers}
                  where ${providers.primarySpecialty} > s.v)
          from s where s.v is not null)
        select v from s where v is not null`,
  );
  return rows.map((r) => r.v);
}
