import type {
  ImportJob,
  ImportJobKind,
  ImportJobStatus,
  ImportJobSummary,
} from '../../../../shared/import-contracts';
import { uploadPercent } from './medicare-file-check';

/** Short names for the past-imports table (the upload step shows the contract's long labels). */
export const KIND_SHORT_LABELS: Record<ImportJobKind, string> = {
  plans: 'Plans',
  formulary: 'Formulary',
  network: 'Network',
  medigap: 'Medigap rates',
  partd: 'Part D release',
  rxterms: 'RxTerms',
  pbp: 'PBP benefits',
  'plan-net': 'Plan-Net directory',
  'landscape-file': 'CMS Landscape (large file)',
  landscape: 'CMS Landscape',
};

export const STATUS_LABELS: Record<ImportJobStatus, string> = {
  pending: 'Not imported',
  validating: 'Checking rows',
  importing: 'Importing',
  completed: 'Completed',
  failed: 'Failed',
};

/** A completed job is 100 % even when it had no records. */
export function progressPercent(
  job: Pick<ImportJob, 'status' | 'recordsProcessed' | 'recordsTotal'>,
): number {
  return job.status === 'completed' ? 100 : uploadPercent(job.recordsProcessed, job.recordsTotal);
}

export function summaryText(summary: ImportJobSummary): string {
  return `Created ${summary.created}, updated ${summary.updated}`;
}

export function recordsText(job: Pick<ImportJob, 'recordsProcessed' | 'recordsTotal'>): string {
  return `${job.recordsProcessed.toLocaleString('en-US')} of ${job.recordsTotal.toLocaleString('en-US')}`;
}
