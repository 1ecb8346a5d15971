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

export function useAdminPlan(planId: string) {
  return useQuery({
    queryKey: adminPlanKeys.detail(planId),
    queryFn: ({ signal }) => fetchAdminPlan(planId, signal),
  });
}

export function usePlanHistory(planId: string) {
  return useQuery({
    queryKey: adminPlanKeys.history(planId),
    queryFn: ({ signal }) => fetchPlanHistory(planId, signal),
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

export function useUpdatePlan(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPlanUpdateInput) => updateAdminPlan(planId, body),
    onSuccess: (plan) => {
      afterWrite(queryClient, planId);
      // A changed plan ID: its new key too.
      if (plan.planId !== planId) afterWrite(queryClient, plan.planId);
    },
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => deleteAdminPlan(planId),
    // Pending until the list has been read again, so the dialog closes on the refreshed list.
    onSuccess: async (_result, planId) => {
      queryClient.removeQueries({ queryKey: adminPlanKeys.detail(planId) });
      void queryClient.invalidateQueries({ queryKey: adminPlanKeys.options() });
      await queryClient.invalidateQueries({ queryKey: adminPlanKeys.lists() });
    },
  });
}
