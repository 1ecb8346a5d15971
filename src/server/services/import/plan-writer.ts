// Writes validated plans in the caller's transaction, in chunks over `jsonb_populate_recordset` (one JSON
// parameter; sql-text.ts), with recordPlanChange history; an update writes only what the admin would see
// change. A Landscape import (`addsState`) replaces only its state's part of the service area (ADR 0016).
import { and, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { AdminPlanCreate, AdminPlanUpdate } from '../../../shared/admin-plan-contracts.ts';
import { afterRegionEdit, regionArea, stateCodeOf, withStateArea } from '../../../shared/service-area.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { medicarePlans, planPremiums } from '../../db/schema.ts';
import { jsonArray } from '../../db/sql-text.ts';
import { canonical, createdChanges, type PlanChanges, planFields } from '../admin/admin-plans-history.ts';
import { type PlanChangeActor, type PlanChangeEntry, recordPlanChange } from '../catalogue/plan-changes.ts';
import { ImportFileError } from './import-file-error.ts';
import { AS_IMPORTED_KEYS, planYearKey, type ValidPlan } from './plan-validation.ts';

type PlanRow = typeof medicarePlans.$inferSelect;
const CHUNK = 500;

const COLUMNS = Object.entries(getTableColumns(medicarePlans))
  .filter(([key]) => key !== 'id' && key !== 'createdAt' && key !== 'updatedAt')
  .map(([key, column]) => ({ key, name: column.name }));
const columnList = sql.join(
  COLUMNS.map((c) => sql.identifier(c.name)),
  sql`, `,
);
const fromJson = (json: string): SQL =>
  sql`jsonb_populate_recordset(null::${medicarePlans}, ${json}::jsonb) as x`;

function toRecord(fields: Record<string, unknown>, id?: number): Record<string, unknown> {
  const record: Record<string, unknown> = id === undefined ? {} : { id };
  for (const { key, name } of COLUMNS) {
    const value = fields[key] ?? null;
    record[name] = key === 'starRating' && typeof value === 'number' ? value.toFixed(1) : value;
  }
  return record;
}

/** The command line is nobody (history's admin is then empty). */
export type ImportActor = PlanChangeActor;

function asRow(id: number, fields: Record<string, unknown>): PlanRow {
  const star = fields.starRating;
  return {
    ...(fields as Omit<PlanRow, 'id' | 'starRating' | 'createdAt' | 'updatedAt'>),
    id,
    starRating: typeof star === 'number' ? star.toFixed(1) : null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
}

const catalogueChanged = () =>
  new ImportFileError(
    'changed',
    'The plan catalogue changed while the import was starting; validate the file again.',
  );

const isEmptyObject = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;

/** A value with its line breaks as "\n": an xlsx cannot keep "\r\n" (XML reads it as "\n"). */
function sameBreaks(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\r\n?/g, '\n');
  if (Array.isArray(value)) return value.map(sameBreaks);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sameBreaks(v)]));
  }
  return value;
}

function diff(before: Record<string, unknown>, patch: AdminPlanUpdate): PlanChanges {
  const changes: PlanChanges = {};
  for (const [key, after] of Object.entries(patch)) {
    if (after === undefined || key === 'id' || key === 'createdAt' || key === 'updatedAt') continue;
    // The file's spellings are not what the admin sees; they are written with a visible change.
    if (AS_IMPORTED_KEYS.has(key)) continue;
    const was = before[key] ?? null;
    // The presenter shows a missing object as {}; an empty county list means statewide, as null does.
    const same =
      canonical(sameBreaks(was)) === canonical(sameBreaks(after)) ||
      (after === null && isEmptyObject(was)) ||
      (key === 'counties' && after === null && Array.isArray(was) && was.length === 0);
    if (!same) changes[key] = { before: was, after };
  }
  return changes;
}

export type WriteSummary = { created: number; updated: number; unchanged: number };

/**
 * `onProgress(done)` is awaited after each chunk. Throws ImportFileError `changed` when a plan to create now
 * exists or one to update is gone.
 */
export async function writePlans(
  tx: Tx,
  plans: ValidPlan[],
  actor: ImportActor,
  onProgress: (done: number) => void | Promise<void>,
): Promise<WriteSummary> {
  const creates = plans.filter((p): p is Extract<ValidPlan, { action: 'create' }> => p.action === 'create');
  const updates = plans.filter((p): p is Extract<ValidPlan, { action: 'update' }> => p.action === 'update');
  const codes = plans.map((p) => p.planId);
  const current = await tx
    .select()
    .from(medicarePlans)
    .where(sql`${medicarePlans.planId} = any(${jsonArray(codes, 'text')})`)
    .for('update');
  const byCode = new Map(current.map((row) => [planYearKey(row.planId, row.planYear), row]));
  if (
    creates.some((p) => byCode.has(planYearKey(p.planId, p.planYear))) ||
    updates.some((p) => byCode.get(planYearKey(p.planId, p.planYear))?.id !== p.rowId)
  ) {
    throw catalogueChanged();
  }

  let done = 0;
  let updated = 0;
  for (let i = 0; i < creates.length; i += CHUNK) {
    const chunk = creates.slice(i, i + CHUNK);
    const fields = chunk.map((p) => ({
      ...strip(p.data),
      serviceArea: regionArea(p.data.region, p.data.counties),
    }));
    const json = JSON.stringify(fields.map((f) => toRecord(f)));
    const ids = await queryRows<{ id: number; plan_id: string; plan_year: number }>(
      tx,
      sql`insert into ${medicarePlans} (${columnList})
          select ${columnList} from ${fromJson(json)} returning id, plan_id, plan_year`,
    );
    const idByCode = new Map(ids.map((r) => [planYearKey(r.plan_id, Number(r.plan_year)), r.id]));
    await recordPlanChange(tx, {
      kind: 'import_create',
      actor,
      plans: chunk.map((plan, j) => {
        const id = idByCode.get(planYearKey(plan.data.planId, plan.planYear)) ?? null;
        return {
          planRowId: id,
          planCode: plan.data.planId,
          changes: createdChanges(asRow(id ?? 0, fields[j] ?? {})),
        };
      }),
    });
    done += chunk.length;
    await onProgress(done);
  }

  for (let i = 0; i < updates.length; i += CHUNK) {
    const chunk = updates.slice(i, i + CHUNK);
    const records: Record<string, unknown>[] = [];
    const history: PlanChangeEntry[] = [];
    for (const plan of chunk) {
      const row = byCode.get(planYearKey(plan.planId, plan.planYear)) as PlanRow;
      const before = planFields(row) as Record<string, unknown>;
      const changes = diff(before, plan.data);
      if (Object.keys(changes).length === 0) continue;
      const after: Record<string, unknown> = { ...row };
      for (const key of [...Object.keys(changes), ...AS_IMPORTED_KEYS]) {
        if (key in plan.data) after[key] = (plan.data as Record<string, unknown>)[key];
      }
      if (typeof after.starRating === 'string') after.starRating = Number(after.starRating);
      if ('region' in changes || 'counties' in changes)
        after.serviceArea = serviceAreaAfter(plan, row, after);
      records.push(toRecord(after, row.id));
      history.push({ planRowId: row.id, planCode: row.planId, changes });
    }
    if (records.length > 0) {
      const set = sql.join(
        COLUMNS.map((c) => sql`${sql.identifier(c.name)} = x.${sql.identifier(c.name)}`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${medicarePlans} set ${set}
            from ${fromJson(JSON.stringify(records))} where ${medicarePlans.id} = x.id`,
      );
      // Consumers see county premiums: a plan file's new premium replaces them, as the editor's does.
      const repriced = chunk.filter(
        (plan) =>
          !plan.addsState && history.some((h) => h.planRowId === plan.rowId && 'monthlyPremium' in h.changes),
      );
      const ofPlan = (plan: ValidPlan) =>
        and(eq(planPremiums.planId, plan.planId), eq(planPremiums.contractYear, plan.planYear));
      const deleted =
        repriced.length === 0
          ? []
          : await tx
              .delete(planPremiums)
              .where(or(...repriced.map(ofPlan)))
              .returning({ county: planPremiums.county });
      const replaced = deleted.length;
      await recordPlanChange(tx, {
        kind: 'import_update',
        actor,
        plans: history,
        ...(replaced > 0 ? { details: { countyPremiumsReplaced: replaced } } : {}),
      });
      updated += records.length;
    }
    done += chunk.length;
    await onProgress(done);
  }
  return { created: creates.length, updated, unchanged: updates.length - updated };
}

/** A Landscape file replaces its state's part only (AR then OK keeps both); a plan file as the form does. */
function serviceAreaAfter(plan: ValidPlan, row: PlanRow, after: Record<string, unknown>): string[] {
  const region = (after.region as string | null) ?? null;
  const counties = (after.counties as string[] | null) ?? null;
  const state = stateCodeOf(region);
  if (plan.addsState && state) return withStateArea(row.serviceArea, state, counties);
  return afterRegionEdit(row, { region, counties });
}

function strip(data: AdminPlanCreate): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = data;
  return fields;
}
