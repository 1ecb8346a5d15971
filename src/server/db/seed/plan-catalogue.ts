/**
 * Formularies and provider networks of the sample plan catalogue (design.md §4: plan_formulary,
 * plan_networks). The plans themselves are data/plans.json; docs/plan-catalogue.md describes both
 * and the rules below.
 */
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { isDrugPlan } from '../../../engine/roads.ts';
import { loadWithIndexesAfter } from '../bulk-load.ts';
import { type DbExecutor, queryRows } from '../client.ts';
import { medicarePlans, medicationLookup, planFormulary, planNetworks } from '../schema.ts';
import { loadSamplePlans } from './reference-data.ts';

export const SAMPLE_DATA_NOTE =
  'Sample data for demonstration — not a real plan offer; verify with the plan before enrolling.';
/**
 * The one Rx plan shipped without a formulary, so the engine's fallback (estimating tiers from the
 * drug type and saying so) is exercised by real data: Devoted CHOICE Oklahoma (PPO).
 */
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
export type FormularyEntry = {
  medicationName: string;
  tier: number;
  priorAuthorization: boolean;
  quantityLimit: boolean;
  stepTherapy: boolean;
};

/** Low-cost maintenance generics that select-care plans put on tier 6 ($0). */
const SELECT_CARE = /^(Statin|ACE inhibitor|ARB|Biguanide) \(/;
/**
 * Part D's protected classes must be covered "all or substantially all", so they are never
 * excluded; nor is insulin (the $35 cap) or a select-care staple.
 */
const NEVER_EXCLUDED =
  /antidepress|SSRI|SNRI|antipsychotic|anticonvulsant|antiretroviral|HIV|cancer|Immunomodulator|Immunosuppress/i;
const ALWAYS_QUANTITY_LIMIT = /Opioid|Benzodiazepine|Sedative|Triptan|PDE5|GLP-1/;
const STEP_THERAPY_CLASSES = /TNF|Interleukin|JAK|PDE4 inhibitor \(psoriasis/;
/** Base share of drugs left off a formulary, by type; scaled 0.75–1.25 per plan (≈ 5–9 % overall). */
const EXCLUSION_RATE: Record<string, number> = { Generic: 0.05, Brand: 0.18, Specialty: 0.12, Insulin: 0 };

/**
 * A plan's formulary, pure and deterministic (every choice is stableUnit(planId, drug, purpose)):
 * Generic → tier 1 (preferred, 60–80 % of generics depending on the plan) or 2, select-care staples
 * → tier 6 on plans with a tier 6; Brand → 3 (preferred, 45–70 %) or 4; Specialty → 5; Insulin → 3
 * and never excluded. About 5–9 % of drugs are excluded, brands most. Prior authorization on most
 * specialty drugs and every GLP-1, rarely Eliquis, sometimes Xarelto; quantity limits on
 * controlled and GLP-1 drugs and some others; step therapy on a few. No Rx coverage → no rows.
 */
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
      type === 'Specialty'
        ? 0.85
        : glp1
          ? 1
          : drug.name === 'Eliquis'
            ? 0.03
            : drug.name === 'Xarelto'
              ? 0.35
              : type === 'Brand'
                ? 0.12
                : 0;
    const qlRate = ALWAYS_QUANTITY_LIMIT.test(category)
      ? 1
      : type === 'Specialty'
        ? 0.6
        : type === 'Brand'
          ? 0.25
          : type === 'Insulin'
            ? 0.2
            : 0.05;
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

/**
 * Share (percent) of the providers in a plan's service area that are in its network: HMOs 35–45,
 * HMO-POS 53–57, PPOs 70–80, other labels (MA-PD) 45–50; the exact value varies by plan.
 */
export function networkSharePercent(plan: { planId: string; planType: string }): number {
  const h = fnv1a(`${plan.planId}:network`);
  if (plan.planType.startsWith('PPO')) return 70 + (h % 11);
  if (plan.planType.startsWith('HMO-POS')) return 53 + (h % 5);
  if (plan.planType.startsWith('HMO')) return 35 + (h % 11);
  return 45 + (h % 6);
}

const FORMULARY_CHUNK = 1_000;

export type PlanCatalogueSeedReport = { formularyRows: number; networkRows: number };

/**
 * The plan ids of the sample plans (data/plans.json and data/drug-plans.json): generated
 * formularies and networks are only for these.
 */
export function cataloguePlanIds(): string[] {
  return loadSamplePlans<{ planId: string }>().map((p) => p.planId);
}

/**
 * Gives every catalogue plan without formulary rows its buildFormulary() rows, and every catalogue
 * plan without network rows but a stand-alone drug plan (PDP) its network, in one INSERT … SELECT: a sample provider (one the directory
 * generator made up; never a real NPI from NPPES, ADR 0014) of the plan's counties
 * (any county when counties is null or empty) is in network when
 * md5(planId ':' npi) mod 100 < networkSharePercent — the same membership on PGlite and PostgreSQL,
 * whatever the row ids. Plans an admin created are left alone (their formulary is real data to
 * enter, not ours to invent). Idempotent: a second call inserts nothing.
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
    for (let i = 0; i < rows.length; i += FORMULARY_CHUNK) {
      const inserted = await db
        .insert(planFormulary)
        .values(rows.slice(i, i + FORMULARY_CHUNK))
        .onConflictDoNothing()
        .returning({ planId: planFormulary.planId });
      formularyRows += inserted.length;
    }
  }

  // A stand-alone drug plan pays for no doctor's care: it has a pharmacy network, never a provider one.
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
      // Both ids come from the referenced tables in this very statement, so the per-row foreign-key
      // triggers only cost time (two thirds of it on PGlite). A superuser (PGlite always is) may skip
      // them for this one statement; anyone else keeps them.
      const [role] = await queryRows<{ superuser: string }>(
        tx,
        sql`SELECT current_setting('is_superuser') AS superuser`,
      );
      const skipTriggers = role?.superuser === 'on';
      if (skipTriggers) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      const [row] = await queryRows<{ n: number | string }>(tx, insert);
      if (skipTriggers) {
        await tx.execute(sql`SET LOCAL session_replication_role = DEFAULT`);
        // The statement trigger was skipped too: tell the servers' network caches (network-sources.ts).
        await tx.execute(sql`UPDATE plan_network_version SET version = version + 1 WHERE id = 1`);
      }
      return Number(row?.n ?? 0);
    });
  }
  return { formularyRows, networkRows };
}
