/**
 * The plans' drug benefits from the current Part D release (issue 17), in the engine's shape
 * (engine/partd-types.ts). What depends on the plan only (its deductible, beneficiary and insulin
 * costs, the dispensing fees of its pharmacy kinds) is read once per release and kept; what
 * depends on the person's drugs (formulary rows, NDC prices, excluded drugs, indications) is read
 * per submission for their RxCUIs only, in one statement.
 */
import { type SQL, sql } from 'drizzle-orm';
import { tierSharesByPharmacy } from '../../../engine/partd-cost.ts';
import type {
  DaysSupply,
  DispensingFees,
  PartDCostRow,
  PartDCostShare,
  PartDDrug,
  PartDInsulinRow,
  PartDPlan,
  PharmacyChoice,
  PharmacyColumn,
} from '../../../engine/partd-types.ts';
import type { PlanDetail } from '../../../shared/recommendation-contracts.ts';
import { type DbExecutor, queryRows, queryRowsPlanned } from '../../db/client.ts';
import { jsonArray } from '../../db/sql-text.ts';

export type PartDRelease = PartDPlan['release'] & { label: string };

/** A plan's own part of its drug benefit: everything but the drugs. */
type PlanBenefit = Omit<PartDPlan, 'drugs' | 'release'> & { formularyId: string };

type ReleaseData = { release: PartDRelease; plans: Map<string, PlanBenefit> };

const SUPPLIES: DaysSupply[] = [30, 60, 90];

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

type FeeJson = { brand?: Record<string, number | null>; generic?: Record<string, number | null> };

/** The median fee per days supply of the pharmacies of one kind (a missing fee counts as none). */
function medianFees(fees: FeeJson[]): DispensingFees | null {
  if (fees.length === 0) return null;
  const pick = (kind: 'brand' | 'generic', days: DaysSupply) =>
    median(fees.map((f) => Number(f[kind]?.[String(days)] ?? 0)));
  const byDays = (kind: 'brand' | 'generic') =>
    Object.fromEntries(SUPPLIES.map((d) => [d, pick(kind, d)])) as Record<DaysSupply, number>;
  return { brand: byDays('brand'), generic: byDays('generic') };
}

/** The coverage columns the basic formulary and the excluded-drugs file share. */
type CoverageRow = {
  rxcui: string;
  tier: number;
  quantity_limit: boolean;
  /** A JSON number (numeric in the table). */
  quantity_limit_amount: number | null;
  quantity_limit_days: number | null;
  prior_authorization: boolean;
  step_therapy: boolean;
};

/** Releases kept: the current one of each plan year shown (two during open enrollment), and one spare. */
const RELEASES_KEPT = 3;

export class PartDCache {
  /** By release id, the most recently used last. */
  private kept = new Map<number, Promise<ReleaseData | null>>();

  /**
   * Release `id`'s plan benefits: loaded once and kept while it is used (a release's rows do not
   * change once it is current; a new import is a new release).
   */
  async ofRelease(db: DbExecutor, id: number): Promise<ReleaseData | null> {
    let data = this.kept.get(id);
    if (data) this.kept.delete(id);
    else {
      const loading = this.load(db, id);
      // A failed or empty load is not kept: the next submission tries again.
      const forget = () => {
        if (this.kept.get(id) === loading) this.kept.delete(id);
      };
      loading.then((loaded) => {
        if (!loaded) forget();
      }, forget);
      data = loading;
    }
    this.kept.set(id, data);
    while (this.kept.size > RELEASES_KEPT) this.kept.delete(this.kept.keys().next().value as number);
    return data;
  }

  private async load(db: DbExecutor, id: number): Promise<ReleaseData | null> {
    const [release] = await queryRows<{
      contract_year: number;
      release_label: string;
      release_date: string | null;
      sample: boolean;
    }>(
      db,
      sql`select contract_year, release_label, release_date, sample from partd_releases where id = ${id}`,
    );
    if (!release) return null;
    const plans = new Map<string, PlanBenefit>();
    const planRows = await queryRows<{ plan_key: string; formulary_id: string; deductible: string | null }>(
      db,
      sql`select plan_key, formulary_id, deductible from partd_plans where release_id = ${id} and not suppressed`,
    );
    for (const p of planRows)
      plans.set(p.plan_key, {
        formularyId: p.formulary_id,
        deductible: Number(p.deductible ?? 0),
        costs: [],
        insulin: [],
        pharmacies: { preferred: null, standard: null, mail: null },
      });
    const costRows = await queryRows<{
      plan_key: string;
      coverage_level: number;
      tier: number;
      days_supply: number;
      shares: Record<PharmacyColumn, PartDCostShare>;
      specialty_tier: boolean;
      deductible_applies: boolean;
    }>(
      db,
      sql`select plan_key, coverage_level, tier, days_supply, shares, specialty_tier, deductible_applies
        from partd_costs where release_id = ${id}`,
    );
    for (const c of costRows) {
      const row: PartDCostRow = {
        coverageLevel: Number(c.coverage_level) as PartDCostRow['coverageLevel'],
        tier: Number(c.tier),
        daysSupply: Number(c.days_supply) as DaysSupply,
        shares: c.shares,
        specialtyTier: c.specialty_tier,
        deductibleApplies: c.deductible_applies,
      };
      plans.get(c.plan_key)?.costs.push(row);
    }
    const insulinRows = await queryRows<{
      plan_key: string;
      tier: number | null;
      days_supply: number;
      copays: Record<PharmacyColumn, number | null>;
    }>(db, sql`select plan_key, tier, days_supply, copays from partd_insulin_costs where release_id = ${id}`);
    for (const r of insulinRows) {
      const row: PartDInsulinRow = {
        tier: r.tier === null ? null : Number(r.tier),
        daysSupply: Number(r.days_supply) as DaysSupply,
        copays: r.copays,
      };
      plans.get(r.plan_key)?.insulin.push(row);
    }
    const pharmacyRows = await queryRows<PharmacyRow>(
      db,
      sql`select plan_key, retail, mail, preferred_retail, preferred_mail, fees
        from partd_pharmacies where release_id = ${id}`,
    );
    for (const [key, pharmacies] of pharmaciesByPlan(pharmacyRows)) {
      const plan = plans.get(key);
      if (plan) plan.pharmacies = pharmacies;
    }
    return {
      release: {
        id,
        contractYear: Number(release.contract_year),
        releaseDate: release.release_date ?? release.release_label,
        sample: release.sample,
        label: release.release_label,
      },
      plans,
    };
  }
}

type PharmacyRow = {
  plan_key: string;
  retail: boolean;
  mail: boolean;
  preferred_retail: boolean;
  preferred_mail: boolean;
  fees: FeeJson;
};

/**
 * Each plan's fees at each pharmacy kind, the median of its pharmacies of that kind: preferred
 * retail, standard (non-preferred) retail, mail order (the preferred mail pharmacies when the plan
 * has any).
 */
function pharmaciesByPlan(rows: readonly PharmacyRow[]): Map<string, PlanBenefit['pharmacies']> {
  const byPlan = new Map<string, Record<PharmacyChoice | 'mailPreferred', FeeJson[]>>();
  for (const p of rows) {
    let kinds = byPlan.get(p.plan_key);
    if (!kinds) {
      kinds = { preferred: [], standard: [], mail: [], mailPreferred: [] };
      byPlan.set(p.plan_key, kinds);
    }
    if (p.retail) (p.preferred_retail ? kinds.preferred : kinds.standard).push(p.fees);
    if (p.mail) (p.preferred_mail ? kinds.mailPreferred : kinds.mail).push(p.fees);
  }
  return new Map(
    [...byPlan].map(([key, kinds]) => [
      key,
      {
        preferred: medianFees(kinds.preferred),
        standard: medianFees(kinds.standard),
        mail: medianFees(kinds.mailPreferred.length > 0 ? kinds.mailPreferred : kinds.mail),
      },
    ]),
  );
}

/**
 * Each plan's drug benefit (by ClearPlan plan ID) for the person's RxCUIs, from the current
 * release; plans the release does not have are left out (the engine estimates them).
 */
type DrugReads = {
  /** The formulary's rows for these drugs: one NDC per (formulary, RxCUI), the lowest, so a plan's price is always the same NDC's. */
  drugRows: (CoverageRow & { formulary_id: string; ndc: string })[];
  excludedRows: (CoverageRow & { plan_key: string })[];
  /** By disease, within each plan and drug. */
  indicationRows: { plan_key: string; rxcui: string; disease: string }[];
  /**
   * NDC prices for every plan at once: one row per (NDC, days supply) with an object of plan → unit
   * cost (hundreds of plans × a few NDCs would otherwise be thousands of rows to hand over).
   */
  priceRows: { ndc: string; days_supply: number; costs: Record<string, string | number> }[];
};

/**
 * What depends on the person's drugs, for their RxCUIs only, in one statement of four parts handed
 * over as one JSON text (issue 21: four round trips were four system calls each way, and PostgreSQL
 * and PGlite write JSON natively). json, not jsonb: written out as it is built, where jsonb builds
 * a tree first and prints it after (half the statement's time). The prices are those of the
 * formulary rows' NDCs, read NDC by NDC through the primary key (release, NDC, …): `offset 0` keeps
 * the planner from turning that into a join, which PGlite hashed over every price row of the
 * release (124,521 in the sample: 34 of the 48 ms a profile's reads took on PGlite).
 */
async function drugReads(db: DbExecutor, releaseId: number, rxcuis: readonly string[]): Promise<DrugReads> {
  if (rxcuis.length === 0) return { drugRows: [], excludedRows: [], indicationRows: [], priceRows: [] };
  const wanted = jsonArray(rxcuis, 'text');
  const [row] = await queryRowsPlanned<{ reads: string | DrugReads }>(
    db,
    sql`with drug_rows as (
        select distinct on (formulary_id, rxcui) formulary_id, rxcui, ndc, tier, quantity_limit,
          quantity_limit_amount, quantity_limit_days, prior_authorization, step_therapy
        from partd_formulary where release_id = ${releaseId} and rxcui = any(${wanted})
        order by formulary_id, rxcui, ndc)
      select json_build_object(
        'drugRows', (select coalesce(json_agg(d order by d.formulary_id, d.rxcui), '[]') from drug_rows d),
        'excludedRows', (select coalesce(json_agg(x), '[]') from (
          select plan_key, rxcui, tier, quantity_limit, quantity_limit_amount, quantity_limit_days,
            prior_authorization, step_therapy
          from partd_excluded_drugs where release_id = ${releaseId} and rxcui = any(${wanted})) x),
        'indicationRows', (select coalesce(json_agg(i order by i.disease), '[]') from (
          select plan_key, rxcui, disease from partd_indications
          where release_id = ${releaseId} and rxcui = any(${wanted})) i),
        'priceRows', (select coalesce(json_agg(p), '[]') from (
          select n.ndc, c.days_supply, json_object_agg(c.plan_key, c.unit_cost) as costs
          from (select distinct ndc from drug_rows) n
            cross join lateral (select plan_key, days_supply, unit_cost from partd_pricing
              where release_id = ${releaseId} and ndc = n.ndc offset 0) c
          group by n.ndc, c.days_supply) p)
      )::text as reads`,
  );
  if (!row) throw new Error('the drug reads gave no row');
  return typeof row.reads === 'string' ? (JSON.parse(row.reads) as DrugReads) : row.reads;
}

/**
 * The id of the plan year's current Part D release, or null, as a scalar subquery: a submission
 * finds it among the other reads its answers key (plan-loader.ts readProfile).
 */
export function currentPartDRelease(contractYear: number): SQL {
  return sql`(select id from partd_releases where current and contract_year = ${contractYear}
    order by id desc limit 1)`;
}

/**
 * The plan page's tier table from the plan year's current Part D release (tierSharesByPharmacy):
 * null when the release does not have the plan.
 */
export async function planTierCosts(
  db: DbExecutor,
  cache: PartDCache,
  plan: { planId: string; planYear: number },
): Promise<PlanDetail['tierCosts']> {
  const [row] = await queryRows<{ id: number | null }>(
    db,
    sql`select ${currentPartDRelease(plan.planYear)} as id`,
  );
  const data = row?.id == null ? null : await cache.ofRelease(db, Number(row.id));
  const benefit = data?.plans.get(plan.planId);
  if (!data || !benefit || benefit.costs.length === 0) return null;
  return { sample: data.release.sample, tiers: tierSharesByPharmacy(benefit) };
}

export async function loadPartDPlans(
  db: DbExecutor,
  cache: PartDCache,
  /**
   * The plan year's current release (currentPartDRelease), given as a value: PGlite then plans the
   * drug reads for that release's own rows (with the id found in the same statement, a submission
   * took 2.5 times as long there).
   */
  releaseId: number | null,
  planIds: readonly string[],
  rxcuis: readonly string[],
  /** The person's own pharmacy (NPI), when they picked one: each plan's network entry for it. */
  pharmacyNpi: string | null = null,
): Promise<{ release: PartDRelease | null; plans: Map<string, PartDPlan> }> {
  const out = new Map<string, PartDPlan>();
  const data = releaseId === null ? null : await cache.ofRelease(db, releaseId);
  if (!data) return { release: null, plans: out };
  const { release } = data;
  const wanted = planIds.filter((id) => data.plans.has(id));
  if (wanted.length === 0) return { release, plans: out };

  const { drugRows, excludedRows, indicationRows, priceRows } = await drugReads(db, release.id, rxcuis);
  const prices = new Map<string, Record<string, string | number>>(); // `${ndc}|${days}` → plan → unit cost
  for (const row of priceRows) prices.set(`${row.ndc}|${Number(row.days_supply)}`, row.costs);
  // Each formulary row with its price objects by days supply, found once for all the plans using it.
  type Priced = (typeof drugRows)[number] & {
    pricesBySupply: (Record<string, string | number> | undefined)[];
  };
  const byFormulary = new Map<string, Priced[]>();
  for (const d of drugRows) {
    const list = byFormulary.get(d.formulary_id) ?? [];
    list.push({ ...d, pricesBySupply: SUPPLIES.map((days) => prices.get(`${d.ndc}|${days}`)) });
    byFormulary.set(d.formulary_id, list);
  }
  const indications = new Map<string, string[]>();
  for (const r of indicationRows) {
    const key = `${r.plan_key}|${r.rxcui}`;
    indications.set(key, [...(indications.get(key) ?? []), r.disease]);
  }
  const limit = (amount: number | null, days: number | null, flag: boolean) =>
    flag
      ? { amount: amount === null ? null : Number(amount), days: days === null ? null : Number(days) }
      : null;

  const ownPharmacy = await ownPharmacyByPlan(db, release.id, pharmacyNpi);

  const excludedByPlan = new Map<string, typeof excludedRows>();
  for (const e of excludedRows)
    excludedByPlan.set(e.plan_key, [...(excludedByPlan.get(e.plan_key) ?? []), e]);
  /** A formulary or excluded-drugs row as the engine's drug, with the plan's indications for it. */
  const drugOf = (
    row: CoverageRow,
    planKey: string,
    excludedDrug: boolean,
    unitCost: PartDDrug['unitCost'],
  ): PartDDrug => ({
    rxcui: row.rxcui,
    tier: Number(row.tier),
    priorAuthorization: row.prior_authorization,
    stepTherapy: row.step_therapy,
    quantityLimit: limit(row.quantity_limit_amount, row.quantity_limit_days, row.quantity_limit),
    excludedDrug,
    indications: indications.size === 0 ? [] : (indications.get(`${planKey}|${row.rxcui}`) ?? []),
    unitCost,
  });

  for (const planKey of wanted) {
    const benefit = data.plans.get(planKey) as PlanBenefit;
    const drugs = new Map<string, PartDDrug>();
    for (const d of byFormulary.get(benefit.formularyId) ?? []) {
      const unitCost: Partial<Record<DaysSupply, number>> = {};
      SUPPLIES.forEach((days, i) => {
        const cost = d.pricesBySupply[i]?.[planKey];
        if (cost !== undefined) unitCost[days] = Number(cost);
      });
      drugs.set(d.rxcui, drugOf(d, planKey, false, unitCost));
    }
    // An excluded drug has no formulary NDC, so no plan price: the engine uses the cash price.
    for (const e of excludedByPlan.get(planKey) ?? [])
      if (!drugs.has(e.rxcui)) drugs.set(e.rxcui, drugOf(e, planKey, true, {}));
    const { formularyId: _formulary, ...rest } = benefit;
    const plan: PartDPlan = { ...rest, release, drugs };
    if (pharmacyNpi !== null) {
      const entry = ownPharmacy.get(planKey);
      plan.specificPharmacy = entry
        ? { inNetwork: true, preferred: entry.preferred, fees: entry.fees }
        : { inNetwork: false };
    }
    out.set(planKey, plan);
  }
  return { release, plans: out };
}

/**
 * The person's own pharmacy in each plan's network: retail only (a mail-order pharmacy is the
 * mail choice), its preferred status and its own fees.
 */
async function ownPharmacyByPlan(
  db: DbExecutor,
  releaseId: number,
  npi: string | null,
): Promise<Map<string, { preferred: boolean; fees: DispensingFees | null }>> {
  if (npi === null) return new Map();
  const rows = await queryRows<{ plan_key: string; preferred_retail: boolean; fees: FeeJson }>(
    db,
    sql`select plan_key, preferred_retail, fees from partd_pharmacies
      where release_id = ${releaseId} and npi = ${npi} and retail`,
  );
  return new Map(
    rows.map((r) => [r.plan_key, { preferred: r.preferred_retail, fees: medianFees([r.fees]) }]),
  );
}
