/**
 * The carrier list admins maintain (carriers table, issue 16), kept in memory: plan imports, the
 * CMS Landscape import, the admin plan API and its options normalise every carrier spelling with
 * it (normalizeCarrier, src/shared/carriers.ts). Like the plan cache (plan-cache.ts), the carriers'
 * version (db/reference-versions.ts, bumped when any write to the table commits) tells whether the
 * list changed, in this process or another, so the next read reloads.
 */
import { sql } from 'drizzle-orm';
import type { KnownCarrier } from '../../../shared/carriers.ts';
import type { DbExecutor } from '../../db/client.ts';
import { referenceVersion } from '../../db/reference-versions.ts';
import { carriers } from '../../db/schema.ts';

export class CarrierList {
  private version: string | null = null;
  private list: readonly KnownCarrier[] = [];

  /** The carriers, by name; pass the transaction when reading inside one. */
  async current(db: DbExecutor): Promise<readonly KnownCarrier[]> {
    const version = await referenceVersion(db, 'carriers');
    // Inside a transaction that changed carriers: its own list, kept by no one.
    if (version === null) return loadCarriers(db);
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
