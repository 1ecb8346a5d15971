/** Datasets and provenance (docs/data-sources.md), each recorded in its import's own transaction. */
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  type DataSource,
  type DataSourceKind,
  type DataUpdateReport,
  MEDICARE_PLAN_DATA_KINDS,
  type PlanData,
  releaseOfFileName,
} from '../../../shared/data-sources.ts';
import { SAMPLE_DATA_PREFIX } from '../../../shared/recommendation-contracts.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { auditLog, dataSources, medicarePlans } from '../../db/schema.ts';

export type NewDataSource = {
  kind: DataSourceKind;
  planYear: number | null;
  /** A path is cut to its last part. */
  sourceName: string;
  /** Otherwise read from the file's name. */
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

export async function listDataSources(db: DbExecutor): Promise<DataSource[]> {
  const rows = await db
    .select()
    .from(dataSources)
    .orderBy(desc(dataSources.importedAt), desc(dataSources.id));
  // Every column is a field of the answer.
  return rows.map((r) => ({ ...r, kind: r.kind as DataSourceKind, importedAt: r.importedAt.toISOString() }));
}

/** A year's data line: when its newest non-sample Medicare file was imported (as of `asOf`), sample plans. */
export async function planDataOf(db: DbExecutor, planYear: number, asOf?: Date): Promise<PlanData> {
  const [latest] = await db
    .select({ importedAt: dataSources.importedAt })
    .from(dataSources)
    .where(
      and(
        eq(dataSources.planYear, planYear),
        inArray(dataSources.kind, [...MEDICARE_PLAN_DATA_KINDS]),
        eq(dataSources.sample, false),
        // A file that wrote nothing supplied none of the data shown.
        gt(dataSources.rows, 0),
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

/** The log's name of each sample dataset the query below tells is held, in the log's order. */
const SAMPLE_DATASETS = {
  rxterms: 'sample RxTerms drugs',
  premiums: 'sample Landscape premiums',
  medigap: 'sample Medigap rates',
  providers: 'sample doctors',
  networks: 'sample plan networks',
  pharmacies: 'sample pharmacies',
} as const;

/** The sample datasets still held, for the production log (sample doctors only if ever seeded: no index). */
export async function sampleDatasetsHeld(db: DbExecutor): Promise<string[]> {
  type Held = Record<keyof typeof SAMPLE_DATASETS, boolean>;
  const [row] = await queryRows<Held & { plan_years: number[] | null; partd_years: number[] | null }>(
    db,
    sql`select
      (select array_agg(distinct plan_year order by plan_year) from medicare_plans
        where ltrim(coalesce(notes, '')) like ${`${SAMPLE_DATA_PREFIX}%`}) as plan_years,
      (select array_agg(distinct contract_year order by contract_year) from partd_releases
        where sample and current) as partd_years,
      case when exists (select 1 from data_sources where sample and kind = 'nppes')
        then exists (select 1 from providers where sample) else false end as providers,
      exists (select 1 from plan_networks where sample) as networks,
      exists (select 1 from rx_drugs where sample) as rxterms,
      exists (select 1 from pharmacies where sample) as pharmacies,
      exists (select 1 from plan_premiums where sample) as premiums,
      exists (select 1 from medigap_rates where sample) as medigap`,
  );
  if (!row) return [];
  const years = (list: number[] | null) => (list ?? []).map(Number).join(', ');
  return [
    row.plan_years?.length ? `sample plans (${years(row.plan_years)})` : '',
    row.partd_years?.length ? `sample Part D releases (${years(row.partd_years)})` : '',
    ...Object.entries(SAMPLE_DATASETS).map(([key, name]) => (row[key as keyof Held] ? name : '')),
  ].filter(Boolean);
}

export const DATA_UPDATE_ACTION = 'data.update';

/** The newest data update's report (audit_log, by scripts/data-update.ts), or null. */
export async function lastDataUpdate(db: DbExecutor): Promise<DataUpdateReport | null> {
  const [row] = await db
    .select({ details: auditLog.details, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(eq(auditLog.action, DATA_UPDATE_ACTION))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!row) return null;
  const details = row.details as { planYear?: number; state?: string; lines?: string[] } | null;
  return {
    ranAt: row.createdAt.toISOString(),
    planYear: details?.planYear ?? 0,
    state: details?.state ?? '',
    lines: details?.lines ?? [],
  };
}
