/**
 * The active plans a submission scores, per county (ADR 0016) and year, at most MAX_COUNTIES (least
 * recently used first): reading them was a fifth of a submission's time. A new medicare_plans reference
 * version drops everything (updated_at, a transaction's start time, missed long imports).
 */
import { and, eq, sql } from 'drizzle-orm';
import { servesCounty } from '../../../engine/recommend.ts';
import { planFieldPoints } from '../../../engine/score.ts';
import type { EnginePlan, FieldPoints } from '../../../engine/types.ts';
import { type Place, personAreaKeys } from '../../../shared/service-area.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { referenceVersion } from '../../db/reference-versions.ts';
import { medicarePlans, planFormulary } from '../../db/schema.ts';
import { keepRecent } from '../platform/recent.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

/** A plan without a formulary gets estimated tiers. */
type Snapshot = { rows: PlanRow[]; withFormulary: ReadonlySet<number> };

export const MAX_COUNTIES = 256;

export type PlanCatalogue = {
  yearsWithPlans(): Promise<number[]>;
  eligible(place: Place, planYear: number): Promise<Snapshot>;
};

type Generation = {
  version: string;
  byCounty: Map<string, Promise<Snapshot>>;
  years: Promise<number[]> | null;
};

export class PlanCache {
  private readonly fieldPoints = new WeakMap<PlanRow, FieldPoints>();
  private generation: Generation = { version: '', byCounty: new Map(), years: null };
  private uncommitted = 0;

  constructor(
    private readonly db: DbExecutor,
    private readonly maxCounties = MAX_COUNTIES,
  ) {}

  private async currentVersion(db: DbExecutor): Promise<string> {
    // Inside a transaction that changed plans: a generation of its own, which the next read drops.
    return (await referenceVersion(db, 'medicare_plans')) ?? `uncommitted ${++this.uncommitted}`;
  }

  /** A load started for an older version lands in the old generation. */
  private async current(db: DbExecutor): Promise<Generation> {
    const version = await this.currentVersion(db);
    if (version !== this.generation.version) this.generation = { version, byCounty: new Map(), years: null };
    return this.generation;
  }

  get keptCounties(): number {
    return this.generation.byCounty.size;
  }

  /** Computed once per row this cache handed out (engine/score.ts). */
  fieldPointsOf(row: PlanRow, plan: EnginePlan): FieldPoints {
    let points = this.fieldPoints.get(row);
    if (!points) {
      points = planFieldPoints(plan);
      this.fieldPoints.set(row, points);
    }
    return points;
  }

  async yearsWithPlans(db: DbExecutor = this.db): Promise<number[]> {
    return this.yearsIn(await this.current(db), db);
  }

  /** The catalogue at one version read once: plan years and the county's plans in one round trip fewer. */
  async now(db: DbExecutor = this.db): Promise<PlanCatalogue> {
    const generation = await this.current(db);
    return {
      yearsWithPlans: () => this.yearsIn(generation, db),
      eligible: (place, planYear) => this.eligibleIn(generation, place, planYear, db),
    };
  }

  private yearsIn(generation: Generation, db: DbExecutor): Promise<number[]> {
    generation.years ??= queryRows<{ y: number }>(
      db,
      sql`select distinct ${medicarePlans.planYear} as y from ${medicarePlans} where ${medicarePlans.isActive}`,
    )
      .then((rows) => rows.map((r) => Number(r.y)).sort((a, b) => a - b))
      .catch((error: unknown) => {
        generation.years = null;
        throw error;
      });
    return generation.years;
  }

  /** Active plans serving the county (servesCounty); formulary writes set updated_at: one version. */
  async eligible(place: Place, planYear: number, db: DbExecutor = this.db): Promise<Snapshot> {
    return this.eligibleIn(await this.current(db), place, planYear, db);
  }

  private eligibleIn(
    generation: Generation,
    place: Place,
    planYear: number,
    db: DbExecutor,
  ): Promise<Snapshot> {
    const key = `${planYear}|${personAreaKeys(place.state, place.county).join('&')}`;
    const kept = generation.byCounty.get(key);
    // Most recently used last: the first key is the one to drop.
    if (kept) return keepRecent(generation.byCounty, key, kept, this.maxCounties);
    const loading = loadCounty(db, place, planYear).catch((error: unknown) => {
      if (generation.byCounty.get(key) === loading) generation.byCounty.delete(key);
      throw error;
    });
    return keepRecent(generation.byCounty, key, loading, this.maxCounties);
  }
}

/** `&&` on the GIN-indexed service_area: the keys servesCounty checks, which has the last word. */
async function loadCounty(db: DbExecutor, place: Place, planYear: number): Promise<Snapshot> {
  const keys = personAreaKeys(place.state, place.county);
  const wanted = sql`array[${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const found = await db
    .select({
      plan: medicarePlans,
      hasFormulary: sql<boolean>`exists (select 1 from ${planFormulary} f where f.plan_id = ${medicarePlans.id})`,
    })
    .from(medicarePlans)
    .where(
      and(
        eq(medicarePlans.isActive, true),
        eq(medicarePlans.planYear, planYear),
        sql`${medicarePlans.serviceArea} && ${wanted}`,
      ),
    )
    .orderBy(medicarePlans.id);
  const serving = found.filter((r) => servesCounty(r.plan, place.state, place.county));
  return {
    rows: serving.map((r) => r.plan),
    withFormulary: new Set(serving.filter((r) => r.hasFormulary).map((r) => r.plan.id)),
  };
}
