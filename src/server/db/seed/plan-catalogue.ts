/** Formularies and provider networks of the sample plan catalogue (rules: docs/plan-catalogue.md). */
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { isDrugPlan } from '../../../engine/roads.ts';
import type { FormularyEntry } from '../../../shared/plan-catalogue-contracts.ts';
import { inChunks, loadWithIndexesAfter } from '../bulk-load.ts';
import { type DbExecutor, queryRows } from '../client.ts';
import { medicarePlans, medicationLookup, planFormulary, planNetworks } from '../schema.ts';
import { loadSamplePlans } from './reference-data.ts';

export type { FormularyEntry };

export const SAMPLE_DATA_NOTE =
  'Sample data for demonstration — not a real plan offer; verify with the plan before enrolling.';
/** The one Rx plan without a formulary, so the engine's estimated-tier fallback meets real data. */
export const PLAN_WITHOUT_FORMULARY = 'H1290-005';

/** FNV-1a (32 bit) with a murmur3 finalizer so near-identical strings spread evenly. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A stable number in [0, 1) for (plan, drug, purpose): the catalogue's only source of variation. */
export function stableUnit(...parts: string[]): number {
  return fnv1a(parts.join('|')) / 2 ** 32;
}

export type FormularyPlan = {
  planId: string;
  hasRxCoverage: boolean;
  prescriptionTiers?: Record<string, string> | null;
};
export type FormularyDrug = { name: string; medicationType: string | null; category: string | null };

const SELECT_CARE = /^(Statin|ACE inhibitor|ARB|Biguanide) \(/;
/** Part D's protected classes must be covered "all or substantially all"; insulin has the $35 cap. */
const NEVER_EXCLUDED =
  /antidepress|SSRI|SNRI|antipsychotic|anticonvulsant|antiretroviral|HIV|cancer|Immunomodulator|Immunosuppress/i;
const ALWAYS_QUANTITY_LIMIT = /Opioid|Benzodiazepine|Sedative|Triptan|PDE5|GLP-1/;
const STEP_THERAPY_CLASSES = /TNF|Interleukin|JAK|PDE4 inhibitor \(psoriasis/;
/** Scaled 0.75–1.25 per plan (≈ 5–9 % overall). */
const EXCLUSION_RATE: Record<string, number> = { Generic: 0.05, Brand: 0.18, Specialty: 0.12, Insulin: 0 };

/** Prior authorization of named brands; quantity limits by drug type. */
const PA_RATE_OF = new Map(Object.entries({ Eliquis: 0.03, Xarelto: 0.35 }));
const QL_RATE = new Map(Object.entries({ Specialty: 0.6, Brand: 0.25, Insulin: 0.2 }));

/** A plan's formulary, deterministic by stableUnit (docs/plan-catalogue.md); no Rx coverage, no rows. */
export function buildFormulary(plan: FormularyPlan, medications: FormularyDrug[]): FormularyEntry[] {
  if (!plan.hasRxCoverage || plan.planId === PLAN_WITHOUT_FORMULARY) return [];
  const id = plan.planId;
  const strictness = 0.75 + 0.5 * stableUnit(id, 'strictness');
  const preferredGenericShare = 0.6 + 0.2 * stableUnit(id, 'preferred-generics');
  const preferredBrandShare = 0.45 + 0.25 * stableUnit(id, 'preferred-brands');
  const tier6 = plan.prescriptionTiers?.tier6Retail;
  const hasSelectCare = tier6 !== undefined && /^\$\d/.test(tier6);
  const entries: FormularyEntry[] = [];
  for (const drug of medications) {
    const chance = (purpose: string) => stableUnit(id, drug.name, purpose);
    const type = drug.medicationType ?? 'Brand';
    const category = drug.category ?? '';
    const selectCare = type === 'Generic' && SELECT_CARE.test(category);
    const protectedDrug = type === 'Insulin' || selectCare || NEVER_EXCLUDED.test(category);
    if (!protectedDrug && chance('excluded') < (EXCLUSION_RATE[type] ?? 0.18) * strictness) continue;
    const glp1 = category.includes('GLP-1');
    let tier: number;
    if (type === 'Insulin') tier = 3;
    else if (type === 'Specialty') tier = 5;
    else if (type === 'Generic') {
      if (hasSelectCare && selectCare && chance('select-care') < 0.85) tier = 6;
      else tier = chance('tier') < preferredGenericShare ? 1 : 2;
    } else {
      const preferred = drug.name === 'Eliquis' ? 0.95 : preferredBrandShare;
      tier = chance('tier') < preferred ? 3 : 4;
    }
    const paRate =
      type === 'Specialty' ? 0.85 : glp1 ? 1 : (PA_RATE_OF.get(drug.name) ?? (type === 'Brand' ? 0.12 : 0));
    const qlRate = ALWAYS_QUANTITY_LIMIT.test(category) ? 1 : (QL_RATE.get(type) ?? 0.05);
    const stRate = STEP_THERAPY_CLASSES.test(category) ? 0.5 : type === 'Brand' ? 0.06 : 0;
    entries.push({
      medicationName: drug.name,
      tier,
      priorAuthorization: chance('pa') < paRate,
      quantityLimit: chance('ql') < qlRate,
      stepTherapy: chance('st') < stRate,
    });
  }
  return entries;
}

/** Percent of the service area's providers in network: HMO 35–45, HMO-POS 53–57, PPO 70–80, others 45–50. */
export function networkSharePercent(plan: { planId: string; planType: string }): number {
  const h = fnv1a(`${plan.planId}:network`);
  if (plan.planType.startsWith('PPO')) return 70 + (h % 11);
  if (plan.planType.startsWith('HMO-POS')) return 53 + (h % 5);
  if (plan.planType.startsWith('HMO')) return 35 + (h % 11);
  return 45 + (h % 6);
}

const FORMULARY_CHUNK = 1_000;

export type PlanCatalogueSeedReport = { formularyRows: number; networkRows: number };

export function cataloguePlanIds(): string[] {
  return loadSamplePlans<{ planId: string }>().map((p) => p.planId);
}

/**
 * Gives each sample plan without formulary rows its buildFormulary() rows, and each without network rows
 * (PDPs excepted) its network in one INSERT … SELECT: a sample provider of the plan's counties (never a
 * real NPI, ADR 0014) is in network when md5(planId ':' npi) mod 100 < networkSharePercent, the same on
 * both databases. Admin-created plans are left alone. Idempotent.
 */
export async function seedPlanCatalogue(db: DbExecutor): Promise<PlanCatalogueSeedReport> {
  const ids = cataloguePlanIds();
  const plans = await db
    .select({
      id: medicarePlans.id,
      planId: medicarePlans.planId,
      planType: medicarePlans.planType,
      hasRxCoverage: medicarePlans.hasRxCoverage,
      prescriptionTiers: medicarePlans.prescriptionTiers,
    })
    .from(medicarePlans)
    .where(
      and(
        inArray(medicarePlans.planId, ids),
        notExists(db.select().from(planFormulary).where(eq(planFormulary.planId, medicarePlans.id))),
      ),
    )
    .orderBy(medicarePlans.planId);
  let formularyRows = 0;
  if (plans.length > 0) {
    const medications = await db
      .select({
        name: medicationLookup.name,
        medicationType: medicationLookup.medicationType,
        category: medicationLookup.category,
      })
      .from(medicationLookup)
      .orderBy(medicationLookup.name);
    const rows = plans.flatMap((plan) =>
      buildFormulary(plan, medications).map((entry) => ({ planId: plan.id, ...entry })),
    );
    await inChunks(rows, FORMULARY_CHUNK, async (chunk) => {
      const inserted = await db
        .insert(planFormulary)
        .values(chunk)
        .onConflictDoNothing()
        .returning({ planId: planFormulary.planId });
      formularyRows += inserted.length;
    });
  }

  // A stand-alone drug plan has a pharmacy network, never a provider one.
  const withoutNetwork = (
    await db
      .select({ id: medicarePlans.id, planId: medicarePlans.planId, planType: medicarePlans.planType })
      .from(medicarePlans)
      .where(
        and(
          inArray(medicarePlans.planId, ids),
          notExists(db.select().from(planNetworks).where(eq(planNetworks.planId, medicarePlans.id))),
        ),
      )
  ).filter((p) => !isDrugPlan(p.planType));
  let networkRows = 0;
  if (withoutNetwork.length > 0) {
    const shares = sql.join(
      withoutNetwork.map((p) => sql`(${p.id}::int, ${networkSharePercent(p)}::int)`),
      sql`, `,
    );
    const insert = sql`WITH inserted AS (
        INSERT INTO plan_networks (plan_id, provider_id, sample)
        SELECT p.id, pr.id, true
        FROM (VALUES ${shares}) AS s (id, share)
        JOIN medicare_plans p ON p.id = s.id
        JOIN providers pr
          ON pr.sample
          AND (p.counties IS NULL OR cardinality(p.counties) = 0 OR pr.county = ANY (p.counties))
        WHERE ('x' || substr(md5(p.plan_id || ':' || coalesce(pr.npi, pr.id::text)), 1, 8))::bit(32)::bigint % 100
          < s.share
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM inserted`;
    networkRows = await loadWithIndexesAfter(db, 'plan_networks', async (tx) => {
      // Both ids come from the referenced tables in this statement, so foreign-key triggers only cost time
      // (two thirds of it on PGlite): a superuser (PGlite always is) skips them for this statement.
      const [role] = await queryRows<{ superuser: string }>(
        tx,
        sql`SELECT current_setting('is_superuser') AS superuser`,
      );
      const skipTriggers = role?.superuser === 'on';
      if (skipTriggers) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      const [row] = await queryRows<{ n: number | string }>(tx, insert);
      if (skipTriggers) {
        await tx.execute(sql`SET LOCAL session_replication_role = DEFAULT`);
        // The statement trigger was skipped too: tell the network caches (network-sources.ts).
        await tx.execute(sql`UPDATE plan_network_version SET version = version + 1 WHERE id = 1`);
      }
      return Number(row?.n ?? 0);
    });
  }
  return { formularyRows, networkRows };
}
