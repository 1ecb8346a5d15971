/**
 * Which network data each plan has (ADR 0014): rows from a real source (an import or an admin)
 * and rows of the sample generator. A doctor missing from a plan's network is out of network only
 * where network data that speaks for them exists, otherwise "not verified" (engine/doctors.ts).
 *
 * Asked for every plan on every submission this was two index probes per plan (about 10 ms for 500
 * plans on PGlite), for an answer that changes only when plan_networks does. So each server process
 * keeps it in memory and reloads it when `plan_network_version` (bumped by a statement trigger on
 * plan_networks, migration 0019) moves; a submission reads the one-row counter with its doctors'
 * network rows.
 */
import { sql } from 'drizzle-orm';
import type { NetworkSources } from '../../../engine/types.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';

const NONE: NetworkSources = { real: false, sample: false };

export class NetworkSourcesCache {
  private version: string | null = null;
  private byPlan = new Map<number, NetworkSources>();
  private loading: Promise<void> | null = null;

  /**
   * Each plan's network sources; a plan with no network rows has neither. `knownVersion`: the
   * version the caller's network rows were read at (plan-loader.ts reads it in the same statement),
   * else read here.
   */
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

  /**
   * One probe per plan into each partial index of plan_networks, asked as "the first plan id at or
   * after this one" in index order: as EXISTS, the planner (with statistics from before the sample
   * flag) may choose a sequential scan that reads the whole table for a plan without such rows.
   */
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
