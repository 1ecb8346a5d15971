/**
 * What a stored plan row says beyond its columns, read the same way by the services that compute
 * with plans and the presenters that show them: money columns (numeric, so strings) as numbers,
 * and whether the plan is one of ClearPlan's sample plans.
 */
import { SAMPLE_DATA_PREFIX } from '../../shared/recommendation-contracts.ts';
import type { medicarePlans } from './schema.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

export const moneyOrNull = (v: string | null) => (v === null ? null : Number(v));

export function isSampleData(row: Pick<PlanRow, 'notes'>): boolean {
  return (row.notes ?? '').trimStart().startsWith(SAMPLE_DATA_PREFIX);
}
