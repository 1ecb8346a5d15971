import { useAdminGet } from '../../../components/admin-list';

export type AdminStats = { totalPlans: number; activePlans: number; planTypes: number; carriers: number };

/** Counts of the real catalogue rows (spec §2 fixed them at 7/7/4/1). */
export const useAdminStats = () => useAdminGet<AdminStats>(['admin', 'stats'], '/api/admin/stats');
