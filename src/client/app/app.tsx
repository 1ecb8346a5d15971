import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AccessGate } from '../features/access-gate/components/access-gate';
import { AppProviders, createAppQueryClient } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <AccessGate>
        <RouterProvider router={router} />
      </AccessGate>
    </AppProviders>
  );
}
