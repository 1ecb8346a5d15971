/**
 * The provider typeahead's in-memory directory (spec §7, §9; ADR 0009). The ranking is the same
 * as the SQL search in provider-search-sql.ts: full name ("Smith John" or "John Smith"), last-name
 * prefix, first-name prefix, last-name contains, first-name contains, specialty contains; ties by
 * distance (when a ZIP is given), then lower-case name in byte order (last, first; for first-name
 * prefix matches first, last: the order their index reads, ADR 0009), then id.
 *
 * Why in memory: on the embedded database every statement and every row read costs far more than
 * in a JavaScript loop, and broad fragments ("in", "Nurse" within 50 miles) match thousands of
 * providers that SQL must read and sort, which put the 95th percentile over its 15 ms budget. The
 * copy is indexed (provider-index.ts): a search looks at the providers that can fill its 20
 * results, not at every provider, so it stays well under a millisecond at 200,000.
 *
 * Freshness: every search reads a one-row version counter that a statement trigger on `providers`
 * bumps in the same transaction as any change (drizzle/0006), so an import by another process is
 * seen by the next search. A directory larger than `memoryLimit` stays in PostgreSQL and is
 * searched with the trigram-indexed SQL instead.
 */
import { sql } from 'drizzle-orm';
import type { ProviderSearchResult } from '../../../shared/lookup-contracts.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { providers } from '../../db/schema.ts';
import type { ZipGeo } from '../catalogue/zip-geo.ts';
import {
  buildProviderIndex,
  type ProviderDisplay,
  type ProviderIndex,
  searchProviderIndex,
} from './provider-index.ts';
import {
  type ProviderResultRow,
  type ProviderSearchInput,
  providerResultColumns,
  searchProvidersSql,
} from './provider-search-sql.ts';

/**
 * About 300 bytes of heap a provider with its index (59 MB measured at 200,000, ADR 0009); 250,000
 * providers is roughly 75 MB. Oklahoma's real NPPES directory is well under 100,000.
 */
export const DIRECTORY_MEMORY_LIMIT = 250_000;

type Snapshot = { version: string; index: ProviderIndex };

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
    return searchProviderIndex(snapshot.index, input.q, nearby).map(({ position, distance }) => {
      const row = snapshot.index.display[position] as ProviderDisplay;
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
    const snapshot: Snapshot = { version, index: buildProviderIndex(rows) };
    this.snapshot = snapshot;
    this.snapshotVersion = version;
  }
}
