/** Back-office sign-in (admin, editor); counselors are refused like a wrong password. */
import type { AppDeps } from '../../app-context.ts';
import { signInRoutes } from './sign-in-routes.ts';

export { LOGIN_BACKOFF, LOGIN_RATE_LIMIT } from './sign-in-routes.ts';

export function adminAuthRoutes(deps: AppDeps) {
  return signInRoutes(deps, {
    prefix: '/api/admin',
    cookie: 'admin',
    // Every account but a counselor's (audienceAccepts).
    audit: 'admin',
  });
}
