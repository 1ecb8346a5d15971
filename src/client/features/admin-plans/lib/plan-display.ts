/** How the admin screens show a plan's values and change history (spec §2, §9). */
import type { PlanFieldChange, PlanHistoryEntry } from '../../../../shared/admin-plan-contracts';
import { formatCents } from '../../../../shared/format';
import {
  fieldLabel,
  fieldsIn,
  NESTED_GROUP_LABELS,
  nestedFieldLabel,
  PLAN_COLUMN_FIELDS,
  planField,
} from '../../../../shared/plan-fields';
import { toNumber } from './cell-value';
import { starsLabel } from './plan-options';

/** Always to the cent: spec §9's whole dollars are for consumers; "$13" would hide a typo from an admin. */
export const moneyText = (value: string | null) => formatCents(toNumber(value));

/** Zero is "Free" (spec §9). */
export const premiumText = (value: string | null) => (toNumber(value) === 0 ? 'Free' : moneyText(value));

/** Spec §2: "-$10.00", or "None" when empty or zero. */
export function partBReductionText(value: string | null): string {
  const n = toNumber(value);
  return n === null || n === 0 ? 'None' : `-${formatCents(n)}`;
}

export const starRatingText = (rating: number | null) => (rating === null ? 'Not rated' : starsLabel(rating));

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
export const statusText = (isActive: boolean) => (isActive ? 'Active' : 'Inactive');

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  bulk_activate: 'Activated (bulk action)',
  bulk_deactivate: 'Deactivated (bulk action)',
  bulk_delete: 'Deleted (bulk action)',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : value.map(changeValueText).join(', ');
  if (typeof value === 'object') {
    if (Object.keys(value).length === 0) return '(empty)';
    return JSON.stringify(value);
  }
  return String(value);
}

function fieldValueText(field: string, value: unknown): string {
  if (planField(field)?.kind === 'money' && (typeof value === 'string' || typeof value === 'number')) {
    const amount = toNumber(String(value));
    if (amount !== null) return formatCents(amount);
  }
  return changeValueText(value);
}

export type FieldChangeLine = { field: string; label: string; before: string; after: string };
/** A plan field, or a nested object broken into the keys that changed. */
export type ChangeLine =
  | ({ kind: 'field' } & FieldChangeLine)
  | { kind: 'group'; field: string; label: string; changes: FieldChangeLine[] };

type NestedHome = keyof typeof NESTED_GROUP_LABELS;
const isNestedHome = (field: string): field is NestedHome => field in NESTED_GROUP_LABELS;
const asObject = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined
    ? {}
    : typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;

/** The keys that differ, in the catalogue's order, then any others by name. */
function nestedChanges(home: NestedHome, before: Record<string, unknown>, after: Record<string, unknown>) {
  const order = fieldsIn(home).map((f) => f.key);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((key) => ({
      field: `${home}.${key}`,
      label: nestedFieldLabel(key),
      before: changeValueText(before[key]),
      after: changeValueText(after[key]),
    }));
}

/** One line per field in the forms' order; a nested object as a group of its changed keys, never raw JSON. */
export function changeLines(changes: Record<string, PlanFieldChange> | null): ChangeLine[] {
  if (!changes) return [];
  const order = [...PLAN_COLUMN_FIELDS.map((f) => f.key), ...Object.keys(NESTED_GROUP_LABELS)];
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.entries(changes)
    .sort(([a], [b]) => rank(a) - rank(b))
    .flatMap(([field, change]): ChangeLine[] => {
      const before = asObject(change.before);
      const after = asObject(change.after);
      if (isNestedHome(field) && before && after) {
        const parts = nestedChanges(field, before, after);
        return parts.length === 0 ? [] : [{ kind: 'group', field, label: fieldLabel(field), changes: parts }];
      }
      return [
        {
          kind: 'field',
          field,
          label: fieldLabel(field),
          before: fieldValueText(field, change.before),
          after: fieldValueText(field, change.after),
        },
      ];
    });
}

/** Ties in the same instant go by row id. */
export function newestFirst(history: PlanHistoryEntry[]): PlanHistoryEntry[] {
  return [...history].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
