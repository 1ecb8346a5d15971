import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import type { Language } from '../../shared/i18n/languages';
import { AppProviders, createAppQueryClient } from '../app/providers';
import { routes } from '../app/routes';
import { createClientI18n } from '../i18n/client-i18n';
import { toast } from '../lib/toast';

export type RenderOptions = {
  /** The page's language, as if chosen from the header (default: the saved choice, else English). */
  language?: Language;
};

/**
 * Renders any UI inside the app's real providers (query client with spec §7 defaults, texts in the
 * chosen language, toaster).
 */
export function renderWithProviders(ui: ReactNode, { language }: RenderOptions = {}) {
  // Sonner keeps toasts in module state and replays them to the next Toaster: start each test clean.
  onTestFinished(() => {
    toast.dismiss();
  });
  const queryClient = createAppQueryClient();
  const i18n = createClientI18n(language);
  return {
    queryClient,
    i18n,
    ...render(
      <AppProviders queryClient={queryClient} i18n={i18n}>
        {ui}
      </AppProviders>,
    ),
  };
}

/** Renders the real route table at a path, as the app does once past the gate. */
export function renderRoute(path: string, options: RenderOptions = {}) {
  // jsdom has no scrolling; ScrollRestoration calls window.scrollTo on every navigation.
  window.scrollTo = () => {};
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
