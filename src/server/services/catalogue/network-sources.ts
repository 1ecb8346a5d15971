/**
 * Which network data each plan has (ADR 0014), real or sample: a missing doctor is out of network only
 * where data that speaks for them exists, else "not verified" (engine/doctors.ts). Two probes per plan
 * per submission cost ~10 ms for 500 plans, so it is kept per process until plan_network_version moves
 * (statement trigger, migration 0019).
 */
import { sql } from 'drizzle-orm';
import type { NetworkSources } from '../../../engine/types.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';

const NONE: NetworkSources = { real: false, sample: false };

export class NetworkSourcesCache {
  private version: string | null = null;
  private byPlan = new Map<number, NetworkSources>();
  private loading: Promise<void> | null = null;

  /** A plan with no network rows has neither. `knownVersion`: the version the caller's rows were read at. */
  async of(
    db: DbExecutor,
    planIds: readonly number[],
    knownVersion?: string,
  ): Promise<Map<number, NetworkSources>> {
    const version = knownVersion ?? (await this.currentVersion(db));
    // A load that began before the change just seen holds an older version: wait, then load again.
    for (let attempt = 0; attempt < 2 && this.version !== version; attempt++) {
      this.loading ??= this.load(db).finally(() => {
        this.loading = null;
      });
      await this.loading;
    }
    return new Map(planIds.map((id) => [id, this.byPlan.get(id) ?? NONE]));
  }

  private async currentVersion(db: DbExecutor): Promise<string> {
    const [row] = await queryRows<{ version: string | number }>(
      db,
      sql`select version from plan_network_version where id = 1`,
    );
    return String(row?.version ?? '0');
  }

  private async load(db: DbExecutor): Promise<void> {
    // Version first: a change between the two reads makes the next submission load again.
    const version = await this.currentVersion(db);
    // "First plan id at or after this one" per partial index: as EXISTS the planner may scan the table.
    const rows = await queryRows<{ id: number; real: boolean | null; sample: boolean | null }>(
      db,
      sql`select p.id,
          (select n.plan_id from plan_networks n where not n.sample and n.plan_id >= p.id
            order by n.plan_id limit 1) = p.id as real,
          (select n.plan_id from plan_networks n where n.sample and n.plan_id >= p.id
            order by n.plan_id limit 1) = p.id as sample
        from medicare_plans p`,
    );
    this.byPlan = new Map(
      rows.map((r) => [Number(r.id), { real: r.real === true, sample: r.sample === true }]),
    );
    this.version = version;
  }
}
