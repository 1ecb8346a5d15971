import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { KNOWN_PLAN_TYPES } from '../../../../shared/plan-types';
import { json, type MockRequest, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { adminPlanRecord, planListPage } from '../testing/admin-plan-factory';

const LIST = '/api/admin/plans';
const session =
  (role = 'admin') =>
  () =>
    json({ authenticated: true, user: { email: `${role}@clearplan.example`, role } });
const options = () =>
  json({ carriers: ['Aetna', 'Humana'], planTypes: ['C-SNP', 'HMO'], regions: ['Oklahoma', 'Texas'] });

const plans = (count: number, from = 1): AdminPlanRecord[] =>
  Array.from({ length: count }, (_, i) =>
    adminPlanRecord({
      id: from + i,
      planId: `H1234-${String(from + i).padStart(3, '0')}`,
      planName: `Plan number ${from + i}`,
    }),
  );

/** The list endpoint answering `total` plans, 25 a page, as asked. */
const paged = (total: number) => (request: MockRequest) => {
  const page = Number(request.url.searchParams.get('page') ?? 1);
  const count = Math.max(0, Math.min(25, total - (page - 1) * 25));
  return json(planListPage(plans(count, (page - 1) * 25 + 1), total, page));
};

/** The list's own requests: not the one-plan look-ups of the years on file for the year filter. */
const listRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  requestsTo(fetchMock, 'GET', LIST).filter((r) => r.url.searchParams.get('limit') !== '1');

const lastListQuery = (fetchMock: ReturnType<typeof mockFetch>) =>
  Object.fromEntries(listRequests(fetchMock).at(-1)?.url.searchParams ?? []);

// The route loads the page on demand: load it once up front so the first test is not timed on it.
beforeAll(() => import('./plan-table-page'));

describe('Plan management list', () => {
  it('shows the heading, links and the first page with the spec defaults', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: paged(3),
    });
    renderRoute('/admin/plans');

    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Management' })).toBeInTheDocument();
    expect(screen.getByText('Medicare Plan Database')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Create Plan' })).toHaveAttribute('href', '/admin/plans/new');
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…');

    const table = await screen.findByRole('table');
    expect(lastListQuery(fetchMock)).toEqual({
      page: '1',
      limit: '25',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('H1234-001');
    expect(first).toHaveTextContent('Plan number 1');
    expect(first).toHaveTextContent('Free');
    expect(first).toHaveTextContent('4 Stars');
    expect(first).toHaveTextContent('Active');
    // The row's actions are one menu, named for the plan; opened, it lists the four actions.
    const user = userEvent.setup();
    const actions = within(first).getByRole('button', {
      name: 'Actions for Plan number 1 (H1234-001, 2026)',
    });
    expect(actions).toHaveAttribute('aria-haspopup', 'menu');
    expect(actions).toHaveAttribute('aria-expanded', 'false');
    await user.click(actions);
    const menu = screen.getByRole('menu', { name: 'Actions for Plan number 1 (H1234-001, 2026)' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Details', 'Quick Edit', 'Advanced Edit', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/admin/plans/H1234-001?year=2026',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Quick Edit' })).toHaveAttribute(
      'href',
      '/admin/plans/H1234-001/edit?year=2026',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Advanced Edit' })).toHaveAttribute(
      'href',
      '/admin/plans/H1234-001/advanced?year=2026',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Three plans: one page, so no pager.
    expect(screen.queryByRole('navigation', { name: 'Plan list pages' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 3 plans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/plans/export?format=csv&sortBy=createdAt&sortOrder=desc',
    );
  });

  it('shows premiums to the cent ("$12.50", not "$13"), and a zero premium as Free', async () => {
    mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: () =>
        json(
          planListPage([
            adminPlanRecord({ planId: 'H1234-001', monthlyPremium: '12.50' }),
            adminPlanRecord({ id: 2, planId: 'H1234-002', monthlyPremium: '1250.00' }),
            adminPlanRecord({ id: 3, planId: 'H1234-003', monthlyPremium: '0.00' }),
          ]),
        ),
    });
    renderRoute('/admin/plans');
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('$12.50');
    expect(rows[1]).toHaveTextContent('$1,250.00');
    expect(rows[2]).toHaveTextContent('Free');
  });

  it('offers the one list of plan types plus the database ones, and carriers and regions from the server', async () => {
    mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: paged(1),
    });
    renderRoute('/admin/plans');
    const typeSelect = await screen.findByLabelText('Plan type');
    await waitFor(() =>
      expect(within(typeSelect).getAllByRole('option')).toHaveLength(KNOWN_PLAN_TYPES.length + 2),
    );
    expect(
      within(typeSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All plan types', ...KNOWN_PLAN_TYPES, 'C-SNP']);
    const carriers = within(screen.getByLabelText('Carrier')).getAllByRole('option');
    expect(carriers.map((o) => o.textContent)).toEqual(['All carriers', 'Aetna', 'Humana']);
    const regions = within(screen.getByLabelText('Region')).getAllByRole('option');
    expect(regions.map((o) => o.textContent)).toEqual(['All regions', 'Oklahoma', 'Texas']);
    const statuses = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(statuses.map((o) => o.textContent)).toEqual(['All', 'Active', 'Inactive']);
  });

  it('filters by plan year: the years on file, a Year column, and rows of one ID told apart by year', async () => {
    const both = [
      adminPlanRecord({ id: 1, planId: 'H3706-001', planYear: 2027, planName: 'Gold Plus (HMO)' }),
      adminPlanRecord({ id: 2, planId: 'H3706-001', planYear: 2026, planName: 'Gold Plus (HMO)' }),
    ];
    const fetchMock = mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      // 2026 and 2027 on file; no other year.
      [`GET ${LIST}`]: ({ url }) => {
        const year = url.searchParams.get('planYear');
        const matching = year ? both.filter((p) => String(p.planYear) === year) : both;
        return json(planListPage(matching));
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans');

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Year' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['2027', '2026']);
    // Each row's menu names its year and opens its own year's plan.
    await user.click(
      within(rows[1] as HTMLElement).getByRole('button', {
        name: 'Actions for Gold Plus (HMO) (H3706-001, 2026)',
      }),
    );
    expect(screen.getByRole('menuitem', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/admin/plans/H3706-001?year=2026',
    );
    await user.keyboard('{Escape}');

    const yearSelect = screen.getByLabelText('Plan year');
    await waitFor(() =>
      expect(
        within(yearSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All years', '2027', '2026']),
    );
    await user.selectOptions(yearSelect, '2027');
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ page: '1', planYear: '2027' }));
    expect(await screen.findByText('Showing 1–1 of 1 plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/plans/export?format=csv&planYear=2027&sortBy=createdAt&sortOrder=desc',
    );
  });

  it('pages by the spec rules: Page N of M, Previous off on page 1, Next off on the last', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: paged(60),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans');

    const pager = await screen.findByRole('navigation', { name: 'Plan list pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(lastListQuery(fetchMock).page).toBe('2');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(await screen.findByText('Showing 51–60 of 60 plans')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await within(pager).findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it.each([
    ['Carrier', 'Humana', { carrier: 'Humana' }],
    ['Plan type', 'PPO', { planType: 'PPO' }],
    ['Region', 'Texas', { region: 'Texas' }],
    ['Status', 'Inactive', { isActive: 'false' }],
    ['Status', 'Active', { isActive: 'true' }],
  ])('goes back to page 1 when the %s filter changes to %s', async (label, option, sent) => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: paged(60),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans?page=3');
    await screen.findByText('Page 3 of 3');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Texas' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(label), option);
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ page: '1', ...sent }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('sends every filter together; Enter searches at once; Clear filters resets them', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: paged(60),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans?page=2&carrier=Humana&planType=PPO&region=Texas&isActive=false');
    await screen.findByText('Page 2 of 3');
    expect(screen.getByLabelText('Carrier')).toHaveValue('Humana');

    await user.type(screen.getByLabelText('Search plans'), '  gold {Enter}');
    await waitFor(() =>
      expect(lastListQuery(fetchMock)).toEqual({
        page: '1',
        limit: '25',
        search: 'gold',
        carrier: 'Humana',
        planType: 'PPO',
        region: 'Texas',
        isActive: 'false',
        sortBy: 'createdAt',
        sortOrder: 'desc',
      }),
    );
    expect(screen.getByRole('link', { name: 'Export Excel' })).toHaveAttribute(
      'href',
      '/api/admin/plans/export?format=xlsx&search=gold&carrier=Humana&planType=PPO&region=Texas&isActive=false&sortBy=createdAt&sortOrder=desc',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(lastListQuery(fetchMock)).toEqual({
        page: '1',
        limit: '25',
        sortBy: 'createdAt',
        sortOrder: 'desc',
      }),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/plans/export?format=csv&sortBy=createdAt&sortOrder=desc',
    );
    for (const label of ['Carrier', 'Plan type', 'Region', 'Plan year', 'Status'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Search plans')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('searches after a pause in typing', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: paged(60),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans?page=2');
    await screen.findByText('Page 2 of 3');
    await user.type(screen.getByLabelText('Search plans'), 'Humana');
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ page: '1', search: 'Humana' }));
    // One request for the whole word, not one per letter.
    const searched = listRequests(fetchMock).filter((r) => r.url.searchParams.has('search'));
    expect(searched).toHaveLength(1);
  });

  it('sorts by a column: a new column ascending, again descending, with aria-sort', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: paged(60),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans?page=3');
    await screen.findByText('Page 3 of 3');
    const nameHeader = screen.getByRole('columnheader', { name: 'Plan Name' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button', { name: 'Plan Name' }));
    await waitFor(() =>
      expect(lastListQuery(fetchMock)).toMatchObject({ page: '1', sortBy: 'planName', sortOrder: 'asc' }),
    );
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(nameHeader).getByRole('button', { name: 'Plan Name' }));
    await waitFor(() =>
      expect(lastListQuery(fetchMock)).toMatchObject({ sortBy: 'planName', sortOrder: 'desc' }),
    );
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    const premium = screen.getByRole('columnheader', { name: 'Premium' });
    await user.click(within(premium).getByRole('button'));
    await waitFor(() =>
      expect(lastListQuery(fetchMock)).toMatchObject({ sortBy: 'monthlyPremium', sortOrder: 'asc' }),
    );
    expect(premium).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    // Status cannot be sorted by the server: a plain header.
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).toBeNull();
  });

  it('shows the empty message, and the load failure with Try Again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: () => (fail ? json({ error: 'Boom' }, { status: 500 }) : json(planListPage([], 0))),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load plans');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No plans match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
