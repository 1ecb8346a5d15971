// The template's columns ⇄ the admin plan record (docs/import.md): one column per nested key (`copay.x`),
// counties `;`-separated, so an export imports back unchanged. A cell starting = + - @ is a refused formula
// unless quoted with ' as our export writes it (design.md §7).
import { type AdminPlanRecord, isSafeFieldName, MONEY_FIELDS } from '../../../shared/admin-plan-contracts.ts';
import {
  COUNTY_SEPARATOR,
  FORMULA_START,
  IMPORT_MESSAGES,
  NESTED_PREFIXES,
  type NestedPrefix,
  PLAN_SCALAR_FIELDS,
  TEMPLATE_COLUMNS,
} from '../../../shared/import-contracts.ts';
import { type Cell, FORMULA, isEmptyCell } from './read-sheets.ts';

export type PlanFields = Omit<AdminPlanRecord, 'id' | 'createdAt' | 'updatedAt'>;
export type NestedObjectField = (typeof NESTED_PREFIXES)[NestedPrefix];
export type CellValue = string | number | boolean | null;
export type FieldError = { field: string; message: string };

const MONEY: ReadonlySet<string> = new Set(MONEY_FIELDS);
const BOOLEAN: ReadonlySet<string> = new Set(['hasRxCoverage', 'isActive']);
/** Fields whose cells are passed to the schema as they are (it reads numbers and number text). */
const NUMERIC: ReadonlySet<string> = new Set([...MONEY_FIELDS, 'starRating', 'providerId']);
const SCALARS: ReadonlySet<string> = new Set(PLAN_SCALAR_FIELDS.map((f) => f.field));

export function nestedColumn(column: string): { object: NestedObjectField; key: string } | null {
  const dot = column.indexOf('.');
  if (dot < 0) return null;
  const prefix = column.slice(0, dot) as NestedPrefix;
  const object = NESTED_PREFIXES[prefix];
  return object ? { object, key: column.slice(dot + 1) } : null;
}

export const prefixOf = (object: NestedObjectField): NestedPrefix =>
  (Object.entries(NESTED_PREFIXES) as [NestedPrefix, NestedObjectField][]).find(
    ([, o]) => o === object,
  )?.[0] ?? 'copay';

export function exportColumns(plans: Partial<PlanFields>[]): string[] {
  const extra = new Map<NestedPrefix, Set<string>>();
  const known = new Set(TEMPLATE_COLUMNS);
  for (const plan of plans) {
    for (const [prefix, object] of Object.entries(NESTED_PREFIXES) as [NestedPrefix, NestedObjectField][]) {
      for (const key of Object.keys(plan[object] ?? {})) {
        const column = `${prefix}.${key}`;
        if (!isSafeFieldName(key)) continue;
        if (!known.has(column)) extra.set(prefix, (extra.get(prefix) ?? new Set()).add(column));
      }
    }
  }
  if (extra.size === 0) return [...TEMPLATE_COLUMNS];
  const columns: string[] = [];
  TEMPLATE_COLUMNS.forEach((column, i) => {
    columns.push(column);
    const prefix = column.split('.')[0] as NestedPrefix;
    const next = TEMPLATE_COLUMNS[i + 1];
    const groupEnds = prefix in NESTED_PREFIXES && next?.split('.')[0] !== prefix;
    if (groupEnds) columns.push(...[...(extra.get(prefix) ?? [])].sort());
  });
  return columns;
}

/** One plan as column → typed value (money stays exact text; booleans and stars keep their type). */
export function flattenPlan(
  plan: Partial<PlanFields>,
  columns: readonly string[],
): Record<string, CellValue> {
  const out: Record<string, CellValue> = {};
  for (const column of columns) {
    const nested = nestedColumn(column);
    if (nested) {
      const map = plan[nested.object] as Record<string, string | boolean> | null | undefined;
      // Own keys only: an inherited name (toString) must never read a function off the prototype.
      const value = map && Object.hasOwn(map, nested.key) ? map[nested.key] : null;
      out[column] = typeof value === 'string' || typeof value === 'boolean' ? value : null;
    } else if (column === 'counties') {
      out[column] = plan.counties?.length ? plan.counties.join(`${COUNTY_SEPARATOR} `) : null;
    } else {
      const value = plan[column as keyof PlanFields];
      out[column] = value === undefined || value === null || typeof value === 'object' ? null : value;
    }
  }
  return out;
}

export const cellText = (value: CellValue): string => (value === null ? '' : String(value));

export const isMoneyColumn = (column: string) => MONEY.has(column);

/**
 * `values`: scalar fields, `nested`: object keys given (null = an empty cell, which removes the key on
 * update); `errors`: cells refused before any schema runs (formulas).
 */
export type PlanDraft = {
  row: number;
  planId?: string;
  values: Record<string, unknown>;
  nested: Partial<Record<NestedObjectField, Record<string, string | boolean | null>>>;
  errors: FieldError[];
  /** A converter's null is a value ("no Part D deductible"), not an empty cell that takes the default. */
  nullIsValue?: boolean;
  /** The file's own spelling when a converter already changed it (a CMS plan type "Local PPO"). */
  asImported?: { planType?: string };
};

const QUOTED_FORMULA = /^'[=+\-@\t\r]/;

export function textCell(cell: Cell): { ok: true; value: string } | { ok: false } {
  if (cell === FORMULA) return { ok: false };
  const text = typeof cell === 'string' ? cell : String(cell);
  if (QUOTED_FORMULA.test(text)) return { ok: true, value: text.slice(1) };
  if (FORMULA_START.test(text.trimStart())) return { ok: false };
  return { ok: true, value: text };
}

const TRUE = /^(true|yes|y|1)$/i;
const FALSE = /^(false|no|n|0)$/i;

function booleanCell(cell: string | number | boolean): unknown {
  if (typeof cell === 'boolean') return cell;
  const text = String(cell).trim();
  if (TRUE.test(text)) return true;
  if (FALSE.test(text)) return false;
  return text;
}

export function cellsToDraft(
  row: number,
  fields: readonly (string | null)[],
  cells: readonly Cell[],
): PlanDraft {
  // Prototype-less maps: a column copay.__proto__ stays a plain key for validation to refuse.
  const draft: PlanDraft = { row, values: Object.create(null), nested: Object.create(null), errors: [] };
  for (const [i, field] of fields.entries()) {
    if (field === null) continue;
    const cell = cells[i] ?? null;
    const refuse = () => draft.errors.push({ field, message: IMPORT_MESSAGES.formula });
    const nested = nestedColumn(field);
    if (nested) {
      const object = draft.nested[nested.object] ?? Object.create(null);
      draft.nested[nested.object] = object;
      if (isEmptyCell(cell)) object[nested.key] = null;
      else if (typeof cell === 'boolean') object[nested.key] = cell;
      else if (
        nested.object === 'benefits' &&
        typeof cell === 'string' &&
        /^(true|false)$/i.test(cell.trim())
      ) {
        object[nested.key] = cell.trim().toLowerCase() === 'true';
      } else {
        const text = textCell(cell);
        if (text.ok) object[nested.key] = text.value;
        else refuse();
      }
      continue;
    }
    if (!SCALARS.has(field)) continue;
    if (isEmptyCell(cell)) {
      draft.values[field] = null;
    } else if (cell === FORMULA) {
      refuse();
    } else if (BOOLEAN.has(field)) {
      draft.values[field] = booleanCell(cell as string | number | boolean);
    } else if (NUMERIC.has(field)) {
      draft.values[field] = typeof cell === 'boolean' ? String(cell) : cell;
    } else {
      const text = textCell(cell);
      const names =
        field === 'counties' && text.ok ? text.value.split(COUNTY_SEPARATOR).map((n) => n.trim()) : [];
      if (!text.ok || names.some((n) => FORMULA_START.test(n))) refuse();
      else if (field !== 'counties') draft.values[field] = text.value;
      else draft.values[field] = names.some((n) => n !== '') ? names.filter((n) => n !== '') : null;
    }
  }
  const planId = draft.values.planId;
  if (typeof planId === 'string' && planId.trim() !== '') draft.planId = planId.trim();
  return draft;
}
