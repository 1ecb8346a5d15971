/** The Audit page's filters (never PHI) and page, kept in the URL; the API refuses bad values with a message shown. */

import {
  AUDIT_COUNT_CAP,
  AUDIT_FILTER_KEYS,
  type AuditFilterKey,
  type AuditList,
  auditFilterSchema,
} from '../../../../shared/audit-contracts';
import { firstIssues } from '../../../lib/field-issues';

export type AuditFilterValues = Record<AuditFilterKey, string>;
export type AuditView = { filters: AuditFilterValues; page: number };

export const NO_AUDIT_FILTERS: AuditFilterValues = {
  actorKind: '',
  actor: '',
  action: '',
  record: '',
  from: '',
  to: '',
};

const API_PATH = '/api/admin/audit';

/** Missing filters are ''; a page that is not a whole number ≥ 1 is 1. */
export function parseAuditView(params: URLSearchParams): AuditView {
  const filters = { ...NO_AUDIT_FILTERS };
  for (const key of AUDIT_FILTER_KEYS) filters[key] = (params.get(key) ?? '').trim();
  const page = Number(params.get('page'));
  return { filters, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** The filters that are set, in a fixed order, and the page past 1. */
export function auditViewParams(view: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = view.filters[key].trim();
    if (value !== '') params.set(key, value);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export const auditListPath = (view: AuditView) => {
  const query = auditViewParams(view).toString();
  return query ? `${API_PATH}?${query}` : API_PATH;
};

export const auditExportPath = (filters: AuditFilterValues) => {
  const query = auditViewParams({ filters, page: 1 }).toString();
  return query ? `${API_PATH}/export?${query}` : `${API_PATH}/export`;
};

export const isFiltered = (filters: AuditFilterValues) =>
  AUDIT_FILTER_KEYS.some((key) => filters[key].trim() !== '');

export function filterErrors(filters: AuditFilterValues): Partial<Record<AuditFilterKey, string>> {
  const result = auditFilterSchema.safeParse(filters);
  if (result.success) return {};
  return firstIssues(result.error.issues, AUDIT_FILTER_KEYS);
}

const count = (n: number) => n.toLocaleString('en-US');

/** "Showing 1–50 of 1,234 entries"; past AUDIT_COUNT_CAP, "of more than 100,000". */
export function showingText(list: AuditList): string {
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + list.entries.length - 1;
  const of = list.totalCapped ? `more than ${count(AUDIT_COUNT_CAP)}` : count(list.total);
  return `Showing ${count(first)}–${count(last)} of ${of} ${list.total === 1 ? 'entry' : 'entries'}`;
}

export const pageCount = (list: AuditList) => Math.max(1, Math.ceil(list.total / list.pageSize));

/** "Nov 27, 2026, 9:03:33 AM EST"; `timeZone` is for tests. */
export function formatAuditTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}
