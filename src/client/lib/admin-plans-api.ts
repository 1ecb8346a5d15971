/**
 * The admin plan calls of spec §7, shared by the plan screens, the database table and the advanced
 * editor (each a feature of its own, so the calls live here rather than in one of them). Query
 * keys start with 'admin' so signing out drops them (features/admin-auth forgetAdminData).
 */
import type {
  AdminPlanListResponse,
  AdminPlanOptions,
  AdminPlanRecord,
  BulkPlanAction,
  BulkPlanResponse,
  PlanHistoryResponse,
} from '../../shared/admin-plan-contracts';
import { apiGet, apiRequest } from './api-client';

/** The list query of spec §7; empty values are left out of the URL. */
export type AdminPlanListQuery = {
  page?: number;
  limit?: number;
  search?: string;
  carrier?: string;
  planType?: string;
  region?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  isActive?: 'true' | 'false' | '';
};

export const adminPlanKeys = {
  all: ['admin', 'plans'] as const,
  lists: () => [...adminPlanKeys.all, 'list'] as const,
  list: (query: AdminPlanListQuery) => [...adminPlanKeys.lists(), query] as const,
  detail: (planId: string) => [...adminPlanKeys.all, 'detail', planId] as const,
  history: (planId: string) => [...adminPlanKeys.all, 'history', planId] as const,
  options: () => [...adminPlanKeys.all, 'options'] as const,
};

export function adminPlanListPath(query: AdminPlanListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value) !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/api/admin/plans?${search}` : '/api/admin/plans';
}

const planPath = (planId: string) => `/api/admin/plans/${encodeURIComponent(planId)}`;

export function fetchAdminPlans(query: AdminPlanListQuery, signal?: AbortSignal) {
  return apiGet<AdminPlanListResponse>(adminPlanListPath(query), { signal });
}

export function fetchAdminPlan(planId: string, signal?: AbortSignal) {
  return apiGet<AdminPlanRecord>(planPath(planId), { signal });
}

export function fetchPlanHistory(planId: string, signal?: AbortSignal) {
  return apiGet<PlanHistoryResponse>(`${planPath(planId)}/history`, { signal });
}

export function createAdminPlan(body: Record<string, unknown>) {
  return apiRequest<AdminPlanRecord>('/api/admin/plans', { method: 'POST', body });
}

/** PUT with only the fields to change (the inline table sends one). */
export function updateAdminPlan(planId: string, body: Record<string, unknown>) {
  return apiRequest<AdminPlanRecord>(planPath(planId), { method: 'PUT', body });
}

export function deleteAdminPlan(planId: string) {
  return apiRequest<{ deleted: number }>(planPath(planId), { method: 'DELETE' });
}

export function bulkUpdatePlans(action: BulkPlanAction, planIds: string[]) {
  return apiRequest<BulkPlanResponse>('/api/admin/plans/bulk', {
    method: 'PATCH',
    body: { action, planIds },
  });
}

/** The distinct carriers, plan types and regions in the catalogue, for filters and forms. */
export function fetchAdminPlanOptions(signal?: AbortSignal) {
  return apiGet<AdminPlanOptions>('/api/admin/plans/options', { signal });
}

/**
 * The export download's URL: the list's filters and sort, without paging (every matching plan).
 * A plain link (`download`) fetches it with the session cookie.
 */
export function adminPlanExportPath(format: 'csv' | 'xlsx', query: AdminPlanListQuery): string {
  const { page: _page, limit: _limit, ...filters } = query;
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && String(value) !== '') params.set(key, String(value));
  }
  return `/api/admin/plans/export?${params.toString()}`;
}
