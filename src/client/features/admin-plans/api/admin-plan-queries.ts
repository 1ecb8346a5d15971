/**
 * The plan screens' reads and writes (spec §7), on the shared fetchers and keys of
 * lib/admin-plans-api. After a write the plan lists, the options and the plan itself are stale
 * (spec §4 "Plan lifecycle": list invalidated, and the single plan after an update).
 */
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminPlanCreateInput, AdminPlanUpdateInput } from '../../../../shared/admin-plan-contracts';
import {
  type AdminPlanListQuery,
  adminPlanKeys,
  createAdminPlan,
  deleteAdminPlan,
  fetchAdminPlan,
  fetchAdminPlanOptions,
  fetchAdminPlans,
  fetchPlanHistory,
  fetchPlanYearsOnFile,
  type PlanYear,
  updateAdminPlan,
} from '../../../lib/admin-plans-api';

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useAdminPlanList(query: AdminPlanListQuery) {
  return useQuery({
    queryKey: adminPlanKeys.list(query),
    queryFn: ({ signal }) => fetchAdminPlans(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One plan of one plan year (`year` from the page's `?year=`; null for an ID on file for one year). */
export function useAdminPlan(planId: string, year: PlanYear) {
  return useQuery({
    queryKey: adminPlanKeys.detail(planId, year),
    queryFn: ({ signal }) => fetchAdminPlan(planId, year, signal),
  });
}

export function usePlanHistory(planId: string, year: PlanYear) {
  return useQuery({
    queryKey: adminPlanKeys.history(planId, year),
    queryFn: ({ signal }) => fetchPlanHistory(planId, year, signal),
  });
}

/** The plan years with plans on file, newest first, for the list's year filter. */
export function usePlanYearsOnFile() {
  return useQuery({
    queryKey: adminPlanKeys.years(),
    queryFn: ({ signal }) => fetchPlanYearsOnFile(new Date(), signal),
  });
}

/** The catalogue's carriers, plan types and regions; the fixed lists still work without them. */
export function usePlanOptions() {
  return useQuery({
    queryKey: adminPlanKeys.options(),
    queryFn: ({ signal }) => fetchAdminPlanOptions(signal),
  });
}

function afterWrite(queryClient: QueryClient, planId?: string) {
  void queryClient.invalidateQueries({ queryKey: adminPlanKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: adminPlanKeys.options() });
  void queryClient.invalidateQueries({ queryKey: adminPlanKeys.years() });
  if (planId) {
    void queryClient.invalidateQueries({ queryKey: adminPlanKeys.detail(planId) });
    void queryClient.invalidateQueries({ queryKey: adminPlanKeys.history(planId) });
  }
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPlanCreateInput) => createAdminPlan(body),
    onSuccess: () => afterWrite(queryClient),
  });
}

export function useUpdatePlan(planId: string, year: PlanYear) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPlanUpdateInput) => updateAdminPlan(planId, year, body),
    onSuccess: (plan) => {
      // Every year's entries of the ID (a changed year moves the plan), and a changed ID's too.
      afterWrite(queryClient, planId);
      if (plan.planId !== planId) afterWrite(queryClient, plan.planId);
    },
  });
}

/** One plan of one plan year, as a list row or a page names it. */
export type PlanRef = { planId: string; planYear: number };

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, planYear }: PlanRef) => deleteAdminPlan(planId, planYear),
    // Pending until the list has been read again, so the dialog closes on the refreshed list.
    onSuccess: async (_result, { planId, planYear }) => {
      queryClient.removeQueries({ queryKey: adminPlanKeys.detail(planId, planYear) });
      queryClient.removeQueries({ queryKey: adminPlanKeys.detail(planId, null) });
      void queryClient.invalidateQueries({ queryKey: adminPlanKeys.options() });
      void queryClient.invalidateQueries({ queryKey: adminPlanKeys.years() });
      await queryClient.invalidateQueries({ queryKey: adminPlanKeys.lists() });
    },
  });
}
