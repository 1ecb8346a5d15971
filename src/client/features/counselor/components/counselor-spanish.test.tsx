/**
 * The counselor's sign-in page and header badge follow the chosen language (issue 20): they are
 * consumer-side pages, not the English-only admin.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { expectNoEnglish } from '../../../testing/no-english';
import { renderRoute } from '../../../testing/render';

describe('the counselor pages in Spanish', () => {
  it('asks for the sign-in in Spanish, its checks and its refusal too', async () => {
    mockFetch({
      'GET /api/counselor/session': () => json({ authenticated: false, user: null, retentionDays: 400 }),
      'POST /api/counselor/login': () =>
        json({ error: 'Invalid email or password', code: 'UNAUTHORIZED' }, { status: 401 }),
    });
    const user = userEvent.setup();
    renderRoute('/counselor/login', { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión para consejeros' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Inicio de sesión para consejeros/));
    expect(document.documentElement.lang).toBe('es');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Escriba una dirección de correo electrónico válida')).toBeInTheDocument();
    expect(screen.getByText('Escriba su contraseña')).toBeInTheDocument();
    expectNoEnglish();

    await user.type(screen.getByLabelText('Correo electrónico'), 'one@agency.example');
    await user.type(screen.getByLabelText('Contraseña'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo iniciar sesión. Revise su correo electrónico y su contraseña, y vuelva a intentarlo.',
    );
    expectNoEnglish(document.body, [/one@agency\.example/]);
  });

  it('names the signed-in counselor in Spanish in the header', async () => {
    mockFetch({
      'GET /api/counselor/session': () =>
        json({
          authenticated: true,
          user: { email: 'one@agency.example', role: 'counselor' },
          retentionDays: 400,
        }),
      'GET /api/medicare/history': () => json({ items: [] }),
    });
    renderRoute('/help', { language: 'es' });
    expect(await screen.findByText('one@agency.example')).toBeInTheDocument();
    expect(screen.getByText(/^Consejero:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
