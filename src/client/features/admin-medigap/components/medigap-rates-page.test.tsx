import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MedigapRateList, MedigapRateRecord } from '../../../../shared/medigap-contracts';
import { deferred, json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';

const sessionAs = (role: string) => () =>
  json({ authenticated: true, user: { email: `${role}@clearplan.example`, role } });

const rate = (overrides: Partial<MedigapRateRecord>): MedigapRateRecord => ({
  id: 1,
  planYear: 2026,
  state: 'OK',
  carrier: 'Sample Mutual',
  planLetter: 'G',
  ratingMethod: 'attained-age',
  ageFrom: 65,
  ageTo: 69,
  sex: 'female',
  tobacco: false,
  zip3: null,
  monthlyPremium: '128.00',
  sample: true,
  source: 'ClearPlan sample rates, not real offers',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const LIST: MedigapRateList = {
  rates: [
    rate({ id: 1 }),
    rate({
      id: 2,
      carrier: 'Prairie Filing Co',
      planLetter: 'HDG',
      ageFrom: 80,
      ageTo: 120,
      sex: 'male',
      tobacco: true,
      zip3: '741',
      monthlyPremium: '56.20',
      sample: false,
      source: null,
    }),
  ],
  total: 2,
  page: 1,
  limit: 50,
};

const bodiesOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  requestsTo(fetchMock, method, path).map(({ init }) => JSON.parse(String(init?.body)));

beforeAll(() => import('./medigap-rates-page'));

describe('Medigap rates screen (issue 19: rates maintained by admins)', () => {
  it('lists rates with plan names, ages, area and premium, and labels sample rates in words', async () => {
    mockFetch({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/medigap-rates': () => json(LIST),
    });
    renderRoute('/admin/medigap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Medigap rates' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Sample MutualSample',
      'Prairie Filing Co',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 8)
        .map((c) => c.textContent),
    ).toEqual([
      'HDGHigh-deductible Plan G',
      '2026',
      'Attained age',
      '80 and over',
      'Male',
      'Yes',
      'ZIP 741xx',
      '$56.20',
    ]);
    expect(screen.getByText('Showing 1–2 of 2 rates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/medigap-rates/export?format=csv',
    );
    expect(screen.getByRole('link', { name: 'Import rates' })).toHaveAttribute(
      'href',
      '/admin/import?kind=medigap',
    );
    expect(screen.getByRole('navigation', { name: 'Admin' })).toContainElement(
      screen.getByRole('link', { name: 'Medigap rates' }),
    );
    expect(document.title).toContain('Medigap rates');
  });

  it('sends the filters to the list and the export, and says when nothing matches', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/medigap-rates': ({ url }) =>
        json(url.searchParams.has('letter') ? { rates: [], total: 0, page: 1, limit: 50 } : LIST),
    });
    const user = userEvent.setup();
    renderRoute('/admin/medigap');
    await screen.findByRole('table');
    const filters = screen.getByRole('form', { name: 'Filter Medigap rates' });
    await user.selectOptions(within(filters).getByLabelText('Plan year'), '2026');
    await user.selectOptions(within(filters).getByLabelText('Plan letter'), 'N');
    await user.type(within(filters).getByLabelText('Carrier'), 'Sample Mutual');
    await user.click(within(filters).getByRole('button', { name: 'Show rates' }));
    expect(await screen.findByText(/No Medigap rates match these filters/)).toBeInTheDocument();
    const last = requestsTo(fetchMock, 'GET', '/api/admin/medigap-rates').at(-1);
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      year: '2026',
      letter: 'N',
      carrier: 'Sample Mutual',
      page: '1',
      limit: '50',
    });
    expect(screen.getByRole('link', { name: 'Export Excel' })).toHaveAttribute(
      'href',
      '/api/admin/medigap-rates/export?year=2026&letter=N&carrier=Sample+Mutual&format=xlsx',
    );
  });

  it('adds a rate: the API’s own checks next to each field first, then the server’s 409 next to the ages', async () => {
    let attempt = 0;
    const fetchMock = mockFetch({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/medigap-rates': () => json(LIST),
      'POST /api/admin/medigap-rates': ({ body }) =>
        ++attempt === 1
          ? json(
              { error: 'The age band overlaps the band 65–69 of the same carrier', code: 'CONFLICT' },
              { status: 409 },
            )
          : json(rate({ id: 9, ...(body as object), sample: false, monthlyPremium: '150.00' }), {
              status: 201,
            }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/medigap');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    const form = screen.getByRole('form', { name: 'Add a rate' });
    await waitFor(() => expect(within(form).getByRole('heading', { name: 'Add a rate' })).toHaveFocus());

    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(within(form).getByLabelText('Carrier')).toHaveAccessibleDescription('Carrier is required');
    expect(within(form).getByLabelText('Monthly premium ($)')).toHaveAccessibleDescription(/amount/i);
    expect(within(form).getByLabelText('Carrier')).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/admin/medigap-rates')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Carrier'), 'Prairie Mutual');
    await user.type(within(form).getByLabelText('Monthly premium ($)'), '150');
    await user.selectOptions(within(form).getByLabelText('Tobacco use'), 'yes');
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await within(form).findByText(/overlaps the band 65–69/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Age from')).toHaveAccessibleDescription(/overlaps the band 65–69/);

    await user.clear(within(form).getByLabelText('Age from'));
    await user.type(within(form).getByLabelText('Age from'), '70');
    await user.clear(within(form).getByLabelText('Age to'));
    await user.type(within(form).getByLabelText('Age to'), '74');
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a rate' })).toBeNull());
    expect(bodiesOf(fetchMock, 'POST', '/api/admin/medigap-rates')[1]).toMatchObject({
      carrier: 'Prairie Mutual',
      planLetter: 'G',
      ratingMethod: 'attained-age',
      ageFrom: 70,
      ageTo: 74,
      sex: 'female',
      tobacco: true,
      zip3: null,
      monthlyPremium: '150',
      sample: false,
      source: null,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a rate' })).toHaveFocus());
  });

  it('edits a rate in the form and deletes one after a confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/medigap-rates': () => json(LIST),
      'PUT /api/admin/medigap-rates/2': ({ body }) => json({ ...LIST.rates[1], ...(body as object) }),
      'DELETE /api/admin/medigap-rates/1': () => json({ deleted: true, id: 1 }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/medigap');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /^Edit Prairie Filing Co/ }));
    const form = screen.getByRole('form', { name: /^Edit Prairie Filing Co/ });
    expect(within(form).getByLabelText('Carrier')).toHaveValue('Prairie Filing Co');
    expect(within(form).getByLabelText('Area (ZIP code’s first three digits)')).toHaveValue('741');
    const premium = within(form).getByLabelText('Monthly premium ($)');
    await user.clear(premium);
    await user.type(premium, '60.10');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Edit/ })).toBeNull());
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/medigap-rates/2')[0]).toMatchObject({
      planLetter: 'HDG',
      monthlyPremium: '60.10',
      zip3: '741',
      tobacco: true,
    });

    await user.click(screen.getByRole('button', { name: /^Delete Sample Mutual/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete rate' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete rate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo(fetchMock, 'DELETE', '/api/admin/medigap-rates/1')).toHaveLength(1);
  });

  it('shows an editor no delete or import, and shows loading and failure states', async () => {
    const list = deferred<Response>();
    let calls = 0;
    mockFetch({
      'GET /api/admin/session': sessionAs('editor'),
      'GET /api/admin/medigap-rates': () => (++calls === 1 ? list.promise : json(LIST)),
    });
    const user = userEvent.setup();
    renderRoute('/admin/medigap');
    expect(await screen.findByText('Loading Medigap rates…')).toBeInTheDocument();
    list.resolve(json({ error: 'Database unavailable' }, { status: 500 }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load the Medigap rates');
    await user.click(within(failure).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table');
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import rates' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a rate' })).toBeInTheDocument();
  });
});
