import { type MutationCache, type QueryCache, QueryClient } from '@tanstack/react-query';

/** Spec §7: queries never go stale, refetch, poll or retry; those needing a shorter life set their own staleTime. */
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
