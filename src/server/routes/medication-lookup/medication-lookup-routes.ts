import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { sendPrebuiltJson } from '../../http/prebuilt-body.ts';
import { matchesEtag, medicationLookupBody } from '../../services/catalogue/medication-lookup-body.ts';

/** GET /api/medication-lookup: prebuilt, with an ETag; `no-cache` (no personal data) revalidates. */
export function medicationLookupRoutes(deps: AppDeps) {
  const body = medicationLookupBody(deps.db);
  return new Hono<AppEnv>().get('/api/medication-lookup', async (c) => {
    const prebuilt = await body();
    c.header('ETag', prebuilt.etag);
    c.header('Cache-Control', 'no-cache');
    // A 304 names what the answer varies on, as the full answer does.
    c.header('Vary', 'Accept-Encoding');
    if (matchesEtag(c.req.header('if-none-match'), prebuilt.etag)) return c.body(null, 304);
    return sendPrebuiltJson(c, prebuilt);
  });
}
