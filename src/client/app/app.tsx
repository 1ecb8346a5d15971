import { useEffect, useState } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { AccessGate, isShareLinkPage } from '../features/access-gate/components/access-gate';
import { AppProviders, createAppQueryClient } from './providers';
import { preloadConsumerPages, routes } from './routes';

/**
 * The route table in react-router's declarative mode (ADR 0005): no loaders or actions, so the
 * data router's code stays out of the first load. Navigation updates without a transition
 * (`useTransitions={false}`): a control that keeps its state in the address shows its new state
 * as soon as it is pressed, and a page still loading shows the loading state in the page.
 */
export function App() {
  const [queryClient] = useState(createAppQueryClient);
  useEffect(() => {
    // After the first page has painted, fetch the next pages' code while the person reads it.
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
