/**
 * The values the admin plan filters and forms offer (spec §2 "Plan management" filters, "Create
 * Plan" selects): every carrier, plan type and region in the catalogue. The list filters match
 * these case-insensitively (admin-plans.ts), so spellings that differ only in letter case are one
 * option; the byte-order smallest spelling ("Humana" before "humana") names it. Blank regions are
 * left out. Sorted case-insensitively, so the order is the same on PGlite and PostgreSQL.
 */
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

/**
 * Carriers, plan types and regions (see the file comment for the rules). Carriers and plan types
 * are one list each (issue 16): every value under its catalogue name (the carriers admins maintain,
 * carrier-list.ts; shared/plan-types.ts), so "UnitedHealth" and "UnitedHealthcare" are one choice;
 * carriers also include the listed ones the data does not hold yet.
 */
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

/** Once each ignoring letter case (the first spelling names it), sorted case-insensitively. */
function sortedUnique(values: string[]): string[] {
  const byLower = new Map<string, string>();
  for (const value of values) if (!byLower.has(value.toLowerCase())) byLower.set(value.toLowerCase(), value);
  return [...byLower.values()].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
}
