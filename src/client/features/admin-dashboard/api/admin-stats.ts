import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type AdminStats = { totalPlans: number; activePlans: number; planTypes: number; carriers: number };

/** Quick stats come from the catalogue (spec §2 fixed them at 7/7/4/1; ours count the real rows). */
export function useAdminStats() {
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiGet<AdminStats>('/api/admin/stats', { signal }),
  });
}
