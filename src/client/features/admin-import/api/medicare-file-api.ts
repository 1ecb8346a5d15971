// Sends a Medicare file as the raw request body with XMLHttpRequest: fetch cannot report upload progress.
// Non-OK answers become the shared ApiError.
import type { ImportJobResponse, ImportMode } from '../../../../shared/import-contracts';
import {
  MEDICARE_FILE_CONTENT_TYPE,
  MEDICARE_FILE_PATHS,
  type MedicareFileKind,
} from '../../../../shared/medicare-file-contracts';
import { clearAccessFlag } from '../../../lib/access-flag';
import { ApiError } from '../../../lib/api-client';

export type UploadProgress = { loaded: number; total: number };

/** The connection broke before the server answered (it may have refused the file part-way). */
export class UploadInterruptedError extends Error {
  constructor() {
    super('The upload stopped before the server answered');
    this.name = 'UploadInterruptedError';
  }
}

export type MedicareFileChoices = { planYear?: number; states?: readonly string[]; mode?: ImportMode };

export function uploadMedicareFile(
  kind: MedicareFileKind,
  file: File,
  options: {
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
    choices?: MedicareFileChoices;
  } = {},
): Promise<ImportJobResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ fileName: file.name });
    const { planYear, states, mode } = options.choices ?? {};
    if (planYear !== undefined) query.set('planYear', String(planYear));
    if (states && states.length > 0) query.set('state', states.join(','));
    if (mode) query.set('mode', mode);
    xhr.open('POST', `${MEDICARE_FILE_PATHS[kind]}?${query.toString()}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', MEDICARE_FILE_CONTENT_TYPE);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) =>
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(text) as ImportJobResponse);
        } catch {
          reject(new ApiError(xhr.status, xhr.statusText, ''));
        }
        return;
      }
      const error = new ApiError(xhr.status, xhr.statusText, text);
      if (xhr.status === 401 && error.body?.code === 'ACCESS_REQUIRED') clearAccessFlag();
      reject(error);
    };
    xhr.onerror = () => reject(new UploadInterruptedError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
