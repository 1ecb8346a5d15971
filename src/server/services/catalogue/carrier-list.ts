/** The carriers table in memory for normalizeCarrier, reloaded when its reference version moves. */
import { sql } from 'drizzle-orm';
import type { KnownCarrier } from '../../../shared/carriers.ts';
import type { DbExecutor } from '../../db/client.ts';
import { referenceVersion } from '../../db/reference-versions.ts';
import { carriers } from '../../db/schema.ts';

export class CarrierList {
  private version: string | null = null;
  private list: readonly KnownCarrier[] = [];

  /** Pass the transaction when reading inside one. */
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

  invalidate(): void {
    this.version = null;
  }
}

export async function loadCarriers(db: DbExecutor): Promise<readonly KnownCarrier[]> {
  const rows = await db
    .select({ name: carriers.name, aliases: carriers.aliases })
    .from(carriers)
    .orderBy(sql`lower(${carriers.name}) collate "C"`);
  return rows.map((r) => ({ name: r.name, aliases: r.aliases ?? [] }));
}
