import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MedicareFileKind } from '../../../../shared/medicare-file-contracts';
import { importKeys } from './import-api';
import { type MedicareFileChoices, type UploadProgress, uploadMedicareFile } from './medicare-file-api';

export type MedicareFileUploadVariables = {
  kind: MedicareFileKind;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
  choices?: MedicareFileChoices;
};

export function useMedicareFileUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, onProgress, signal, choices }: MedicareFileUploadVariables) =>
      uploadMedicareFile(kind, file, { onProgress, signal, ...(choices ? { choices } : {}) }),
    onSuccess: ({ job }) => {
      queryClient.setQueryData(importKeys.job(job.id), { job });
      void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    },
  });
}
