import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { makeAdminPlan, setUpTableTests, TABLE_CARRIERS, tableServer } from '../testing/table-server';

const PUT_PATH = '/api/admin/plans/H1234-001';
const premiumButton = (amount = '$29.00') =>
  screen.findByRole('button', { name: `Edit monthly premium of H1234-001, currently ${amount}` });
const premiumInput = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Monthly premium of H1234-001' });

async function openPremium() {
  const user = userEvent.setup();
  renderRoute('/admin/table');
  await user.click(await premiumButton());
  return user;
}

describe('Plan database table: inline cell edit (spec §4)', () => {
  setUpTableTests();

  it('opens with the text selected, saves on Enter with a single-key PUT and shows the server value', async () => {
    const { fetchMock } = tableServer();
    const user = await openPremium();

    const input = premiumInput();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('29.00');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5]);

    await user.keyboard('35.5{Enter}');

    const button = await premiumButton('$35.50');
    expect(button).toHaveFocus();
    const [put] = requestsTo(fetchMock, 'PUT', PUT_PATH);
    // The row's own plan year: a plan ID may be on file for several.
    expect(put?.url.search).toBe('?year=2026');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ monthlyPremium: 35.5 });
    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(screen.getByText('The plan has been successfully updated.')).toBeInTheDocument();
  });

  it('says where consumers\u2019 premium comes from: the plan\u2019s field, or county premiums that a new one replaces', async () => {
    tableServer({
      plans: [
        makeAdminPlan({ id: 1, planId: 'H1234-001', premiumSource: { kind: 'plan' } }),
        makeAdminPlan({
          id: 2,
          planId: 'H1234-002',
          premiumSource: {
            kind: 'county',
            counties: 12,
            allCountiesIn: [],
            lowest: '0.00',
            highest: '29.00',
          },
        }),
      ],
    });
    const user = await openPremium();
    expect(premiumInput()).toHaveAccessibleDescription(
      'Consumers see this premium (the plan has no county premiums).',
    );
    await user.keyboard('{Escape}');
    const source = 'Consumers see county premiums from the Landscape file: 12 counties, $0\u2013$29.';
    const row = screen.getByRole('row', { name: /H1234-002/ });
    expect(within(row).getByText(source)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Edit monthly premium of H1234-002, currently $29.00' }),
    );
    expect(screen.getByRole('textbox', { name: 'Monthly premium of H1234-002' })).toHaveAccessibleDescription(
      `${source} Saving a new premium here replaces them: every county then sees this premium, and the Landscape file\u2019s Extra Help figures no longer apply (a new Landscape import brings county premiums back).`,
    );
  });

  it('saves with the Save button too, and F2 opens the editor from the keyboard', async () => {
    const { fetchMock } = tableServer();
    const user = userEvent.setup();
    renderRoute('/admin/table');
    (await premiumButton()).focus();
    await user.keyboard('{F2}');
    await user.clear(premiumInput());
    await user.type(premiumInput(), '40');
    await user.click(screen.getByRole('button', { name: 'Save monthly premium of H1234-001' }));

    expect(await premiumButton('$40.00')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', PUT_PATH)).toHaveLength(1);
  });

  it('Escape and Cancel revert without a request', async () => {
    const { fetchMock } = tableServer();
    const user = await openPremium();

    await user.keyboard('99{Escape}');
    expect(await premiumButton()).toHaveFocus();

    await user.click(await premiumButton());
    await user.keyboard('77');
    await user.click(screen.getByRole('button', { name: 'Cancel editing monthly premium of H1234-001' }));
    expect(await premiumButton()).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', PUT_PATH)).toHaveLength(0);
  });

  it('an unchanged value just closes ("29" over 29.00)', async () => {
    const { fetchMock } = tableServer();
    const user = await openPremium();

    await user.keyboard('29{Enter}');

    expect(await premiumButton()).toHaveFocus();
    expect(requestsTo(fetchMock, 'PUT', PUT_PATH)).toHaveLength(0);
  });

  it('refuses a non-number with "Invalid number" and sends nothing', async () => {
    const { fetchMock } = tableServer();
    const user = await openPremium();

    await user.keyboard('twelve{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid number');
    expect(premiumInput()).toHaveAttribute('aria-invalid', 'true');
    expect(premiumInput()).toHaveAccessibleDescription('Invalid number');
    expect(requestsTo(fetchMock, 'PUT', PUT_PATH)).toHaveLength(0);

    await user.keyboard('{Control>}a{/Control}12{Enter}');
    expect(await premiumButton('$12.00')).toBeInTheDocument();
  });

  it('sends null for an empty number and shows N/A', async () => {
    const { fetchMock } = tableServer();
    const user = await openPremium();

    await user.keyboard('{Backspace}{Enter}');

    expect(await premiumButton('N/A')).toBeInTheDocument();
    const [put] = requestsTo(fetchMock, 'PUT', PUT_PATH);
    expect(JSON.parse(String(put?.init?.body))).toEqual({ monthlyPremium: null });
  });

  it('a failed save shows the old value, a red mark and the server’s reason', async () => {
    tableServer({
      handlers: {
        [`PUT ${PUT_PATH}`]: () =>
          json(
            {
              error: 'Must be 0 or more',
              issues: [{ path: 'monthlyPremium', message: 'Must be 0 or more' }],
            },
            { status: 400 },
          ),
      },
    });
    const user = await openPremium();

    await user.keyboard('-5{Enter}');

    const button = await premiumButton();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('Save failed: Must be 0 or more');
    const cell = button.closest('td') as HTMLElement;
    expect(cell.querySelector('svg.lucide-triangle-alert')).toBeInTheDocument();
    expect(within(cell).getByRole('alert')).toHaveTextContent('Must be 0 or more');
    expect(screen.queryByText('Plan updated')).not.toBeInTheDocument();
  });

  it('falls back to "Failed to update plan" when the server gives no reason', async () => {
    tableServer({ handlers: { [`PUT ${PUT_PATH}`]: () => new Response('', { status: 502 }) } });
    const user = await openPremium();

    await user.keyboard('30{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update plan');
    expect(await premiumButton()).toBeInTheDocument();
  });

  it('star rating: a number with the hint 1-5', async () => {
    const { fetchMock } = tableServer();
    const user = userEvent.setup();
    renderRoute('/admin/table');
    await user.click(
      await screen.findByRole('button', { name: 'Edit star rating of H1234-001, currently 4.5' }),
    );
    const input = screen.getByRole('textbox', { name: 'Star rating of H1234-001' });
    expect(input).toHaveAccessibleDescription('1-5');

    await user.keyboard('3{Enter}');

    expect(
      await screen.findByRole('button', { name: 'Edit star rating of H1234-001, currently 3' }),
    ).toBeInTheDocument();
    const [put] = requestsTo(fetchMock, 'PUT', PUT_PATH);
    expect(JSON.parse(String(put?.init?.body))).toEqual({ starRating: 3 });
  });

  it('a text cell sends the trimmed text', async () => {
    const { fetchMock } = tableServer();
    const user = userEvent.setup();
    renderRoute('/admin/table');
    await user.click(
      await screen.findByRole('button', { name: 'Edit region of H1234-002, currently Oklahoma' }),
    );
    await user.keyboard('  Tulsa  {Enter}');

    expect(
      await screen.findByRole('button', { name: 'Edit region of H1234-002, currently Tulsa' }),
    ).toBeInTheDocument();
    const [put] = requestsTo(fetchMock, 'PUT', '/api/admin/plans/H1234-002');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ region: 'Tulsa' });
  });

  it('a checkbox cell saves on change; a failure unticks it again with the reason', async () => {
    const save = deferred<Response>();
    const { fetchMock } = tableServer({
      handlers: { [`PUT ${PUT_PATH}`]: () => save.promise },
    });
    const user = userEvent.setup();
    renderRoute('/admin/table');
    const active = await screen.findByRole('checkbox', { name: 'Active Status for H1234-001' });

    await user.click(active);
    expect(active).not.toBeChecked(); // shown at once while saving
    const [put] = requestsTo(fetchMock, 'PUT', PUT_PATH);
    expect(JSON.parse(String(put?.init?.body))).toEqual({ isActive: false });

    save.resolve(json({ error: 'Plan not found' }, { status: 404 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Plan not found');
    expect(active).toBeChecked();
    expect(active).toHaveFocus();
  });

  it('a checkbox cell keeps the server’s value after a save', async () => {
    const { fetchMock } = tableServer();
    const user = userEvent.setup();
    renderRoute('/admin/table');
    const rx = await screen.findByRole('checkbox', { name: 'Prescription Coverage for H1234-003' });

    await user.click(rx);

    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(rx).not.toBeChecked();
    const [put] = requestsTo(fetchMock, 'PUT', '/api/admin/plans/H1234-003');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ hasRxCoverage: false });
  });

  it('a select cell lists the server’s carriers and the one list of plan types, and saves on change', async () => {
    const { fetchMock } = tableServer();
    const user = userEvent.setup();
    renderRoute('/admin/table');
    const carrier = await screen.findByRole('combobox', { name: 'Carrier for H1234-001' });
    await waitFor(() => expect(within(carrier).getByRole('option', { name: 'Aetna' })).toBeInTheDocument());
    expect(
      within(carrier)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(TABLE_CARRIERS);

    await user.selectOptions(carrier, 'CommunityCare');

    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(carrier).toHaveValue('CommunityCare');
    const [put] = requestsTo(fetchMock, 'PUT', PUT_PATH);
    expect(JSON.parse(String(put?.init?.body))).toEqual({ carrier: 'CommunityCare' });
    const planType = screen.getByRole('combobox', { name: 'Plan Type for H1234-001' });
    expect(within(planType).getByRole('option', { name: 'HMO C-SNP' })).toBeInTheDocument();
    expect(within(planType).getByRole('option', { name: 'Medicare-Medicaid Plan' })).toBeInTheDocument();
  });
  describe('one cell in edit mode at a time', () => {
    const otherPremium = () =>
      screen.findByRole('button', { name: 'Edit monthly premium of H1234-002, currently $29.00' });

    it('opening a second cell saves what was typed in the first and closes it', async () => {
      const { fetchMock } = tableServer();
      const user = await openPremium();
      await user.keyboard('35.5');

      await user.click(await otherPremium());

      expect(screen.getAllByRole('textbox', { name: /^Monthly premium of / })).toHaveLength(1);
      const second = screen.getByRole('textbox', { name: 'Monthly premium of H1234-002' });
      expect(second).toHaveFocus();
      expect(await premiumButton('$35.50')).toBeInTheDocument();
      const [put] = requestsTo(fetchMock, 'PUT', PUT_PATH);
      expect(JSON.parse(String(put?.init?.body))).toEqual({ monthlyPremium: 35.5 });
      // The keyboard stays in the cell the admin went to.
      expect(second).toHaveFocus();
    });

    it('an untouched first cell just closes, with no request', async () => {
      const { fetchMock } = tableServer();
      const user = await openPremium();
      await user.click(
        await screen.findByRole('button', { name: 'Edit MOOP in-network of H1234-001, currently $3,900.00' }),
      );
      expect(screen.getAllByRole('textbox', { name: / of H1234-/ })).toHaveLength(1);
      expect(screen.getByRole('textbox', { name: 'MOOP in-network of H1234-001' })).toHaveFocus();
      expect(screen.queryByRole('textbox', { name: 'Monthly premium of H1234-001' })).not.toBeInTheDocument();
      expect(requestsTo(fetchMock, 'PUT', PUT_PATH)).toHaveLength(0);
    });

    it('text that is not a number keeps the first cell open with its message; the second stays closed', async () => {
      const { fetchMock } = tableServer();
      const user = await openPremium();
      await user.keyboard('lots');

      await user.click(await otherPremium());

      expect(premiumInput()).toHaveFocus();
      expect(premiumInput()).toHaveAccessibleDescription('Invalid number');
      expect(screen.queryByRole('textbox', { name: 'Monthly premium of H1234-002' })).not.toBeInTheDocument();
      expect(requestsTo(fetchMock, 'PUT', PUT_PATH)).toHaveLength(0);
    });
  });
});
