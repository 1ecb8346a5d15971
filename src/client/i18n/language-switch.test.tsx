import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../shared/i18n/languages';
import { mockFetch } from '../testing/fetch-mock';
import { renderRoute } from '../testing/render';

describe('Language switch', () => {
  it('shows English first, whatever the browser prefers', () => {
    mockFetch({});
    renderRoute('/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the page to Spanish from the header, remembers it and sets <html lang>', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderRoute('/nope');

    const toSpanish = screen.getByRole('button', { name: 'Español' });
    expect(toSpanish.querySelector('[lang="es"]')).toHaveTextContent('Español');
    toSpanish.focus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos la página' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toHaveTextContent('Buscar planes');
    expect(screen.getByRole('link', { name: 'Ir al contenido principal' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('No encontramos la página | ClearPlan');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');

    // The same button now offers English, in English, and keeps the focus.
    const toEnglish = screen.getByRole('button', { name: 'English' });
    expect(toEnglish).toHaveFocus();
    expect(toEnglish.querySelector('[lang="en"]')).toHaveTextContent('English');
    await user.click(toEnglish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('opens in the saved language next time', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    mockFetch({});
    renderRoute('/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'No encontramos la página' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'ClearPlan no está relacionado con el gobierno de los EE. UU.',
    );
    // Medicare's own pages in Spanish.
    expect(screen.getByRole('link', { name: 'Medicare.gov' })).toHaveAttribute(
      'href',
      'https://es.medicare.gov',
    );
    expect(document.documentElement.lang).toBe('es');
  });

  it('ignores a saved value that is not one of our languages', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    mockFetch({});
    renderRoute('/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('keeps the admin pages in English, without the switch, and gives the language back after', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    mockFetch({ 'GET /api/admin/session': () => new Response('{}', { status: 401 }) });
    const { router } = renderRoute('/admin/login');

    expect(await screen.findByRole('navigation', { name: 'Main' })).toHaveTextContent('Find Plans');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Español' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));

    await router.navigate('/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos la página' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });
});
