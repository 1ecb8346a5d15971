// What a Landscape import writes beside the plans. Premiums per plan, state and county (plan_premiums, for the
// Extra Help subsidy): each plan's rows of the file's state are replaced whole in the import's transaction,
// other states' kept (ADR 0016). The facts beyond the plan API's fields (migration 0022: category, premiums,
// stars with why one is empty, SNP details): every column comes from the file, so a value CMS dropped becomes
// null; a changed plan goes through recordPlanChange so the plan cache reloads it.
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { medicarePlans, planPremiums } from '../../db/schema.ts';
import { recordPlanChange } from '../catalogue/plan-changes.ts';
import { bulkInsert, columnTypes } from './bulk-insert.ts';
import type { LandscapePlanDetails, LandscapePremium } from './cms-landscape.ts';

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

const CHUNK = 1000;

export async function writeLandscapePlanDetails(
  db: DbExecutor,
  plans: readonly { planId: string; planYear: number }[],
  details: readonly LandscapePlanDetails[],
): Promise<number> {
  const byId = new Map(details.map((d) => [d.planId, d]));
  const records = plans.flatMap((p) => {
    const d = byId.get(p.planId);
    if (!d) return [];
    return [
      {
        plan_id: p.planId,
        plan_year: p.planYear,
        contract_category: d.contractCategory,
        part_c_premium: d.partCPremium,
        part_d_premium: d.partDPremium,
        star_rating_state: d.starRatingState,
        part_c_star_rating: d.partCStarRating?.toFixed(1) ?? null,
        part_c_star_rating_state: d.partCStarRatingState,
        part_d_star_rating: d.partDStarRating?.toFixed(1) ?? null,
        part_d_star_rating_state: d.partDStarRatingState,
        snp_type: d.snpType,
        dsnp_integration_status: d.dsnpIntegrationStatus,
        csnp_condition_types: d.csnpConditionTypes,
        zero_dollar_cost_sharing: d.zeroDollarCostSharing,
      },
    ];
  });
  // Every column of a record but its key.
  const columns = Object.keys(records[0] ?? {}).filter((c) => c !== 'plan_id' && c !== 'plan_year');
  const set = sql.join(
    columns.map((c) => sql`${sql.identifier(c)} = x.${sql.identifier(c)}`),
    sql`, `,
  );
  const changed = sql.join(
    columns.map((c) => sql`p.${sql.identifier(c)} is distinct from x.${sql.identifier(c)}`),
    sql` or `,
  );
  const changedIds: number[] = [];
  for (let i = 0; i < records.length; i += CHUNK) {
    const json = JSON.stringify(records.slice(i, i + CHUNK));
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update ${medicarePlans} p set ${set}
        from jsonb_populate_recordset(null::${medicarePlans}, ${json}::jsonb) as x
        where p.plan_id = x.plan_id and p.plan_year = x.plan_year and (${changed})
        returning p.id`,
    );
    changedIds.push(...rows.map((r) => Number(r.id)));
  }
  await recordPlanChange(db, { kind: 'landscape_details', planRowIds: changedIds });
  return changedIds.length;
}
