/** E-mailing one result (issue 20): POST /api/medicare/results/:userId/email. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultsEmailRequest, ResultsEmailResponse } from '../../../../shared/email-contracts';
import { apiPost } from '../../../lib/api-client';

export function useSendResultsEmail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResultsEmailRequest) =>
      apiPost<ResultsEmailResponse>(`/api/medicare/results/${encodeURIComponent(userId)}/email`, body),
    // The e-mail carries a new share link: the owner's list of links shows it (and can turn it off).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['medicare', 'shares', userId] }),
  });
}
