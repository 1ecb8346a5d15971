// Writes the Landscape facts beyond the plan API's fields (migration 0022: category, premiums, stars with why
// one is empty, SNP details) right after the plans. Every column comes from the file, so a value CMS dropped
// becomes null; a changed plan goes through recordPlanChange so the plan cache reloads it.
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { medicarePlans } from '../../db/schema.ts';
import { recordPlanChange } from '../catalogue/plan-changes.ts';
import type { LandscapePlanDetails } from './cms-landscape.ts';

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
