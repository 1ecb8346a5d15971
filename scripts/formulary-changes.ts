/**
 * The formulary part of data:update's report: each catalogue drug's tier on the state's plans before
 * and after the run; a drug is on a formulary when any of its RxNorm concepts is, at the lowest tier.
 */
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../src/server/db/client.ts';
import { jsonArray } from '../src/server/db/sql-text.ts';

/** `plan ID|drug` → its tier, or null when the plan's formulary does not list it. */
export type FormularyTiers = Map<string, number | null>;

export async function formularyTiers(
  db: DbExecutor,
  year: number,
  planIds: string[],
): Promise<FormularyTiers> {
  if (planIds.length === 0) return new Map();
  const rows = await queryRows<{ plan: string; drug: string; tier: number | null }>(
    db,
    sql`select p.plan_key as plan, m.name as drug, min(f.tier) as tier
        from partd_releases r
        join partd_plans p on p.release_id = r.id
        cross join medication_lookup m
        left join rx_drugs d on d.medication_name = m.name
        left join partd_formulary f
          on f.release_id = r.id and f.formulary_id = p.formulary_id and f.rxcui = d.rxcui
        where r.contract_year = ${year} and r.current
          and p.plan_key = any(${jsonArray(planIds, 'text')})
        group by p.plan_key, m.name`,
  );
  return new Map(rows.map((r) => [`${r.plan}|${r.drug}`, r.tier === null ? null : Number(r.tier)]));
}

/** The most changes named in the line; the rest are counted. */
const NAMED = 20;

const tierText = (tier: number | null | undefined) =>
  tier === null || tier === undefined ? 'not covered' : `tier ${tier}`;

/** "Formulary changes: 2 (H3706-001 Eliquis: tier 3 → tier 4; …)" over pairs listed both before and after. */
export function formularyChangeLine(before: FormularyTiers, after: FormularyTiers): string {
  if (before.size === 0 && after.size > 0)
    return 'Formulary changes: none to compare (the first Part D release of the year)';
  const changes = [...after.keys()]
    .filter((key) => before.has(key) && before.get(key) !== after.get(key))
    .sort()
    .map((key) => `${key.replace('|', ' ')}: ${tierText(before.get(key))} → ${tierText(after.get(key))}`);
  const named = changes.slice(0, NAMED).join('; ');
  const more = changes.length > NAMED ? `; and ${changes.length - NAMED} more` : '';
  return `Formulary changes: ${changes.length}${changes.length ? ` (${named}${more})` : ''}`;
}
