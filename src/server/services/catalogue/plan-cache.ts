/**
 * The active plans a submission scores, kept until the catalogue changes. Reading a county's plans
 * with their JSON columns was a fifth of a submission's time, so they are read once per county (of
 * a state: ADR 0016) and plan year and kept; only the counties people ask about are held, at most MAX_COUNTIES of them
 * (the least recently used goes first). At national scale (6,000 plans, docs/benchmarks-national.md)
 * holding every plan of every year would cost seconds on each catalogue change and memory for plans
 * no one in this process asks about.
 *
 * The plans' version (db/reference-versions.ts: bumped when any write to medicare_plans commits,
 * from another process, an import or an admin) tells whether anything changed, with one tiny read;
 * a new version drops everything kept. (A count and latest updated_at missed a long import that
 * committed after a later edit: updated_at is a transaction's start time.)
 */
import { and, eq, sql } from 'drizzle-orm';
import { servesCounty } from '../../../engine/recommend.ts';
import { planFieldPoints } from '../../../engine/score.ts';
import type { EnginePlan, FieldPoints } from '../../../engine/types.ts';
import { type Place, personAreaKeys } from '../../../shared/service-area.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { referenceVersion } from '../../db/reference-versions.ts';
import { medicarePlans, planFormulary } from '../../db/schema.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

/** Active plans, and which of them have a formulary on file (a plan without one gets estimated tiers). */
type Snapshot = { rows: PlanRow[]; withFormulary: ReadonlySet<number> };

/** How many county and plan-year selections one process keeps: a state's counties, a busy region's. */
export const MAX_COUNTIES = 256;

/** The catalogue at one version (PlanCache.now). */
export type PlanCatalogue = {
  yearsWithPlans(): Promise<number[]>;
  eligible(place: Place, planYear: number): Promise<Snapshot>;
};

/** What is kept for one catalogue version; a new version starts an empty one. */
type Generation = {
  version: string;
  byCounty: Map<string, Promise<Snapshot>>;
  years: Promise<number[]> | null;
};

export class PlanCache {
  /** Field points by plan row: the rows live until the catalogue changes, and their points with them. */
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

  /** What is kept for the catalogue as it is now; a load started for an older version lands in the old one. */
  private async current(db: DbExecutor): Promise<Generation> {
    const version = await this.currentVersion(db);
    if (version !== this.generation.version) this.generation = { version, byCounty: new Map(), years: null };
    return this.generation;
  }

  /** How many county and plan-year selections are kept now (for tests and the benchmark). */
  get keptCounties(): number {
    return this.generation.byCounty.size;
  }

  /** The plan's field points (engine/score.ts), computed once per row this cache handed out. */
  fieldPointsOf(row: PlanRow, plan: EnginePlan): FieldPoints {
    let points = this.fieldPoints.get(row);
    if (!points) {
      points = planFieldPoints(plan);
      this.fieldPoints.set(row, points);
    }
    return points;
  }

  /** The plan years with at least one active plan, oldest first. */
  async yearsWithPlans(db: DbExecutor = this.db): Promise<number[]> {
    return this.yearsIn(await this.current(db), db);
  }

  /**
   * The catalogue as it is now, its version read once: a submission asks for the plan years and
   * then for its county's plans, both from the same version, in one round trip to the database
   * fewer (issue 21).
   */
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

  /**
   * Active plans of the plan year that serve the county of the state (engine/recommend.ts
   * servesCounty), and which of them have a formulary on file. Formulary writes set the plan's
   * updated_at, so the set belongs to the same catalogue version as the rows.
   */
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
    if (kept) {
      // Most recently used last: the first key is the one to drop.
      generation.byCounty.delete(key);
      generation.byCounty.set(key, kept);
      return kept;
    }
    const loading = loadCounty(db, place, planYear).catch((error: unknown) => {
      if (generation.byCounty.get(key) === loading) generation.byCounty.delete(key);
      throw error;
    });
    generation.byCounty.set(key, loading);
    while (generation.byCounty.size > this.maxCounties) {
      const oldest = generation.byCounty.keys().next().value;
      if (oldest === undefined) break;
      generation.byCounty.delete(oldest);
    }
    return loading;
  }
}

/**
 * One county's active plans of the year, and which have a formulary: plans whose service area
 * holds the state or the county of it (`&&` on the GIN-indexed service_area), the same keys the
 * engine's servesCounty checks, which has the last word.
 */
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
