/**
 * Which network data each plan has (ADR 0014), real or sample: a missing doctor is out of network only
 * where data that speaks for them exists, else "not verified" (engine/doctors.ts). Two probes per plan
 * per submission cost ~10 ms for 500 plans, so it is kept per process until plan_network_version moves
 * (statement trigger, migration 0019).
 */
import { sql } from 'drizzle-orm';
import type { NetworkSources } from '../../../engine/types.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { counterVersion, Versioned } from '../platform/versioned.ts';

const NONE: NetworkSources = { real: false, sample: false };

export class NetworkSourcesCache {
  private readonly byPlan = new Versioned(async (db) => {
    const version = await counterVersion(db, 'plan_network_version');
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
    const value = new Map<number, NetworkSources>(
      rows.map((r) => [Number(r.id), { real: r.real === true, sample: r.sample === true }]),
    );
    return { version, value };
  });

  /** A plan with no network rows has neither. `knownVersion`: the version the caller's rows were read at. */
  async of(
    db: DbExecutor,
    planIds: readonly number[],
    knownVersion?: string,
  ): Promise<Map<number, NetworkSources>> {
    const version = knownVersion ?? (await counterVersion(db, 'plan_network_version'));
    const byPlan = await this.byPlan.at(db, version);
    return new Map(planIds.map((id) => [id, byPlan.get(id) ?? NONE]));
  }
}
