/**
 * The table's server state: one page of plans, the filter options, single-field saves and bulk
 * actions (spec §4 "Inline cell edit (table)", "Table row selection"; §7 PUT and PATCH /bulk).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  AdminPlanListResponse,
  AdminPlanRecord,
  BulkPlanAction,
  BulkPlanResponse,
} from '../../../../shared/admin-plan-contracts';
import {
  type AdminPlanListQuery,
  adminPlanKeys,
  bulkUpdatePlans,
  fetchAdminPlanOptions,
  fetchAdminPlans,
  fetchPlanYearsOnFile,
  type PlanYear,
  updateAdminPlan,
} from '../../../lib/admin-plans-api';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { tableOptions } from '../lib/table-options';

export const UPDATE_FAILED = 'Failed to update plan';
export const BULK_FAILED = 'Failed to complete bulk operation. Please try again.';

/** One page of plans; the previous page stays on screen while the next one loads. */
export function useTablePlans(query: AdminPlanListQuery) {
  return useQuery({
    queryKey: adminPlanKeys.list(query),
    queryFn: ({ signal }) => fetchAdminPlans(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The spec's carriers and plan types merged with the catalogue's (the spec lists until loaded). */
export function useTableOptions() {
  return useQuery({
    queryKey: adminPlanKeys.options(),
    queryFn: ({ signal }) => fetchAdminPlanOptions(signal),
    select: tableOptions,
  });
}

/** The plan years with plans on file, newest first, for the year filter. */
export function useTableYears() {
  return useQuery({
    queryKey: adminPlanKeys.years(),
    queryFn: ({ signal }) => fetchPlanYearsOnFile(new Date(), signal),
  });
}

/** One row: a plan ID in one plan year (issue 18: an ID may be on file for several). */
export type PlanRef = { planId: string; planYear: number };

/** The outcome of one save: the server's record, or the message to show in the cell. */
export type SaveResult = { ok: true; plan: AdminPlanRecord } | { ok: false; message: string };
export type PlanField = keyof AdminPlanRecord;
/** Saves one field of one plan; resolves (never rejects) so the cell can show the outcome. */
export type SaveCell = (plan: PlanRef, field: PlanField, value: unknown) => Promise<SaveResult>;

/**
 * PUT a single-key object. On success the cached pages show the server's record at once, the
 * other lists are marked stale (refetched when next shown) and a toast confirms; the page being
 * edited is not refetched, so a row does not jump away under the editor's hands.
 */
export function useSaveCell(): SaveCell {
  const queryClient = useQueryClient();
  // mutateAsync is stable; one observer serves every cell (the 401 handling lives in the cache).
  const { mutateAsync } = useMutation({
    mutationFn: ({ row, body }: { row: PlanRef; body: Record<string, unknown> }) =>
      updateAdminPlan(row.planId, row.planYear, body),
  });
  return useCallback<SaveCell>(
    async (row, field, value) => {
      let plan: AdminPlanRecord;
      try {
        plan = await mutateAsync({ row, body: { [field]: value } });
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
    mutationFn: ({ action, planIds, planYear }: BulkRequest) => bulkUpdatePlans(action, planIds, planYear),
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
