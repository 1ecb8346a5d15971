/** The selection is plan IDs in tick order, so "the first 3 selected" are the first ticked (select-all appends in table order). */
import { COMPARE_MAX } from '../../../../shared/constants';

export type SelectAllState = 'none' | 'some' | 'all';

export function toggleSelected(selected: readonly string[], planId: string): string[] {
  return selected.includes(planId) ? selected.filter((id) => id !== planId) : [...selected, planId];
}

export function selectAllState(selected: readonly string[], allIds: readonly string[]): SelectAllState {
  const chosen = new Set(selected);
  const count = allIds.filter((id) => chosen.has(id)).length;
  if (count === 0) return 'none';
  return count === allIds.length ? 'all' : 'some';
}

/** Clears when every plan is ticked, otherwise ticks the rest. */
export function toggleAll(selected: readonly string[], allIds: readonly string[]): string[] {
  if (selectAllState(selected, allIds) === 'all') return [];
  const chosen = new Set(selected);
  return [...selected, ...allIds.filter((id) => !chosen.has(id))];
}

export function knownSelection(selected: readonly string[], allIds: readonly string[]): string[] {
  const known = new Set(allIds);
  return selected.filter((id) => known.has(id));
}

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

export function comparisonNote(selectedCount: number): string | null {
  return selectedCount > COMPARE_MAX
    ? `Showing first ${COMPARE_MAX} of ${selectedCount} selected plans`
    : null;
}

export const MIN_COMPARED = 2;

/** Reaching 2 opens it, 0 closes it; otherwise the admin's toggle stands (a fourth tick does not reopen it). */
export function comparisonOpenAfter(wasOpen: boolean, before: number, after: number): boolean {
  if (after === 0) return false;
  if (before < MIN_COMPARED && after >= MIN_COMPARED) return true;
  return wasOpen;
}

export function comparisonShown(open: boolean, selectedCount: number): boolean {
  return open && selectedCount >= MIN_COMPARED;
}
