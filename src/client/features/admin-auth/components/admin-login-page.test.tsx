import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminSession } from '../../../../shared/auth-contracts';
import { json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';

const ADMIN = { email: 'admin@clearplan.example', role: 'admin' };
const stats = { totalPlans: 7, activePlans: 7, planTypes: 4, carriers: 1 };

/** A server whose session turns authenticated after a login with the right password. */
function mockServer(
  options: { demoAdmin?: { email: string; password: string } | null; signedIn?: boolean } = {},
) {
  let session: AdminSession = options.signedIn
    ? { authenticated: true, user: ADMIN }
    : { authenticated: false, user: null };
  return mockFetch({
    'GET /api/admin/session': () => json(session),
    'GET /api/app-info': () =>
      json({
        productName: 'ClearPlan',
        demoMode: Boolean(options.demoAdmin),
        demoAdmin: options.demoAdmin ?? null,
      }),
    'POST /api/admin/login': ({ body }) => {
      const { password } = body as { password: string };
      if (password !== 'right-password') return json({ error: 'Invalid email or password' }, { status: 401 });
      session = { authenticated: true, user: ADMIN };
      return json({ success: true, user: ADMIN });
    },
    'GET /api/admin/stats': () => json(stats),
  });
}

async function renderLogin() {
  const view = renderRoute('/admin/login');
  await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' });
  return view;
}

describe('Admin sign-in', () => {
  it('shows both validation messages beside their fields and sends nothing', async () => {
    const fetchMock = mockServer();
    const user = userEvent.setup();
    await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(email).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/admin/login')).toHaveLength(0);
  });

  it('flags only the email when it is malformed', async () => {
    mockServer();
    const user = userEvent.setup();
    await renderLogin();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'something');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's error in an alert and a toast when the credentials are wrong", async () => {
    mockServer();
    const user = userEvent.setup();
    await renderLogin();

    await user.type(screen.getByLabelText('Email'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it('takes the "Sign in failed" toast away when the next try succeeds', async () => {
    let attempts = 0;
    mockFetch({
      'GET /api/admin/session': () => json({ authenticated: false, user: null }),
      'GET /api/app-info': () => json({ productName: 'ClearPlan', demoMode: false, demoAdmin: null }),
      'POST /api/admin/login': () =>
        ++attempts === 1
          ? json({ error: 'Invalid email or password' }, { status: 401 })
          : json({ user: { email: ADMIN.email, role: 'admin' } }),
    });
    const user = userEvent.setup();
    await renderLogin();
    await user.type(screen.getByLabelText('Email'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByText('Sign in failed')).not.toBeInTheDocument());
    expect(attempts).toBe(2);
  });

  it('falls back to the default message when the server sends no error text', async () => {
    mockFetch({
      'GET /api/admin/session': () => json({ authenticated: false, user: null }),
      'GET /api/app-info': () => json({ productName: 'ClearPlan', demoMode: false, demoAdmin: null }),
      'POST /api/admin/login': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    const user = userEvent.setup();
    await renderLogin();

    await user.type(screen.getByLabelText('Email'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'x{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials and try again.',
    );
  });

  it('refreshes the session and goes to the dashboard on success', async () => {
    const fetchMock = mockServer();
    const user = userEvent.setup();
    const { router } = await renderLogin();

    await user.type(screen.getByLabelText('Email'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByText(ADMIN.email)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/admin/session').length).toBeGreaterThanOrEqual(2);
    const [login] = requestsTo(fetchMock, 'POST', '/api/admin/login');
    expect(JSON.parse(String(login?.init?.body))).toEqual({ email: ADMIN.email, password: 'right-password' });
  });

  it('shows the demo credentials only when the server offers them', async () => {
    mockServer({ demoAdmin: { email: 'admin@clearplan.example', password: 'clearplan-admin-demo' } });
    await renderLogin();

    expect(
      await screen.findByText('Demo admin sign-in: admin@clearplan.example / clearplan-admin-demo'),
    ).toBeInTheDocument();
  });

  it('hides the demo credentials outside demo mode', async () => {
    const fetchMock = mockServer({ demoAdmin: null });
    await renderLogin();

    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/app-info')).toHaveLength(1));
    expect(screen.queryByText(/Demo admin sign-in/)).not.toBeInTheDocument();
  });

  it('redirects to the dashboard when already signed in', async () => {
    mockServer({ signedIn: true });
    const { router } = renderRoute('/admin/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
