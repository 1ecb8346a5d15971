import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { deferred, json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { adminPlanRecord, planListPage } from '../testing/admin-plan-factory';

const LIST = '/api/admin/plans';
const session =
  (role = 'admin') =>
  () =>
    json({ authenticated: true, user: { email: `${role}@clearplan.example`, role } });
const options = () => json({ carriers: [], planTypes: [], regions: [] });

const plans = (count: number, from = 1): AdminPlanRecord[] =>
  Array.from({ length: count }, (_, i) =>
    adminPlanRecord({
      id: from + i,
      planId: `H1234-${String(from + i).padStart(3, '0')}`,
      planName: `Plan number ${from + i}`,
    }),
  );

/** The Delete item of a row's actions menu. */
async function chooseDelete(user: ReturnType<typeof userEvent.setup>, plan: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${plan}` }));
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
}

// The route loads the page on demand: load it once up front so the first test is not timed on it.
beforeAll(() => import('./plan-table-page'));

describe('Deleting a plan from the list', () => {
  it('asks first, shows Deleting..., then toasts, closes and refreshes the list', async () => {
    let remaining = plans(2);
    const deletion = deferred<Response>();
    const fetchMock = mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: () => json(planListPage(remaining)),
      'DELETE /api/admin/plans/H1234-001': () => deletion.promise,
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans');

    await chooseDelete(user, 'Plan number 1 (H1234-001, 2026)');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Medicare Plan' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Plan H1234-001"? This action cannot be undone. The plan will be permanently removed from the system.',
    );
    expect(dialog).toHaveTextContent(
      "This deletes the 2026 plan only: the plan ID's other plan years, if any, stay.",
    );
    // Cancel closes without a request, the keyboard back on the row's actions button.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Actions for Plan number 1 (H1234-001, 2026)' }),
      ).toHaveFocus(),
    );

    await chooseDelete(user, 'Plan number 1 (H1234-001, 2026)');
    await user.click(screen.getByRole('button', { name: 'Delete Plan' }));
    const pending = screen.getByRole('button', { name: 'Deleting...' });
    expect(pending).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const listCalls = requestsTo(fetchMock, 'GET', LIST).length;

    remaining = remaining.slice(1);
    deletion.resolve(json({ deleted: 1 }));

    expect(await screen.findByText('Plan deleted')).toBeInTheDocument();
    expect(screen.getByText('The Medicare plan has been successfully deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('H1234-001')).not.toBeInTheDocument());
    // The Delete button went with its row: the keyboard lands on the list summary.
    await waitFor(() => expect(screen.getByText('Showing 1–1 of 1 plan')).toHaveFocus());
    expect(requestsTo(fetchMock, 'GET', LIST).length).toBeGreaterThan(listCalls);
    const deletes = requestsTo(fetchMock, 'DELETE', '/api/admin/plans/H1234-001');
    expect(deletes).toHaveLength(1);
    // The row's own plan year, not whichever year the server would guess.
    expect(deletes[0]?.url.searchParams.get('year')).toBe('2026');
  });

  it('toasts the server text on failure, or the default', async () => {
    let body: unknown = { error: 'Plan not found', code: 'NOT_FOUND' };
    mockFetch({
      'GET /api/admin/session': session(),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: () => json(planListPage(plans(1))),
      'DELETE /api/admin/plans/H1234-001': () => json(body, { status: 404 }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/plans');

    await chooseDelete(user, 'Plan number 1 (H1234-001, 2026)');
    await user.click(screen.getByRole('button', { name: 'Delete Plan' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Plan not found')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'H1234-001' })).toBeInTheDocument();

    body = '';
    await chooseDelete(user, 'Plan number 1 (H1234-001, 2026)');
    await user.click(screen.getByRole('button', { name: 'Delete Plan' }));
    expect(await screen.findByText('Failed to delete the plan. Please try again.')).toBeInTheDocument();
  });

  it('offers no Delete to an editor, who may not delete', async () => {
    mockFetch({
      'GET /api/admin/session': session('editor'),
      'GET /api/admin/plans/options': options,
      [`GET ${LIST}`]: () => json(planListPage(plans(2))),
    });
    renderRoute('/admin/plans');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Plan number 2 (H1234-002, 2026)' }),
    );
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Quick Edit' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
