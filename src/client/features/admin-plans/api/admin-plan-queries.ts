/**
 * The plan screens' reads and writes (spec §7), on the shared paths and keys of
 * lib/admin-plans-api: the table's single-field saves and bulk actions too (spec §4 "Inline cell
 * edit (table)", "Table row selection"). After a write the plan lists, the options and the plan itself are stale
 * (spec §4 "Plan lifecycle": list invalidated, and the single plan after an update).
 */
import {
  keepPreviousData,
  type QueryClient,
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
import {
  type AdminPlanListQuery,
  adminPlanApiPath,
  adminPlanKeys,
  fetchAdminPlans,
  fetchPlanYearsOnFile,
  type PlanYear,
  updateAdminPlan,
} from '../../../lib/admin-plans-api';
import { apiGet, apiRequest, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

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
    queryFn: ({ signal }) => apiGet<AdminPlanRecord>(adminPlanApiPath(planId, year), { signal }),
  });
}

export function usePlanHistory(planId: string, year: PlanYear) {
  return useQuery({
    queryKey: adminPlanKeys.history(planId, year),
    queryFn: ({ signal }) =>
      apiGet<PlanHistoryResponse>(adminPlanApiPath(planId, year, '/history'), { signal }),
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
    queryFn: ({ signal }) => apiGet<AdminPlanOptions>('/api/admin/plans/options', { signal }),
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

/** One plan of one plan year, as a list row or a page names it. */
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
      void queryClient.invalidateQueries({ queryKey: adminPlanKeys.options() });
      void queryClient.invalidateQueries({ queryKey: adminPlanKeys.years() });
      await queryClient.invalidateQueries({ queryKey: adminPlanKeys.lists() });
    },
  });
}

export const UPDATE_FAILED = 'Failed to update plan';
export const BULK_FAILED = 'Failed to complete bulk operation. Please try again.';

/** The outcome of one save: the server's record, or the message to show in the cell. */
export type SaveResult = { ok: true; plan: AdminPlanRecord } | { ok: false; message: string };
/** A field a table cell edits: one of the update schema's writable fields. */
export type PlanField = Exclude<keyof AdminPlanUpdateInput, 'id' | 'createdAt' | 'updatedAt'>;
/** Saves one field of one plan; resolves (never rejects) so the cell can show the outcome. */
export type SaveCell = <F extends PlanField>(
  plan: PlanRef,
  field: F,
  value: AdminPlanUpdateInput[F],
) => Promise<SaveResult>;

/**
 * PUT a single-key object. On success the cached pages show the server's record at once, the
 * other lists are marked stale (refetched when next shown) and a toast confirms; the page being
 * edited is not refetched, so a row does not jump away under the editor's hands.
 */
export function useSaveCell(): SaveCell {
  const queryClient = useQueryClient();
  // mutateAsync is stable; one observer serves every cell (the 401 handling lives in the cache).
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
      // After the writes above, which would clear the mark: other filters and pages may now differ.
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

/** "Successfully deactivated 2 plan(s)." (spec §8), counting what the server says it did. */
export function bulkSuccessMessage(action: BulkPlanAction, response: BulkPlanResponse): string {
  const count = 'deleted' in response ? response.deleted : response.updated;
  return `Successfully ${PAST_TENSE[action]} ${count} plan(s).`;
}

/**
 * The plan year a bulk action names: the year the table is filtered to, else the one year every
 * selected row shares; null when the rows span years (the server then finds each ID's one year,
 * and refuses, naming the years, an ID on file for several).
 */
export function bulkPlanYear(filterYear: string, rows: readonly PlanRef[]): PlanYear {
  if (/^\d{4}$/.test(filterYear)) return Number(filterYear);
  const years = new Set(rows.map((r) => r.planYear));
  return years.size === 1 ? (rows[0]?.planYear ?? null) : null;
}

export type BulkRequest = { action: BulkPlanAction; planIds: string[]; planYear: PlanYear };

/** PATCH /bulk, all or nothing; the lists refetch after success. */
export function useBulkAction(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // `planYear`: the year of every plan named; null to let the server find each ID's one year.
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
