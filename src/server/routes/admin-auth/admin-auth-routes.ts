/**
 * Admin sign-in (spec §4 "Admin session", §7; design.md §7): login, logout and the session check
 * for the back office (admin and editor). Counselors are refused here like a wrong password; they
 * sign in at /api/counselor/login (ADR 0020). The rules live in sign-in-routes.ts.
 */
import type { AppDeps } from '../../app-context.ts';
import { signInRoutes } from './sign-in-routes.ts';

export { LOGIN_BACKOFF, LOGIN_RATE_LIMIT } from './sign-in-routes.ts';

export function adminAuthRoutes(deps: AppDeps) {
  return signInRoutes(deps, {
    prefix: '/api/admin',
    cookie: 'admin',
    // Every account but a counselor's (audienceAccepts); a role holds only what roles.ts gives it.
    audit: 'admin',
  });
}
