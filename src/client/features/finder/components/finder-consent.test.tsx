import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, requestsTo } from '../../../testing/fetch-mock';
import { expectNoEnglish } from '../../../testing/no-english';
import { renderWithProviders } from '../../../testing/render';
import { fillValidForm, mockFinderServer } from '../testing/finder-server';
import { renderHome } from '../testing/render-home';
import { ClientConsent } from './client-consent';

const USER_ID = 'b6f1d0c2-3a4e-4c5f-9a7b-1c2d3e4f5a6b';
const CLIENT_CONSENT_MISSING =
  'Please tick this box to confirm your client agreed, or ask them first. Nothing is saved without it.';
const CONSENT = 'My client agreed that ClearPlan keeps this information for 30 days.';
const counselor = () =>
  json({ authenticated: true, user: { email: 'one@agency.example', role: 'counselor' }, retentionDays: 30 });

describe("A counselor's client consent (ADR 0020)", () => {
  it('asks for the consent box before saving, with the retention period, and sends clientConsent', async () => {
    const fetchMock = mockFinderServer({
      'GET /api/counselor/session': counselor,
      'POST /api/medicare/submit': () => json({ userId: USER_ID }, { status: 201 }),
    });
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await fillValidForm(user);
    const box = await screen.findByLabelText(CONSENT);

    await user.click(screen.getByRole('button', { name: 'Find My Plans' }));
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription(CLIENT_CONSENT_MISSING);
    expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(0);

    await user.click(box);
    expect(screen.queryByText(CLIENT_CONSENT_MISSING)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find My Plans' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(1));
    const [request] = requestsTo(fetchMock, 'POST', '/api/medicare/submit');
    expect(JSON.parse(String(request?.init?.body))).toMatchObject({ clientConsent: true });
  });

  it('never shows the box to a consumer, and sends no consent field', async () => {
    const fetchMock = mockFinderServer({
      'GET /api/counselor/session': () => json({ authenticated: false, user: null, retentionDays: 400 }),
      'POST /api/medicare/submit': () => json({ userId: USER_ID }, { status: 201 }),
    });
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await fillValidForm(user);
    expect(screen.queryByText(/My client agreed/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find My Plans' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(1));
    const [request] = requestsTo(fetchMock, 'POST', '/api/medicare/submit');
    expect(JSON.parse(String(request?.init?.body))).not.toHaveProperty('clientConsent');
  });
});

describe("A counselor's client consent in Spanish", () => {
  it('says the line, the retention period (singular and plural) and the missing tick in Spanish', async () => {
    document.title = 'ClearPlan'; // the component alone sets no title: not the one an earlier test left
    const { unmount, container } = renderWithProviders(
      <ClientConsent days={1} checked={false} onChange={() => {}} error />,
      { language: 'es' },
    );
    const box = screen.getByRole('checkbox', {
      name: 'Mi cliente aceptó que ClearPlan guarde esta información durante 1 día.',
    });
    expect(box).toHaveAccessibleDescription(
      'Marque esta casilla para confirmar que su cliente aceptó, o pregúntele primero. No se guarda nada sin su aceptación.',
    );
    expect(screen.getByText(/se elimina después de 1 día\.$/)).toBeInTheDocument();
    expectNoEnglish(container, [/ClearPlan/]);
    unmount();
    renderWithProviders(<ClientConsent days={400} checked={false} onChange={() => {}} error={false} />, {
      language: 'es',
    });
    expect(
      screen.getByRole('checkbox', {
        name: 'Mi cliente aceptó que ClearPlan guarde esta información durante 400 días.',
      }),
    ).not.toHaveAccessibleDescription(/Marque/);
  });
});
