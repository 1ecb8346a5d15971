/**
 * Counselor sign-in (issue 20, ADR 0020): /api/counselor/login, /logout and /session, with the
 * admin sign-in's session rules and throttles (sign-in-routes.ts) and a cookie of its own. Admin
 * and editor accounts are refused here like a wrong password. The session answer also says how
 * many days a client's information is kept (RETENTION_DAYS), for the consent line.
 */
import type { AppDeps } from '../../app-context.ts';
import { retentionDaysOf } from '../../results/retention.ts';
import { signInRoutes } from '../admin-auth/sign-in-routes.ts';

export function counselorAuthRoutes(deps: AppDeps) {
  return signInRoutes(deps, {
    prefix: '/api/counselor',
    cookie: 'counselor',
    audit: 'counselor',
    // The finder's consent line names the period: "…keeps this information for N days".
    sessionExtra: { retentionDays: retentionDaysOf(deps.config) },
  });
}
