/** The import screen's queries and mutations: a job not final is polled every 500 ms. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_FINAL_STATUSES,
  IMPORT_POLL_MS,
  type ImportJob,
  type ImportJobListResponse,
  type ImportJobResponse,
  type ImportKind,
  type ImportPreview,
  type ImportRunRequestInput,
} from '../../../../shared/import-contracts';
import { adminPlanKeys, fetchPlanYearsOnFile, suggestedPlanYear } from '../../../lib/admin-plans-api';
import { apiGet, apiPost } from '../../../lib/api-client';
import { IMPORT_BASE, importKeys, uploadImportFile } from './import-api';

type JobRequest = { jobId: number; body: ImportRunRequestInput };

export const PAST_IMPORTS_PAGE_SIZE = 10;

export const isFinalStatus = (status: ImportJob['status']) =>
  (IMPORT_FINAL_STATUSES as readonly string[]).includes(status);

export function usePastImports(page: number) {
  return useQuery({
    queryKey: importKeys.list(page),
    queryFn: ({ signal }) =>
      apiGet<ImportJobListResponse>(`${IMPORT_BASE}/jobs?page=${page}&limit=${PAST_IMPORTS_PAGE_SIZE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The year the server picks for rows without one, from the years with plans on file; null until known. */
export function useSuggestedPlanYear(): number | null {
  const years = useQuery({
    queryKey: adminPlanKeys.years(),
    queryFn: ({ signal }) => fetchPlanYearsOnFile(new Date(), signal),
  });
  return years.isPending ? null : suggestedPlanYear(new Date(), years.data);
}

export function useImportJob(jobId: number) {
  return useQuery({
    queryKey: importKeys.job(jobId),
    queryFn: ({ signal }) => apiGet<ImportJobResponse>(`${IMPORT_BASE}/jobs/${jobId}`, { signal }),
    refetchInterval: (query) => {
      // A failed poll waits for Try Again rather than hammering a server that is not answering.
      if (query.state.status === 'error') return false;
      const status = query.state.data?.job.status;
      return status && isFinalStatus(status) ? false : IMPORT_POLL_MS;
    },
  });
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: ImportKind }) => uploadImportFile(file, kind),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: importKeys.lists() }),
  });
}

export function useValidateImport() {
  return useMutation({
    mutationFn: ({ jobId, body }: JobRequest) =>
      apiPost<ImportPreview>(`${IMPORT_BASE}/jobs/${jobId}/validate`, body),
  });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: JobRequest) =>
      apiPost<ImportJobResponse>(`${IMPORT_BASE}/jobs/${jobId}/run`, body),
    onSuccess: ({ job }) => {
      queryClient.setQueryData(importKeys.job(job.id), { job });
      void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    },
  });
}

/** After a job ends: its row in the past imports and every plan list change. */
export function useAfterImport() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: adminPlanKeys.all });
  };
}
