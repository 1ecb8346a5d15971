import { useQuery } from '@tanstack/react-query';
import type { CurrentPlanMatch } from '../../../../shared/current-plan-contracts';
import { apiRequest } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const CURRENT_PLAN_MIN_CHARS = 2;

/** The plans a person may have now, by name, carrier or plan ID; POST so what is typed stays out of URLs. */
export function useCurrentPlanSearch(text: string, planYear: number | undefined) {
  const q = useDebouncedValue(text.trim(), 250);
  const enabled = q.length >= CURRENT_PLAN_MIN_CHARS && planYear !== undefined;
  const query = useQuery({
    queryKey: ['current-plan-search', q, planYear],
    queryFn: ({ signal }) =>
      apiRequest<CurrentPlanMatch[]>('/api/medicare/plans/search', {
        method: 'POST',
        body: { q, planYear },
        signal,
      }),
    enabled,
    staleTime: 60 * 1000,
  });
  return { enabled, q, query };
}
