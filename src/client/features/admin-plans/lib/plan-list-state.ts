/** The plan table's page, size, filters and sort (spec §3, §4, §9), in the URL so Back returns to them. */
import { ADMIN_PLAN_SORT_FIELDS, type AdminPlanSortField } from '../../../../shared/admin-plan-contracts';
import { ADMIN_PAGE_SIZE } from '../../../../shared/constants';
import type { AdminPlanListQuery } from '../../../lib/admin-plans-api';

type StatusFilter = '' | 'true' | 'false';
type SortOrder = 'asc' | 'desc';

export type PlanListState = {
  page: number;
  /** 25 in the list (spec §9); the table offers 25, 50 (its default) or 100. */
  limit: number;
  search: string;
  carrier: string;
  planType: string;
  region: string;
  /** "" for every year. */
  planYear: string;
  isActive: StatusFilter;
  sortBy: AdminPlanSortField;
  sortOrder: SortOrder;
};
const FILTERS = ['search', 'carrier', 'planType', 'region', 'planYear', 'isActive'] as const;
export type PlanListFilter = (typeof FILTERS)[number];

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

export const TABLE_LIST_STATE: PlanListState = { ...DEFAULT_LIST_STATE, limit: 50 };
export const PAGE_SIZES = [25, 50, 100] as const;

/** Reads the state from the URL; anything unexpected falls back to its default. */
export function parseListState(params: URLSearchParams, defaults = DEFAULT_LIST_STATE): PlanListState {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sortBy = params.get('sortBy') ?? '';
  const sortOrder = params.get('sortOrder');
  const isActive = params.get('isActive');
  const planYear = params.get('planYear') ?? '';
  const text = (key: 'search' | 'carrier' | 'planType' | 'region') => params.get(key) ?? '';
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : defaults.limit,
    search: text('search'),
    carrier: text('carrier'),
    planType: text('planType'),
    region: text('region'),
    planYear: /^\d{4}$/.test(planYear) ? planYear : '',
    isActive: isActive === 'true' || isActive === 'false' ? isActive : '',
    sortBy: (ADMIN_PLAN_SORT_FIELDS as readonly string[]).includes(sortBy)
      ? (sortBy as AdminPlanSortField)
      : DEFAULT_LIST_STATE.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_LIST_STATE.sortOrder,
  };
}

/** Only what differs from the defaults. */
export function listStateToParams(state: PlanListState, defaults = DEFAULT_LIST_STATE): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value !== defaults[key as keyof PlanListState]) params.set(key, String(value));
  }
  return params;
}

/** Back to page 1 (spec §4). */
export function withFilter(state: PlanListState, filter: PlanListFilter, value: string): PlanListState {
  return { ...state, [filter]: value, page: 1 };
}

export function withoutFilters(state: PlanListState): PlanListState {
  return { ...DEFAULT_LIST_STATE, limit: state.limit, sortBy: state.sortBy, sortOrder: state.sortOrder };
}

export const hasFilters = (state: PlanListState) => FILTERS.some((f) => state[f] !== '');

/** The same column flips direction, a new one starts ascending; page 1. */
export function withSort(state: PlanListState, field: AdminPlanSortField): PlanListState {
  const flipped: SortOrder = state.sortOrder === 'asc' ? 'desc' : 'asc';
  return { ...state, sortBy: field, sortOrder: state.sortBy === field ? flipped : 'asc', page: 1 };
}

export const toListQuery = (state: PlanListState): AdminPlanListQuery => ({
  ...state,
  search: state.search.trim(),
});

export type Pager = { page: number; pages: number; visible: boolean; canPrevious: boolean; canNext: boolean };

/** Spec §9: shown only with more than 1 page. */
export function pagerFor(page: number, total: number, limit: number = ADMIN_PAGE_SIZE): Pager {
  const pages = Math.ceil(total / limit);
  return { page, pages, visible: pages > 1, canPrevious: page > 1, canNext: page < pages };
}
