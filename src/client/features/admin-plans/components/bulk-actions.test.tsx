import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { makeAdminPlan, setUpTableTests, tableServer } from '../testing/table-server';

const BULK = '/api/admin/plans/bulk';
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all plans on this page' });
const rowBox = (planId: string) => screen.getByRole('checkbox', { name: `Select ${planId}` });
const bulkBody = (fetchMock: ReturnType<typeof tableServer>['fetchMock'], index = 0) =>
  JSON.parse(String(requestsTo(fetchMock, 'PATCH', BULK)[index]?.init?.body));
/** The bar's own alert, which stays after the toast has gone. */
const barAlert = (text: string) => screen.getAllByRole('alert').find((el) => el.textContent === text);

async function renderTable() {
  const user = userEvent.setup();
  renderRoute('/admin/table');
  await screen.findByRole('checkbox', { name: 'Select H1234-001' });
  return user;
}

describe('Plan database table: row selection and bulk actions (spec §4)', () => {
  setUpTableTests();

  it('selects rows one by one or all on the page, with the indeterminate state between', async () => {
    tableServer();
    const user = await renderTable();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();

    await user.click(rowBox('H1234-001'));
    expect(selectAll()).toBePartiallyChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    for (const name of ['Activate', 'Deactivate', 'Delete', 'Clear selection'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();

    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();
    for (const id of ['H1234-001', 'H1234-002', 'H1234-003']) expect(rowBox(id)).toBeChecked();
    expect(screen.getByText('3 selected')).toBeInTheDocument();

    await user.click(rowBox('H1234-002'));
    expect(selectAll()).toBePartiallyChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();
    expect(selectAll()).toHaveFocus();
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('deactivates the selected plans, says so and clears the selection', async () => {
    const { fetchMock } = tableServer();
    const user = await renderTable();
    await user.click(rowBox('H1234-001'));
    await user.click(rowBox('H1234-003'));

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Bulk operation completed')).toBeInTheDocument();
    expect(screen.getByText('Successfully deactivated 2 plan(s).')).toBeInTheDocument();
    // Every selected row is a 2026 plan: the action names that year.
    expect(bulkBody(fetchMock)).toEqual({
      action: 'deactivate',
      planIds: ['H1234-001', 'H1234-003'],
      planYear: 2026,
    });
    expect(rowBox('H1234-001')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    // The list is fetched again and shows the new state.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Active Status for H1234-001' })).not.toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: 'Active Status for H1234-002' })).toBeChecked();
  });

  it('keeps the selection and shows the server’s reason when a bulk action fails', async () => {
    const { fetchMock } = tableServer({
      handlers: {
        [`PATCH ${BULK}`]: () =>
          json({ error: 'A selected plan was not found: H1234-002. Nothing was changed.' }, { status: 404 }),
      },
    });
    const user = await renderTable();
    await user.click(rowBox('H1234-002'));

    await user.click(screen.getByRole('button', { name: 'Activate' }));

    expect(await screen.findByText('Bulk operation failed')).toBeInTheDocument();
    expect(barAlert('A selected plan was not found: H1234-002. Nothing was changed.')).toBeDefined();
    expect(bulkBody(fetchMock)).toEqual({ action: 'activate', planIds: ['H1234-002'], planYear: 2026 });
    expect(rowBox('H1234-002')).toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('falls back to the default message when the server gives no reason', async () => {
    tableServer({ handlers: { [`PATCH ${BULK}`]: () => new Response('', { status: 500 }) } });
    const user = await renderTable();
    await user.click(rowBox('H1234-001'));

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Bulk operation failed')).toBeInTheDocument();
    expect(barAlert('Failed to complete bulk operation. Please try again.')).toBeDefined();
    expect(rowBox('H1234-001')).toBeChecked();
  });

  it('asks before deleting; Cancel sends nothing, confirming deletes', async () => {
    const { fetchMock, plans } = tableServer({
      handlers: {
        [`PATCH ${BULK}`]: ({ body }) => {
          const { planIds } = body as { planIds: string[] };
          plans.splice(0, plans.length, ...plans.filter((p) => !planIds.includes(p.planId)));
          return json({ deleted: planIds.length });
        },
      },
    });
    const user = await renderTable();
    await user.click(rowBox('H1234-001'));
    await user.click(rowBox('H1234-002'));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete 2 plans?' });
    expect(dialog).toHaveTextContent('H1234-001, H1234-002');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'PATCH', BULK)).toHaveLength(0);
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete 2 plans?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete plans' }));

    expect(await screen.findByText('Successfully deleted 2 plan(s).')).toBeInTheDocument();
    expect(bulkBody(fetchMock)).toEqual({
      action: 'delete',
      planIds: ['H1234-001', 'H1234-002'],
      planYear: 2026,
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select H1234-001' })).not.toBeInTheDocument(),
    );
    expect(rowBox('H1234-003')).not.toBeChecked();
  });

  it('names the plan year: the filter’s, or none for rows of several years, whose refusal stays in view', async () => {
    const message = 'Plan H1234-001 is on file for 2026 and 2027: say which plan year. Nothing was changed.';
    const { fetchMock } = tableServer({
      plans: [
        makeAdminPlan({ id: 1, planId: 'H1234-001', planYear: 2027 }),
        makeAdminPlan({ id: 2, planId: 'H1234-001', planYear: 2026 }),
        makeAdminPlan({ id: 3, planId: 'H1234-002', planYear: 2026 }),
      ],
      handlers: {
        [`PATCH ${BULK}`]: ({ body }) =>
          (body as { planYear?: number }).planYear === undefined
            ? json(
                { error: message, code: 'VALIDATION', issues: [{ path: 'planYear', message }] },
                { status: 400 },
              )
            : json({ updated: 1, changed: 1 }),
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/table');
    // One plan ID on the page twice: its rows are named with their years.
    await user.click(await screen.findByRole('checkbox', { name: 'Select H1234-001 (2027)' }));
    await user.click(rowBox('H1234-002'));
    expect(
      screen.getByRole('button', { name: /^Edit monthly premium of H1234-001 \(2026\), currently/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Bulk operation failed')).toBeInTheDocument();
    expect(bulkBody(fetchMock)).toEqual({ action: 'deactivate', planIds: ['H1234-001', 'H1234-002'] });
    expect(barAlert(message)).toBeDefined();
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    // Filtered to 2026, the action names it.
    const year = screen.getByRole('combobox', { name: 'Plan year' });
    await waitFor(() => expect(within(year).getByRole('option', { name: '2026' })).toBeInTheDocument());
    await user.selectOptions(year, '2026');
    await user.click(await screen.findByRole('checkbox', { name: 'Select H1234-001' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Successfully deactivated 1 plan(s).')).toBeInTheDocument();
    expect(bulkBody(fetchMock, 1)).toEqual({ action: 'deactivate', planIds: ['H1234-001'], planYear: 2026 });
  });
});
