import { useQuery } from '@tanstack/react-query';
import type { MedicationLookupItem } from '../../../../shared/lookup-contracts';
import { apiGet } from '../../../lib/api-client';

/** Spec §7: the drug catalogue is fetched once and cached for 5 minutes; matching happens in the browser. */
export const MEDICATION_LOOKUP_STALE_MS = 5 * 60 * 1000;

export function useMedicationLookup() {
  return useQuery({
    queryKey: ['medication-lookup'],
    queryFn: ({ signal }) => apiGet<MedicationLookupItem[]>('/api/medication-lookup', { signal }),
    staleTime: MEDICATION_LOOKUP_STALE_MS,
    gcTime: MEDICATION_LOOKUP_STALE_MS,
  });
}
