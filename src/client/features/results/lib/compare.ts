/** The compare selection (spec §4): plans in the order they were ticked; at most 3 are shown. */
import { COMPARE_MAX } from '../../../../shared/constants';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import type { ResultsText } from './results-text';

export function toggleCompare(selected: readonly string[], planId: string, checked: boolean): string[] {
  const without = selected.filter((id) => id !== planId);
  return checked ? [...without, planId] : without;
}

export function compareColumns(
  selected: readonly string[],
  plans: readonly RecommendationPlan[],
): { columns: RecommendationPlan[]; selectedCount: number } {
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const chosen = selected.flatMap((id) => {
    const plan = byId.get(id);
    return plan ? [plan] : [];
  });
  return { columns: chosen.slice(0, COMPARE_MAX), selectedCount: chosen.length };
}

/** Spec §2 "Observability" wording, reused for the consumer compare table. */
export function compareLimitNote(selectedCount: number, { t }: ResultsText): string | null {
  return selectedCount > COMPARE_MAX
    ? t('compareTable.limitNote', { max: COMPARE_MAX, count: selectedCount })
    : null;
}
