/** A stored plan row read the same way everywhere: numeric money as numbers, and whether it is a sample. */
import { SAMPLE_DATA_PREFIX } from '../../shared/recommendation-contracts.ts';
import type { medicarePlans } from './schema.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

export const moneyOrNull = (v: string | null) => (v === null ? null : Number(v));

export function isSampleData(row: Pick<PlanRow, 'notes'>): boolean {
  return (row.notes ?? '').trimStart().startsWith(SAMPLE_DATA_PREFIX);
}
