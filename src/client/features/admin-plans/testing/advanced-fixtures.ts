/** Shared pieces of the advanced editor's tests: a real seeded plan as the admin API answers it. */
import plans from '../../../../../data/plans.json';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { json } from '../../../testing/fetch-mock';

const seed = plans[0] as (typeof plans)[number];

/** data/plans.json's first plan (H3706-001) as the admin API answers it. */
export function seededPlan(overrides: Partial<AdminPlanRecord> = {}): AdminPlanRecord {
  return {
    ...seed,
    id: 7,
    planYear: 2026,
    starRating: seed.starRating === null ? null : Number(seed.starRating),
    providerId: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-06T10:00:00.000Z',
    ...overrides,
  } as AdminPlanRecord;
}

export const PLAN_PATH = `/api/admin/plans/${seed.planId}`;
export const EDITOR_PATH = `/admin/plans/${seed.planId}/advanced`;

export const session = () =>
  json({ authenticated: true, user: { email: 'admin@clearplan.example', role: 'admin' } });
