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
 * CSRF defence for state-changing API calls (design.md §7): a browser on another site can send a
 * form or text/plain POST without a preflight, but not application/json; and a request that says
 * it comes from another origin is refused outright. Cookies are SameSite=Strict as well.
 *
 * The one exception is the import upload (POST IMPORT_UPLOAD_PATH), which must be
 * multipart/form-data: a cross-site form could send that, so it is accepted only with an Origin
 * header naming this host. Medicare's drug files (MEDICARE_FILE_PATHS) are sent as the body
 * itself, application/octet-stream, which no form can send, and also only with this host's Origin.
 * Every other route stays JSON-only, multipart included.
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
