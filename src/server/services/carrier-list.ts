/**
 * The carrier list admins maintain (carriers table, issue 16), kept in memory: plan imports, the
 * CMS Landscape import, the admin plan API and its options normalise every carrier spelling with
 * it (normalizeCarrier, src/shared/carriers.ts). Like the plan cache (plan-cache.ts), a one-row
 * version query (count and latest update) tells whether an admin changed the list, in this process
 * or another; every carrier write sets updated_at (admin-carriers.ts), so the next read reloads.
 */
import { sql } from 'drizzle-orm';
import type { KnownCarrier } from '../../shared/carriers.ts';
import { type DbExecutor, queryRows } from '../db/client.ts';
import { carriers } from '../db/schema.ts';

export class CarrierList {
  private version: string | null = null;
  private list: readonly KnownCarrier[] = [];

  /** The carriers, by name; pass the transaction when reading inside one. */
  async current(db: DbExecutor): Promise<readonly KnownCarrier[]> {
    const [row] = await queryRows<{ n: number | string; latest: string | Date | null }>(
      db,
      sql`select count(*) as n, max(${carriers.updatedAt}) as latest from ${carriers}`,
    );
    const latest = row?.latest instanceof Date ? row.latest.toISOString() : String(row?.latest ?? '');
    const version = `${row?.n ?? 0}|${latest}`;
    if (version !== this.version) {
      this.list = await loadCarriers(db);
      this.version = version;
    }
    return this.list;
  }

  /** Forgets the list, so the next read loads it (after a write in this process). */
  invalidate(): void {
    this.version = null;
  }
}

/** The carriers table as the matching rules take it. */
export async function loadCarriers(db: DbExecutor): Promise<readonly KnownCarrier[]> {
  const rows = await db
    .select({ name: carriers.name, aliases: carriers.aliases })
    .from(carriers)
    .orderBy(sql`lower(${carriers.name}) collate "C"`);
  return rows.map((r) => ({ name: r.name, aliases: r.aliases ?? [] }));
}
