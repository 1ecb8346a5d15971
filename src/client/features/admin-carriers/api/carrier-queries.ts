/** A carrier write can rename plans and changes the plan filters' options, so those are stale too. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CarrierCreateInput,
  CarrierDeleteResponse,
  CarrierList,
  CarrierUpdate,
  CarrierWriteResponse,
} from '../../../../shared/carrier-contracts';
import { adminPlanKeys } from '../../../lib/admin-plans-api';
import { apiGet, apiRequest } from '../../../lib/api-client';

export const carrierKeys = {
  all: ['admin', 'carriers'] as const,
};

const carrierPath = (id: number) => `/api/admin/carriers/${id}`;

export function useCarrierList() {
  return useQuery({
    queryKey: carrierKeys.all,
    queryFn: ({ signal }) => apiGet<CarrierList>('/api/admin/carriers', { signal }),
  });
}

function useAfterWrite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: carrierKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminPlanKeys.all });
  };
}

export function useCreateCarrier() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (body: CarrierCreateInput) =>
      apiRequest<CarrierWriteResponse>('/api/admin/carriers', { method: 'POST', body }),
    onSuccess: afterWrite,
  });
}

export function useUpdateCarrier() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CarrierUpdate }) =>
      apiRequest<CarrierWriteResponse>(carrierPath(id), { method: 'PUT', body }),
    onSuccess: afterWrite,
  });
}

export function useDeleteCarrier() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (id: number) => apiRequest<CarrierDeleteResponse>(carrierPath(id), { method: 'DELETE' }),
    onSuccess: afterWrite,
  });
}
