import { type MutationCache, type QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: queries never go stale, do not refetch on window focus or reconnect, do not poll and
 * are not retried; mutations are not retried. Queries that need a shorter life (the admin
 * session: 5 minutes) set their own staleTime.
 */
export function createQueryClient(caches: { queryCache?: QueryCache; mutationCache?: MutationCache } = {}) {
  return new QueryClient({
    ...caches,
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
}
