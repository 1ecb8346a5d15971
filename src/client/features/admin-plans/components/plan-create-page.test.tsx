import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_CARRIERS } from '../../../../shared/carriers';
import { KNOWN_PLAN_TYPES } from '../../../../shared/plan-types';
import { deferred, json, type MockRequest, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { adminPlanRecord, planListPage } from '../testing/admin-plan-factory';

const session = () =>
  json({ authenticated: true, user: { email: 'admin@clearplan.example', role: 'admin' } });
// As the server answers: the carriers on the Carriers screen's list, and the data's plan types.
const CARRIERS = KNOWN_CARRIERS.map((c) => c.name).sort();
const options = () => json({ carriers: CARRIERS, planTypes: ['C-SNP', 'HMO'], regions: ['Oklahoma'] });

beforeAll(() => Promise.all([import('./plan-form-pages'), import('./plan-table-page')]));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Plan ID'), 'H1234-001');
  await screen.findByRole('option', { name: 'Kaiser' });
  await user.selectOptions(screen.getByLabelText('Carrier'), 'Kaiser');
  await user.type(screen.getByLabelText('Plan Name'), 'Kaiser Senior Advantage (HMO)');
  await user.selectOptions(screen.getByLabelText('Plan Type'), 'HMO');
  await user.type(screen.getByLabelText('Region'), 'Oklahoma');
}

describe('Create Plan', () => {
  it('shows the spec fields, defaults and choices', async () => {
    mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/plans/options': options,
      'GET /api/admin/plans': ({ url }) =>
        json(planListPage([], url.searchParams.get('planYear') === '2026' ? 12 : 0)),
    });
    renderRoute('/admin/plans/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Plan' })).toBeInTheDocument();
    // The form waits for the years on file, to start on the year the server would pick.
    expect(await screen.findByRole('heading', { level: 2, name: 'Plan Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/admin/plans');
    // Placeholders are examples, so an empty box never reads as one already filled in.
    expect(screen.getByLabelText('Plan ID')).toHaveAttribute('placeholder', 'e.g. H1234-001');
    expect(screen.getByLabelText('MOOP In-Network')).toHaveAttribute('placeholder', 'e.g. 3900.00');
    expect(screen.getByLabelText('Region')).toHaveAttribute('placeholder', 'e.g. Oklahoma');
    const form = screen.getByLabelText('Region').closest('form') as HTMLFormElement;
    const placeholders = Array.from(form.querySelectorAll('[placeholder]'), (el) =>
      el.getAttribute('placeholder'),
    );
    expect(placeholders.length).toBeGreaterThan(0);
    for (const text of placeholders) expect(text).toMatch(/^e\.g\. /);
    expect(screen.getByLabelText('Monthly Premium')).toHaveValue('0.00');
    expect(screen.getByLabelText('Part B Premium Reduction')).toHaveValue('0.00');
    expect(screen.getByRole('switch', { name: 'Prescription Coverage' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active Status' })).toBeChecked();
    expect(screen.getByLabelText('Notes')).toHaveValue('');
    expect(screen.getByLabelText('Plan ID')).toHaveAttribute('aria-required', 'true');
    // The year the server would pick: only 2026 is on file, so 2026 even in open enrollment.
    const year = screen.getByLabelText('Plan Year');
    expect(year).toHaveValue('2026');
    expect(year).toHaveAttribute('aria-required', 'true');
    expect(year).toHaveAccessibleDescription(/for example 2027/);

    const carrier = screen.getByLabelText('Carrier');
    // The server's carriers, as the Carriers screen lists them; one list of plan types; stars in half steps.
    await waitFor(() => expect(within(carrier).getAllByRole('option')).toHaveLength(CARRIERS.length + 1));
    expect(
      within(carrier)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([['', 'Select a carrier'], ...CARRIERS.map((name) => [name, name])]);
    const types = within(screen.getByLabelText('Plan Type')).getAllByRole('option');
    expect(types.map((o) => o.textContent)).toEqual(['Select a plan type', ...KNOWN_PLAN_TYPES, 'C-SNP']);
    const stars = within(screen.getByLabelText('Star Rating')).getAllByRole('option');
    expect(stars.map((o) => o.textContent)).toEqual([
      'Select a rating',
      '1 Star',
      '1.5 Stars',
      '2 Stars',
      '2.5 Stars',
      '3 Stars',
      '3.5 Stars',
      '4 Stars',
      '4.5 Stars',
      '5 Stars',
    ]);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/plans');
  });

  it('shows the spec §5 messages beside the fields and sends nothing', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/plans/options': options,
      'GET /api/admin/plans': () => json(planListPage([])),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans/new');

    await user.clear(await screen.findByLabelText('Monthly Premium'));
    await user.type(screen.getByLabelText('Monthly Premium'), '12.345');
    await user.clear(screen.getByLabelText('Plan Year'));
    await user.type(screen.getByLabelText('Plan Year'), '27');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));

    const expected: [string, string][] = [
      ['Plan ID', 'Plan ID is required'],
      ['Plan Year', 'Plan year must be a year such as 2027'],
      ['Carrier', 'Carrier is required'],
      ['Plan Name', 'Plan name is required'],
      ['Plan Type', 'Plan type is required'],
      ['Monthly Premium', 'Must be a valid amount (e.g., 0.00)'],
      ['Region', 'Region is required'],
    ];
    for (const [label, message] of expected) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    // The first field with an error takes the keyboard.
    expect(screen.getByLabelText('Plan ID')).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/admin/plans')).toHaveLength(0);
  });

  it('sends the plan with the defaults, toasts, and goes to the list', async () => {
    const creation = deferred<Response>();
    const fetchMock = mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/plans/options': options,
      'POST /api/admin/plans': () => creation.promise,
      'GET /api/admin/plans': () => json(planListPage([adminPlanRecord()])),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans/new');
    await screen.findByLabelText('Plan ID');
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Plan Year'));
    await user.type(screen.getByLabelText('Plan Year'), '2027');
    await user.selectOptions(screen.getByLabelText('Star Rating'), '4');
    await user.click(screen.getByRole('switch', { name: 'Active Status' }));
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByRole('button', { name: 'Creating Plan...' })).toBeDisabled();
    const [request] = requestsTo(fetchMock, 'POST', '/api/admin/plans');
    expect(JSON.parse(String(request?.init?.body))).toEqual({
      planId: 'H1234-001',
      planYear: 2027,
      carrier: 'Kaiser',
      planName: 'Kaiser Senior Advantage (HMO)',
      planType: 'HMO',
      monthlyPremium: '0.00',
      partBPremiumReduction: '0.00',
      moopInNetwork: null,
      region: 'Oklahoma',
      starRating: 4,
      hasRxCoverage: true,
      isActive: false,
      notes: null,
      medicalDeductible: '0.00',
      rxDeductible: '0.00',
    });

    creation.resolve(json(adminPlanRecord(), { status: 201 }));
    expect(await screen.findByText('Plan created')).toBeInTheDocument();
    expect(screen.getByText('The Medicare plan has been successfully created.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Management' })).toBeInTheDocument();
  });

  it('stays on the form with the toast and the field message when the plan ID is taken', async () => {
    let answer = (_r: MockRequest) =>
      json({ error: 'A plan with this ID already exists', code: 'CONFLICT' }, { status: 409 });
    mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/plans/options': options,
      'POST /api/admin/plans': (r) => answer(r),
      'GET /api/admin/plans': () => json(planListPage([])),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans/new');
    await screen.findByLabelText('Plan ID');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByText('Creation failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Plan ID')).toHaveAccessibleDescription(
      'A plan with this ID already exists',
    );
    expect(screen.getByLabelText('Plan ID')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Plan' })).toBeEnabled();

    // The server's message about the plan year goes beside the Plan Year field.
    const refusal = 'Plans for 2031 cannot be priced yet';
    answer = () =>
      json(
        { error: refusal, code: 'VALIDATION', issues: [{ path: 'planYear', message: refusal }] },
        { status: 400 },
      );
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Plan Year')).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
    expect(screen.getByLabelText('Plan Year')).toHaveFocus();

    // A failure without a server message shows the spec default.
    answer = () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Failed to create the plan. Please try again.')).toBeInTheDocument();
  });
});
