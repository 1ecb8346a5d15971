import { useQuery } from '@tanstack/react-query';
import type { PlanYearsResponse } from '../../../../shared/api-responses';
import { apiGet } from '../../../lib/api-client';

/** The years the finder offers today, the default first. */
export function usePlanYears() {
  return useQuery({
    queryKey: ['plan-years'],
    queryFn: ({ signal }) => apiGet<PlanYearsResponse>('/api/medicare/plan-years', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
