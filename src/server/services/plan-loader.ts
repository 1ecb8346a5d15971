/**
 * Builds the engine's inputs from the database for one profile: the active plans serving the
 * county, their formulary entries for the profile's drugs, network membership of the profile's
 * candidate doctors, the drugs' catalogue entries and the ZIP centroids. Only what this profile
 * needs is read, so a submission stays a handful of small queries however large the tables are.
 */
import { inArray, sql } from 'drizzle-orm';
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
  planFormulary,
  planNetworks,
  planPremiums,
  providers,
} from '../db/schema.ts';
import { jsonArray } from '../db/sql-text.ts';
import type { EngineCaches } from './caches.ts';
import { loadPartDPlans } from './partd-loader.ts';
import type { PlanCache } from './plan-cache.ts';

type PlanRow = typeof medicarePlans.$inferSelect;
/** An integer array as PostgreSQL prints it ("{1,2,3}"); PGlite and node-postgres may also parse it. */
type ArrayText = string | number[];

function intArray(value: ArrayText): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.slice(1, -1);
  return inner === '' ? [] : inner.split(',').map(Number);
}

/** A plan with no formulary rows at all has no formulary on file: one index probe per plan. */
async function plansWithFormulary(db: DbExecutor, planIds: number[]): Promise<Set<number>> {
  if (planIds.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from unnest(${jsonArray(planIds, 'int')}) as p(id)
      where exists (select 1 from ${planFormulary} f where f.plan_id = p.id)`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The engine's plan for a row. Field points depend on the plan row only: the plan cache computes
 * them once per row it hands out (PlanCache.fieldPointsOf), so once per plan version, not once per
 * submission.
 */
export function toEnginePlan(
  row: PlanRow,
  formulary: Map<string, FormularyEntry> | null,
  network: Set<number>,
  planCache: PlanCache,
): EnginePlan {
  const plan = toBareEnginePlan(row, formulary, network);
  plan.fieldPoints = planCache.fieldPointsOf(row, plan);
  return plan;
}

function toBareEnginePlan(
  row: PlanRow,
  formulary: Map<string, FormularyEntry> | null,
  network: Set<number>,
): EnginePlan {
  return {
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
    formulary,
    network,
  };
}

export async function loadEngineInputs(
  db: DbExecutor,
  { geo, plans: planCache, partD, networks }: EngineCaches,
  profile: Profile,
  planRows: PlanRow[],
  /** The plans with a formulary on file, when the plan cache knows them (PlanCache.eligible). */
  knownWithFormulary?: ReadonlySet<number>,
): Promise<{ plans: EnginePlan[]; context: EngineContext }> {
  const drugNames = [...new Set(profile.medications.map((m) => m.name.trim().toLowerCase()))];
  const drugRows =
    drugNames.length === 0
      ? []
      : await db
          .select()
          .from(medicationLookup)
          .where(inArray(sql`lower(${medicationLookup.name})`, drugNames));
  const drugs = new Map<string, CatalogueDrug>(
    drugRows.map((d) => [
      d.name.toLowerCase(),
      {
        name: d.name,
        genericName: d.genericName,
        medicationType: d.medicationType,
        unitPrice: num(d.estimatedUnitPrice),
      },
    ]),
  );

  const planIds = planRows.map((p) => p.id);
  const byId = new Map<number, EnginePlan>();
  const withFormulary = knownWithFormulary ?? (await plansWithFormulary(db, planIds));
  const plans = planRows.map((row) => {
    const formulary = withFormulary.has(row.id) ? new Map<string, FormularyEntry>() : null;
    const plan = toEnginePlan(row, formulary, new Set(), planCache);
    byId.set(row.id, plan);
    return plan;
  });

  // One row per drug with its plans, tiers and flags as arrays: thousands of (plan, drug) rows
  // cost PGlite more to hand over one by one. Only the eligible plans' entries are read, each
  // through the primary key (plan, drug): at national scale a drug has an entry in thousands of
  // plans, and a county's 120 are all a submission needs (docs/benchmarks-national.md).
  if (planIds.length > 0 && drugRows.length > 0) {
    const formularyRows = await queryRowsPlanned<{
      name: string;
      plans: ArrayText;
      tiers: ArrayText;
      flags: ArrayText;
    }>(
      db,
      sql`select f.medication_name as name, array_agg(f.plan_id)::text as plans, array_agg(f.tier)::text as tiers,
          array_agg(f.prior_authorization::int + 2 * f.quantity_limit::int + 4 * f.step_therapy::int)::text as flags
        from unnest(${jsonArray(planIds, 'int')}) as e(id)
          join ${planFormulary} f on f.plan_id = e.id
        where f.medication_name = any(${jsonArray(
          drugRows.map((d) => d.name),
          'text',
        )})
        group by f.medication_name`,
    );
    for (const row of formularyRows) {
      const name = row.name.toLowerCase();
      const ids = intArray(row.plans);
      const tiers = intArray(row.tiers);
      const flags = intArray(row.flags);
      ids.forEach((planId, i) => {
        const f = flags[i] ?? 0;
        byId.get(planId)?.formulary?.set(name, {
          tier: tiers[i] ?? 0,
          priorAuthorization: (f & 1) !== 0,
          quantityLimit: (f & 2) !== 0,
          stepTherapy: (f & 4) !== 0,
        });
      });
    }
  }

  // Each medication's RxNorm concept (the catalogue entry's dosage), then the plans' Part D
  // benefits for those concepts from the current release.
  const rxNorm = await loadRxNorm(db, profile);
  // A brand's generic too: the plan detail names a covered generic and what it would save.
  const rxcuis = [
    ...new Set(rxNorm.flatMap((r) => (r ? [r.rxcui, ...(r.generic ? [r.generic.rxcui] : [])] : []))),
  ];
  const partDPlans = await loadPartDPlans(
    db,
    partD,
    profile.planYear,
    plans.filter((p) => p.hasRxCoverage).map((p) => p.planId),
    rxcuis,
    profile.answers.pharmacyNpi,
  );
  const pharmacy =
    profile.answers.pharmacyNpi === null ? null : await pharmacyNamed(db, profile.answers.pharmacyNpi);
  for (const plan of plans) {
    const benefit = partDPlans.plans.get(plan.planId);
    if (benefit) plan.partD = benefit;
  }
  // Each plan's Landscape premiums in the person's county: the premium counted (a plan's premium
  // can differ by county) and, with Extra Help, what the subsidy leaves (premium.ts).
  const premiums = await loadLandscapePremiums(
    db,
    plans.map((p) => p.planId),
    { state: await geo.stateOf(profile.zipCode), county: profile.county },
    profile.planYear,
  );
  for (const plan of plans) plan.landscapePremiums = premiums.get(plan.planId) ?? null;

  const doctors = await loadDoctors(db, profile);
  const { doctorCandidates } = doctors;
  for (const n of doctors.networkRows)
    for (const planId of n.plans) (byId.get(planId)?.network as Set<number> | undefined)?.add(n.provider_id);
  if (doctors.networkVersion !== null && planIds.length > 0) {
    // Which network data each plan has, to tell "out of network" from "not verified" (kept in
    // memory until plan_networks changes: network-sources.ts).
    const sources = await networks.of(db, planIds, doctors.networkVersion);
    for (const plan of plans) plan.networkSources = sources.get(plan.id);
  }

  const zipPoints = await geo.points();
  return { plans, context: { drugs, doctorCandidates, zipPoints, rxNorm, pharmacy } };
}

/**
 * For each medication, the RxNorm concept of its catalogue entry's dosage (rx_drugs), or null; for
 * a brand, its generic concept and the name to show for it (the catalogue's, else RxTerms's).
 */
async function loadRxNorm(db: DbExecutor, profile: Profile): Promise<(RxNormConcept | null)[]> {
  const names = [...new Set(profile.medications.map((m) => m.name.trim().toLowerCase()))];
  if (names.length === 0) return [];
  const rows = await queryRowsPlanned<{
    name: string;
    dosage: string;
    rxcui: string;
    tty: string;
    generic_rxcui: string | null;
    generic_entry: string | null;
    generic_display: string | null;
  }>(
    db,
    sql`select lower(r.medication_name) as name, lower(r.dosage) as dosage, r.rxcui, r.tty,
        g.rxcui as generic_rxcui, g.medication_name as generic_entry, g.display_name as generic_display
      from rx_drugs r left join rx_drugs g on g.rxcui = r.generic_rxcui and not g.retired
      where lower(r.medication_name) = any(${jsonArray(names, 'text')}) and r.dosage is not null`,
  );
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

/**
 * The Landscape premiums (plan_premiums) of each plan for the county of the state in the plan
 * year: its own row, else the plan's "All Counties" row of the state; plans without a row there
 * have none (a county of the same name in another state is another place, ADR 0016). The county's
 * monthly premium is Part C + Part D total (either alone when the other is "Not Applicable"). One
 * indexed query per submission (the primary key leads with plan_id).
 */
async function loadLandscapePremiums(
  db: DbExecutor,
  planIds: string[],
  { state, county }: Place,
  planYear: number,
): Promise<Map<string, LandscapePremiums>> {
  const out = new Map<string, LandscapePremiums>();
  if (planIds.length === 0) return out;
  const rows = await queryRowsPlanned<{
    plan_id: string;
    part_c_premium: string | null;
    part_d_premium: string | null;
    part_d_premium_extra_help: string | null;
    sample: boolean;
  }>(
    db,
    sql`select plan_id, part_c_premium, part_d_premium, part_d_premium_extra_help, sample
      from ${planPremiums}
      where plan_id = any(${jsonArray(planIds, 'text')}) and contract_year = ${planYear}
        and state = ${state} and (county = '' or lower(county) = lower(${county ?? ''}))
      order by county = '' desc`,
  );
  // "All Counties" first, so the county's own row, read later, wins.
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

/** The person's pharmacy by NPI: its name in the pharmacy or provider directory, else "Your pharmacy". */
async function pharmacyNamed(db: DbExecutor, npi: string): Promise<{ npi: string; name: string }> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select name from pharmacies where npi = ${npi}
      union all select last_name_or_org_name from providers where npi = ${npi} limit 1`,
  );
  return { npi, name: row?.name ?? 'Your pharmacy' };
}

/**
 * For each doctor, the provider picked from the directory search (a typed name has none:
 * doctors.ts); the plans whose network has each of them; and the version of plan_networks those
 * were read at (network-sources.ts), null without a doctor found there. One statement (issue 21: each
 * round trip is a system call each way).
 *
 * The network rows are one per doctor with the plans that have them in network. A sample row
 * speaks for a sample provider only: a real NPI is never in a network by a generator (ADR 0014).
 * The ids bound both sides: with them on plan_networks alone, the planner hashed the whole
 * providers table on every submission (16 ms of the database's time at 20,000 providers).
 */
async function loadDoctors(
  db: DbExecutor,
  profile: Profile,
): Promise<{
  doctorCandidates: DirectoryProvider[][];
  networkRows: { provider_id: number; plans: number[] }[];
  networkVersion: string | null;
}> {
  const ids = [
    ...new Set(profile.doctors.map((d) => d.providerId).filter((id): id is number => typeof id === 'number')),
  ];
  if (ids.length === 0)
    return { doctorCandidates: profile.doctors.map(() => []), networkRows: [], networkVersion: null };
  const candidates = jsonArray(ids, 'int');
  type Read = {
    providers: DirectoryProvider[];
    networks: { provider_id: number; plans: number[] }[];
    version: number | string;
  };
  const [row] = await queryRowsPlanned<{ reads: string | Read }>(
    db,
    sql`select json_build_object(
        'providers', (select coalesce(json_agg(json_build_object('id', p.id,
            'lastNameOrOrgName', p.last_name_or_org_name, 'firstName', p.first_name,
            'primarySpecialty', p.primary_specialty, 'zipCode', p.zip_code, 'sample', p.sample)), '[]')
          from ${providers} p where p.id = any(${candidates})),
        'networks', (select coalesce(json_agg(x), '[]') from (
          select n.provider_id, array_agg(n.plan_id) as plans
          from ${planNetworks} n join ${providers} p on p.id = n.provider_id
          where n.provider_id = any(${candidates}) and p.id = any(${candidates}) and (not n.sample or p.sample)
          group by n.provider_id) x),
        'version', (select version from plan_network_version where id = 1)
      )::text as reads`,
  );
  if (!row) throw new Error('the doctor reads gave no row');
  const read: Read = typeof row.reads === 'string' ? JSON.parse(row.reads) : row.reads;
  return {
    doctorCandidates: profile.doctors.map((d) =>
      d.providerId == null ? [] : read.providers.filter((r) => r.id === d.providerId),
    ),
    networkRows: read.networks,
    // Without a doctor found in the directory no plan's network data is asked about.
    networkVersion: read.providers.length > 0 ? String(read.version ?? '0') : null,
  };
}
