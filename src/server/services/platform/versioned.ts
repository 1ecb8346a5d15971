import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/client.ts';

/** The value a per-process cache loaded, kept until its version counter row moves. */
export class Versioned<T> {
  private version: string | null = null;
  private value: T | undefined;
  private loading: Promise<void> | null = null;

  /** `load` reads the version first: a change between the two reads makes the next call load again. */
  constructor(private readonly load: (db: DbExecutor) => Promise<{ version: string; value: T }>) {}

  async at(db: DbExecutor, version: string): Promise<T> {
    // A load that began before the change just seen holds an older version: wait, then load again.
    for (let attempt = 0; attempt < 2 && this.version !== version; attempt++) {
      this.loading ??= this.load(db)
        .then((loaded) => {
          this.value = loaded.value;
          this.version = loaded.version;
        })
        .finally(() => {
          this.loading = null;
        });
      await this.loading;
    }
    return this.value as T;
  }
}

/** A statement trigger bumps the counter table's one row on every change of the table it watches. */
export async function counterVersion(
  db: DbExecutor,
  table: 'plan_network_version' | 'provider_directory_version',
): Promise<string> {
  const [row] = await queryRows<{ version: string | number }>(
    db,
    sql`select version from ${sql.raw(table)} where id = 1`,
  );
  return String(row?.version ?? '0');
}
