/**
 * The active plans, read once and kept until the catalogue changes. Every submission scores all
 * eligible plans, and reading hundreds of plan rows with their JSON columns was a fifth of a
 * submission's time. A one-row version query (count and latest update) tells whether another
 * process, an import or an admin changed anything; every plan write sets updated_at.
 */
import { eq, sql } from 'drizzle-orm';
import { servesCounty } from '../../engine/recommend.ts';
import { type DbExecutor, queryRows } from '../db/client.ts';
import { medicarePlans } from '../db/schema.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

export class PlanCache {
  private version: string | null = null;
  private rows: PlanRow[] = [];
  private loading: Promise<PlanRow[]> | null = null;

  constructor(private readonly db: DbExecutor) {}

  private async currentVersion(db: DbExecutor): Promise<string> {
    const [row] = await queryRows<{ n: number | string; latest: string | Date | null }>(
      db,
      sql`select count(*) as n, max(${medicarePlans.updatedAt}) as latest from ${medicarePlans}`,
    );
    const latest = row?.latest instanceof Date ? row.latest.toISOString() : String(row?.latest ?? '');
    return `${row?.n ?? 0}|${latest}`;
  }

  /** Active plans; pass the transaction when reading inside one. */
  async activePlans(db: DbExecutor = this.db): Promise<PlanRow[]> {
    const version = await this.currentVersion(db);
    if (version === this.version) return this.rows;
    this.loading ??= db
      .select()
      .from(medicarePlans)
      .where(eq(medicarePlans.isActive, true))
      .then((rows) => {
        this.rows = rows;
        this.version = version;
        return rows;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Active plans that serve the county (statewide ones and those listing it). */
  async eligiblePlans(county: string | null, db: DbExecutor = this.db): Promise<PlanRow[]> {
    return (await this.activePlans(db)).filter((p) => servesCounty(p, county));
  }
}
