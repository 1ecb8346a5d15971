import { describe, expect, it } from 'vitest';
import type { AuditList } from '../../../../shared/audit-contracts';
import {
  auditExportPath,
  auditListPath,
  auditViewParams,
  filterErrors,
  formatAuditTime,
  NO_AUDIT_FILTERS,
  parseAuditView,
  showingText,
} from './audit-view';

const list = (overrides: Partial<AuditList>): AuditList => ({
  entries: [],
  total: 0,
  totalCapped: false,
  page: 1,
  pageSize: 50,
  ...overrides,
});
const entries = (n: number) => Array.from({ length: n }, () => ({}) as AuditList['entries'][number]);

describe('the Audit page’s view in the URL', () => {
  it('reads filters and page from the URL, a bad page as 1, and writes back only what is set', () => {
    const view = parseAuditView(new URLSearchParams('record=%20abc%20&action=share.&page=3&other=x'));
    expect(view).toEqual({ filters: { ...NO_AUDIT_FILTERS, record: 'abc', action: 'share.' }, page: 3 });
    expect(auditViewParams(view).toString()).toBe('action=share.&record=abc&page=3');
    expect(parseAuditView(new URLSearchParams('page=-2')).page).toBe(1);
    expect(parseAuditView(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(auditListPath({ filters: NO_AUDIT_FILTERS, page: 1 })).toBe('/api/admin/audit');
  });

  it('exports the filters without the page', () => {
    expect(auditExportPath({ ...NO_AUDIT_FILTERS, actorKind: 'device', from: '2026-11-01' })).toBe(
      '/api/admin/audit/export?actorKind=device&from=2026-11-01',
    );
    expect(auditExportPath(NO_AUDIT_FILTERS)).toBe('/api/admin/audit/export');
  });

  it('checks the form with the API’s own rules', () => {
    expect(filterErrors({ ...NO_AUDIT_FILTERS, record: 'H1234-001', from: '2026-11-01' })).toEqual({});
    expect(
      filterErrors({ ...NO_AUDIT_FILTERS, record: 'two words', from: '2026-11-02', to: '2026-11-01' }),
    ).toEqual({
      record: 'A record id has letters, digits, dots, dashes and colons only',
      to: 'The "to" date must be on or after the "from" date',
    });
  });

  it('says which entries show, and "more than" past the count’s cap', () => {
    expect(showingText(list({ entries: entries(50), total: 1234 }))).toBe('Showing 1–50 of 1,234 entries');
    expect(showingText(list({ entries: entries(2), total: 52, page: 2 }))).toBe(
      'Showing 51–52 of 52 entries',
    );
    expect(showingText(list({ entries: entries(1), total: 1 }))).toBe('Showing 1–1 of 1 entry');
    expect(showingText(list({ entries: entries(50), total: 100_000, totalCapped: true }))).toBe(
      'Showing 1–50 of more than 100,000 entries',
    );
  });

  it('shows a time in the given zone, with the zone named', () => {
    expect(formatAuditTime('2026-11-27T14:05:09.000Z', 'America/New_York')).toBe(
      'Nov 27, 2026, 9:05:09 AM EST',
    );
    expect(formatAuditTime('2026-07-01T14:05:09.000Z', 'UTC')).toBe('Jul 1, 2026, 2:05:09 PM UTC');
  });
});
