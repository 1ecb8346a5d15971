import { useEffect, useState, useSyncExternalStore } from 'react';
import { createBrowserRouter } from 'react-router';
// The DOM build wires ReactDOM.flushSync, so controls that keep their state in the address can
// ask for a synchronous update (`flushSync: true`) instead of a transition.
import { RouterProvider } from 'react-router/dom';
import { AccessGate, isShareLinkPage } from '../features/access-gate/components/access-gate';
import { AppProviders, createAppQueryClient } from './providers';
import { preloadConsumerPages, routes } from './routes';

const router = createBrowserRouter(routes);
const currentPath = () => router.state.location.pathname;

export function App() {
  const [queryClient] = useState(createAppQueryClient);
  // The gate sits outside the router: it follows the address to let a share link's pages through.
  const pathname = useSyncExternalStore(router.subscribe, currentPath);
  useEffect(() => {
    // After the first page has painted, fetch the next pages' code while the person reads it.
    const timer = setTimeout(preloadConsumerPages, 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <AccessGate shareLinkPage={isShareLinkPage(pathname)}>
        <RouterProvider router={router} />
      </AccessGate>
    </AppProviders>
  );
}
