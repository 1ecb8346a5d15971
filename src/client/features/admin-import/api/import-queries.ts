/** The import screen's queries and mutations: a job not final is polled every 500 ms. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_FINAL_STATUSES,
  IMPORT_POLL_MS,
  type ImportJob,
  type ImportKind,
  type ImportRunRequestInput,
} from '../../../../shared/import-contracts';
import { adminPlanKeys, fetchPlanYearsOnFile, suggestedPlanYear } from '../../../lib/admin-plans-api';
import {
  fetchImportJob,
  fetchImportJobs,
  importKeys,
  runImport,
  uploadImportFile,
  validateImport,
} from './import-api';

export const PAST_IMPORTS_PAGE_SIZE = 10;

export const isFinalStatus = (status: ImportJob['status']) =>
  (IMPORT_FINAL_STATUSES as readonly string[]).includes(status);

export function usePastImports(page: number) {
  return useQuery({
    queryKey: importKeys.list(page),
    queryFn: ({ signal }) => fetchImportJobs(page, PAST_IMPORTS_PAGE_SIZE, signal),
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
    queryFn: ({ signal }) => fetchImportJob(jobId, signal),
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
    mutationFn: ({ jobId, body }: { jobId: number; body: ImportRunRequestInput }) =>
      validateImport(jobId, body),
  });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: number; body: ImportRunRequestInput }) => runImport(jobId, body),
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
