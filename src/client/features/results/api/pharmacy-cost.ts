import { useQuery } from '@tanstack/react-query';
import {
  type PharmacyCost,
  type PharmacyCostRequest,
  pharmacyCostPath,
} from '../../../../shared/pharmacy-cost-contracts';
import { apiRequest } from '../../../lib/api-client';

/** This plan's drug cost at a pharmacy near the person; the NPI goes in the body, never the URL (ADR 0011). */
export function usePharmacyCost(userId: string, planId: string, npi: string | null) {
  return useQuery({
    queryKey: ['medicare', 'pharmacy-cost', userId, planId, npi],
    queryFn: ({ signal }) => {
      const body: PharmacyCostRequest = { npi: npi ?? '' };
      return apiRequest<PharmacyCost>(pharmacyCostPath(userId, planId), { method: 'POST', body, signal });
    },
    enabled: npi !== null,
  });
}
