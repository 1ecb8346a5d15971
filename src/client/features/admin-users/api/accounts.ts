/** The Accounts screen's reads and writes (ADR 0020). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountCreateRequest,
  AccountRow,
  AccountUpdateRequest,
} from '../../../../shared/account-contracts';
import { apiGet, apiRequest } from '../../../lib/api-client';

const accountKeys = { all: ['admin', 'accounts'] as const };

export function useAccounts() {
  return useQuery({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) => apiGet<{ admins: AccountRow[] }>('/api/admin/admins', { signal }),
  });
}

function useAfterWrite() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.all });
}

export function useCreateAccount() {
  const onSuccess = useAfterWrite();
  return useMutation({
    mutationFn: (body: AccountCreateRequest) =>
      apiRequest<{ id: number }>('/api/admin/admins', { method: 'POST', body }),
    onSuccess,
  });
}

export function useUpdateAccount() {
  const onSuccess = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AccountUpdateRequest }) =>
      apiRequest<{ updated: boolean }>(`/api/admin/admins/${id}`, { method: 'PUT', body }),
    onSuccess,
  });
}

export function useDeleteAccount() {
  const onSuccess = useAfterWrite();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ deleted: boolean }>(`/api/admin/admins/${id}`, { method: 'DELETE' }),
    onSuccess,
  });
}

export function useReassignClients() {
  const onSuccess = useAfterWrite();
  return useMutation({
    mutationFn: ({ fromId, toCounselorId }: { fromId: number; toCounselorId: number }) =>
      apiRequest<{ moved: number }>(`/api/admin/counselors/${fromId}/reassign`, {
        method: 'POST',
        body: { toCounselorId },
      }),
    onSuccess,
  });
}
