import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MedicareSubmission } from '../../../../shared/finder-contracts';
import { apiPost } from '../../../lib/api-client';

export type SubmitResponse = { userId: string };

/**
 * POST /api/medicare/submit with the parsed submission (blank entries already removed). A History
 * list read before it (a counselor's clients, ADR 0020) is out of date once it is stored.
 */
export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: MedicareSubmission) =>
      apiPost<SubmitResponse>('/api/medicare/submit', submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['medicare', 'users-search'] }),
  });
}
