import { useQuery } from '@tanstack/react-query';
import {
  type PharmacyCost,
  type PharmacyCostRequest,
  pharmacyCostPath,
} from '../../../../shared/pharmacy-cost-contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST …/recommendations/{userId}/plans/{planId}/pharmacy-cost {npi} (issue 17): the year's drug
 * cost for this plan at a pharmacy near the person, once one is picked. The NPI goes in the body,
 * never the URL (ADR 0011); each pharmacy's answer is kept, so going back to one costs no request.
 */
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
