import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { EDITOR_PATH, PLAN_PATH, seededPlan, session } from '../testing/advanced-fixtures';

const emptyList = () => json({ plans: [], total: 0, page: 1, limit: 25 });

function mockServer(put: () => Response | Promise<Response> = () => json(seededPlan())) {
  return mockFetch({
    'GET /api/admin/session': session,
    [`GET ${PLAN_PATH}`]: () => json(seededPlan()),
    [`PUT ${PLAN_PATH}`]: put,
    'GET /api/admin/plans': emptyList,
    'GET /api/admin/plans/options': () => json({ carriers: [], planTypes: [], regions: [] }),
  });
}

const sentBody = (fetchMock: ReturnType<typeof mockFetch>) => {
  const [request] = requestsTo(fetchMock, 'PUT', PLAN_PATH);
  return JSON.parse(String(request?.init?.body));
};
/** Renders the editor and waits for the form (the lazy admin page can take a while to load). */
async function openEditor() {
  const rendered = renderRoute(EDITOR_PATH);
  await screen.findByLabelText('Plan ID');
  return rendered;
}
const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const submit = () => screen.getByRole('button', { name: 'Update Complete Plan' });

describe('Comprehensive Plan Editor', () => {
  it('loads the plan into six tabs that the arrow keys move between', async () => {
    const plan = deferred<Response>();
    mockFetch({ 'GET /api/admin/session': session, [`GET ${PLAN_PATH}`]: () => plan.promise });
    const user = userEvent.setup();
    renderRoute(EDITOR_PATH);

    // The first render loads the lazy admin page, which can take a while on a busy machine.
    expect(await screen.findByText('Loading comprehensive plan editor...')).toBeInTheDocument();
    plan.resolve(json(seededPlan()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comprehensive Plan Editor' }),
    ).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual([
      'Basic Info',
      'Costs',
      'Copays',
      'Benefits',
      'Rx Tiers',
      'Settings',
      'Formulary & Network',
    ]);
    expect(screen.getByLabelText('Plan ID')).toHaveValue('H3706-001');
    expect(screen.getByLabelText('Carrier')).toHaveValue('GlobalHealth');
    expect(screen.getByLabelText('Star Rating')).toHaveValue('4');
    // Hidden tabs stay in the page (so their values and errors survive) but out of sight.
    expect(screen.getByLabelText('Monthly Premium')).not.toBeVisible();

    await user.click(tab('Basic Info'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Costs')).toHaveFocus();
    expect(tab('Costs')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('MOOP In-Network')).toHaveValue('3900.00');
    expect(screen.getByLabelText('MOOP Out-of-Network')).toHaveAttribute('placeholder', 'e.g. 7500.00');
    expect(screen.getByLabelText('Plan ID')).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByLabelText('Emergency Room')).toHaveValue('$110');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Rx Tiers')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Insulin (30-day)')).toHaveValue('$35');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('switch', { name: 'Prescription Coverage' })).toBeChecked();
    expect(screen.getByLabelText('Enrollment Link')).toHaveValue('https://www.globalhealth.com');
    await user.keyboard('{Home}');
    expect(tab('Basic Info')).toHaveFocus();
    expect(screen.getByLabelText('Plan ID')).toBeVisible();

    // The page says which plan year it edits, and Cancel goes back to that year's plan.
    expect(screen.getByText(/\(H3706-001\) · 2026 plan$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/admin/plans/H3706-001?year=2026',
    );
  });

  it('says on the Costs tab that consumers see the county premiums and that a new premium replaces them', async () => {
    const landscape = seededPlan({
      premiumSource: {
        kind: 'county',
        counties: 12,
        allCountiesIn: ['OK'],
        lowest: '0.00',
        highest: '29.50',
      },
    });
    mockFetch({ 'GET /api/admin/session': session, [`GET ${PLAN_PATH}`]: () => json(landscape) });
    await openEditor();
    const premium = screen.getByLabelText('Monthly Premium');
    expect(premium).toHaveAccessibleDescription(
      'Consumers see county premiums from the Landscape file: 12 counties, all counties in OK, $0\u2013$29.50. Saving a new premium here replaces them: every county then sees this premium, and the Landscape file\u2019s Extra Help figures no longer apply (a new Landscape import brings county premiums back).',
    );
  });

  it('shows every placeholder as an example ("e.g. Oklahoma"), never as a value', async () => {
    mockServer();
    await openEditor();
    expect(screen.getByLabelText('Region')).toHaveAttribute('placeholder', 'e.g. Oklahoma');
    expect(screen.getByLabelText('Monthly Premium')).toHaveAttribute('placeholder', 'e.g. 0.00');
    const form = screen.getByLabelText('Region').closest('form') as HTMLFormElement;
    const placeholders = Array.from(form.querySelectorAll('[placeholder]'), (el) =>
      el.getAttribute('placeholder'),
    );
    expect(placeholders.length).toBeGreaterThan(10);
    for (const text of placeholders) expect(text).toMatch(/^e\.g\. /);
  });

  it('sends a changed copay inside copayStructure with every other key kept, then opens the plan list', async () => {
    const fetchMock = mockServer();
    const user = userEvent.setup();
    const { router } = await openEditor();

    await user.click(tab('Copays'));
    await user.clear(screen.getByLabelText('Emergency Room'));
    await user.type(screen.getByLabelText('Emergency Room'), '$95');
    await user.click(tab('Rx Tiers'));
    await user.clear(screen.getByLabelText('Tier 2 Mail (90-day)'));
    await user.type(screen.getByLabelText('Tier 2 Mail (90-day)'), '$20');
    await user.click(tab('Benefits'));
    await user.clear(screen.getByLabelText('Fitness'));
    await user.type(screen.getByLabelText('Fitness'), 'Renew Active');
    await user.click(submit());

    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(
      screen.getByText('The Medicare plan has been successfully updated with all details.'),
    ).toBeInTheDocument();
    const plan = seededPlan();
    const body = sentBody(fetchMock);
    expect(body.copayStructure).toEqual({ ...plan.copayStructure, er: '$95' });
    expect(body.copayStructure.hospitalCopayIn).toBe('$295 per day, days 1-6');
    expect(body.prescriptionTiers).toEqual({ ...plan.prescriptionTiers, tier2Mail: '$20' });
    expect(body.benefits).toEqual({ ...plan.benefits, gym: 'Renew Active' });
    expect(body).toMatchObject({
      planId: 'H3706-001',
      carrier: 'GlobalHealth',
      monthlyPremium: '0.00',
      moopOutNetwork: null,
      starRating: '4',
      hasRxCoverage: true,
      isActive: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/plans'));
  });

  it('sends "No rating" as null and a switched-off status as false', async () => {
    const fetchMock = mockServer();
    const user = userEvent.setup();
    await openEditor();

    await user.selectOptions(screen.getByLabelText('Star Rating'), 'No rating');
    await user.click(tab('Settings'));
    await user.click(screen.getByRole('switch', { name: 'Active Status' }));
    await user.click(submit());

    await screen.findByText('Plan updated');
    expect(sentBody(fetchMock)).toMatchObject({ starRating: null, isActive: false });
  });

  it('shows a message beside the field, on its tab, and sends nothing when a value breaks the rules', async () => {
    const fetchMock = mockServer();
    const user = userEvent.setup();
    await openEditor();

    await user.click(tab('Costs'));
    await user.clear(screen.getByLabelText('Monthly Premium'));
    await user.type(screen.getByLabelText('Monthly Premium'), '12.345');
    await user.click(tab('Settings'));
    await user.click(submit());

    const premium = await screen.findByLabelText('Monthly Premium');
    expect(tab(/Costs/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Costs/)).toHaveAccessibleName('Costs (has errors)');
    expect(premium).toHaveFocus();
    expect(premium).toHaveAccessibleDescription('Must be a valid amount (e.g., 0.00)');
    expect(requestsTo(fetchMock, 'PUT', PLAN_PATH)).toHaveLength(0);

    await user.clear(premium);
    await user.type(premium, '12.34');
    await waitFor(() => expect(premium).not.toHaveAccessibleDescription());
  });

  it('stays on the page with "Update failed" and the server text, marking the field the server named', async () => {
    mockServer(() =>
      json(
        {
          error: 'Must be at most 500 characters',
          code: 'VALIDATION',
          issues: [{ path: 'copayStructure.er', message: 'Must be at most 500 characters' }],
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    const { router } = await openEditor();
    await user.click(submit());

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(
      screen.getByText('Must be at most 500 characters', { selector: '[data-description]' }),
    ).toBeInTheDocument();
    expect(tab(/Copays/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Emergency Room')).toHaveAccessibleDescription(
      'Must be at most 500 characters',
    );
    expect(router.state.location.pathname).toBe(EDITOR_PATH);
    expect(submit()).toBeEnabled();
  });

  it('says "Updating..." while saving and shows the default failure text when the server gives none', async () => {
    const response = deferred<Response>();
    mockServer(() => response.promise);
    const user = userEvent.setup();
    await openEditor();
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    response.resolve(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update the plan. Please try again.')).toBeInTheDocument();
  });

  it('shows "Plan not found" with a way back when the plan does not exist', async () => {
    mockFetch({
      'GET /api/admin/session': session,
      [`GET ${PLAN_PATH}`]: () => json({ error: 'Plan not found', code: 'NOT_FOUND' }, { status: 404 }),
    });
    renderRoute(EDITOR_PATH);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Plan not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Plans' })).toHaveAttribute('href', '/admin/plans');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
