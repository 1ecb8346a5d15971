import { useQuery } from '@tanstack/react-query';
import type { AnalyticsRange, UserAnalytics } from '../../../../shared/user-analytics-contracts';
import { apiGet } from '../../../lib/api-client';
import { rangeToParams } from '../lib/analytics-range';

/** Figures change with every submission, so a minute-old answer is refetched (the app default never goes stale). */
export function useUserAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: ['admin', 'analytics', 'users', range.from, range.to, range.bucket],
    queryFn: ({ signal }) =>
      apiGet<UserAnalytics>(`/api/admin/analytics/users?${rangeToParams(range)}`, { signal }),
    staleTime: 60_000,
  });
}
