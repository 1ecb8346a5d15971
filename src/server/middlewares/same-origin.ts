import type { MiddlewareHandler } from 'hono';
import { IMPORT_UPLOAD_PATH } from '../../shared/import-contracts.ts';
import {
  MEDICARE_FILE_CONTENT_TYPE,
  MEDICARE_FILE_MESSAGES,
  MEDICARE_FILE_PATHS,
} from '../../shared/medicare-file-contracts.ts';
import { AppError, errors } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MEDICARE_FILE_ROUTES: ReadonlySet<string> = new Set(Object.values(MEDICARE_FILE_PATHS));

/**
 * CSRF defence for state-changing calls (design.md §7): only application/json (which no cross-site form
 * can send without preflight), and a foreign Origin is refused. The import upload (multipart) and
 * Medicare's drug files (octet-stream) are accepted only with an Origin naming this host.
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
    if (c.req.method === 'POST' && c.req.path === IMPORT_UPLOAD_PATH) {
      // Same origin was checked above; an upload must also say where it comes from.
      if (origin === undefined) throw errors.crossSite();
      if (type !== 'multipart/form-data') {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Uploads must be sent as multipart/form-data.');
      }
      return next();
    }
    if (c.req.method === 'POST' && MEDICARE_FILE_ROUTES.has(c.req.path)) {
      if (origin === undefined) throw errors.crossSite();
      if (type !== MEDICARE_FILE_CONTENT_TYPE)
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MEDICARE_FILE_MESSAGES.contentType);
      return next();
    }
    if (type !== 'application/json') throw errors.unsupportedMediaType();
    return next();
  };
}
