import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCESS_FLAG_KEY } from '../../../../shared/constants';
import { deferred, json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { AccessGate, isShareLinkPage } from './access-gate';

function renderGate() {
  return renderWithProviders(
    <AccessGate>
      <p>App content</p>
    </AccessGate>,
  );
}

const passwordInput = () => screen.getByLabelText('Access password');

describe('AccessGate', () => {
  it('shows only the gate while the session flag is missing', () => {
    mockFetch({});
    renderGate();

    expect(screen.getByRole('heading', { level: 1, name: 'Secure Access Required' })).toBeInTheDocument();
    expect(screen.getByText('Please enter the access password to continue')).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('placeholder', 'Enter access password');
    expect(passwordInput()).toHaveFocus();
    expect(screen.queryByText('App content')).not.toBeInTheDocument();
  });

  it('disables Enter App while the field is empty', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderGate();
    const button = screen.getByRole('button', { name: 'Enter App' });

    expect(button).toBeDisabled();
    await user.type(passwordInput(), 'x');
    expect(button).toBeEnabled();
    await user.clear(passwordInput());
    expect(button).toBeDisabled();
  });

  it('reads "Verifying..." and stays disabled while the password is checked', async () => {
    const answer = deferred<Response>();
    mockFetch({ 'POST /api/access': () => answer.promise });
    const user = userEvent.setup();
    renderGate();

    await user.type(passwordInput(), 'clearplan-demo{Enter}');

    const button = await screen.findByRole('button', { name: 'Verifying...' });
    expect(button).toBeDisabled();
    answer.resolve(json({ granted: true }));
    expect(await screen.findByText('App content')).toBeInTheDocument();
  });

  it('stays locked, clears the input and shows the toast on a wrong password', async () => {
    const fetchMock = mockFetch({
      'POST /api/access': () => json({ error: 'Incorrect access password' }, { status: 401 }),
    });
    const user = userEvent.setup();
    renderGate();

    await user.type(passwordInput(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Enter App' }));

    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText('Please enter the correct access password')).toBeInTheDocument();
    expect(passwordInput()).toHaveValue('');
    expect(passwordInput()).toHaveFocus();
    expect(screen.queryByText('App content')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ACCESS_FLAG_KEY)).toBeNull();
    expect(requestsTo(fetchMock, 'POST', '/api/access')).toHaveLength(1);
  });

  it("shows the server's text when too many attempts were made", async () => {
    const tooMany = 'Too many attempts. Please wait a few minutes and try again.';
    mockFetch({ 'POST /api/access': () => json({ error: tooMany }, { status: 429 }) });
    const user = userEvent.setup();
    renderGate();

    await user.type(passwordInput(), 'guess{Enter}');

    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText(tooMany)).toBeInTheDocument();
    expect(passwordInput()).toHaveValue('');
  });

  it('sends the password lowercased, sets the flag and shows the app on success', async () => {
    const fetchMock = mockFetch({ 'POST /api/access': () => json({ granted: true }) });
    const user = userEvent.setup();
    renderGate();

    await user.type(passwordInput(), 'ClearPlan-DEMO{Enter}');

    expect(await screen.findByText('App content')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Secure Access Required' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ACCESS_FLAG_KEY)).toBe('true');
    expect(await screen.findByText('Access granted')).toBeInTheDocument();
    expect(screen.getByText('Welcome to ClearPlan.')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'POST', '/api/access');
    expect(JSON.parse(String(request?.init?.body))).toEqual({ password: 'clearplan-demo' });
  });

  it('renders the app when the flag is set and the server still grants access', async () => {
    window.sessionStorage.setItem(ACCESS_FLAG_KEY, 'true');
    const fetchMock = mockFetch({ 'GET /api/access': () => json({ granted: true }) });
    renderGate();

    expect(screen.getByText('App content')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/access')).toHaveLength(1));
    expect(screen.getByText('App content')).toBeInTheDocument();
  });

  it('brings the gate back when the server no longer grants access (the flag alone grants nothing)', async () => {
    window.sessionStorage.setItem(ACCESS_FLAG_KEY, 'true');
    mockFetch({ 'GET /api/access': () => json({ granted: false }) });
    renderGate();

    expect(await screen.findByRole('heading', { name: 'Secure Access Required' })).toBeInTheDocument();
    expect(screen.queryByText('App content')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ACCESS_FLAG_KEY)).toBeNull();
  });

  it('skips the gate in a second tab when the server still honours the cookie (issue 37)', async () => {
    // A new tab has no session flag; the browser's gate cookie is sent with the check.
    const fetchMock = mockFetch({ 'GET /api/access': () => json({ granted: true }) });
    renderGate();

    expect(await screen.findByText('App content')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Secure Access Required' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ACCESS_FLAG_KEY)).toBe('true');
    expect(requestsTo(fetchMock, 'POST', '/api/access')).toHaveLength(0);
    expect(screen.queryByText('Access granted')).not.toBeInTheDocument();
  });

  it('keeps the gate without the flag when the server does not honour the cookie', async () => {
    const fetchMock = mockFetch({ 'GET /api/access': () => json({ granted: false }) });
    renderGate();

    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/access')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Secure Access Required' })).toBeInTheDocument();
    expect(screen.queryByText('App content')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ACCESS_FLAG_KEY)).toBeNull();
  });

  it('ignores a flag whose value is not "true"', () => {
    window.sessionStorage.setItem(ACCESS_FLAG_KEY, 'yes');
    mockFetch({});
    renderGate();

    expect(screen.getByRole('heading', { name: 'Secure Access Required' })).toBeInTheDocument();
  });

  it("lets a share link's pages through without the password, and nothing else (issue 20)", () => {
    mockFetch({});
    const { unmount } = renderWithProviders(
      <AccessGate shareLinkPage>
        <p>App content</p>
      </AccessGate>,
    );
    expect(screen.getByText('App content')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Secure Access Required' })).not.toBeInTheDocument();
    unmount();
    // Any other page (the app follows the address) meets the gate.
    renderGate();
    expect(screen.getByRole('heading', { name: 'Secure Access Required' })).toBeInTheDocument();
    expect(screen.queryByText('App content')).not.toBeInTheDocument();

    const token = '7a2d3b5f-0000-4000-8000-000000000000.c2lnbmF0dXJl';
    for (const page of [`/shared/${token}`, `/shared/${token}/`, `/shared/${token}/plan/H1234-001`]) {
      expect(isShareLinkPage(page), page).toBe(true);
    }
    for (const page of [
      '/',
      '/history',
      '/shared',
      '/shared/',
      `/shared/${token}/plan`,
      '/admin',
      `/results/${token}`,
    ]) {
      expect(isShareLinkPage(page), page).toBe(false);
    }
  });
});
