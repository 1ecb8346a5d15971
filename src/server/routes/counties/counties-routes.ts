/** County look-ups of the finder (spec §7): by ZIP, all 77, and whether a county is in a ZIP. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { countyValidateSchema, zipCodeSchema } from '../../../shared/lookup-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { oklahomaZipCounties } from '../../db/schema.ts';
import { validate } from '../../http/validate.ts';

export function countiesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/counties/by-zip/:zip', validate('param', z.object({ zip: zipCodeSchema })), async (c) => {
      const rows = await deps.db
        .select({ county: oklahomaZipCounties.county })
        .from(oklahomaZipCounties)
        .where(eq(oklahomaZipCounties.zipCode, c.req.valid('param').zip))
        .orderBy(sql`${oklahomaZipCounties.sharePct} desc nulls last`, asc(oklahomaZipCounties.county));
      return c.json(rows.map((r) => r.county));
    })
    .get('/api/counties/all', async (c) => {
      const rows = await deps.db
        .selectDistinct({ county: oklahomaZipCounties.county })
        .from(oklahomaZipCounties)
        .orderBy(asc(oklahomaZipCounties.county));
      return c.json(rows.map((r) => r.county));
    })
    .post('/api/counties/validate', validate('json', countyValidateSchema), async (c) => {
      const { zipCode, county } = c.req.valid('json');
      const [row] = await deps.db
        .select({ id: oklahomaZipCounties.id })
        .from(oklahomaZipCounties)
        .where(
          and(
            eq(oklahomaZipCounties.zipCode, zipCode),
            eq(sql`lower(${oklahomaZipCounties.county})`, county.toLowerCase()),
          ),
        )
        .orderBy(desc(oklahomaZipCounties.id))
        .limit(1);
      return c.json({ isValid: row !== undefined });
    });
}
