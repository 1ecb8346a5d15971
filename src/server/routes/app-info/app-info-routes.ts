import { Hono } from 'hono';
import { PRODUCT_NAME } from '../../../shared/constants.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';

/** Demo credentials exist only in demo mode; e-mail only when set up. */
export function appInfoRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/app-info', (c) =>
    c.json({
      productName: PRODUCT_NAME,
      demoMode: deps.config.demoAdmin !== null,
      demoAdmin: deps.config.demoAdmin,
      emailAvailable: Boolean(deps.config.mail),
    }),
  );
}
