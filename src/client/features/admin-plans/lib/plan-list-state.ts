/**
 * The plan table's state (spec §3 "List state", §4 "Admin plan list", §9): page, page size,
 * filters and sort, kept in the page URL so Back from a plan returns to the same filtered page. Defaults: page 1,
 * 25 plans a page, newest first (createdAt desc). Changing a filter, the search or the sort goes
 * back to page 1.
 */
import { ADMIN_PLAN_SORT_FIELDS, type AdminPlanSortField } from '../../../../shared/admin-plan-contracts';
import { ADMIN_PAGE_SIZE } from '../../../../shared/constants';
import type { AdminPlanListQuery } from '../../../lib/admin-plans-api';

export type StatusFilter = '' | 'true' | 'false';
export type SortOrder = 'asc' | 'desc';

export type PlanListState = {
  page: number;
  /** Plans a page: 25 in the list (spec §9); the table offers 25, 50 (its default) or 100. */
  limit: number;
  search: string;
  carrier: string;
  planType: string;
  region: string;
  /** "2027": one plan year's plans; "" for every year's. */
  planYear: string;
  isActive: StatusFilter;
  sortBy: AdminPlanSortField;
  sortOrder: SortOrder;
};
export type PlanListFilter = 'search' | 'carrier' | 'planType' | 'region' | 'planYear' | 'isActive';

export const DEFAULT_LIST_STATE: PlanListState = {
  page: 1,
  limit: ADMIN_PAGE_SIZE,
  search: '',
  carrier: '',
  planType: '',
  region: '',
  planYear: '',
  isActive: '',
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

/** The table's defaults: 50 plans a page. */
export const TABLE_LIST_STATE: PlanListState = { ...DEFAULT_LIST_STATE, limit: 50 };
export const PAGE_SIZES = [25, 50, 100] as const;

const FILTERS: PlanListFilter[] = ['search', 'carrier', 'planType', 'region', 'planYear', 'isActive'];

/** Reads the state from the URL; anything unexpected falls back to its default. */
export function parseListState(params: URLSearchParams, defaults = DEFAULT_LIST_STATE): PlanListState {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sortBy = params.get('sortBy') ?? '';
  const sortOrder = params.get('sortOrder');
  const isActive = params.get('isActive');
  const planYear = params.get('planYear') ?? '';
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : defaults.limit,
    search: params.get('search') ?? '',
    carrier: params.get('carrier') ?? '',
    planType: params.get('planType') ?? '',
    region: params.get('region') ?? '',
    planYear: /^\d{4}$/.test(planYear) ? planYear : '',
    isActive: isActive === 'true' || isActive === 'false' ? isActive : '',
    sortBy: (ADMIN_PLAN_SORT_FIELDS as readonly string[]).includes(sortBy)
      ? (sortBy as AdminPlanSortField)
      : DEFAULT_LIST_STATE.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_LIST_STATE.sortOrder,
  };
}

/** The URL parameters of a state: only what differs from the defaults. */
export function listStateToParams(state: PlanListState, defaults = DEFAULT_LIST_STATE): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value !== defaults[key as keyof PlanListState]) params.set(key, String(value));
  }
  return params;
}

/** A changed filter or search: back to page 1 (spec §4). */
export function withFilter(state: PlanListState, filter: PlanListFilter, value: string): PlanListState {
  return { ...state, [filter]: value, page: 1 };
}

export function withoutFilters(state: PlanListState): PlanListState {
  return { ...DEFAULT_LIST_STATE, limit: state.limit, sortBy: state.sortBy, sortOrder: state.sortOrder };
}

export const hasFilters = (state: PlanListState) => FILTERS.some((f) => state[f] !== '');

/** A column header click: the same column flips direction, a new column starts ascending; page 1. */
export function withSort(state: PlanListState, field: AdminPlanSortField): PlanListState {
  const flipped: SortOrder = state.sortOrder === 'asc' ? 'desc' : 'asc';
  return { ...state, sortBy: field, sortOrder: state.sortBy === field ? flipped : 'asc', page: 1 };
}

/** The GET /api/admin/plans query (spec §7; empty values are left out of the URL by the fetcher). */
export const toListQuery = (state: PlanListState): AdminPlanListQuery => ({
  ...state,
  search: state.search.trim(),
});

export type Pager = { page: number; pages: number; visible: boolean; canPrevious: boolean; canNext: boolean };

/** Spec §9: pages = ceil(total / limit); shown only with more than 1 page; Previous off on page 1, Next on the last. */
export function pagerFor(page: number, total: number, limit: number = ADMIN_PAGE_SIZE): Pager {
  const pages = Math.ceil(total / limit);
  return { page, pages, visible: pages > 1, canPrevious: page > 1, canNext: page < pages };
}
