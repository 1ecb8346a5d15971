import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserAnalytics } from '../../../../shared/user-analytics-contracts';
import { deferred, json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';

const session = () =>
  json({ authenticated: true, user: { email: 'editor@clearplan.example', role: 'editor' } });

const figures = (overrides: Partial<UserAnalytics> = {}): UserAnalytics => ({
  range: { from: '2026-10-01', to: '2026-10-03', bucket: 'day' },
  totalSubmissions: 1234,
  submissionsOverTime: [
    { period: '2026-10-01', count: 1 },
    { period: '2026-10-02', count: 0 },
    { period: '2026-10-03', count: 1233 },
  ],
  topCounties: [
    { county: 'Tulsa', count: 1000 },
    { county: 'Other', count: 234 },
  ],
  topMedications: [{ name: 'Metformin', count: 40 }],
  topSpecialties: [{ specialty: 'Cardiology', count: 1 }],
  averageMedications: 2.5,
  averageDoctors: 1.25,
  topRecommendationCarriers: [
    { carrier: 'Acme Health', count: 800, share: 66.7 },
    { carrier: 'Beacon Care', count: 400, share: 33.3 },
  ],
  radiusDistribution: [{ radius: 20, count: 1234 }],
  ...overrides,
});

const PAGE = '/admin/users?from=2026-10-01&to=2026-10-03&bucket=day';

describe('User analytics page', () => {
  beforeEach(() => {
    // Only the date is fixed (the presets count back from today); timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-02T15:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the cards, a chart whose every bar has words, the table of numbers and the ranked lists', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/analytics/users': () => json(figures()),
    });
    const user = userEvent.setup();
    renderRoute(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'User Analytics' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('User Analytics | ClearPlan'));
    expect(await screen.findByText('Total submissions')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/admin/analytics/users')[0]?.url.search).toBe(
      '?from=2026-10-01&to=2026-10-03&bucket=day',
    );
    expect(screen.getByText('Total submissions').nextElementSibling).toHaveTextContent('1,234');
    expect(screen.getByText('Average drugs per submission').nextElementSibling).toHaveTextContent('2.50');
    expect(screen.getByText('Average doctors per submission').nextElementSibling).toHaveTextContent('1.25');

    const bars = within(screen.getByRole('list', { name: 'Submissions per day' })).getAllByRole('listitem');
    expect(bars.map((b) => b.textContent)).toEqual([
      'Oct 1, 2026: 1 submission',
      'Oct 2, 2026: 0 submissions',
      'Oct 3, 2026: 1,233 submissions',
    ]);
    expect(screen.getByText(/Busiest: Oct 3, 2026, with 1,233 submissions\./)).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DaySubmissions',
      'Oct 1, 20261',
      'Oct 2, 20260',
      'Oct 3, 20261,233',
    ]);

    const counties = screen.getByRole('region', { name: 'Top counties' });
    expect(
      within(counties).getByText(/fewer than 5 submissions are counted under “Other”/),
    ).toBeInTheDocument();
    expect(
      within(counties)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tulsa1,000 submissions', 'Other234 submissions']);
    const carriers = screen.getByRole('region', { name: 'Top recommendation by carrier' });
    expect(within(carriers).getByText('800 submissions (66.7%)')).toBeInTheDocument();
    const medications = screen.getByRole('region', { name: 'Most entered medications' });
    expect(within(medications).getByText('40 times')).toBeInTheDocument();
    const specialties = screen.getByRole('region', { name: 'Most entered doctor specialties' });
    expect(within(specialties).getByText('1 doctor')).toBeInTheDocument();
    const radius = screen.getByRole('region', { name: 'Doctor search radius' });
    expect(within(radius).getByText('20 miles')).toBeInTheDocument();
  });

  it('says so when the period has no submissions', async () => {
    mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/analytics/users': () =>
        json(
          figures({
            totalSubmissions: 0,
            submissionsOverTime: [],
            topCounties: [],
            topMedications: [],
            topSpecialties: [],
            averageMedications: 0,
            averageDoctors: 0,
            topRecommendationCarriers: [],
            radiusDistribution: [],
          }),
        ),
    });
    renderRoute(PAGE);
    expect(await screen.findByText('No submissions in this period')).toBeInTheDocument();
    expect(screen.queryByText('Total submissions')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-10-01');
  });

  it('shows loading, then an error with Try Again that loads the figures', async () => {
    const first = deferred<Response>();
    let calls = 0;
    mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/analytics/users': () => {
        calls += 1;
        return calls === 1 ? first.promise : json(figures());
      },
    });
    const user = userEvent.setup();
    renderRoute(PAGE);
    expect(await screen.findByText('Loading user analytics…')).toBeInTheDocument();
    first.resolve(json({ error: 'Boom' }, { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Total submissions')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again for a preset, a typed date and weeks; an end before the start is explained, not sent', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/analytics/users': ({ url }) =>
        json(
          figures({
            range: {
              from: url.searchParams.get('from') ?? '',
              to: url.searchParams.get('to') ?? '',
              bucket: (url.searchParams.get('bucket') ?? 'day') as 'day',
            },
          }),
        ),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/users');
    await screen.findByText('Total submissions');
    const searches = () =>
      requestsTo(fetchMock, 'GET', '/api/admin/analytics/users').map((r) => r.url.search);
    // Default: the 90 days ending today (2026-11-02, UTC), its preset pressed.
    expect(searches()).toEqual(['?from=2026-08-05&to=2026-11-02&bucket=day']);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await user.click(screen.getByRole('button', { name: 'This year' }));
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-11-02&bucket=week');

    const end = screen.getByLabelText('End date');
    await user.clear(end);
    await user.type(end, '2025-12-31');
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(searches()).toEqual([
      '?from=2026-08-05&to=2026-11-02&bucket=day',
      '?from=2026-10-04&to=2026-11-02&bucket=day',
      '?from=2026-01-01&to=2026-11-02&bucket=day',
      '?from=2026-01-01&to=2026-11-02&bucket=week',
    ]);
    expect(screen.getByText('Total submissions')).toBeInTheDocument();
  });
});
