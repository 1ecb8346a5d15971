import { useQuery } from '@tanstack/react-query';
import { ZIP_LENGTH } from '../../../../shared/constants';
import type { CountyValidateRequest, CountyValidateResponse } from '../../../../shared/lookup-contracts';
import { apiGet, apiPost } from '../../../lib/api-client';

/** Spec §7: the 77 counties are cached for 30 seconds in manual mode. */
export const ALL_COUNTIES_STALE_MS = 30 * 1000;

export const isFullZip = (zip: string) => zip.length === ZIP_LENGTH && /^\d+$/.test(zip);

/** Runs once the ZIP has 5 digits (automatic mode). */
export function useCountiesByZip(zip: string, enabled: boolean) {
  return useQuery({
    queryKey: ['counties', 'by-zip', zip],
    queryFn: ({ signal }) => apiGet<string[]>(`/api/counties/by-zip/${zip}`, { signal }),
    enabled: enabled && isFullZip(zip),
  });
}

export function useAllCounties(enabled: boolean) {
  return useQuery({
    queryKey: ['counties', 'all'],
    queryFn: ({ signal }) => apiGet<string[]>('/api/counties/all', { signal }),
    staleTime: ALL_COUNTIES_STALE_MS,
    enabled,
  });
}

/** In manual mode, whether the chosen county is in the ZIP. */
export function useCountyValidation(request: CountyValidateRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['counties', 'validate', request.zipCode, request.county],
    queryFn: () => apiPost<CountyValidateResponse>('/api/counties/validate', request),
    enabled: enabled && isFullZip(request.zipCode) && request.county !== '',
  });
}
