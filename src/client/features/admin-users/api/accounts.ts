/** The Accounts screen's reads and writes (ADR 0020). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountCreateRequest,
  AccountRow,
  AccountUpdateRequest,
} from '../../../../shared/account-contracts';
import { useAdminGet, useListWrites } from '../../../components/admin-list';
import { apiRequest } from '../../../lib/api-client';

const accountKeys = { all: ['admin', 'accounts'] as const };

export const useAccounts = () => useAdminGet<{ admins: AccountRow[] }>(accountKeys.all, '/api/admin/admins');

export const useAccountWrites = () =>
  useListWrites<AccountCreateRequest, AccountUpdateRequest, { id: number }, { updated: boolean }>(
    '/api/admin/admins',
    [accountKeys.all],
    true,
  );

export function useReassignClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fromId, toCounselorId }: { fromId: number; toCounselorId: number }) =>
      apiRequest<{ moved: number }>(`/api/admin/counselors/${fromId}/reassign`, {
        method: 'POST',
        body: { toCounselorId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
