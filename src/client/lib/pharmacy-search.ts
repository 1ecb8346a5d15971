/** The pharmacy search the finder and plan page share. */
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

export const PHARMACY_SEARCH_STALE_MS = 60 * 1000;
export const PHARMACY_SEARCH_DEBOUNCE_MS = 250;
export { PHARMACY_SEARCH_MILES };

/**
 * Pharmacies nearest a 5-digit ZIP (in the body, never a URL: ADR 0011), narrowed by name from 2 characters.
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
    /** The list and the name it was searched by ('' for nearest); undefined until one arrives. */
    result: query.data,
    isLoading: query.data === undefined && !query.isError,
    isError: query.isError,
    retry: () => void query.refetch(),
    isSearching: debounced !== typed || query.isFetching,
  };
}

export type DistanceWords = { inYourZip: string; miles: (miles: string) => string };
const ENGLISH_DISTANCE: DistanceWords = { inYourZip: 'In your ZIP code', miles: (miles) => `${miles} miles` };

/** Between ZIP centres: "1.2 miles"; "In your ZIP code" at 0 ("0.0 miles" claims too much); null when unknown. */
export function distanceText(miles: number | null, words: DistanceWords = ENGLISH_DISTANCE): string | null {
  if (miles === null || !Number.isFinite(miles)) return null;
  return miles <= 0 ? words.inYourZip : words.miles(miles.toFixed(1));
}

export function pharmacyAddress(pharmacy: Pick<PharmacySearchResult, 'address' | 'city'>): string | null {
  const parts = [pharmacy.address?.trim(), pharmacy.city?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
