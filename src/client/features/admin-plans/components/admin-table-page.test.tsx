import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { makeAdminPlan, setUpTableTests, tableServer } from '../testing/table-server';

/** The table's own list requests, not the one-plan look-ups of the years on file for the year filter. */
const listCalls = (fetchMock: ReturnType<typeof tableServer>['fetchMock']) =>
  requestsTo(fetchMock, 'GET', '/api/admin/plans')
    .map(({ url }) => Object.fromEntries(url.searchParams))
    .filter((query) => query.limit !== '1');
const lastListCall = (fetchMock: ReturnType<typeof tableServer>['fetchMock']) => listCalls(fetchMock).at(-1);

describe('Plan database table page (spec §2)', () => {
  setUpTableTests();

  it('shows the heading, a way back, the loading state, then the plans', async () => {
    const list = deferred<Response>();
    // Each request its own copy: the year filter's look-ups ask the same endpoint.
    const { fetchMock } = tableServer({
      handlers: { 'GET /api/admin/plans': () => list.promise.then((response) => response.clone()) },
    });
    renderRoute('/admin/table');

    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Database Table' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…');
    expect(lastListCall(fetchMock)).toEqual({
      page: '1',
      limit: '50',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });

    list.resolve(json({ plans: [makeAdminPlan()], total: 1, page: 1, limit: 50 }));

    const region = await screen.findByRole('region', { name: 'Plans table' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'H1234-001' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(1)).toEqual([
      'Plan ID',
      'Year',
      'Plan Name',
      'Carrier',
      'Plan Type',
      'Monthly Premium',
      'Part B Premium Reduction',
      'MOOP In-Network',
      'Medical Deductible',
      'Prescription Deductible',
      'Star Rating',
      'Prescription Coverage',
      'Active Status',
      'Region',
      'Updated',
    ]);
    expect(screen.getByText('Showing 1–1 of 1 plan')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Plan list pages' })).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('button', { name: 'Edit MOOP in-network of H1234-001, currently $3,900.00' }));
  });

  it('says when no plan matches the filters', async () => {
    tableServer({ plans: [] });
    renderRoute('/admin/table');
    expect(await screen.findByText('No plans match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows "Failed to load plans" with Try Again', async () => {
    let fail = true;
    tableServer({
      handlers: {
        'GET /api/admin/plans': () =>
          fail
            ? json({ error: 'Boom' }, { status: 500 })
            : json({ plans: [makeAdminPlan()], total: 1, page: 1, limit: 50 }),
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/table');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load plans');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('checkbox', { name: 'Select H1234-001' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the filters to the server and starts again at page 1', async () => {
    // Two rows stand for a page of 50 (jsdom is slow with hundreds of cells); the total is what pages.
    const { fetchMock } = tableServer({
      handlers: {
        'GET /api/admin/plans': ({ url }) =>
          json({
            plans: [makeAdminPlan()],
            total: 60,
            page: Number(url.searchParams.get('page')),
            limit: 50,
          }),
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/table');
    await screen.findByText('Showing 1–50 of 60 plans');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–60 of 60 plans')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(lastListCall(fetchMock)).toMatchObject({ page: '2' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), 'CommunityCare');
    await waitFor(() =>
      expect(lastListCall(fetchMock)).toMatchObject({ page: '1', carrier: 'CommunityCare' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan type' }), 'HMO D-SNP');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    // The years on file (here every year answers plans) are offered once looked up.
    const year = screen.getByRole('combobox', { name: 'Plan year' });
    await waitFor(() => expect(within(year).getByRole('option', { name: '2027' })).toBeInTheDocument());
    await user.selectOptions(year, '2027');
    await user.type(screen.getByRole('searchbox', { name: 'Search plans' }), 'gold{Enter}');

    await waitFor(() =>
      expect(lastListCall(fetchMock)).toEqual({
        page: '1',
        limit: '50',
        search: 'gold',
        carrier: 'CommunityCare',
        planType: 'HMO D-SNP',
        planYear: '2027',
        isActive: 'false',
        sortBy: 'createdAt',
        sortOrder: 'desc',
      }),
    );

    const calls = listCalls(fetchMock).length;
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the first, unfiltered page, which is still cached (spec §7: queries never go stale).
    expect(await screen.findByText('Showing 1–50 of 60 plans')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toHaveLength(calls);
    expect(screen.getByRole('combobox', { name: 'Carrier' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Plan year' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search plans' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search plans' })).toHaveFocus();
  });

  it('sends the search after a pause in typing', async () => {
    const { fetchMock } = tableServer();
    const user = userEvent.setup();
    renderRoute('/admin/table');
    await screen.findByRole('checkbox', { name: 'Select H1234-001' });

    await user.type(screen.getByRole('searchbox', { name: 'Search plans' }), 'H1234');
    await waitFor(() => expect(lastListCall(fetchMock)).toMatchObject({ search: 'H1234' }));
    expect(listCalls(fetchMock).filter((q) => q.search)).toHaveLength(1);
  });

  it('sorts by a column on the server and marks it with aria-sort', async () => {
    const { fetchMock } = tableServer();
    const user = userEvent.setup();
    renderRoute('/admin/table');
    await screen.findByRole('checkbox', { name: 'Select H1234-001' });
    const header = () => screen.getByRole('columnheader', { name: 'Monthly Premium' });
    expect(header()).not.toHaveAttribute('aria-sort');
    // The server cannot sort by every column: those have no sort button.
    expect(
      within(screen.getByRole('columnheader', { name: 'Prescription Deductible' })).queryByRole('button'),
    ).not.toBeInTheDocument();

    await user.click(within(header()).getByRole('button', { name: 'Monthly Premium' }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() =>
      expect(lastListCall(fetchMock)).toMatchObject({ sortBy: 'monthlyPremium', sortOrder: 'asc' }),
    );

    await user.click(within(header()).getByRole('button', { name: 'Monthly Premium' }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() =>
      expect(lastListCall(fetchMock)).toMatchObject({ sortBy: 'monthlyPremium', sortOrder: 'desc' }),
    );
  });

  it('asks the server for 100 rows when the page size changes', async () => {
    const { fetchMock } = tableServer();
    const user = userEvent.setup();
    renderRoute('/admin/table');
    await screen.findByRole('checkbox', { name: 'Select H1234-001' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');

    await waitFor(() => expect(lastListCall(fetchMock)).toMatchObject({ page: '1', limit: '100' }));
  });

  it('is for admins only: an editor sees Access Denied and no plans are fetched', async () => {
    const { fetchMock } = tableServer({ role: 'editor' });
    renderRoute('/admin/table');

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    await act(async () => {});
    expect(requestsTo(fetchMock, 'GET', '/api/admin/plans')).toHaveLength(0);
  });
});
