import { useEffect, useState } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { AccessGate, isShareLinkPage } from '../features/access-gate/components/access-gate';
import { AppProviders, createAppQueryClient } from './providers';
import { preloadConsumerPages, routes } from './routes';

/**
 * Declarative-mode routes (ADR 0005) keep the data router out of the first load; `useTransitions={false}` so an
 * address-held control shows its state at once and a loading page shows its own loading state.
 */
export function App() {
  const [queryClient] = useState(createAppQueryClient);
  useEffect(() => {
    // After the first paint, fetch the next pages' code while the person reads.
    const timer = setTimeout(preloadConsumerPages, 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter useTransitions={false}>
        <GatedRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

/** The gate follows the address to let a share link's pages through. */
function GatedRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return <AccessGate shareLinkPage={isShareLinkPage(pathname)}>{page}</AccessGate>;
}
