import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditList } from '../../../../shared/audit-contracts';
import { json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';

const sessionAs = (role: string) => () =>
  json({ authenticated: true, user: { email: `${role}@clearplan.example`, role } });

const RECORD = '3f0c7a52-9b1e-4c11-8d2a-5e6f7a8b9c0d';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  createdAt: '2026-11-20T15:04:05.000Z',
  actor: 'device:0123456789ab',
  actorKind: 'device',
  actorLabel: 'Consumer device 0123456789ab',
  action: 'submission.read',
  actionLabel: 'Read a client’s results',
  entityType: 'medicare_user',
  entityId: RECORD,
  clientAddress: '203.0.113.9',
  details: null,
  detailsText: '',
  ...overrides,
});

const LIST: AuditList = {
  entries: [
    entry({ id: 2 }),
    entry({
      id: 1,
      actor: 'admin:3',
      actorKind: 'admin',
      actorLabel: 'Admin ana@clearplan.example',
      action: 'share.create',
      actionLabel: 'Created a share link',
      details: { shareId: 'abc' },
      detailsText: 'shareId: abc',
    }),
  ],
  total: 52,
  totalCapped: false,
  page: 2,
  pageSize: 50,
};

const auditQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  requestsTo(fetchMock, 'GET', '/api/admin/audit').map(({ url }) => url.search);

beforeAll(() => import('./audit-page'));

describe('Audit page (issue 20: an audit a privacy officer can read)', () => {
  it('opens a bookmarked view: its filters in the form and the request, the entries named, the export of those filters', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/audit': () => json(LIST),
    });
    renderRoute(`/admin/audit?action=submission.&record=${RECORD}&page=2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 51–52 of 52 entries')).toBeInTheDocument();
    expect(auditQueries(fetchMock)).toEqual([`?action=submission.&record=${RECORD}&page=2`]);
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    expect(within(form).getByLabelText('What')).toHaveValue('submission.');
    expect(within(form).getByLabelText('Record id')).toHaveValue(RECORD);

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Consumer device 0123456789abdevice:0123456789ab',
      'Admin ana@clearplan.exampleadmin:3',
    ]);
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(cells[0]?.textContent).toMatch(/^Nov 20, 2026, \d{1,2}:04:05 [AP]M \S+$/);
    expect(cells[1]?.textContent).toBe('Created a share linkshare.create');
    expect(within(cells[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/admin/audit?record=${RECORD}`,
    );
    expect(cells[4]?.textContent).toBe('shareId: abc');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/audit/export?action=submission.&record=${RECORD}`,
    );
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('applies the filters to the URL and the request, back to page 1, and takes the keyboard to the results', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/audit': ({ url }) =>
        json(url.searchParams.has('record') ? { ...LIST, page: 1, total: 2 } : { ...LIST, page: 1 }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/audit?page=2');
    await screen.findByText(/^Showing/);
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    await user.selectOptions(within(form).getByLabelText('Who'), 'Consumer devices');
    await user.selectOptions(within(form).getByLabelText('What'), 'Read a client’s results');
    await user.type(within(form).getByLabelText('Record id'), RECORD);
    await user.click(within(form).getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Entries' })).toHaveFocus());
    expect(router.state.location.search).toBe(`?actorKind=device&action=submission.read&record=${RECORD}`);
    await screen.findByText('Showing 1–2 of 2 entries');
    expect(auditQueries(fetchMock).at(-1)).toBe(`?actorKind=device&action=submission.read&record=${RECORD}`);
  });

  it('refuses a bad record id beside its field without asking the server', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/audit': () => json(LIST),
    });
    const user = userEvent.setup();
    renderRoute('/admin/audit');
    await screen.findByText(/^Showing/);
    const record = screen.getByLabelText('Record id');
    await user.type(record, 'Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(record).toHaveFocus());
    expect(record).toHaveAccessibleDescription(
      expect.stringContaining('A record id has letters, digits, dots, dashes and colons only'),
    );
    expect(auditQueries(fetchMock)).toHaveLength(1);
  });

  it('says when nothing matches, and shows the server’s message for a refused filter', async () => {
    mockFetch({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/audit': ({ url }) =>
        url.searchParams.get('from') === '2026-02-30'
          ? json({ error: 'That date does not exist', code: 'VALIDATION' }, { status: 400 })
          : json({ ...LIST, entries: [], total: 0, page: 1 }),
    });
    const first = renderRoute('/admin/audit?record=nothing-here');
    expect(
      await screen.findByText('No entries match these filters. Clear the filters to see every entry.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    first.unmount();
    renderRoute('/admin/audit?from=2026-02-30');
    expect(await screen.findByRole('alert')).toHaveTextContent('That date does not exist');
  });

  it('offers the first page when the URL names a page past the last', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/audit': ({ url }) =>
        json(url.searchParams.has('page') ? { ...LIST, entries: [], page: 9 } : { ...LIST, page: 1 }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/audit?action=share.&page=9');
    expect(await screen.findByText('Page 9 is past the last page of these entries.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await screen.findByText('Showing 1–2 of 52 entries');
    expect(router.state.location.search).toBe('?action=share.');
    expect(auditQueries(fetchMock)).toEqual(['?action=share.&page=9', '?action=share.']);
  });

  it('is not offered to an editor: no Audit link, and the page says so without asking for entries', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/session': sessionAs('editor') });
    renderRoute('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Data' })).toBeInTheDocument();
    expect(auditQueries(fetchMock)).toEqual([]);
  });
});
