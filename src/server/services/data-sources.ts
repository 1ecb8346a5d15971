/**
 * Datasets and their provenance (src/shared/data-sources.ts; docs/data-sources.md). Each importer
 * records its dataset in its own transaction, so a dataset is listed exactly when its rows are
 * there; the consumer pages' "Plan data from Medicare, updated <date>" is read from here.
 */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  type DataSource,
  type DataSourceKind,
  MEDICARE_PLAN_DATA_KINDS,
  type PlanData,
  releaseOfFileName,
} from '../../shared/data-sources.ts';
import { SAMPLE_DATA_PREFIX } from '../../shared/recommendation-contracts.ts';
import type { DbExecutor } from '../db/client.ts';
import { dataSources, medicarePlans } from '../db/schema.ts';

export type NewDataSource = {
  kind: DataSourceKind;
  planYear: number | null;
  /** The file's own name (a path is cut to its last part). */
  sourceName: string;
  /** The release when the caller knows it; otherwise read from the file's name. */
  release?: { label: string | null; date: string | null } | null;
  sample: boolean;
  rows: number;
  importJobId?: number | null;
};

export async function recordDataSource(db: DbExecutor, source: NewDataSource): Promise<void> {
  const sourceName = source.sourceName.replace(/^.*[\\/]/, '') || source.sourceName;
  const release = source.release === undefined ? releaseOfFileName(sourceName) : source.release;
  await db.insert(dataSources).values({
    kind: source.kind,
    planYear: source.planYear,
    sourceName,
    releaseLabel: release?.label ?? null,
    releaseDate: release?.date ?? null,
    sample: source.sample,
    rows: source.rows,
    importJobId: source.importJobId ?? null,
  });
}

/** The Data page's list: every dataset, newest first. */
export async function listDataSources(db: DbExecutor): Promise<DataSource[]> {
  const rows = await db
    .select()
    .from(dataSources)
    .orderBy(desc(dataSources.importedAt), desc(dataSources.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as DataSourceKind,
    planYear: r.planYear,
    sourceName: r.sourceName,
    releaseLabel: r.releaseLabel,
    releaseDate: r.releaseDate,
    sample: r.sample,
    rows: r.rows,
    importedAt: r.importedAt.toISOString(),
    importJobId: r.importJobId,
  }));
}

/**
 * What the consumer pages say about a plan year's data: the day the newest of Medicare's own files
 * for the year (not sample data) was imported, as of `asOf` (a stored result: the data it was made
 * from, not data imported since), and whether any of the year's active plans is a sample plan.
 */
export async function planDataOf(db: DbExecutor, planYear: number, asOf?: Date): Promise<PlanData> {
  const [latest] = await db
    .select({ importedAt: dataSources.importedAt })
    .from(dataSources)
    .where(
      and(
        eq(dataSources.planYear, planYear),
        inArray(dataSources.kind, [...MEDICARE_PLAN_DATA_KINDS]),
        eq(dataSources.sample, false),
        asOf ? lte(dataSources.importedAt, asOf) : undefined,
      ),
    )
    .orderBy(desc(dataSources.importedAt))
    .limit(1);
  const [sample] = await db
    .select({ one: sql<number>`1` })
    .from(medicarePlans)
    .where(
      and(
        eq(medicarePlans.planYear, planYear),
        eq(medicarePlans.isActive, true),
        sql`ltrim(coalesce(${medicarePlans.notes}, '')) LIKE ${`${SAMPLE_DATA_PREFIX}%`}`,
      ),
    )
    .limit(1);
  return {
    planYear,
    medicareUpdatedOn: latest ? latest.importedAt.toISOString().slice(0, 10) : null,
    samplePlans: sample !== undefined,
  };
}
