import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from '../../../../shared/data-sources';
import { formatDateTime } from '../../../../shared/format';
import { deferred, json, mockFetch } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';

const session =
  (role = 'admin') =>
  () =>
    json({ authenticated: true, user: { email: `${role}@clearplan.example`, role } });

const source = (overrides: Partial<DataSource>): DataSource => ({
  id: 1,
  kind: 'partd',
  planYear: 2026,
  sourceName: 'PPUF_2026Q4.zip',
  releaseLabel: '2026 Q4',
  releaseDate: null,
  sample: false,
  rows: 1,
  importedAt: '2026-11-20T15:04:00.000Z',
  importJobId: null,
  ...overrides,
});

// Newest first, as the server answers.
const SOURCES: DataSource[] = [
  source({
    id: 4,
    kind: 'landscape',
    planYear: 2027,
    sourceName: 'CY2027_Landscape_202510.csv',
    releaseLabel: 'October 2025',
    releaseDate: '2025-10',
    rows: 12345,
    importedAt: '2026-11-21T09:30:00.000Z',
    importJobId: 7,
  }),
  source({
    id: 3,
    kind: 'partd',
    planYear: 2026,
    sourceName: 'partd-sample-2026',
    releaseLabel: '2026 Q4 (sample)',
    sample: true,
    rows: 48,
    importedAt: '2026-11-20T15:04:00.000Z',
  }),
  source({
    id: 2,
    kind: 'rxterms',
    planYear: null,
    sourceName: 'RxTerms202611.txt',
    releaseLabel: 'November 2026',
    releaseDate: '2026-11',
    sample: true,
    rows: 1500,
    importedAt: '2026-11-20T15:03:00.000Z',
  }),
  source({
    id: 1,
    kind: 'plans',
    planYear: 2026,
    sourceName: 'spring-update.xlsx',
    releaseLabel: null,
    rows: 3,
    importedAt: '2026-03-02T10:00:00.000Z',
  }),
];

const PAGE = '/admin/data';
const table = () => screen.getByRole('table', { name: /Every dataset imported/ });
/** Each body row as [row header, ...cells], read as text. */
const rowTexts = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

beforeAll(() => import('./data-sources-page'));

describe('Admin Data page (where each dataset came from)', () => {
  it('lists every dataset with its kind, year, file, release, import time and rows; sample data is labelled', async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /api/admin/session': session(), 'GET /api/admin/data-sources': () => answer.promise });
    renderRoute(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Data sources' })).toBeInTheDocument();
    expect(document.title).toBe('Data sources | ClearPlan');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading data sources…');

    answer.resolve(json({ sources: SOURCES }));
    await screen.findByRole('table');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['What', 'Plan year', 'Source file', 'Release', 'Imported', 'Rows']);
    expect(rowTexts()).toEqual([
      [
        'CMS MA Landscape (plans, premiums, stars)',
        '2027',
        'CY2027_Landscape_202510.csv',
        'October 2025',
        formatDateTime('2026-11-21T09:30:00.000Z'),
        '12,345',
      ],
      [
        'CMS Part D formulary, pharmacy and pricing filesSample data',
        '2026',
        'partd-sample-2026',
        '2026 Q4 (sample)',
        formatDateTime('2026-11-20T15:04:00.000Z'),
        '48',
      ],
      [
        'NLM RxTerms (drug names)Sample data',
        'All years',
        'RxTerms202611.txt',
        'November 2026',
        formatDateTime('2026-11-20T15:03:00.000Z'),
        '1,500',
      ],
      [
        'Plans (ClearPlan template or sample catalogue)',
        '2026',
        'spring-update.xlsx',
        'Not stated',
        formatDateTime('2026-03-02T10:00:00.000Z'),
        '3',
      ],
    ]);
    // The badge is its own visible text, not only a colour.
    const sampleRow = within(table()).getByRole('rowheader', { name: /Part D/ });
    expect(within(sampleRow).getByText('Sample data')).toBeVisible();
    expect(within(table()).getAllByText('Sample data')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 datasets');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('filters by plan year, keeping the datasets every year uses', async () => {
    mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/data-sources': () => json({ sources: SOURCES }),
    });
    const user = userEvent.setup();
    renderRoute(PAGE);

    const year = await screen.findByRole('combobox', { name: 'Plan year' });
    expect(year).toHaveAccessibleDescription(
      'Drug names and doctors belong to every year and are always shown.',
    );
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All years', '2027', '2026']);
    expect(year).toHaveValue('all');

    await user.selectOptions(year, '2026');
    expect(rowTexts().map(([what, planYear]) => [what, planYear])).toEqual([
      ['CMS Part D formulary, pharmacy and pricing filesSample data', '2026'],
      ['NLM RxTerms (drug names)Sample data', 'All years'],
      ['Plans (ClearPlan template or sample catalogue)', '2026'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 4 datasets');

    await user.selectOptions(year, '2027');
    expect(rowTexts().map(([, planYear, file]) => [planYear, file])).toEqual([
      ['2027', 'CY2027_Landscape_202510.csv'],
      ['All years', 'RxTerms202611.txt'],
    ]);

    await user.selectOptions(year, 'All years');
    expect(rowTexts()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 datasets');
  });

  it('offers no year filter when no dataset belongs to a plan year', async () => {
    mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/data-sources': () => json({ sources: [SOURCES[2]] }),
    });
    renderRoute(PAGE);
    await screen.findByRole('table');
    expect(screen.queryByRole('combobox', { name: 'Plan year' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 dataset');
  });

  it("shows the last data update's report of what changed, and nothing when there was none", async () => {
    const lines = [
      'Plans added: 1 (H7001-003)',
      'Plans removed: 0',
      'Plans renamed: 1 (H7001-001 "A" → "B")',
    ];
    mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/data-sources': () =>
        json({
          sources: [SOURCES[2]],
          lastUpdate: { ranAt: '2026-10-01T15:00:00.000Z', planYear: 2027, state: 'OK', lines },
        }),
    });
    const { unmount } = renderRoute(PAGE);
    const report = await screen.findByRole('region', { name: 'Last data update' });
    expect(report).toHaveTextContent(/^Last data update2027 plans of OK, updated October 1, 2026/);
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(lines);
    unmount();

    mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/data-sources': () => json({ sources: [SOURCES[2]], lastUpdate: null }),
    });
    renderRoute(PAGE);
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Last data update' })).not.toBeInTheDocument();
  });

  it('says when nothing has been imported yet, and links to the Import page', async () => {
    mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/data-sources': () => json({ sources: [] }),
    });
    renderRoute(PAGE);
    const empty = await screen.findByText(/^No data has been imported yet\./);
    expect(empty).toHaveTextContent('No data has been imported yet. Import files from the Import page.');
    expect(within(empty).getByRole('link', { name: 'Import page' })).toHaveAttribute('href', '/admin/import');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails to load', async () => {
    let fail = true;
    mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/data-sources': () =>
        fail ? json({ error: 'Boom' }, { status: 500 }) : json({ sources: SOURCES }),
    });
    const user = userEvent.setup();
    renderRoute(PAGE);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the data sources');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['admin', 'editor'])('is linked from the admin navigation for an %s', async (role) => {
    mockFetch({
      'GET /api/admin/session': session(role),
      'GET /api/admin/stats': () => json({ totalPlans: 1, activePlans: 1, planTypes: 1, carriers: 1 }),
      'GET /api/admin/data-sources': () => json({ sources: SOURCES }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const link = within(nav).getByRole('link', { name: 'Data' });
    expect(link).toHaveAttribute('href', '/admin/data');
    expect(link).not.toHaveAttribute('aria-current');

    await user.click(link);
    expect(router.state.location.pathname).toBe('/admin/data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data sources' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Data' })).toHaveAttribute('aria-current', 'page');
  });
});
