import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HISTORY_LOAD_KEY } from '../../../../shared/constants';
import { json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { historyRecord } from '../../../testing/history-record';
import { renderRoute } from '../../../testing/render';

const SEARCH = '/api/medicare/users/search';
const CLIENT = historyRecord({ planYear: 2026 });
const NAME = `${CLIENT.firstName} ${CLIENT.lastName}`;

function renderClients() {
  let listed = [CLIENT];
  const fetchMock = mockFetch({
    'GET /api/counselor/session': () =>
      json({
        authenticated: true,
        user: { email: 'one@agency.example', role: 'counselor' },
        retentionDays: 400,
      }),
    [`POST ${SEARCH}`]: () => json(listed),
    [`DELETE /api/medicare/users/${CLIENT.id}`]: () => {
      listed = [];
      return json({ deleted: true });
    },
    'GET /api/medication-lookup': () => json([]),
    'GET /api/counties/by-zip/74012': () => json(['Tulsa']),
    'GET /api/medicare/plan-years': () => json({ defaultYear: 2027, years: [] }),
  });
  const view = renderRoute('/history');
  return { fetchMock, user: userEvent.setup(), ...view };
}

describe('History for a signed-in counselor (ADR 0020)', () => {
  it('lists "Your clients" before any search, names the counselor, and hides "Forget this device"', async () => {
    const { fetchMock } = renderClients();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your clients' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: NAME })).toBeInTheDocument();
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Counselor: one@agency.example'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 client listed, newest first.');
    expect(screen.queryByRole('button', { name: 'Forget this device' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', SEARCH)[0]?.init?.body).toBe(JSON.stringify({ q: '' }));
  });

  it('deletes a client now after a confirmation and moves focus to the list status', async () => {
    const { fetchMock, user } = renderClients();
    await user.click(await screen.findByRole('button', { name: `Delete now: ${NAME}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this client now?' });
    expect(requestsTo(fetchMock, 'DELETE', `/api/medicare/users/${CLIENT.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete now' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^No clients found\./));
    expect(requestsTo(fetchMock, 'DELETE', `/api/medicare/users/${CLIENT.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it('"Duplicate for next year" opens the finder with the client and the next plan year', async () => {
    const { user, router } = renderClients();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await user.click(await screen.findByRole('button', { name: `Duplicate for next year: ${NAME}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const stored = setItem.mock.calls.filter(([key]) => key === HISTORY_LOAD_KEY).map(([, value]) => value);
    setItem.mockRestore();
    const record = JSON.parse(stored[0] ?? '{}') as {
      planYear?: number;
      answers?: { coverageStartMonth?: number };
    };
    expect(record.planYear).toBe(2027);
    expect(record.answers?.coverageStartMonth).toBe(1);
    expect(await screen.findByLabelText('First Name')).toHaveValue(CLIENT.firstName);
  });
});
