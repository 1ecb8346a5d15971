/**
 * The seed's sample drug plans (PDP, data/drug-plans.json) and their rows in the current Part D
 * release of a year: read by the seed's tests of 2026 (seed-drug-plans.test.ts) and of 2027, which
 * plan-years.test.ts checks on the database it seeds with the next year's sample.
 */
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../src/server/db/client.ts';
import { readJson } from '../../src/server/db/seed/reference-data.ts';

export type DrugPlanJson = { planId: string; monthlyPremium: string; rxDeductible: string; planType: string };
export const drugPlans = readJson<DrugPlanJson[]>('drug-plans.json');
export const drugPlanIds = drugPlans.map((p) => p.planId);

/** The current Part D release of a year and its rows for the sample PDPs. */
export async function partDOf(db: DbExecutor, year: number) {
  return queryRows<{
    sample: boolean;
    plan_key: string;
    premium: string;
    deductible: string;
    county_codes: string[] | string;
    formulary_rows: number | string;
    cost_rows: number | string;
    pharmacy_rows: number | string;
  }>(
    db,
    sql`select r.sample, p.plan_key, p.premium::text as premium, p.deductible::text as deductible,
        p.county_codes,
        (select count(*) from partd_formulary f where f.release_id = r.id and f.formulary_id = p.formulary_id)
          as formulary_rows,
        (select count(*) from partd_costs c where c.release_id = r.id and c.plan_key = p.plan_key) as cost_rows,
        (select count(*) from partd_pharmacies ph where ph.release_id = r.id and ph.plan_key = p.plan_key)
          as pharmacy_rows
      from partd_releases r join partd_plans p on p.release_id = r.id
      where r.current and r.contract_year = ${year}
        and p.plan_key in (${sql.join(
          drugPlanIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      order by p.plan_key`,
  );
}

/** A Part D plan's county list, empty for a region-wide plan (an array on PostgreSQL, text on PGlite). */
export const emptyArray = (value: string[] | string) =>
  Array.isArray(value) ? value.length === 0 : value === '{}';
