/** "Delete this client now" (ADR 0020), owner only; in lib because History and results both offer it. */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<{ deleted: boolean }>(`/api/medicare/users/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['medicare', 'users-search'] }),
  });
}

/** Call once no page shows the deleted record. */
export function forgetRecord(queryClient: QueryClient, userId: string): void {
  queryClient.removeQueries({
    queryKey: ['medicare'],
    predicate: (query) => query.queryKey.includes(userId),
  });
}
