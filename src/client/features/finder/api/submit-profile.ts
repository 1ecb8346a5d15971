import { useMutation } from '@tanstack/react-query';
import type { MedicareSubmission } from '../../../../shared/finder-contracts';
import { apiPost } from '../../../lib/api-client';

export type SubmitResponse = { userId: string };

/** POST /api/medicare/submit with the parsed submission (blank entries already removed). */
export function useSubmitProfile() {
  return useMutation({
    mutationFn: (submission: MedicareSubmission) =>
      apiPost<SubmitResponse>('/api/medicare/submit', submission),
  });
}
