// Every plan row of an import checked with the plan API's schemas before anything is written: create
// (defaults fill empty cells) or, in upsert mode, update (an empty cell clears, an unmapped column keeps;
// nested objects merge key by key). A plan is keyed by plan ID and year; another year's row is never touched.
import { sql } from 'drizzle-orm';
import type { ZodSafeParseResult } from 'zod';
import {
  type AdminPlanCreate,
  type AdminPlanCreateInput,
  type AdminPlanUpdate,
  adminPlanCreateSchema,
  adminPlanUpdateSchema,
  planYearSchema,
} from '../../../shared/admin-plan-contracts.ts';
import { KNOWN_CARRIERS, type KnownCarrier, normalizeCarrier } from '../../../shared/carriers.ts';
import {
  duplicatePlanIdMessage,
  IMPORT_MESSAGES,
  type ImportMode,
  type ImportRowError,
} from '../../../shared/import-contracts.ts';
import { normalizePlanType } from '../../../shared/plan-types.ts';
import type { DbExecutor } from '../../db/client.ts';
import { medicarePlans } from '../../db/schema.ts';
import { jsonArray } from '../../db/sql-text.ts';
import { type FieldError, type NestedObjectField, type PlanDraft, prefixOf } from './plan-cells.ts';

export type AsImported = { carrierAsImported?: string | null; planTypeAsImported?: string | null };
export const AS_IMPORTED_KEYS: ReadonlySet<string> = new Set(['carrierAsImported', 'planTypeAsImported']);

/** `addsState`: region and counties are one state's part of the area; other states stay. */
export type ValidPlan = { row: number; planId: string; planYear: number; addsState?: boolean } & (
  | { action: 'create'; data: AdminPlanCreate & AsImported }
  | { action: 'update'; rowId: number; data: AdminPlanUpdate & AsImported }
);

export const planYearKey = (planId: string, planYear: number): string => `${planId}\u0000${planYear}`;

export type PlanValidation = { totalRows: number; valid: ValidPlan[]; rowErrors: ImportRowError[] };

const NESTED: NestedObjectField[] = ['copayStructure', 'benefits', 'prescriptionTiers'];
type Existing = { id: number } & Record<NestedObjectField, Record<string, string | boolean> | null>;

export function draftFromInput(row: number, input: AdminPlanCreateInput): PlanDraft {
  const values: Record<string, unknown> = {};
  const nested: PlanDraft['nested'] = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if ((NESTED as string[]).includes(key)) {
      if (value && typeof value === 'object') nested[key as NestedObjectField] = { ...value };
    } else values[key] = value;
  }
  const planId = typeof input.planId === 'string' ? input.planId.trim() : '';
  return { row, values, nested, errors: [], nullIsValue: true, ...(planId ? { planId } : {}) };
}

async function existingPlans(db: DbExecutor, planIds: string[]): Promise<Map<string, Existing>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: medicarePlans.id,
      planId: medicarePlans.planId,
      planYear: medicarePlans.planYear,
      copayStructure: medicarePlans.copayStructure,
      benefits: medicarePlans.benefits,
      prescriptionTiers: medicarePlans.prescriptionTiers,
    })
    .from(medicarePlans)
    .where(sql`${medicarePlans.planId} = any(${jsonArray(planIds, 'text')})`);
  return new Map(rows.map(({ planId, planYear, ...rest }) => [planYearKey(planId, planYear), rest]));
}

function nestedInput(
  given: Record<string, string | boolean | null> | undefined,
  before: Record<string, string | boolean> | null | undefined,
): Record<string, string | boolean> | undefined {
  if (!given) return undefined;
  const merged: Record<string, string | boolean | null> = { ...(before ?? {}), ...given };
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== null)) as Record<
    string,
    string | boolean
  >;
}

/** Carrier and plan type under the catalogue's names, the file's spelling kept beside when it differs. */
export function withCatalogueNames<T extends { carrier?: string; planType?: string }>(
  data: T,
  asImported: PlanDraft['asImported'] = {},
  carriers: readonly KnownCarrier[] = KNOWN_CARRIERS,
): T & AsImported {
  const out: T & AsImported = { ...data };
  if (typeof data.carrier === 'string') {
    out.carrier = normalizeCarrier(data.carrier, carriers);
    out.carrierAsImported = data.carrier === out.carrier ? null : data.carrier;
  }
  if (typeof data.planType === 'string') {
    const spelled = asImported.planType ?? data.planType;
    out.planType = normalizePlanType(data.planType);
    out.planTypeAsImported = spelled === out.planType ? null : spelled;
  }
  return out;
}

function issueField(path: readonly PropertyKey[]): string {
  const [head, key] = path.map(String);
  if (head && (NESTED as string[]).includes(head) && key)
    return `${prefixOf(head as NestedObjectField)}.${key}`;
  return head ?? 'row';
}

type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

function checked<T>(result: ZodSafeParseResult<T>): Checked<T> {
  if (result.success) return { ok: true, data: result.data };
  const errors = result.error.issues.map((i) => ({ field: issueField(i.path), message: i.message }));
  return { ok: false, errors };
}

function checkCreate(draft: PlanDraft): Checked<AdminPlanCreate> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft.values)) {
    if (value !== null || draft.nullIsValue) input[key] = value;
  }
  for (const object of NESTED) {
    const value = nestedInput(draft.nested[object], null);
    if (value && Object.keys(value).length > 0) input[object] = value;
  }
  return checked(adminPlanCreateSchema.safeParse(input));
}

function checkUpdate(draft: PlanDraft, before: Existing): Checked<AdminPlanUpdate> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft.values)) {
    // An empty yes/no cell keeps the plan's value: there is no "no value" for a switch.
    if (value === null && (key === 'hasRxCoverage' || key === 'isActive')) continue;
    input[key] = value;
  }
  for (const object of NESTED) {
    const value = nestedInput(draft.nested[object], before[object]);
    if (value !== undefined) input[object] = value;
  }
  return checked(adminPlanUpdateSchema.safeParse(input));
}

export async function validatePlanDrafts(
  db: DbExecutor,
  drafts: PlanDraft[],
  mode: ImportMode,
  {
    carriers,
    defaultPlanYear,
    onProgress,
  }: {
    carriers: readonly KnownCarrier[];
    defaultPlanYear: number;
    onProgress?: (checked: number) => void;
  },
): Promise<PlanValidation> {
  // An invalid year is the schema's error below; a row without one takes the default.
  const years = drafts.map((d) => {
    const given = d.values.planYear;
    if (given === undefined || given === null || given === '') {
      d.values.planYear = defaultPlanYear;
      return defaultPlanYear;
    }
    const parsed = planYearSchema.safeParse(given);
    return parsed.success ? parsed.data : defaultPlanYear;
  });
  const rowsById = new Map<string, number[]>();
  drafts.forEach((d, i) => {
    if (!d.planId) return;
    const key = planYearKey(d.planId, years[i] as number);
    rowsById.set(key, [...(rowsById.get(key) ?? []), d.row]);
  });
  const existing = await existingPlans(db, [...new Set(drafts.flatMap((d) => (d.planId ? [d.planId] : [])))]);

  const valid: ValidPlan[] = [];
  const rowErrors: ImportRowError[] = [];
  drafts.forEach((draft, i) => {
    const errors: FieldError[] = [...draft.errors];
    const failed = new Set(errors.map((e) => e.field));
    const planYear = years[i] as number;
    const key = draft.planId ? planYearKey(draft.planId, planYear) : null;
    const rows = key ? (rowsById.get(key) ?? []) : [];
    if (draft.planId && rows.length > 1) {
      errors.push({ field: 'planId', message: duplicatePlanIdMessage(draft.planId, rows) });
    }
    const before = key ? existing.get(key) : undefined;
    if (before && mode === 'create') errors.push({ field: 'planId', message: IMPORT_MESSAGES.planExists });
    const result = before && mode === 'upsert' ? checkUpdate(draft, before) : checkCreate(draft);
    // A cell refused as a formula was left out, so the schema may call it missing: say it once.
    if (!result.ok) errors.push(...result.errors.filter((e) => !failed.has(e.field)));
    if (errors.length > 0) {
      rowErrors.push({ row: draft.row, ...(draft.planId ? { planId: draft.planId } : {}), errors });
    } else if (result.ok && draft.planId) {
      const at = { row: draft.row, planId: draft.planId, planYear };
      const data = withCatalogueNames(result.data, draft.asImported, carriers);
      valid.push(
        before
          ? { ...at, action: 'update', rowId: before.id, data }
          : { ...at, action: 'create', data: data as AdminPlanCreate & AsImported },
      );
    }
    if (onProgress && (i + 1) % 500 === 0) onProgress(i + 1);
  });
  rowErrors.sort((a, b) => a.row - b.row);
  return { totalRows: drafts.length, valid, rowErrors };
}
