/**
 * The provider typeahead's in-memory directory (spec §7, §9; ADR 0009). The ranking is the same
 * as the SQL search in provider-search-sql.ts: full name ("Smith John" or "John Smith"), last-name
 * prefix, first-name prefix, last-name contains, first-name contains, specialty contains; ties by
 * distance (when a ZIP is given), then lower-case name in byte order (last, first; for first-name
 * prefix matches first, last: the order their index reads, ADR 0009), then id.
 *
 * Why in memory: on the embedded database every statement and every row read costs far more than
 * in a JavaScript loop, and broad fragments ("in", "Nurse" within 50 miles) match thousands of
 * providers that SQL must read and sort, which put the 95th percentile over its 15 ms budget. A
 * scan of 20,000 pre-lowered names is well under a millisecond.
 *
 * Freshness: every search reads a one-row version counter that a statement trigger on `providers`
 * bumps in the same transaction as any change (drizzle/0006), so an import by another process is
 * seen by the next search. A directory larger than `memoryLimit` stays in PostgreSQL and is
 * searched with the trigram-indexed SQL instead.
 */
import { sql } from 'drizzle-orm';
import { PROVIDER_SEARCH_LIMIT, type ProviderSearchResult } from '../../shared/lookup-contracts.ts';
import { type DbExecutor, queryRows } from '../db/client.ts';
import { providers } from '../db/schema.ts';
import {
  type ProviderResultRow,
  type ProviderSearchInput,
  providerResultColumns,
  searchProvidersSql,
  toProviderResult,
} from './provider-search-sql.ts';
import type { ZipGeo } from './zip-geo.ts';

/**
 * About 750 bytes of heap a provider (151 MB measured at 200,000, docs/benchmarks.md); 250,000
 * providers is roughly 190 MB. Oklahoma's real NPPES directory is well under 100,000.
 */
export const DIRECTORY_MEMORY_LIMIT = 250_000;

type Display = Omit<ProviderSearchResult, 'distanceMiles'>;

/** Providers sorted by (last, first, id) so that within a rank the scan order is the tie order. */
type Snapshot = {
  version: string;
  display: Display[];
  last: string[];
  first: string[];
  /** Index into `specialties` (few distinct values: tested once per search, not once per row). */
  specialty: Uint16Array;
  specialties: string[];
  /** Index into `zips`, or -1 without a ZIP. */
  zip: Int32Array;
  zips: string[];
};

type Candidate = { rank: number; distance: number; index: number };

export class ProviderDirectory {
  private snapshot: Snapshot | 'too-large' | null = null;
  private snapshotVersion: string | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: DbExecutor,
    private readonly memoryLimit = DIRECTORY_MEMORY_LIMIT,
  ) {}

  /** At most 20 ranked matches (spec §7 /api/providers/search). */
  async search(geo: ZipGeo, input: ProviderSearchInput): Promise<ProviderSearchResult[]> {
    const snapshot = await this.current();
    if (snapshot === 'too-large') return searchProvidersSql(this.db, geo, input);

    let nearby: Map<string, number> | null = null;
    if (input.userZip) {
      // Without a radius, every provider is eligible but still gets its distance.
      nearby = await geo.within(input.userZip, input.radius ?? Number.POSITIVE_INFINITY);
      // An unknown ZIP has no coordinates: nobody can be shown as within the radius.
      if (!nearby || nearby.size === 0) return [];
    }
    return rankMatches(snapshot, input.q, nearby).map(({ index, distance }) => {
      const row = snapshot.display[index] as Display;
      return nearby ? { ...row, distanceMiles: Math.round(distance * 10) / 10 } : row;
    });
  }

  private async current(): Promise<Snapshot | 'too-large'> {
    const [row] = await queryRows<{ version: string | number }>(
      this.db,
      sql`select version from provider_directory_version where id = 1`,
    );
    const version = String(row?.version ?? '0');
    // A load that began before the change we just saw holds an older version: wait for it, then
    // load once more. (Another change meanwhile is the next search's to see.)
    for (let attempt = 0; attempt < 2 && this.snapshotVersion !== version; attempt++) {
      this.loading ??= this.load().finally(() => {
        this.loading = null;
      });
      await this.loading;
    }
    return this.snapshot as Snapshot | 'too-large';
  }

  private async load(): Promise<void> {
    // Version first: a change between the two reads makes the next search load again.
    const [row] = await queryRows<{ version: string | number; n: string | number }>(
      this.db,
      sql`select v.version, (select count(*) from ${providers}) as n
        from provider_directory_version v where v.id = 1`,
    );
    const version = String(row?.version ?? '0');
    if (Number(row?.n ?? 0) > this.memoryLimit) {
      this.snapshot = 'too-large';
      this.snapshotVersion = version;
      return;
    }
    const rows = await queryRows<ProviderResultRow>(
      this.db,
      sql`select ${providerResultColumns} from ${providers}`,
    );
    const items = rows.map((r) => ({
      row: r,
      last: r.last_name_or_org_name.toLowerCase(),
      first: (r.first_name ?? '').toLowerCase(),
      id: Number(r.id),
    }));
    items.sort((a, b) => compareBytes(a.last, b.last) || compareBytes(a.first, b.first) || a.id - b.id);

    const specialties: string[] = [];
    const specialtyIndex = new Map<string, number>();
    const zips: string[] = [];
    const zipIndex = new Map<string, number>();
    const snapshot: Snapshot = {
      version,
      display: [],
      last: [],
      first: [],
      specialty: new Uint16Array(items.length),
      specialties,
      zip: new Int32Array(items.length),
      zips,
    };
    items.forEach(({ row: r, last, first }, i) => {
      snapshot.display.push(toProviderResult(r));
      snapshot.last.push(last);
      snapshot.first.push(first);
      const specialty = (r.primary_specialty ?? '').toLowerCase();
      let s = specialtyIndex.get(specialty);
      if (s === undefined) {
        s = specialties.push(specialty) - 1;
        specialtyIndex.set(specialty, s);
      }
      snapshot.specialty[i] = s;
      let z = -1;
      if (r.zip_code) {
        z = zipIndex.get(r.zip_code) ?? -1;
        if (z < 0) {
          z = zips.push(r.zip_code) - 1;
          zipIndex.set(r.zip_code, z);
        }
      }
      snapshot.zip[i] = z;
    });
    this.snapshot = snapshot;
    this.snapshotVersion = version;
  }
}

/**
 * One pass over the directory in name order. Per rank, the best 20 by distance are kept; the
 * scan order breaks distance ties by name (first-name matches compare first names before it),
 * so no sort of the (possibly thousands of) matches is needed.
 */
function rankMatches(s: Snapshot, query: string, nearby: Map<string, number> | null): Candidate[] {
  const q = query.trim().toLowerCase();
  const words = q.split(/[\s,]+/).filter(Boolean);
  const [a, b] = words.length === 2 ? words : [];
  const specialtyMatches = s.specialties.map((name) => name.includes(q));
  const zipDistance = s.zips.map((zip) => (nearby ? (nearby.get(zip) ?? -1) : 0));

  const best: Candidate[][] = [[], [], [], [], [], []];
  const n = s.last.length;
  for (let i = 0; i < n; i++) {
    let distance = 0;
    if (nearby) {
      const z = s.zip[i] as number;
      if (z < 0) continue;
      distance = zipDistance[z] as number;
      if (distance < 0) continue;
    }
    const last = s.last[i] as string;
    const first = s.first[i] as string;
    let rank: number;
    if (
      a &&
      b &&
      ((last.startsWith(a) && first.startsWith(b)) || (first.startsWith(a) && last.startsWith(b)))
    )
      rank = 0;
    else if (last.startsWith(q)) rank = 1;
    else if (first.startsWith(q)) rank = 2;
    else if (last.includes(q)) rank = 3;
    else if (first.includes(q)) rank = 4;
    else if (specialtyMatches[s.specialty[i] as number]) rank = 5;
    else continue;
    keepBest(best[rank] as Candidate[], { rank, distance, index: i }, rank === 2 ? byFirst : byScan);
  }
  return best.flat().slice(0, PROVIDER_SEARCH_LIMIT);

  /** First-name prefix matches: by first name, then scan order (last, first, id). */
  function byFirst(x: Candidate, y: Candidate): number {
    return compareBytes(s.first[x.index] as string, s.first[y.index] as string) || x.index - y.index;
  }
}

const byScan = (x: Candidate, y: Candidate) => x.index - y.index;

/** Keeps the 20 smallest by (distance, `tie`) in order. */
function keepBest(list: Candidate[], c: Candidate, tie: (x: Candidate, y: Candidate) => number): void {
  const before = (x: Candidate, y: Candidate) => x.distance - y.distance || tie(x, y);
  if (list.length === PROVIDER_SEARCH_LIMIT && before(c, list[list.length - 1] as Candidate) >= 0) return;
  let at = list.length;
  while (at > 0 && before(c, list[at - 1] as Candidate) < 0) at--;
  list.splice(at, 0, c);
  if (list.length > PROVIDER_SEARCH_LIMIT) list.pop();
}

/**
 * The byte order of UTF-8 text, as PostgreSQL's "C" collation compares it. UTF-16 code units sort
 * the same way below the surrogate range, so only a difference at or above it needs the bytes.
 */
function compareBytes(x: string, y: string): number {
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const cx = x.charCodeAt(i);
    const cy = y.charCodeAt(i);
    if (cx === cy) continue;
    if (cx < 0xd800 && cy < 0xd800) return cx - cy;
    return Buffer.compare(Buffer.from(x.slice(i)), Buffer.from(y.slice(i)));
  }
  return x.length - y.length;
}
