import type { AnalyticsRange, UserAnalytics } from '../../../../shared/user-analytics-contracts';
import { useAdminGet } from '../../../components/admin-list';
import { rangeToParams } from '../lib/analytics-range';

/** Figures change with every submission, so a minute-old answer is refetched (the app default never goes stale). */
export const useUserAnalytics = (range: AnalyticsRange) =>
  useAdminGet<UserAnalytics>(
    ['admin', 'analytics', 'users', range.from, range.to, range.bucket],
    `/api/admin/analytics/users?${rangeToParams(range)}`,
    { staleTime: 60_000 },
  );
