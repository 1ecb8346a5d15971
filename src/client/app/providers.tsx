import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '../../shared/constants';
import { createClientI18n } from '../i18n/client-i18n';
import { isApiError } from '../lib/api-client';
import { loadSonner } from '../lib/toast';
import { markSignedOut } from '../lib/use-admin-session';

/**
 * Spec §7: queries never go stale, refetch, poll or retry; those needing a shorter life set their own staleTime.
 * An admin 401 AUTH_REQUIRED means the session expired: the cached session turns unauthenticated, so admin routes redirect.
 */
export function createAppQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isApiError(error, 401, 'AUTH_REQUIRED')) markSignedOut(client);
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** On a language switch every answer is read again (the server words reasons per Accept-Language); shown data stays meanwhile. */
function useRereadInNewLanguage(i18n: I18n, queryClient: QueryClient) {
  useEffect(() => {
    const reread = () => {
      void queryClient.invalidateQueries();
    };
    i18n.on('languageChanged', reread);
    return () => i18n.off('languageChanged', reread);
  }, [i18n, queryClient]);
}

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

// Wider than Sonner's 356 px default so 18 px text fits; narrow screens get full width from Sonner.
const toasterStyle = { '--width': '26rem' } as CSSProperties;

/** Query client, i18n (one instance per app, so tests can render in Spanish independently, ADR 0019) and toaster. */
export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  /** Tests pass one in a chosen language; the app makes its own. */
  i18n?: I18n;
  children: ReactNode;
}) {
  const [ownI18n] = useState(() => i18n ?? createClientI18n());
  const consumerI18n = i18n ?? ownI18n;
  useRereadInNewLanguage(consumerI18n, queryClient);
  return (
    <I18nextProvider i18n={consumerI18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * Spec §9: one toast at a time for 5 s, top right over the header band so it covers no heading or field
 * (at the bottom it covered fields and, at 200 % zoom, tables). Sonner's section is a polite live region.
 */
function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-right"
      offset={{ top: '0.5rem', right: '0.5rem' }}
      mobileOffset={{ top: '0.5rem' }}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      theme="light"
      style={toasterStyle}
      containerAriaLabel={t('notifications')}
    />
  );
}
