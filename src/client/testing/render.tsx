import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { onTestFinished } from 'vitest';
import { AppProviders, createAppQueryClient } from '../app/providers';
import { routes } from '../app/routes';

/** Renders any UI inside the app's real providers (query client with spec §7 defaults, toaster). */
export function renderWithProviders(ui: ReactNode) {
  // Sonner keeps toasts in module state and replays them to the next Toaster: start each test clean.
  onTestFinished(() => {
    toast.dismiss();
  });
  const queryClient = createAppQueryClient();
  return { queryClient, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) };
}

/** Renders the real route table at a path, as the app does once past the gate. */
export function renderRoute(path: string) {
  // jsdom has no scrolling; ScrollRestoration calls window.scrollTo on every navigation.
  window.scrollTo = () => {};
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}
