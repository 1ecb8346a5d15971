/** Drug benefits from the current Part D release: per-plan parts kept per release, per-drug parts read. */
import { type SQL, sql } from 'drizzle-orm';
import { tierSharesByPharmacy } from '../../../engine/partd-cost.ts';
import type {
  DaysSupply,
  DispensingFees,
  PartDCostRow,
  PartDDrug,
  PartDInsulinRow,
  PartDPlan,
  PharmacyChoice,
} from '../../../engine/partd-types.ts';
import type { PlanDetail } from '../../../shared/recommendation-contracts.ts';
import { type DbExecutor, queryRows, queryRowsPlanned } from '../../db/client.ts';
import { jsonArray } from '../../db/sql-text.ts';
import { keepRecent } from '../platform/recent.ts';

export type PartDRelease = PartDPlan['release'] & { label: string };

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

/** A missing fee counts as none. */
function medianFees(fees: FeeJson[]): DispensingFees | null {
  if (fees.length === 0) return null;
  const pick = (kind: 'brand' | 'generic', days: DaysSupply) =>
    median(fees.map((f) => Number(f[kind]?.[String(days)] ?? 0)));
  const byDays = (kind: 'brand' | 'generic') =>
    Object.fromEntries(SUPPLIES.map((d) => [d, pick(kind, d)])) as Record<DaysSupply, number>;
  return { brand: byDays('brand'), generic: byDays('generic') };
}

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

/** The current one of each plan year shown (two during open enrollment), and one spare. */
const RELEASES_KEPT = 3;

export class PartDCache {
  /** Most recently used last. */
  private kept = new Map<number, Promise<ReleaseData | null>>();

  /** Kept while used: a current release's rows never change (a new import is a new release). */
  async ofRelease(db: DbExecutor, id: number): Promise<ReleaseData | null> {
    let data = this.kept.get(id);
    if (!data) {
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
    return keepRecent(this.kept, id, data, RELEASES_KEPT);
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
    const costRows = await queryRows<PartDCostRow & { planKey: string }>(
      db,
      sql`select plan_key as "planKey", coverage_level as "coverageLevel", tier, days_supply as "daysSupply",
          shares, specialty_tier as "specialtyTier", deductible_applies as "deductibleApplies"
        from partd_costs where release_id = ${id}`,
    );
    for (const { planKey, ...row } of costRows) plans.get(planKey)?.costs.push(row);
    const insulinRows = await queryRows<PartDInsulinRow & { planKey: string }>(
      db,
      sql`select plan_key as "planKey", tier, days_supply as "daysSupply", copays
        from partd_insulin_costs where release_id = ${id}`,
    );
    for (const { planKey, ...row } of insulinRows) plans.get(planKey)?.insulin.push(row);
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

/** Each plan's median fees per pharmacy kind (mail: the preferred mail pharmacies when it has any). */
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

type DrugReads = {
  /** One NDC per (formulary, RxCUI), the lowest, so a plan's price is always the same NDC's. */
  drugRows: (CoverageRow & { formulary_id: string; ndc: string })[];
  excludedRows: (CoverageRow & { plan_key: string })[];
  indicationRows: { plan_key: string; rxcui: string; disease: string }[];
  /** One row per (NDC, days supply) with plan → unit cost, instead of thousands of rows. */
  priceRows: { ndc: string; days_supply: number; costs: Record<string, string | number> }[];
};

/**
 * The per-drug reads in one statement returning one JSON text (one round trip instead of four). json,
 * not jsonb: jsonb builds a tree first (half the statement's time). `offset 0` keeps prices a primary
 * key lookup per NDC; as a join PGlite hashed every price row (34 of 48 ms in the sample).
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

/** The plan year's current Part D release id, or null, as a scalar subquery (plan-loader.ts readProfile). */
export function currentPartDRelease(contractYear: number): SQL {
  return sql`(select id from partd_releases where current and contract_year = ${contractYear}
    order by id desc limit 1)`;
}

/** The plan page's tier table from the current release; null when the release lacks the plan. */
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
  /** Given as a value: with the id found in the same statement, PGlite planned 2.5 times slower. */
  releaseId: number | null,
  planIds: readonly string[],
  rxcuis: readonly string[],
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
  // Each formulary row with its prices by days supply, found once for all the plans using it.
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

/** The person's pharmacy in each plan's network: retail only (mail order is the mail choice). */
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
