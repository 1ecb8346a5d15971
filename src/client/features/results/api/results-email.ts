import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultsEmailRequest, ResultsEmailResponse } from '../../../../shared/email-contracts';
import { apiPost } from '../../../lib/api-client';
import { useAppInfo } from '../../../lib/app-info';

/** Asked only on the owner's results: a share link's pages may be open without the gate, which app-info needs. */
export const useEmailAvailable = (enabled: boolean): boolean =>
  useAppInfo(enabled).data?.emailAvailable === true;

export function useSendResultsEmail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResultsEmailRequest) =>
      apiPost<ResultsEmailResponse>(`/api/medicare/results/${encodeURIComponent(userId)}/email`, body),
    // The e-mail carries a new share link: refresh the owner's list of links.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['medicare', 'shares', userId] }),
  });
}
