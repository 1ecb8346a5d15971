import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow } from '../../../../shared/account-contracts';
import { json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';

const session = () =>
  json({ authenticated: true, user: { email: 'admin@clearplan.example', role: 'admin' } });
const account = (id: number, email: string, role: string, clients = 0): AccountRow => ({
  id,
  email,
  role,
  clients,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLogin: null,
});
const bodiesOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  requestsTo(fetchMock, method, path).map(({ init }) => JSON.parse(String(init?.body)));

beforeAll(() => import('./accounts-page'));

function renderAccounts() {
  let list = [
    account(1, 'admin@clearplan.example', 'admin'),
    account(2, 'one@agency.example', 'counselor', 3),
    account(3, 'two@agency.example', 'counselor'),
  ];
  const fetchMock = mockFetch({
    'GET /api/admin/session': session,
    'GET /api/admin/admins': () => json({ admins: list }),
    'POST /api/admin/admins': ({ body }) => {
      list = [...list, account(4, (body as { email: string }).email, (body as { role: string }).role)];
      return json({ id: 4 }, { status: 201 });
    },
    'POST /api/admin/counselors/2/reassign': () => {
      list = list.map((a) => (a.id === 2 ? { ...a, clients: 0 } : a.id === 3 ? { ...a, clients: 3 } : a));
      return json({ moved: 3 });
    },
  });
  renderRoute('/admin/accounts');
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

describe('Accounts screen (ADR 0020)', () => {
  it('adds a counselor with the server schema checked first', async () => {
    const { fetchMock, user } = renderAccounts();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'new@agency.example');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'short');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.getByLabelText('Password', { exact: true })).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/admin/admins')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password', { exact: true }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'A-long-password-1');
    expect(screen.getByLabelText('Role')).toHaveValue('counselor');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/admin/admins')).toEqual([
        { email: 'new@agency.example', role: 'counselor', password: 'A-long-password-1' },
      ]),
    );
    expect(await screen.findByRole('row', { name: /new@agency\.example/ })).toHaveTextContent('Counselor');
  });

  it("moves a counselor's clients to another counselor", async () => {
    const { fetchMock, user } = renderAccounts();
    const row = await screen.findByRole('row', { name: /one@agency\.example/ });
    expect(row).toHaveTextContent('3 clients');
    expect(
      screen.queryByRole('button', { name: 'Reassign clients of two@agency.example' }),
    ).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Reassign clients of one@agency.example' }));
    const to = await screen.findByLabelText('Move all 3 clients to');
    await waitFor(() => expect(to).toHaveFocus());
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a counselor', 'two@agency.example']);
    await user.click(screen.getByRole('button', { name: 'Move the clients' }));
    expect(to).toHaveAccessibleDescription('Choose the counselor who takes the clients.');
    await user.selectOptions(to, 'two@agency.example');
    await user.click(screen.getByRole('button', { name: 'Move the clients' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/admin/counselors/2/reassign')).toEqual([{ toCounselorId: 3 }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /two@agency\.example/ })).toHaveTextContent('3 clients'),
    );
  });
});
