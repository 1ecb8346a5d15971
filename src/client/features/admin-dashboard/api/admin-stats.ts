import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type AdminStats = { totalPlans: number; activePlans: number; planTypes: number; carriers: number };

/** Counts of the real catalogue rows (spec §2 fixed them at 7/7/4/1). */
export function useAdminStats() {
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiGet<AdminStats>('/api/admin/stats', { signal }),
  });
}
