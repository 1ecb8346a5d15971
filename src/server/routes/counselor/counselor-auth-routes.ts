/** Counselor sign-in (ADR 0020): the admin sign-in's rules with its own cookie. */
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
