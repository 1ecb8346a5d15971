/** The finder's look-ups; names and ZIPs go in POST bodies, out of URLs (ADR 0011). */
import { Hono } from 'hono';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../shared/constants.ts';
import {
  countyValidateSchema,
  pharmacySearchQuerySchema,
  providerSearchQuerySchema,
  zipCodeSchema,
} from '../../../shared/lookup-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { sendPrebuiltJson } from '../../http/prebuilt-body.ts';
import { validate } from '../../http/validate.ts';
import { matchesEtag, medicationLookupBody } from '../../services/catalogue/medication-lookup-body.ts';
import { allCounties, countiesOfZip, isCountyOfZip } from '../../services/catalogue/reference-lookups.ts';
import type { Caches } from '../../services/platform/caches.ts';
import { searchPharmacies } from '../../services/providers/pharmacy-search.ts';

export function lookupRoutes(deps: AppDeps, caches: Caches) {
  const medications = medicationLookupBody(deps.db);
  return (
    new Hono<AppEnv>()
      // Demo credentials exist only in demo mode; e-mail only when set up.
      .get('/api/app-info', (c) =>
        c.json({
          productName: PRODUCT_NAME,
          demoMode: deps.config.demoAdmin !== null,
          demoAdmin: deps.config.demoAdmin,
          emailAvailable: Boolean(deps.config.mail),
        }),
      )
      // Prebuilt, with an ETag; `no-cache` (no personal data) revalidates.
      .get('/api/medication-lookup', async (c) => {
        const prebuilt = await medications();
        c.header('ETag', prebuilt.etag);
        c.header('Cache-Control', 'no-cache');
        // A 304 names what the answer varies on, as the full answer does.
        c.header('Vary', 'Accept-Encoding');
        if (matchesEtag(c.req.header('if-none-match'), prebuilt.etag)) return c.body(null, 304);
        return sendPrebuiltJson(c, prebuilt);
      })
      .get('/api/counties/by-zip/:zip', validate('param', z.object({ zip: zipCodeSchema })), async (c) =>
        c.json(await countiesOfZip(deps.db, c.req.valid('param').zip)),
      )
      .get('/api/counties/all', async (c) => c.json(await allCounties(deps.db)))
      .post('/api/counties/validate', validate('json', countyValidateSchema), async (c) => {
        const { zipCode, county } = c.req.valid('json');
        return c.json({ isValid: await isCountyOfZip(deps.db, zipCode, county) });
      })
      // At most 20 matches.
      .post('/api/providers/search', validate('json', providerSearchQuerySchema), async (c) =>
        c.json(await caches.providers.search(caches.geo, c.req.valid('json'))),
      )
      // Up to 20 network pharmacies, nearest first.
      .post('/api/pharmacies/search', validate('json', pharmacySearchQuerySchema), async (c) =>
        c.json(await searchPharmacies(deps.db, caches.geo, c.req.valid('json'))),
      )
  );
}
