/** medigap_rates rows → API JSON (money stays an exact decimal string, "142.50"). */
import { type MedigapRateRecord, medigapRateRecordSchema } from '../../shared/medigap-contracts.ts';
import type { medigapRates } from '../db/schema.ts';

/** The enumerations are the table's checks, so the parse holds. */
export function medigapRateRecord(row: typeof medigapRates.$inferSelect): MedigapRateRecord {
  return medigapRateRecordSchema.parse({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}
