/**
 * The provider typeahead's in-memory directory (ADR 0009), ranked as provider-search-sql.ts ranks.
 * In memory because PGlite's per-statement and per-row costs put broad fragments over the 15 ms p95
 * budget; indexed (provider-index.ts) so it stays under a millisecond at 200,000. Each search reads a
 * version counter bumped by a trigger on `providers` (drizzle/0006). Above `memoryLimit`, SQL search.
 */
import { sql } from 'drizzle-orm';
import type { ProviderSearchResult } from '../../../shared/lookup-contracts.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { providers } from '../../db/schema.ts';
import type { ZipGeo } from '../catalogue/zip-geo.ts';
import { counterVersion, Versioned } from '../platform/versioned.ts';
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

/** About 300 bytes a provider with its index (59 MB at 200,000, ADR 0009); Oklahoma has under 100,000. */
export const DIRECTORY_MEMORY_LIMIT = 250_000;

export class ProviderDirectory {
  private readonly snapshot = new Versioned<ProviderIndex | 'too-large'>(async (db) => {
    const [row] = await queryRows<{ version: string | number; n: string | number }>(
      db,
      sql`select v.version, (select count(*) from ${providers}) as n
        from provider_directory_version v where v.id = 1`,
    );
    const version = String(row?.version ?? '0');
    if (Number(row?.n ?? 0) > this.memoryLimit) return { version, value: 'too-large' };
    const rows = await queryRows<ProviderResultRow>(
      db,
      sql`select ${providerResultColumns} from ${providers}`,
    );
    return { version, value: buildProviderIndex(rows) };
  });

  constructor(
    private readonly db: DbExecutor,
    private readonly memoryLimit = DIRECTORY_MEMORY_LIMIT,
  ) {}

  /** At most 20 ranked matches (spec §7 /api/providers/search). */
  async search(geo: ZipGeo, input: ProviderSearchInput): Promise<ProviderSearchResult[]> {
    const version = await counterVersion(this.db, 'provider_directory_version');
    const index = await this.snapshot.at(this.db, version);
    if (index === 'too-large') return searchProvidersSql(this.db, geo, input);

    let nearby: Map<string, number> | null = null;
    if (input.userZip) {
      // Without a radius, every provider is eligible but still gets its distance.
      nearby = await geo.within(input.userZip, input.radius ?? Number.POSITIVE_INFINITY);
      // An unknown ZIP has no coordinates: nobody can be shown as within the radius.
      if (!nearby || nearby.size === 0) return [];
    }
    return searchProviderIndex(index, input.q, nearby).map(({ position, distance }) => {
      const row = index.display[position] as ProviderDisplay;
      return nearby ? { ...row, distanceMiles: Math.round(distance * 10) / 10 } : row;
    });
  }
}
