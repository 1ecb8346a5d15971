/**
 * Builds the engine's inputs from the database for one profile: the active plans serving the
 * county, their formulary entries for the profile's drugs, network membership of the profile's
 * candidate doctors, the drugs' catalogue entries and the ZIP centroids. Only what this profile
 * needs is read, so a submission stays a handful of small queries however large the tables are.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { parseDoctorName } from '../../engine/doctors.ts';
import type {
  CatalogueDrug,
  DirectoryProvider,
  EngineContext,
  EnginePlan,
  FormularyEntry,
  Profile,
} from '../../engine/types.ts';
import type { DbExecutor } from '../db/client.ts';
import { medicarePlans, medicationLookup, planFormulary, planNetworks, providers } from '../db/schema.ts';
import type { ZipGeo } from './zip-geo.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

const num = (v: string | null) => (v === null ? null : Number(v));

export function toEnginePlan(
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

/** Active plans serving the county: statewide ones (no counties) and those listing it. */
export async function loadEligiblePlanRows(db: DbExecutor, county: string | null): Promise<PlanRow[]> {
  const statewide = sql`(${medicarePlans.counties} is null or cardinality(${medicarePlans.counties}) = 0)`;
  const listsCounty = county
    ? sql`exists (select 1 from unnest(${medicarePlans.counties}) c where lower(c) = ${county.trim().toLowerCase()})`
    : sql`false`;
  return db
    .select()
    .from(medicarePlans)
    .where(and(eq(medicarePlans.isActive, true), or(statewide, listsCounty)));
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
  const formularyRows =
    planIds.length === 0 || drugRows.length === 0
      ? []
      : await db
          .select()
          .from(planFormulary)
          .where(
            and(
              inArray(planFormulary.planId, planIds),
              inArray(
                planFormulary.medicationName,
                drugRows.map((d) => d.name),
              ),
            ),
          );
  // A plan with no formulary rows at all has no formulary on file (tiers get estimated).
  const plansWithFormulary =
    planIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .selectDistinct({ planId: planFormulary.planId })
              .from(planFormulary)
              .where(inArray(planFormulary.planId, planIds))
          ).map((r) => r.planId),
        );

  const doctorCandidates = await loadDoctorCandidates(db, profile);
  const candidateIds = [...new Set(doctorCandidates.flat().map((c) => c.id))];
  const networkRows =
    candidateIds.length === 0 || planIds.length === 0
      ? []
      : await db
          .select()
          .from(planNetworks)
          .where(and(inArray(planNetworks.planId, planIds), inArray(planNetworks.providerId, candidateIds)));

  const plans = planRows.map((row) => {
    const formulary = plansWithFormulary.has(row.id) ? new Map<string, FormularyEntry>() : null;
    return toEnginePlan(row, formulary, new Set());
  });
  const byId = new Map(plans.map((p) => [p.id, p]));
  for (const f of formularyRows) {
    byId.get(f.planId)?.formulary?.set(f.medicationName.toLowerCase(), {
      tier: f.tier,
      priorAuthorization: f.priorAuthorization,
      quantityLimit: f.quantityLimit,
      stepTherapy: f.stepTherapy,
    });
  }
  for (const n of networkRows) (byId.get(n.planId)?.network as Set<number> | undefined)?.add(n.providerId);

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
