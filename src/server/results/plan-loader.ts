/** Builds the engine's inputs for one profile, reading only what this profile needs. */
import { sql } from 'drizzle-orm';
import { roundCents } from '../../engine/cost-share.ts';
import type { LandscapePremiums } from '../../engine/premium.ts';
import type {
  CatalogueDrug,
  DirectoryProvider,
  EngineContext,
  EnginePlan,
  FormularyEntry,
  Profile,
  RxNormConcept,
} from '../../engine/types.ts';
import type { Place } from '../../shared/service-area.ts';
import { type DbExecutor, queryRows, queryRowsPlanned } from '../db/client.ts';
import {
  type medicarePlans,
  medicationLookup,
  pharmacies,
  planFormulary,
  planNetworks,
  planPremiums,
  providers,
  rxDrugs,
} from '../db/schema.ts';
import { jsonArray } from '../db/sql-text.ts';
import { currentPartDRelease, loadPartDPlans } from '../services/catalogue/partd-loader.ts';
import type { EngineCaches } from '../services/platform/caches.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

/** A plan with no formulary rows has no formulary on file: one index probe per plan. */
async function plansWithFormulary(db: DbExecutor, planIds: number[]): Promise<Set<number>> {
  if (planIds.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from unnest(${jsonArray(planIds, 'int')}) as p(id)
      where exists (select 1 from ${planFormulary} f where f.plan_id = p.id)`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

export async function loadEngineInputs(
  db: DbExecutor,
  { geo, plans: planCache, partD, networks }: EngineCaches,
  profile: Profile,
  planRows: PlanRow[],
  knownWithFormulary?: ReadonlySet<number>,
): Promise<{ plans: EnginePlan[]; context: EngineContext }> {
  const planIds = planRows.map((p) => p.id);
  const byId = new Map<number, EnginePlan>();
  const withFormulary = knownWithFormulary ?? (await plansWithFormulary(db, planIds));
  const plans = planRows.map((row) => {
    const plan: EnginePlan = {
      id: row.id,
      planId: row.planId,
      carrier: row.carrier,
      planName: row.planName,
      planType: row.planType,
      monthlyPremium: num(row.monthlyPremium) ?? 0,
      partBPremiumReduction: num(row.partBPremiumReduction) ?? 0,
      moopInNetwork: num(row.moopInNetwork),
      moopOutNetwork: num(row.moopOutNetwork),
      medicalDeductible: num(row.medicalDeductible) ?? 0,
      rxDeductible: num(row.rxDeductible) ?? 0,
      hasRxCoverage: row.hasRxCoverage,
      starRating: num(row.starRating),
      hospitalNetwork: row.hospitalNetwork,
      preferredPharmacies: row.preferredPharmacies,
      copayStructure: row.copayStructure ?? {},
      benefits: row.benefits ?? {},
      prescriptionTiers: row.prescriptionTiers ?? {},
      notes: row.notes,
      formulary: withFormulary.has(row.id) ? new Map<string, FormularyEntry>() : null,
      network: new Set(),
    };
    // Computed once per plan version by the plan cache.
    plan.fieldPoints = planCache.fieldPointsOf(row, plan);
    byId.set(row.id, plan);
    return plan;
  });
  const place = { state: await geo.stateOf(profile.zipCode), county: profile.county };
  const read = await readProfile(db, profile, plans, place);

  const drugs = new Map<string, CatalogueDrug>(
    read.drugs.map((d) => [d.name.toLowerCase(), { ...d, unitPrice: num(d.unitPrice) }]),
  );
  fillFormularies(read.formulary, byId);

  const rxNorm = rxNormOf(profile, read.rxNorm);
  // A brand's generic too: the plan detail names a covered generic and what it would save.
  const rxcuis = [
    ...new Set(rxNorm.flatMap((r) => (r ? [r.rxcui, ...(r.generic ? [r.generic.rxcui] : [])] : []))),
  ];
  const partDPlans = await loadPartDPlans(
    db,
    partD,
    read.release === null ? null : Number(read.release),
    plans.filter((p) => p.hasRxCoverage).map((p) => p.planId),
    rxcuis,
    profile.answers.pharmacyNpi,
  );
  for (const plan of plans) {
    const benefit = partDPlans.plans.get(plan.planId);
    if (benefit) plan.partD = benefit;
  }
  const pharmacy =
    profile.answers.pharmacyNpi === null
      ? null
      : { npi: profile.answers.pharmacyNpi, name: read.pharmacy ?? 'Your pharmacy' };
  // A plan's premium can differ by county; with Extra Help, what the subsidy leaves (premium.ts).
  const premiums = landscapePremiumsOf(read.premiums);
  for (const plan of plans) plan.landscapePremiums = premiums.get(plan.planId) ?? null;

  const doctorCandidates = profile.doctors.map((d) =>
    d.providerId == null ? [] : read.providers.filter((r) => r.id === d.providerId),
  );
  for (const n of read.networks)
    for (const planId of n.plans) (byId.get(planId)?.network as Set<number> | undefined)?.add(n.provider_id);
  if (read.providers.length > 0 && planIds.length > 0) {
    // Which network data each plan has, to tell "out of network" from "not verified" (network-sources.ts).
    const sources = await networks.of(db, planIds, String(read.networkVersion ?? '0'));
    for (const plan of plans) plan.networkSources = sources.get(plan.id);
  }

  const zipPoints = await geo.points();
  return { plans, context: { drugs, doctorCandidates, zipPoints, rxNorm, pharmacy } };
}

/** Flags: 1 prior authorization, 2 quantity limit, 4 step therapy. */
function fillFormularies(rows: ProfileRead['formulary'], byId: ReadonlyMap<number, EnginePlan>): void {
  for (const row of rows) {
    const name = row.name.toLowerCase();
    row.plans.forEach((planId, i) => {
      const f = row.flags[i] ?? 0;
      byId.get(planId)?.formulary?.set(name, {
        tier: row.tiers[i] ?? 0,
        priorAuthorization: (f & 1) !== 0,
        quantityLimit: (f & 2) !== 0,
        stepTherapy: (f & 4) !== 0,
      });
    });
  }
}

/** Numbers come as JSON numbers or, from some drivers, as text. */
type ProfileRead = {
  drugs: {
    name: string;
    genericName: string | null;
    medicationType: string | null;
    unitPrice: number | string | null;
  }[];
  formulary: { name: string; plans: number[]; tiers: number[]; flags: number[] }[];
  rxNorm: {
    name: string;
    dosage: string;
    rxcui: string;
    tty: string;
    generic_rxcui: string | null;
    generic_entry: string | null;
    generic_display: string | null;
  }[];
  release: number | string | null;
  premiums: {
    plan_id: string;
    part_c_premium: number | string | null;
    part_d_premium: number | string | null;
    part_d_premium_extra_help: number | string | null;
    sample: boolean;
  }[];
  pharmacy: string | null;
  providers: DirectoryProvider[];
  networks: { provider_id: number; plans: number[] }[];
  networkVersion: number | string | null;
};

/**
 * Everything a profile's answers key, in one parameterised statement returning one JSON text: each
 * round trip costs a system call each way and, under load, a wait for a core. Planned once per connection.
 * Formulary: read per eligible plan through the primary key; nationally a drug is in thousands of plans
 * (docs/benchmarks-national.md). Premiums: the county's row wins over the state's "All Counties" row
 * (county ''), read first; the same county name in another state is another place (ADR 0016).
 * PGlite plans from statistics, not list contents: `offset 0` keeps the generic lookup per drug (2 ms of 7).
 * Doctors: a sample network row covers sample providers only (ADR 0014); binding the ids on both sides
 * avoids hashing the whole providers table (16 ms at 20,000 providers).
 */
async function readProfile(
  db: DbExecutor,
  profile: Profile,
  plans: readonly EnginePlan[],
  { state, county }: Place,
): Promise<ProfileRead> {
  const names = jsonArray([...new Set(profile.medications.map((m) => m.name.trim().toLowerCase()))], 'text');
  const picked = profile.doctors.flatMap((d) => (typeof d.providerId === 'number' ? [d.providerId] : []));
  const doctorIds = jsonArray([...new Set(picked)], 'int');
  const planRowIds = jsonArray(
    plans.map((p) => p.id),
    'int',
  );
  const planKeys = jsonArray(
    plans.map((p) => p.planId),
    'text',
  );
  const npi = profile.answers.pharmacyNpi;
  const [row] = await queryRowsPlanned<{ reads: string | ProfileRead }>(
    db,
    sql`with drugs as materialized (
        select name, generic_name, medication_type, estimated_unit_price from ${medicationLookup}
        where lower(name) = any(${names}))
      select json_build_object(
        'drugs', (select coalesce(json_agg(json_build_object('name', m.name,
            'genericName', m.generic_name, 'medicationType', m.medication_type,
            'unitPrice', m.estimated_unit_price)), '[]')
          from drugs m),
        'formulary', (select coalesce(json_agg(x), '[]') from (
          select f.medication_name as name, array_agg(f.plan_id) as plans, array_agg(f.tier) as tiers,
            array_agg(f.prior_authorization::int + 2 * f.quantity_limit::int + 4 * f.step_therapy::int) as flags
          from unnest(${planRowIds}) as e(id)
            join ${planFormulary} f on f.plan_id = e.id
          where f.medication_name = any(array(select m.name from drugs m))
          group by f.medication_name) x),
        'rxNorm', (select coalesce(json_agg(x), '[]') from (
          select lower(r.medication_name) as name, lower(r.dosage) as dosage, r.rxcui, r.tty,
            g.rxcui as generic_rxcui, g.medication_name as generic_entry, g.display_name as generic_display
          from ${rxDrugs} r left join lateral (select rxcui, medication_name, display_name from ${rxDrugs}
              where rxcui = r.generic_rxcui and not retired offset 0) g on true
          where lower(r.medication_name) = any(${names}) and r.dosage is not null) x),
        'release', ${currentPartDRelease(profile.planYear)},
        'premiums', (select coalesce(json_agg(x order by x.county = '' desc), '[]') from (
          select plan_id, county, part_c_premium, part_d_premium, part_d_premium_extra_help, sample
          from ${planPremiums}
          where plan_id = any(${planKeys}) and contract_year = ${profile.planYear}
            and state = ${state} and lower(county) = any(array['', lower(${county ?? ''})])) x),
        'pharmacy', (select name from (
          select name from ${pharmacies} where npi = ${npi}
          union all select last_name_or_org_name from ${providers} where npi = ${npi}) x limit 1),
        'providers', (select coalesce(json_agg(json_build_object('id', p.id,
            'lastNameOrOrgName', p.last_name_or_org_name, 'firstName', p.first_name,
            'primarySpecialty', p.primary_specialty, 'zipCode', p.zip_code, 'sample', p.sample)), '[]')
          from ${providers} p where p.id = any(${doctorIds})),
        'networks', (select coalesce(json_agg(x), '[]') from (
          select n.provider_id, array_agg(n.plan_id) as plans
          from ${planNetworks} n join ${providers} p on p.id = n.provider_id
          where n.provider_id = any(${doctorIds}) and p.id = any(${doctorIds}) and (not n.sample or p.sample)
          group by n.provider_id) x),
        'networkVersion', (select version from plan_network_version where id = 1)
      )::text as reads`,
  );
  if (!row) throw new Error('the profile reads gave no row');
  return typeof row.reads === 'string' ? (JSON.parse(row.reads) as ProfileRead) : row.reads;
}

/** Each medication's RxNorm concept (rx_drugs) or null; for a brand, its generic and the name to show. */
function rxNormOf(profile: Profile, rows: ProfileRead['rxNorm']): (RxNormConcept | null)[] {
  const byKey = new Map(rows.map((r) => [`${r.name}|${r.dosage}`, r]));
  return profile.medications.map((m) => {
    const row = byKey.get(`${m.name.trim().toLowerCase()}|${m.dosage.trim().toLowerCase()}`);
    if (!row) return null;
    const brand = row.tty === 'SBD' || row.tty === 'BPCK';
    const genericName = row.generic_entry ?? row.generic_display?.replace(/\s*\(.*$/, '') ?? null;
    return {
      rxcui: row.rxcui,
      brand,
      generic:
        brand && row.generic_rxcui && genericName ? { rxcui: row.generic_rxcui, name: genericName } : null,
    };
  });
}

/** The county's premiums: Part C + Part D (either alone when the other is "Not Applicable"). */
function landscapePremiumsOf(rows: ProfileRead['premiums']): Map<string, LandscapePremiums> {
  const out = new Map<string, LandscapePremiums>();
  for (const r of rows) {
    const [partC, partD] = [num(r.part_c_premium), num(r.part_d_premium)];
    out.set(r.plan_id, {
      monthly: partC === null && partD === null ? null : roundCents((partC ?? 0) + (partD ?? 0)),
      partDPremium: partD,
      partDPremiumExtraHelp: num(r.part_d_premium_extra_help),
      sample: r.sample === true,
    });
  }
  return out;
}
