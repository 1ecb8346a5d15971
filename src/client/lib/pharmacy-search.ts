/**
 * The pharmacy search the finder and the plan page share (issue 17): the query, and how a pharmacy
 * found is described.
 */
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '../../shared/constants';
import {
  PHARMACY_SEARCH_MILES,
  type PharmacySearchQuery,
  type PharmacySearchResult,
  zipCodeSchema,
} from '../../shared/lookup-contracts';
import { apiRequest } from './api-client';
import { useDebouncedValue } from './use-debounced-value';

/** Pharmacies seldom change: a list is reused for a minute. */
export const PHARMACY_SEARCH_STALE_MS = 60 * 1000;
/** Requests wait for a pause in typing. */
export const PHARMACY_SEARCH_DEBOUNCE_MS = 250;
export { PHARMACY_SEARCH_MILES };

/**
 * POST /api/pharmacies/search {zipCode, q?} (issue 17; the ZIP in the body, never a URL: ADR 0011):
 * the pharmacies in Medicare's network files nearest the ZIP, once it has 5 digits. The name
 * narrows the list from 2 characters, like the doctor search; shorter, the nearest are listed.
 * A list for another ZIP is never shown while the new one loads.
 */
export function usePharmacySearch(text: string, zip: string, enabled: boolean) {
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, PHARMACY_SEARCH_DEBOUNCE_MS);
  const q = debounced.length >= SEARCH_MIN_CHARS ? debounced : '';
  const zipReady = zipCodeSchema.safeParse(zip).success;
  const body: PharmacySearchQuery = q ? { zipCode: zip, q } : { zipCode: zip };
  const query = useQuery({
    queryKey: ['pharmacies', 'search', zip, q],
    // The list keeps the name it was searched by: while the next one loads, it is shown as what it is.
    queryFn: async ({ signal }) => ({
      q,
      pharmacies: await apiRequest<PharmacySearchResult[]>('/api/pharmacies/search', {
        method: 'POST',
        body,
        signal,
      }),
    }),
    enabled: enabled && zipReady,
    staleTime: PHARMACY_SEARCH_STALE_MS,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === zip ? previous : undefined),
  });
  return {
    zipReady,
    /** The list shown and the name it was searched by ('' for the nearest); undefined until one arrives. */
    result: query.data,
    isLoading: query.data === undefined && !query.isError,
    isError: query.isError,
    retry: () => void query.refetch(),
    // Until the debounce catches up, the list shown belongs to an older query.
    isSearching: debounced !== typed || query.isFetching,
  };
}

/** The words of a distance, in the page's language (English by default). */
export type DistanceWords = { inYourZip: string; miles: (miles: string) => string };
const ENGLISH_DISTANCE: DistanceWords = { inYourZip: 'In your ZIP code', miles: (miles) => `${miles} miles` };

/**
 * How far from the person's ZIP, between ZIP centres: "1.2 miles"; "In your ZIP code" at 0 (a
 * distance of "0.0 miles" would claim more than we know); null when not known.
 */
export function distanceText(miles: number | null, words: DistanceWords = ENGLISH_DISTANCE): string | null {
  if (miles === null || !Number.isFinite(miles)) return null;
  return miles <= 0 ? words.inYourZip : words.miles(miles.toFixed(1));
}

/** "123 Main St, Yukon" (what is known of it), or null. */
export function pharmacyAddress(pharmacy: Pick<PharmacySearchResult, 'address' | 'city'>): string | null {
  const parts = [pharmacy.address?.trim(), pharmacy.city?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
