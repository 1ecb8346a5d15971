import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { ProviderSearchResult } from '../../../../shared/lookup-contracts';
import { apiRequest } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { isFullZip } from './counties';

/** Spec §7: provider results are cached for 5 seconds. */
export const PROVIDER_SEARCH_STALE_MS = 5 * 1000;
export const PROVIDER_SEARCH_DEBOUNCE_MS = 250;

/** Name and ZIP go in the body, never a URL (ADR 0011); ZIP and radius only once the ZIP has 5 digits. */
export function useProviderSearch(text: string, zip: string, radius: number) {
  const q = useDebouncedValue(text.trim(), PROVIDER_SEARCH_DEBOUNCE_MS);
  const body = isFullZip(zip) ? { q, userZip: zip, radius } : { q };
  const query = useQuery({
    queryKey: ['providers', 'search', q, body.userZip ?? null, body.radius ?? null],
    queryFn: ({ signal }) =>
      apiRequest<ProviderSearchResult[]>('/api/providers/search', { method: 'POST', body, signal }),
    enabled: q.length >= SEARCH_MIN_CHARS,
    staleTime: PROVIDER_SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });
  return {
    providers: query.data ?? [],
    isError: query.isError,
    // Until the debounce catches up, what is shown belongs to an older query.
    isSearching: q !== text.trim() || query.isFetching,
  };
}
