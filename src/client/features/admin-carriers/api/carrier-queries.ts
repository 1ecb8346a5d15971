/** A carrier write can rename plans and changes the plan filters' options, so those are stale too. */
import { useQuery } from '@tanstack/react-query';
import type {
  CarrierCreateInput,
  CarrierList,
  CarrierUpdate,
  CarrierWriteResponse,
} from '../../../../shared/carrier-contracts';
import { useListWrites } from '../../../components/admin-list';
import { adminPlanKeys } from '../../../lib/admin-plans-api';
import { apiGet } from '../../../lib/api-client';

const CARRIERS_KEY = ['admin', 'carriers'] as const;

export function useCarrierList() {
  return useQuery({
    queryKey: CARRIERS_KEY,
    queryFn: ({ signal }) => apiGet<CarrierList>('/api/admin/carriers', { signal }),
  });
}

export const useCarrierWrites = () =>
  useListWrites<CarrierCreateInput, CarrierUpdate, CarrierWriteResponse>('/api/admin/carriers', [
    CARRIERS_KEY,
    adminPlanKeys.all,
  ]);
