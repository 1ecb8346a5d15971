/**
 * How the admin screens show a plan's values (spec §2 "Plan detail (admin)", §9 money display)
 * and its change history. Money arrives as exact decimal strings ("3900.00").
 */
import type { PlanFieldChange, PlanHistoryEntry } from '../../../../shared/admin-plan-contracts';
import { formatMoney, formatPremium } from '../../../../shared/format';
import { fieldLabel, NESTED_GROUP_LABELS, PLAN_COLUMN_FIELDS } from '../../../../shared/plan-fields';
import { starsLabel } from './plan-options';

const toNumber = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Spec §9: empty "N/A", zero "Free", otherwise whole dollars ("$3,900"). */
export const moneyText = (value: string | null) => formatPremium(toNumber(value));

/** Spec §2: the Part B reduction as a negative amount ("-$10"), or "None" when empty or zero. */
export function partBReductionText(value: string | null): string {
  const n = toNumber(value);
  return n === null || n === 0 ? 'None' : `-${formatMoney(n)}`;
}

/** Spec §2: "N Stars", or "Not rated". */
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

/** A value before or after a change, as plain text. */
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'object') {
    if (!Array.isArray(value) && Object.keys(value).length === 0) return '(empty)';
    return JSON.stringify(value);
  }
  return String(value);
}

export type ChangeLine = { field: string; label: string; before: string; after: string };

/** One history entry's changes, one line per field, in the forms' field order where known. */
export function changeLines(changes: Record<string, PlanFieldChange> | null): ChangeLine[] {
  if (!changes) return [];
  const order = [...PLAN_COLUMN_FIELDS.map((f) => f.key), ...Object.keys(NESTED_GROUP_LABELS)];
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.entries(changes)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, change]) => ({
      field,
      label: fieldLabel(field),
      before: changeValueText(change.before),
      after: changeValueText(change.after),
    }));
}

/** Newest first; entries written in the same instant by row id. */
export function newestFirst(history: PlanHistoryEntry[]): PlanHistoryEntry[] {
  return [...history].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
