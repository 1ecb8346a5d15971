import type { MiddlewareHandler } from 'hono';
import { IMPORT_UPLOAD_PATH } from '../../shared/import-contracts.ts';
import {
  MEDICARE_FILE_CONTENT_TYPE,
  MEDICARE_FILE_MESSAGES,
  MEDICARE_FILE_PATHS,
} from '../../shared/medicare-file-contracts.ts';
import { AppError, errors } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** POSTs of files: the import upload (multipart) and Medicare's drug files (octet-stream). */
const FILE_ROUTES = new Map<string, { type: string; message: string }>([
  [
    IMPORT_UPLOAD_PATH,
    { type: 'multipart/form-data', message: 'Uploads must be sent as multipart/form-data.' },
  ],
  ...Object.values(MEDICARE_FILE_PATHS).map(
    (path) =>
      [path, { type: MEDICARE_FILE_CONTENT_TYPE, message: MEDICARE_FILE_MESSAGES.contentType }] as const,
  ),
]);

/**
 * CSRF defence for state-changing calls (design.md §7): only application/json (which no cross-site form
 * can send without preflight), and a foreign Origin is refused; files only with an Origin naming this host.
 */
export function sameOriginWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (originHost === null || originHost !== c.req.header('host')) throw errors.crossSite();
    }
    if (c.req.header('sec-fetch-site') === 'cross-site') throw errors.crossSite();
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    const file = c.req.method === 'POST' ? FILE_ROUTES.get(c.req.path) : undefined;
    if (file) {
      // Same origin was checked above; a file must also say where it comes from.
      if (origin === undefined) throw errors.crossSite();
      if (type !== file.type) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', file.message);
      return next();
    }
    if (type !== 'application/json') throw errors.unsupportedMediaType();
    return next();
  };
}
