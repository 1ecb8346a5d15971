/**
 * The active plans, read once and kept until the catalogue changes. Every submission scores all
 * eligible plans, and reading hundreds of plan rows with their JSON columns was a fifth of a
 * submission's time. A one-row version query (count and latest update) tells whether another
 * process, an import or an admin changed anything; every plan write sets updated_at (through
 * recordPlanChange, plan-changes.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { servesCounty } from '../../engine/recommend.ts';
import { planFieldPoints } from '../../engine/score.ts';
import type { EnginePlan, FieldPoints } from '../../engine/types.ts';
import { type DbExecutor, queryRows } from '../db/client.ts';
import { medicarePlans, planFormulary } from '../db/schema.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

/** The active plans of one catalogue version, and which of them have a formulary on file. */
type Snapshot = { rows: PlanRow[]; withFormulary: ReadonlySet<number> };

export class PlanCache {
  /** Field points by plan row: the rows live until the catalogue changes, and their points with them. */
  private readonly fieldPoints = new WeakMap<PlanRow, FieldPoints>();
  private version: string | null = null;
  private snapshot: Snapshot = { rows: [], withFormulary: new Set() };
  private loading: Promise<Snapshot> | null = null;

  constructor(private readonly db: DbExecutor) {}

  private async currentVersion(db: DbExecutor): Promise<string> {
    const [row] = await queryRows<{ n: number | string; latest: string | Date | null }>(
      db,
      sql`select count(*) as n, max(${medicarePlans.updatedAt}) as latest from ${medicarePlans}`,
    );
    const latest = row?.latest instanceof Date ? row.latest.toISOString() : String(row?.latest ?? '');
    return `${row?.n ?? 0}|${latest}`;
  }

  private async current(db: DbExecutor): Promise<Snapshot> {
    const version = await this.currentVersion(db);
    if (version === this.version) return this.snapshot;
    this.loading ??= load(db)
      .then((snapshot) => {
        this.snapshot = snapshot;
        this.version = version;
        return snapshot;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
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

  /** Active plans of every year; pass the transaction when reading inside one. */
  async activePlans(db: DbExecutor = this.db): Promise<PlanRow[]> {
    return (await this.current(db)).rows;
  }

  /** The plan years with at least one active plan, oldest first. */
  async yearsWithPlans(db: DbExecutor = this.db): Promise<number[]> {
    const { rows } = await this.current(db);
    return [...new Set(rows.map((p) => p.planYear))].sort((a, b) => a - b);
  }

  /** Active plans of the year that serve the county (statewide ones and those listing it). */
  async eligiblePlans(county: string | null, planYear: number, db: DbExecutor = this.db): Promise<PlanRow[]> {
    return (await this.eligible(county, planYear, db)).rows;
  }

  /**
   * Active plans of the plan year that serve the county, and the ids of the active plans with a formulary on file
   * (a plan without one gets estimated tiers). Formulary writes set the plan's updated_at, so the
   * set belongs to the same catalogue version as the rows.
   */
  async eligible(county: string | null, planYear: number, db: DbExecutor = this.db): Promise<Snapshot> {
    const { rows, withFormulary } = await this.current(db);
    return { rows: rows.filter((p) => p.planYear === planYear && servesCounty(p, county)), withFormulary };
  }
}

async function load(db: DbExecutor): Promise<Snapshot> {
  const rows = await db.select().from(medicarePlans).where(eq(medicarePlans.isActive, true));
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select p.id from ${medicarePlans} p where p.is_active
      and exists (select 1 from ${planFormulary} f where f.plan_id = p.id)`,
  );
  return { rows, withFormulary: new Set(ids.map((r) => Number(r.id))) };
}
