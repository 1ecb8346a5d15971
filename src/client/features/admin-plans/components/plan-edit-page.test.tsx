import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { deferred, json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { adminPlanRecord, planListPage } from '../testing/admin-plan-factory';

const session = () =>
  json({ authenticated: true, user: { email: 'editor@clearplan.example', role: 'editor' } });
const options = () => json({ carriers: ['Humana', 'Zenith'], planTypes: ['HMO'], regions: ['Oklahoma'] });
const PLAN_PATH = '/api/admin/plans/H1234-001';

beforeAll(() => Promise.all([import('./plan-form-pages'), import('./plan-table-page')]));

const stored: AdminPlanRecord = adminPlanRecord({
  planId: 'H1234-001',
  carrier: 'Zenith',
  planName: 'Zenith Gold (PPO)',
  planType: 'PPO',
  monthlyPremium: '12.50',
  partBPremiumReduction: null,
  moopInNetwork: '3900.00',
  starRating: 4.5,
  isActive: true,
  notes: 'Old note',
  premiumSource: { kind: 'plan' },
});

describe('Edit Plan', () => {
  it('prefills the form, sends only the changed fields, toasts and goes to the list', async () => {
    const saving = deferred<Response>();
    const fetchMock = mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/plans/options': options,
      [`GET ${PLAN_PATH}`]: () => json(stored),
      [`PUT ${PLAN_PATH}`]: () => saving.promise,
      'GET /api/admin/plans': () => json(planListPage([stored])),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans/H1234-001/edit?year=2026');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Plan' })).toBeInTheDocument();
    expect(screen.getByText('Zenith Gold (PPO) (H1234-001) · 2026 plan')).toBeInTheDocument();
    expect(screen.getByLabelText('Plan ID')).toHaveValue('H1234-001');
    expect(screen.getByLabelText('Plan Year')).toHaveValue('2026');
    expect(screen.getByLabelText('Carrier')).toHaveValue('Zenith');
    expect(screen.getByLabelText('Plan Type')).toHaveValue('PPO');
    expect(screen.getByLabelText('Monthly Premium')).toHaveValue('12.50');
    // Where consumers' premium comes from (issue 36 item 13): this plan's own field.
    expect(screen.getByLabelText('Monthly Premium')).toHaveAccessibleDescription(
      'In dollars, for example 29.00. Consumers see this premium (the plan has no county premiums).',
    );
    expect(screen.getByLabelText('Part B Premium Reduction')).toHaveValue('');
    expect(screen.getByLabelText('Star Rating')).toHaveValue('4.5');
    expect(screen.getByLabelText('Notes')).toHaveValue('Old note');
    const stars = within(screen.getByLabelText('Star Rating')).getAllByRole('option');
    expect(stars.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['unrated', 'No rating'],
      ['1', '1 Star'],
      ['1.5', '1.5 Stars'],
      ['2', '2 Stars'],
      ['2.5', '2.5 Stars'],
      ['3', '3 Stars'],
      ['3.5', '3.5 Stars'],
      ['4', '4 Stars'],
      ['4.5', '4.5 Stars'],
      ['5', '5 Stars'],
    ]);

    await user.clear(screen.getByLabelText('Monthly Premium'));
    await user.type(screen.getByLabelText('Monthly Premium'), '29');
    await user.click(screen.getByRole('switch', { name: 'Active Status' }));
    // The year changes like any field: the plan moves to 2027.
    await user.clear(screen.getByLabelText('Plan Year'));
    await user.type(screen.getByLabelText('Plan Year'), '2027');
    // Retyping a value as it was is no change.
    await user.clear(screen.getByLabelText('MOOP In-Network'));
    await user.type(screen.getByLabelText('MOOP In-Network'), '3900');
    await user.click(screen.getByRole('button', { name: 'Update Plan' }));

    expect(await screen.findByRole('button', { name: 'Updating Plan...' })).toBeDisabled();
    const [request] = requestsTo(fetchMock, 'PUT', PLAN_PATH);
    // The plan of the page's year is the one changed.
    expect(request?.url.search).toBe('?year=2026');
    expect(JSON.parse(String(request?.init?.body))).toEqual({
      monthlyPremium: '29.00',
      isActive: false,
      planYear: 2027,
    });

    const detailCalls = requestsTo(fetchMock, 'GET', PLAN_PATH).length;
    saving.resolve(json({ ...stored, planYear: 2027, monthlyPremium: '29.00', isActive: false }));
    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(screen.getByText('The Medicare plan has been successfully updated.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Management' })).toBeInTheDocument();
    // The single plan's cache was invalidated too (spec §4): it was read again.
    expect(requestsTo(fetchMock, 'GET', PLAN_PATH).length).toBeGreaterThan(detailCalls);
  });

  it('with county premiums, says consumers see them and that a new premium replaces them', async () => {
    const landscape = {
      ...stored,
      premiumSource: { kind: 'county', counties: 12, allCountiesIn: [], lowest: '0.00', highest: '29.00' },
    } satisfies AdminPlanRecord;
    const fetchMock = mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/plans/options': options,
      [`GET ${PLAN_PATH}`]: () => json(landscape),
      [`PUT ${PLAN_PATH}`]: () =>
        json({ ...landscape, monthlyPremium: '119.00', premiumSource: { kind: 'plan' } }),
      'GET /api/admin/plans': () => json(planListPage([landscape])),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans/H1234-001/edit?year=2026');

    const premium = await screen.findByLabelText('Monthly Premium');
    expect(premium).toHaveAccessibleDescription(
      'In dollars, for example 29.00. Consumers see county premiums from the Landscape file: 12 counties, $0\u2013$29. Saving a new premium here replaces them: every county then sees this premium, and the Landscape file\u2019s Extra Help figures no longer apply (a new Landscape import brings county premiums back).',
    );
    await user.clear(premium);
    await user.type(premium, '119');
    await user.click(screen.getByRole('button', { name: 'Update Plan' }));
    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'PUT', PLAN_PATH);
    expect(JSON.parse(String(request?.init?.body))).toEqual({ monthlyPremium: '119.00' });
  });

  it('sends "unrated" for No rating, and shows the server text when the update fails', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/plans/options': options,
      [`GET ${PLAN_PATH}`]: () => json(stored),
      [`PUT ${PLAN_PATH}`]: () =>
        json({ error: 'A plan with this ID already exists', code: 'CONFLICT' }, { status: 409 }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans/H1234-001/edit');

    await user.selectOptions(await screen.findByLabelText('Star Rating'), 'unrated');
    await user.clear(screen.getByLabelText('Plan ID'));
    await user.type(screen.getByLabelText('Plan ID'), 'H1234-002');
    await user.click(screen.getByRole('button', { name: 'Update Plan' }));

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Plan ID')).toHaveAccessibleDescription(
      'A plan with this ID already exists',
    );
    const [request] = requestsTo(fetchMock, 'PUT', PLAN_PATH);
    expect(JSON.parse(String(request?.init?.body))).toEqual({ planId: 'H1234-002', starRating: 'unrated' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Plan' })).toBeInTheDocument();
  });

  it('shows the update default when the server gives no text', async () => {
    mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/plans/options': options,
      [`GET ${PLAN_PATH}`]: () => json(stored),
      [`PUT ${PLAN_PATH}`]: () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans/H1234-001/edit');
    await user.click(await screen.findByRole('button', { name: 'Update Plan' }));
    expect(await screen.findByText('Failed to update the plan. Please try again.')).toBeInTheDocument();
  });

  it('shows a loading state, then "Plan not found" with Return to Plans', async () => {
    const answer = deferred<Response>();
    mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/plans/options': options,
      'GET /api/admin/plans/H0000-000': () => answer.promise,
    });
    renderRoute('/admin/plans/H0000-000/edit');
    expect(await screen.findByText('Loading plan…')).toBeInTheDocument();
    answer.resolve(json({ error: 'Plan not found', code: 'NOT_FOUND' }, { status: 404 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Plans' })).toHaveAttribute('href', '/admin/plans');
  });
});
