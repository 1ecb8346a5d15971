import { Hono } from 'hono';
import { z } from 'zod';
import { countyValidateSchema, zipCodeSchema } from '../../../shared/lookup-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { validate } from '../../http/validate.ts';
import { allCounties, countiesOfZip, isCountyOfZip } from '../../services/catalogue/reference-lookups.ts';

export function countiesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/counties/by-zip/:zip', validate('param', z.object({ zip: zipCodeSchema })), async (c) =>
      c.json(await countiesOfZip(deps.db, c.req.valid('param').zip)),
    )
    .get('/api/counties/all', async (c) => c.json(await allCounties(deps.db)))
    .post('/api/counties/validate', validate('json', countyValidateSchema), async (c) => {
      const { zipCode, county } = c.req.valid('json');
      return c.json({ isValid: await isCountyOfZip(deps.db, zipCode, county) });
    });
}
