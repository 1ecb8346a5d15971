// A Landscape import's premiums per plan, state and county (plan_premiums, for the Extra Help subsidy): each
// plan's rows of the file's state are replaced whole in the import's transaction, other states' kept (ADR
// 0016).
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { planPremiums } from '../../db/schema.ts';
import { bulkInsert, columnTypes } from './bulk-insert.ts';
import type { LandscapePremium } from './cms-landscape.ts';

/** Replaces `source.state`'s rows only; a row without a Contract Year is the plan's year. */
export async function writePlanPremiums(
  db: DbExecutor,
  plans: readonly { planId: string; planYear: number }[],
  premiums: readonly LandscapePremium[],
  source: { fileName: string; sample: boolean; state: string },
): Promise<number> {
  if (plans.length === 0) return 0;
  const yearOf = new Map(plans.map((p) => [p.planId, p.planYear]));
  const state = source.state.trim().toUpperCase();
  await db.execute(
    sql`delete from ${planPremiums} p using jsonb_to_recordset(${JSON.stringify(plans)}::jsonb)
      as x("planId" text, "planYear" int)
      where p.plan_id = x."planId" and p.contract_year = x."planYear" and p.state = ${state}`,
  );
  const rows = premiums
    .filter(
      (p) =>
        p.state === state &&
        yearOf.has(p.planId) &&
        (p.contractYear ?? yearOf.get(p.planId)) === yearOf.get(p.planId),
    )
    .map((p) => ({
      plan_id: p.planId,
      state,
      county: p.county,
      contract_year: p.contractYear ?? (yearOf.get(p.planId) as number),
      part_c_premium: p.partCPremium,
      part_d_premium: p.partDPremium,
      part_d_premium_extra_help: p.partDPremiumExtraHelp,
      sample: source.sample,
      source_file: source.fileName,
    }));
  const columns = columnTypes(
    'plan_id text, state text, county text, contract_year integer, part_c_premium numeric, part_d_premium numeric, part_d_premium_extra_help numeric, sample boolean, source_file text',
  );
  return bulkInsert(db, 'plan_premiums', columns, rows);
}
