/** The plan screens' reads and writes (spec §7, §4), on lib/admin-plans-api's paths and keys. */
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  AdminPlanCreateInput,
  AdminPlanListResponse,
  AdminPlanOptions,
  AdminPlanRecord,
  AdminPlanUpdateInput,
  BulkPlanAction,
  BulkPlanResponse,
  PlanHistoryResponse,
} from '../../../../shared/admin-plan-contracts';
import { useAdminGet } from '../../../components/admin-list';
import {
  type AdminPlanListQuery,
  adminPlanApiPath,
  adminPlanKeys,
  fetchAdminPlans,
  fetchPlanYearsOnFile,
  type PlanYear,
  updateAdminPlan,
} from '../../../lib/admin-plans-api';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useAdminPlanList(query: AdminPlanListQuery) {
  return useQuery({
    queryKey: adminPlanKeys.list(query),
    queryFn: ({ signal }) => fetchAdminPlans(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `year` from the page's `?year=`; null for an ID on file for one year. */
export const useAdminPlan = (planId: string, year: PlanYear) =>
  useAdminGet<AdminPlanRecord>(adminPlanKeys.detail(planId, year), adminPlanApiPath(planId, year));

export const usePlanHistory = (planId: string, year: PlanYear) =>
  useAdminGet<PlanHistoryResponse>(
    adminPlanKeys.history(planId, year),
    adminPlanApiPath(planId, year, '/history'),
  );

/** The plan years with plans on file, newest first. */
export function usePlanYearsOnFile() {
  return useQuery({
    queryKey: adminPlanKeys.years(),
    queryFn: ({ signal }) => fetchPlanYearsOnFile(new Date(), signal),
  });
}

export const usePlanOptions = () =>
  useAdminGet<AdminPlanOptions>(adminPlanKeys.options(), '/api/admin/plans/options');

/** Marks each key stale (active queries refetch); resolves when they have. */
export const markStale = (queryClient: QueryClient, ...keys: QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

function afterWrite(queryClient: QueryClient, planId?: string) {
  const plan = planId ? [adminPlanKeys.detail(planId), adminPlanKeys.history(planId)] : [];
  void markStale(queryClient, adminPlanKeys.lists(), adminPlanKeys.options(), adminPlanKeys.years(), ...plan);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPlanCreateInput) =>
      apiRequest<AdminPlanRecord>('/api/admin/plans', { method: 'POST', body }),
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

export type PlanRef = { planId: string; planYear: number };

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, planYear }: PlanRef) =>
      apiRequest<{ deleted: number }>(adminPlanApiPath(planId, planYear), { method: 'DELETE' }),
    // Pending until the list has been read again, so the dialog closes on the refreshed list.
    onSuccess: async (_result, { planId, planYear }) => {
      queryClient.removeQueries({ queryKey: adminPlanKeys.detail(planId, planYear) });
      queryClient.removeQueries({ queryKey: adminPlanKeys.detail(planId, null) });
      void markStale(queryClient, adminPlanKeys.options(), adminPlanKeys.years());
      await markStale(queryClient, adminPlanKeys.lists());
    },
  });
}

export const UPDATE_FAILED = 'Failed to update plan';
export const BULK_FAILED = 'Failed to complete bulk operation. Please try again.';

export type SaveResult = { ok: true; plan: AdminPlanRecord } | { ok: false; message: string };
export type PlanField = Exclude<keyof AdminPlanUpdateInput, 'id' | 'createdAt' | 'updatedAt'>;
/** Saves one field of one plan; resolves (never rejects) so the cell can show the outcome. */
export type SaveCell = <F extends PlanField>(
  plan: PlanRef,
  field: F,
  value: AdminPlanUpdateInput[F],
) => Promise<SaveResult>;

/** PUT one field; cached pages take the server's record without a refetch, so rows do not jump mid-edit. */
export function useSaveCell(): SaveCell {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: ({ row, body }: { row: PlanRef; body: AdminPlanUpdateInput }) =>
      updateAdminPlan(row.planId, row.planYear, body),
  });
  return useCallback<SaveCell>(
    async (row, field, value) => {
      let plan: AdminPlanRecord;
      try {
        plan = await mutateAsync({ row, body: { [field]: value } as AdminPlanUpdateInput });
      } catch (error) {
        return { ok: false, message: errorMessage(error, UPDATE_FAILED) };
      }
      const same = (p: AdminPlanRecord) => p.planId === row.planId && p.planYear === row.planYear;
      queryClient.setQueriesData<AdminPlanListResponse>({ queryKey: adminPlanKeys.lists() }, (old) =>
        old ? { ...old, plans: old.plans.map((p) => (same(p) ? plan : p)) } : old,
      );
      queryClient.setQueryData(adminPlanKeys.detail(row.planId, row.planYear), plan);
      // After the writes above, which would clear the stale mark: other pages may now differ.
      void queryClient.invalidateQueries({ queryKey: adminPlanKeys.lists(), refetchType: 'none' });
      toast.success('Plan updated', { description: 'The plan has been successfully updated.' });
      return { ok: true, plan };
    },
    [mutateAsync, queryClient],
  );
}

const PAST_TENSE: Record<BulkPlanAction, string> = {
  activate: 'activated',
  deactivate: 'deactivated',
  delete: 'deleted',
};

/** "Successfully deactivated 2 plan(s)." (spec §8). */
function bulkSuccessMessage(action: BulkPlanAction, response: BulkPlanResponse): string {
  const count = 'deleted' in response ? response.deleted : response.updated;
  return `Successfully ${PAST_TENSE[action]} ${count} plan(s).`;
}

/** The filter's year, else the one year all rows share; null lets the server find each ID's one year. */
export function bulkPlanYear(filterYear: string, rows: readonly PlanRef[]): PlanYear {
  if (/^\d{4}$/.test(filterYear)) return Number(filterYear);
  const years = new Set(rows.map((r) => r.planYear));
  return years.size === 1 ? (rows[0]?.planYear ?? null) : null;
}

export type BulkRequest = { action: BulkPlanAction; planIds: string[]; planYear: PlanYear };

/** PATCH /bulk, all or nothing. */
export function useBulkAction(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, planIds, planYear }: BulkRequest) =>
      apiRequest<BulkPlanResponse>('/api/admin/plans/bulk', {
        method: 'PATCH',
        body: planYear === null ? { action, planIds } : { action, planIds, planYear },
      }),
    onSuccess: async (response, { action }) => {
      toast.success('Bulk operation completed', { description: bulkSuccessMessage(action, response) });
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: adminPlanKeys.all });
    },
    onError: (error) => {
      toast.error('Bulk operation failed', { description: errorMessage(error, BULK_FAILED) });
    },
  });
}
