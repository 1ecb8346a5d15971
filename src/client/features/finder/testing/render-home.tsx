import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProviders, createAppQueryClient } from '../../../app/providers';
import { toast } from '../../../lib/toast';
import { HomePage } from '../components/home-page';
import type { FinderFormValues } from '../lib/form-values';
import { saveOnStepTwo } from './finder-server';

function ResultsStub() {
  return <p>Results for {useParams().userId}</p>;
}

/**
 * The home page in the app's providers, with stand-in results and help routes so tests do not depend
 * on those features, opened at `path` (`/?step=2`: step 2). `strict` wraps the root in StrictMode (React only doubles effects from the root).
 */
export async function renderHome({ strict = false, path = '/' } = {}) {
  onTestFinished(() => {
    toast.dismiss();
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '/results/:userId', element: <ResultsStub /> },
      { path: '/help', element: <p>Help Center</p> },
    ],
    { initialEntries: [path] },
  );
  const app = (
    <AppProviders queryClient={createAppQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  await screen.findByRole('heading', { level: 1, name: 'Find the Medicare plan that fits you' });
  return { router, ...view };
}

/** The home page opened on step 2, from progress saved there (`saveOnStepTwo`, with its values). */
export async function renderStepTwo(values: Partial<FinderFormValues> = {}) {
  saveOnStepTwo(values);
  const view = await renderHome({ path: '/?step=2' });
  await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Medications & Doctors' });
  return view;
}
