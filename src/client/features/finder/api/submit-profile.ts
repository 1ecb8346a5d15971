import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MedicareSubmission } from '../../../../shared/finder-contracts';
import { apiPost } from '../../../lib/api-client';

export type SubmitResponse = { userId: string };

/** A History list read before (a counselor's clients, ADR 0020) is stale once the submission is stored. */
export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: MedicareSubmission) =>
      apiPost<SubmitResponse>('/api/medicare/submit', submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['medicare', 'users-search'] }),
  });
}
