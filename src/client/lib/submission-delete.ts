/**
 * "Delete this client now" (ADR 0020): DELETE /api/medicare/users/{id}, its owner only. In lib
 * because History and the results page both offer it.
 */
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

/** Drops what the browser kept of a deleted record; call once no page shows it any more. */
export function forgetRecord(queryClient: QueryClient, userId: string): void {
  queryClient.removeQueries({
    queryKey: ['medicare'],
    predicate: (query) => query.queryKey.includes(userId),
  });
}
