/** The admin filters' and forms' carriers, plan types and regions: catalogue names, once ignoring case. */
import { sql } from 'drizzle-orm';
import type { AdminPlanOptions } from '../../../shared/admin-plan-contracts.ts';
import { carrierChoices, type KnownCarrier } from '../../../shared/carriers.ts';
import { normalizePlanType } from '../../../shared/plan-types.ts';
import type { DbExecutor } from '../../db/client.ts';
import { medicarePlans } from '../../db/schema.ts';

type TextColumn = typeof medicarePlans.carrier | typeof medicarePlans.planType | typeof medicarePlans.region;

async function distinctValues(db: DbExecutor, column: TextColumn): Promise<string[]> {
  const rows = await db
    .select({ value: sql<string>`min(${column} collate "C")` })
    .from(medicarePlans)
    .where(sql`${column} is not null and btrim(${column}) <> ''`)
    .groupBy(sql`lower(${column})`)
    .orderBy(sql`lower(${column}) collate "C"`);
  return rows.map((row) => row.value);
}

/** Carriers include the listed ones the data does not hold yet. */
export async function planOptions(db: DbExecutor, list: readonly KnownCarrier[]): Promise<AdminPlanOptions> {
  // One after another: a transaction handle runs one statement at a time anyway.
  const carriers = carrierChoices(
    await distinctValues(db, medicarePlans.carrier),
    list.map((c) => c.name),
    list,
  );
  const planTypes = sortedUnique((await distinctValues(db, medicarePlans.planType)).map(normalizePlanType));
  const regions = await distinctValues(db, medicarePlans.region);
  return { carriers, planTypes, regions };
}

function sortedUnique(values: string[]): string[] {
  const byLower = new Map<string, string>();
  for (const value of values) if (!byLower.has(value.toLowerCase())) byLower.set(value.toLowerCase(), value);
  return [...byLower.values()].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
}
