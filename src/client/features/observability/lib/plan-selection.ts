/**
 * The table's selection and the comparison it opens (spec §2 "Comparison", §4 "Observability
 * selection"). The selection is a list of plan IDs in the order they were picked, so "the first 3
 * selected" are the first three the admin ticked (select-all adds the rest in table order).
 */
import { COMPARE_MAX } from '../../../../shared/constants';

export type SelectAllState = 'none' | 'some' | 'all';

/** Ticks or unticks one plan; a newly ticked plan goes to the end. */
export function toggleSelected(selected: readonly string[], planId: string): string[] {
  return selected.includes(planId) ? selected.filter((id) => id !== planId) : [...selected, planId];
}

export function selectAllState(selected: readonly string[], allIds: readonly string[]): SelectAllState {
  const chosen = new Set(selected);
  const count = allIds.filter((id) => chosen.has(id)).length;
  if (count === 0) return 'none';
  return count === allIds.length ? 'all' : 'some';
}

/** Select-all: clears when every plan is ticked, otherwise ticks the rest (in table order). */
export function toggleAll(selected: readonly string[], allIds: readonly string[]): string[] {
  if (selectAllState(selected, allIds) === 'all') return [];
  const chosen = new Set(selected);
  return [...selected, ...allIds.filter((id) => !chosen.has(id))];
}

/** The selection without plans the latest analysis no longer has (after a refresh). */
export function knownSelection(selected: readonly string[], allIds: readonly string[]): string[] {
  const known = new Set(allIds);
  return selected.filter((id) => known.has(id));
}

/** The plans the comparison shows: at most the first COMPARE_MAX selected, in selection order. */
export function comparedPlans<T extends { planId: string }>(
  selected: readonly string[],
  plans: readonly T[],
): T[] {
  const byId = new Map(plans.map((p) => [p.planId, p]));
  return selected
    .slice(0, COMPARE_MAX)
    .map((id) => byId.get(id))
    .filter((p): p is T => p !== undefined);
}

/** "Showing first 3 of N selected plans" once more than 3 are selected; otherwise nothing. */
export function comparisonNote(selectedCount: number): string | null {
  return selectedCount > COMPARE_MAX
    ? `Showing first ${COMPARE_MAX} of ${selectedCount} selected plans`
    : null;
}

export const MIN_COMPARED = 2;

/**
 * Whether the comparison is open after the selection changes from `before` to `after` plans.
 * Reaching 2 opens it; clearing to 0 closes it; otherwise the admin's Compare toggle stands, so
 * hiding it and ticking a fourth plan does not force it open again.
 */
export function comparisonOpenAfter(wasOpen: boolean, before: number, after: number): boolean {
  if (after === 0) return false;
  if (before < MIN_COMPARED && after >= MIN_COMPARED) return true;
  return wasOpen;
}

/** The comparison is on screen when it is open and there are at least 2 plans to compare. */
export function comparisonShown(open: boolean, selectedCount: number): boolean {
  return open && selectedCount >= MIN_COMPARED;
}
