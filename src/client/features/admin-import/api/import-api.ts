// The import screen's calls to /api/admin/import (docs/import.md); the multipart upload bypasses the shared
// client.
import type { ImportFormat, ImportKind, ImportUploadResponse } from '../../../../shared/import-contracts';
import { clearAccessFlag } from '../../../lib/access-flag';
import { ApiError } from '../../../lib/api-client';

export const IMPORT_BASE = '/api/admin/import';

/** Keys start with 'admin' so signing out drops them (features/admin-auth). */
export const importKeys = {
  all: ['admin', 'import'] as const,
  lists: () => [...importKeys.all, 'jobs'] as const,
  list: (page: number) => [...importKeys.lists(), page] as const,
  job: (id: number) => [...importKeys.all, 'job', id] as const,
};

export const importTemplatePath = (format: ImportFormat) => `${IMPORT_BASE}/template?format=${format}`;
export const importExportPath = (format: ImportFormat) => `${IMPORT_BASE}/export?format=${format}`;

/** Multipart: the browser writes the content type with its boundary; errors become the shared ApiError. */
export async function uploadImportFile(file: File, kind: ImportKind): Promise<ImportUploadResponse> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const response = await fetch(`${IMPORT_BASE}/uploads`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) {
    const error = new ApiError(response.status, response.statusText, text);
    if (response.status === 401 && error.body?.code === 'ACCESS_REQUIRED') clearAccessFlag();
    throw error;
  }
  return JSON.parse(text) as ImportUploadResponse;
}
