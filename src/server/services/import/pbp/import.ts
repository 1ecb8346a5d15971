// Imports a PBP benefits release into the catalogue plans of one plan year (docs/import-pbp.md); plans are
// not created. One transaction updates the changed plans with recordPlanChange history; nested objects merge,
// so keys PBP does not cover stay. A file that cannot be read stops the import before anything is written.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { medicarePlans } from '../../../db/schema.ts';
import { jsonArray } from '../../../db/sql-text.ts';
import { canonical, type PlanChanges } from '../../admin/admin-plans-history.ts';
import { recordDataSource } from '../../catalogue/data-sources.ts';
import {
  type PlanChangeActor,
  type PlanChangeEntry,
  recordPlanChange,
} from '../../catalogue/plan-changes.ts';
import type { PbpFileKind } from './files.ts';
import { mapPbpPlan, type PbpPlanFields } from './mapping.ts';
import { type PbpFileReport, readPbpSource } from './read.ts';
import { openPbpSource, type PbpSource } from './source.ts';

export type PbpImportOptions = {
  planYear: number;
  /** The command line is nobody (history's admin stays empty). */
  actor?: PlanChangeActor;
  sample?: boolean;
  /** The job it runs in (the screen's door): the dataset it records names it. */
  jobId?: number;
};

export type PbpImportReport = {
  planYear: number;
  source: string;
  matched: number;
  updated: number;
  unchanged: number;
  notInCatalogue: { count: number; sample: string[] };
  notInRelease: { count: number; sample: string[] };
  files: Partial<Record<PbpFileKind, PbpFileReport>>;
  missingFiles: PbpFileKind[];
  /** Amounts PBP names but does not state, by plan: those fields were left as they are. */
  notStated: { count: number; sample: string[] };
};

const SAMPLE = 20;
const CLI_ACTOR: PlanChangeActor = { adminId: null, clientAddress: 'cli' };

type PlanRow = typeof medicarePlans.$inferSelect;
/** The plan columns PBP writes: its fields but the notes. */
type Writable = Pick<PlanRow, Exclude<keyof PbpPlanFields, 'notStated'>>;

export function mergePbpFields(row: Writable, fields: PbpPlanFields): Writable {
  const next: Writable = {
    ...row,
    copayStructure: { ...(row.copayStructure ?? {}), ...fields.copayStructure },
    benefits: { ...(row.benefits ?? {}), ...fields.benefits },
    prescriptionTiers: { ...(row.prescriptionTiers ?? {}), ...fields.prescriptionTiers },
  };
  for (const key of ['moopInNetwork', 'moopOutNetwork', 'medicalDeductible', 'rxDeductible'] as const)
    if (fields[key] !== undefined) next[key] = fields[key];
  if (fields.hasRxCoverage !== undefined) next.hasRxCoverage = fields.hasRxCoverage;
  return next;
}

/** jsonb key order is not a change. */
function changesOf(before: Writable, after: Writable): PlanChanges {
  const changes: PlanChanges = {};
  for (const key of Object.keys(after) as (keyof Writable)[]) {
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (canonical(was) !== canonical(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

const sample = (ids: Iterable<string>) => {
  const all = [...ids];
  return { count: all.length, sample: all.slice(0, SAMPLE) };
};

export async function importPbpBenefits(
  db: Db,
  source: string | PbpSource,
  options: PbpImportOptions,
): Promise<PbpImportReport> {
  const { planYear } = options;
  if (!Number.isInteger(planYear) || planYear < 2000 || planYear > 2100)
    throw new RangeError(`The plan year must be a year such as 2027, not ${planYear}.`);
  const opened = typeof source === 'string' ? await openPbpSource(source) : source;
  try {
    const catalogue = await db
      .select({ planId: medicarePlans.planId })
      .from(medicarePlans)
      .where(eq(medicarePlans.planYear, planYear));
    const wanted = new Set(catalogue.map((r) => r.planId));
    const read = await readPbpSource(opened, wanted);
    const mapped = new Map([...read.plans].map(([planId, rows]) => [planId, mapPbpPlan(rows)]));
    const notStated = [...mapped].flatMap(([planId, fields]) =>
      fields.notStated.map((why) => `${planId} ${why}`),
    );

    const { updated, unchanged } = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(medicarePlans)
        .where(
          and(
            eq(medicarePlans.planYear, planYear),
            sql`${medicarePlans.planId} = any(${jsonArray([...mapped.keys()], 'text')})`,
          ),
        )
        .for('update');
      const history: PlanChangeEntry[] = [];
      for (const row of rows) {
        const fields = mapped.get(row.planId);
        if (!fields) continue;
        const next = mergePbpFields(row, fields);
        const changes = changesOf(row, next);
        if (Object.keys(changes).length === 0) continue;
        await tx.update(medicarePlans).set(next).where(eq(medicarePlans.id, row.id));
        history.push({ planRowId: row.id, planCode: row.planId, changes });
      }
      if (history.length > 0)
        await recordPlanChange(tx, {
          kind: 'import_update',
          actor: options.actor ?? CLI_ACTOR,
          plans: history,
        });
      await recordDataSource(tx, {
        kind: 'pbp',
        planYear,
        sourceName: opened.name,
        sample: options.sample === true,
        rows: mapped.size,
        importJobId: options.jobId ?? null,
      });
      return { updated: history.length, unchanged: rows.length - history.length };
    });

    return {
      planYear,
      source: opened.name,
      matched: mapped.size,
      updated,
      unchanged,
      notInCatalogue: read.notAsked,
      notInRelease: sample([...wanted].filter((id) => !mapped.has(id)).sort()),
      files: read.files,
      missingFiles: read.missing,
      notStated: sample(notStated),
    };
  } finally {
    if (typeof source === 'string') await opened.close();
  }
}
