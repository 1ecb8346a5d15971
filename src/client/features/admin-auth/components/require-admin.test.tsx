import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminSession } from '../../../../shared/auth-contracts';
import { deferred, json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';

const signedInAs = (role: string): AdminSession => ({
  authenticated: true,
  user: { email: `${role}@example.org`, role },
});
const signedOut: AdminSession = { authenticated: false, user: null };
const noAppInfo = () => json({ productName: 'ClearPlan', demoMode: false, demoAdmin: null });

describe('Admin routes', () => {
  it('shows a spinner while the session check runs, then redirects to sign-in without a session', async () => {
    const answer = deferred<Response>();
    const { router } = (() => {
      mockFetch({ 'GET /api/admin/session': () => answer.promise, 'GET /api/app-info': noAppInfo });
      return renderRoute('/admin/plans');
    })();

    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    answer.resolve(json(signedOut));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('renders the screen with the admin bar for a signed-in admin', async () => {
    mockFetch({ 'GET /api/admin/session': () => json(signedInAs('admin')) });
    renderRoute('/admin/observability');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Observability Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('admin')).toHaveTextContent('Role: admin');
    expect(screen.getByText('admin@example.org')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('denies the database table to a role without the table permission', async () => {
    mockFetch({ 'GET /api/admin/session': () => json(signedInAs('editor')) });
    renderRoute('/admin/table');

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Plan Database Table' })).not.toBeInTheDocument();
  });

  it('opens the database table for an admin', async () => {
    mockFetch({ 'GET /api/admin/session': () => json(signedInAs('admin')) });
    renderRoute('/admin/table');

    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Database Table' })).toBeInTheDocument();
  });

  it('signs out: posts logout, forgets the session and goes to sign-in', async () => {
    let session = signedInAs('admin');
    const fetchMock = mockFetch({
      'GET /api/admin/session': () => json(session),
      'GET /api/app-info': noAppInfo,
      'POST /api/admin/logout': () => {
        session = signedOut;
        return json({ success: true });
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/plans');

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(requestsTo(fetchMock, 'POST', '/api/admin/logout')).toHaveLength(1);

    // The cached session now says signed out: the admin area redirects without asking again.
    await router.navigate('/admin/plans');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/admin/session')).toHaveLength(1);
  });

  it('returns to sign-in when an admin call says the session expired', async () => {
    mockFetch({
      'GET /api/admin/session': () => json(signedInAs('admin')),
      'GET /api/app-info': noAppInfo,
      'GET /api/admin/stats': () =>
        json({ error: 'Authentication required', code: 'AUTH_REQUIRED' }, { status: 401 }),
    });
    const { router } = renderRoute('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
