/**
 * Builds the engine's inputs from the database for one profile: the active plans serving the
 * county, their formulary entries for the profile's drugs, network membership of the profile's
 * candidate doctors, the drugs' catalogue entries and the ZIP centroids. Only what this profile
 * needs is read, so a submission stays a handful of small queries however large the tables are.
 */
import { inArray, or, sql } from 'drizzle-orm';
import { parseDoctorName } from '../../engine/doctors.ts';
import { planFieldPoints } from '../../engine/score.ts';
import type {
  CatalogueDrug,
  DirectoryProvider,
  EngineContext,
  EnginePlan,
  FieldPoints,
  FormularyEntry,
  Profile,
} from '../../engine/types.ts';
import { type DbExecutor, queryRows } from '../db/client.ts';
import {
  type medicarePlans,
  medicationLookup,
  planFormulary,
  planNetworks,
  providers,
} from '../db/schema.ts';
import { jsonArray } from '../db/sql-text.ts';
import type { ZipGeo } from './zip-geo.ts';

type PlanRow = typeof medicarePlans.$inferSelect;
/** [planId, drug name, tier, prior authorization, quantity limit, step therapy] */
type FormularyTuple = [number, string, number, boolean, boolean, boolean];

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * Field points depend on the plan row only; the plan cache hands out the same row objects until
 * the catalogue changes, so they are computed once per plan version, not once per submission.
 */
const fieldPointsByRow = new WeakMap<PlanRow, FieldPoints>();

export function toEnginePlan(
  row: PlanRow,
  formulary: Map<string, FormularyEntry> | null,
  network: Set<number>,
): EnginePlan {
  const plan = toBareEnginePlan(row, formulary, network);
  let fieldPoints = fieldPointsByRow.get(row);
  if (!fieldPoints) {
    fieldPoints = planFieldPoints(plan);
    fieldPointsByRow.set(row, fieldPoints);
  }
  plan.fieldPoints = fieldPoints;
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
  geo: ZipGeo,
  profile: Profile,
  planRows: PlanRow[],
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
  // One list parameter (= any) rather than one bind parameter per plan id, and the thousands of
  // entries come back as one JSON value: per-row result handling dominated this query.
  const formularyRows: FormularyTuple[] =
    planIds.length === 0 || drugRows.length === 0
      ? []
      : ((
          await queryRows<{ entries: FormularyTuple[] | string | null }>(
            db,
            sql`select json_agg(json_build_array(plan_id, medication_name, tier, prior_authorization, quantity_limit, step_therapy))::text as entries
              from ${planFormulary}
              where medication_name = any(${jsonArray(
                drugRows.map((d) => d.name),
                'text',
              )})
                and plan_id = any(${jsonArray(planIds, 'int')})`,
          )
        ).map((r) =>
          typeof r.entries === 'string' ? (JSON.parse(r.entries) as FormularyTuple[]) : r.entries,
        )[0] ?? []);
  // A plan with no formulary rows at all has no formulary on file (tiers get estimated):
  // one index probe per plan rather than reading every plan's whole drug list.
  const plansWithFormulary =
    planIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await queryRows<{ id: number }>(
              db,
              sql`select p.id from unnest(${jsonArray(planIds, 'int')}) as p(id)
                where exists (select 1 from ${planFormulary} f where f.plan_id = p.id)`,
            )
          ).map((r) => Number(r.id)),
        );

  const doctorCandidates = await loadDoctorCandidates(db, profile);
  const candidateIds = [...new Set(doctorCandidates.flat().map((c) => c.id))];
  const networkRows =
    candidateIds.length === 0 || planIds.length === 0
      ? []
      : await queryRows<{ plan_id: number; provider_id: number }>(
          db,
          sql`select plan_id, provider_id from ${planNetworks}
            where provider_id = any(${jsonArray(candidateIds, 'int')}) and plan_id = any(${jsonArray(planIds, 'int')})`,
        );
  const plans = planRows.map((row) => {
    const formulary = plansWithFormulary.has(row.id) ? new Map<string, FormularyEntry>() : null;
    return toEnginePlan(row, formulary, new Set());
  });
  const byId = new Map(plans.map((p) => [p.id, p]));
  for (const [planId, name, tier, priorAuthorization, quantityLimit, stepTherapy] of formularyRows) {
    byId
      .get(planId)
      ?.formulary?.set(name.toLowerCase(), { tier, priorAuthorization, quantityLimit, stepTherapy });
  }
  for (const n of networkRows)
    (byId.get(Number(n.plan_id))?.network as Set<number> | undefined)?.add(Number(n.provider_id));

  const zipPoints = await geo.points();
  return { plans, context: { drugs, doctorCandidates, zipPoints } };
}

/** For each doctor: the provider picked from search, or directory entries with the same last name. */
async function loadDoctorCandidates(db: DbExecutor, profile: Profile): Promise<DirectoryProvider[][]> {
  if (profile.doctors.length === 0) return [];
  const ids = profile.doctors.map((d) => d.providerId).filter((id): id is number => typeof id === 'number');
  const lastNames = profile.doctors
    .filter((d) => d.providerId == null)
    .map((d) => parseDoctorName(d.name).last)
    .filter((n) => n !== '');
  const conditions = [];
  if (ids.length > 0) conditions.push(inArray(providers.id, ids));
  if (lastNames.length > 0) {
    conditions.push(
      inArray(sql`regexp_replace(lower(${providers.lastNameOrOrgName}), '[^a-z ]', '', 'g')`, lastNames),
    );
  }
  if (conditions.length === 0) return profile.doctors.map(() => []);
  const rows = await db
    .select({
      id: providers.id,
      lastNameOrOrgName: providers.lastNameOrOrgName,
      firstName: providers.firstName,
      primarySpecialty: providers.primarySpecialty,
      zipCode: providers.zipCode,
    })
    .from(providers)
    .where(or(...conditions))
    .limit(500);
  return profile.doctors.map((d) => {
    if (d.providerId != null) return rows.filter((r) => r.id === d.providerId);
    const last = parseDoctorName(d.name).last;
    return rows.filter((r) => r.lastNameOrOrgName.toLowerCase().replace(/[^a-z ]/g, '') === last);
  });
}
