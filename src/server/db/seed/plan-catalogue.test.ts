import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import { BENEFIT_KEYS, COPAY_KEYS, TIER_KEYS } from '../../../shared/plan-fields.ts';
import { queryRows } from '../client.ts';
import { type medicarePlans, medicationLookup } from '../schema.ts';
import {
  buildFormulary,
  type FormularyEntry,
  type FormularyPlan,
  networkSharePercent,
  PLAN_WITHOUT_FORMULARY,
  SAMPLE_DATA_NOTE,
  seedPlanCatalogue,
} from './plan-catalogue.ts';
import { loadMedications, readJson } from './reference-data.ts';

type PlanRow = typeof medicarePlans.$inferSelect;
/** A plan of data/plans.json: every one has costs, benefits, drug tiers and notes. */
type CataloguePlan = PlanRow & {
  copayStructure: NonNullable<PlanRow['copayStructure']>;
  benefits: NonNullable<PlanRow['benefits']>;
  prescriptionTiers: { [tier: string]: string } & { tier6Retail: string };
  notes: string;
};
const D_SNP_RULE = 'For people with Medicare and Medicaid (D-SNP)';
const C_SNP_RULE = 'For people with diabetes, chronic heart failure or cardiovascular disorders (C-SNP)';
const byName = (a: FormularyEntry, b: FormularyEntry) =>
  a.medicationName < b.medicationName ? -1 : a.medicationName > b.medicationName ? 1 : 0;
const sorted = (rows: FormularyEntry[]) => [...rows].sort(byName);
const plans = readJson<CataloguePlan[]>('plans.json');
/** The sample stand-alone drug plans (data/drug-plans.json): formularies, no provider network. */
const drugPlans = readJson<Array<FormularyPlan & { planType: string }>>('drug-plans.json');
const active = plans.filter((p) => p.isActive);
const rxPlans = plans.filter((p) => p.hasRxCoverage && p.planId !== PLAN_WITHOUT_FORMULARY);
const medications = loadMedications();
const MONEY = /^\d+\.\d{2}$/;
const servesCounty = (county: string) =>
  active.filter((p) => p.counties === null || p.counties.includes(county)).length;

describe('plan catalogue (data/plans.json)', () => {
  it('has at least 44 active plans from at least 7 carriers, 3 inactive ones, unique CMS ids', () => {
    expect(active.length).toBeGreaterThanOrEqual(44);
    expect(new Set(active.map((p) => p.carrier)).size).toBeGreaterThanOrEqual(7);
    expect(plans.filter((p) => !p.isActive)).toHaveLength(3);
    expect(new Set(plans.map((p) => p.planId)).size).toBe(plans.length);
    for (const plan of plans) expect(plan.planId).toMatch(/^H\d{4}-\d{3}$/);
    const types = new Set(active.map((p) => p.planType));
    for (const type of ['HMO', 'HMO-POS', 'PPO', 'MA-PD', 'HMO C-SNP', 'HMO D-SNP', 'PPO C-SNP']) {
      expect(types).toContain(type);
    }
  });

  it('fills every advanced-editor field of every plan within the 2026 limits', () => {
    for (const plan of plans) {
      const where = plan.planId;
      for (const key of COPAY_KEYS) expect(plan.copayStructure[key], `${where} ${key}`).toMatch(/\S/);
      for (const key of BENEFIT_KEYS) {
        const value = plan.benefits[key];
        if (key === 'persDevice') expect(typeof value, where).toBe('boolean');
        else expect(value, `${where} ${key}`).toMatch(/\S/);
      }
      for (const key of TIER_KEYS) expect(plan.prescriptionTiers[key], `${where} ${key}`).toMatch(/\S/);
      for (const money of [
        plan.monthlyPremium,
        plan.partBPremiumReduction,
        plan.medicalDeductible,
        plan.moopInNetwork,
        plan.rxDeductible,
      ]) {
        expect(money, where).toMatch(MONEY);
      }
      expect(Number(plan.moopInNetwork), where).toBeLessThanOrEqual(9250);
      expect(Number(plan.rxDeductible), where).toBeLessThanOrEqual(615);
      expect(Number(plan.medicalDeductible), where).toBeLessThanOrEqual(500);
      expect(Number(plan.monthlyPremium), where).toBeLessThanOrEqual(120);
      if (plan.moopOutNetwork !== null) {
        expect(plan.moopOutNetwork, where).toMatch(MONEY);
        expect(Number(plan.moopOutNetwork), where).toBeLessThanOrEqual(13900);
        expect(Number(plan.moopOutNetwork), where).toBeGreaterThan(Number(plan.moopInNetwork));
      }
      if (plan.starRating !== null)
        expect(['3.0', '3.5', '4.0', '4.5', '5.0'], where).toContain(plan.starRating);
      expect(plan.region).toBe('Oklahoma');
      expect(plan.hospitalNetwork, where).toMatch(/\S/);
      expect(plan.preferredPharmacies, where).toMatch(/\S/);
      const ded = plan.prescriptionTiers.deductibleTiers;
      if (Number(plan.rxDeductible) === 0) expect(ded, where).toBe('none');
      else expect(ded, where).toMatch(/^[1-6](,[1-6])*$/);
    }
  });

  it('keeps the verified GlobalHealth facts', () => {
    const byId = new Map(plans.map((p) => [p.planId, p]));
    expect(byId.get('H3706-001')).toMatchObject({
      planName: 'GlobalHealth Generations Classic (HMO)',
      planType: 'HMO',
      monthlyPremium: '0.00',
      medicalDeductible: '0.00',
      moopInNetwork: '3900.00',
    });
    expect(byId.get('H3706-009')).toMatchObject({
      planName: 'GlobalHealth Generations Value (HMO)',
      planType: 'HMO',
      monthlyPremium: '0.00',
      medicalDeductible: '0.00',
      moopInNetwork: '3000.00',
    });
    expect(byId.get('H3706-018')).toMatchObject({
      planName: 'GlobalHealth Generations Select (HMO)',
      planType: 'HMO',
      monthlyPremium: '29.00',
      moopInNetwork: '3900.00',
    });
    expect(byId.get('H3706-021')).toMatchObject({
      planName: 'GlobalHealth Generations Classic Choice (HMO-POS)',
      planType: 'HMO-POS',
      monthlyPremium: '10.00',
      moopInNetwork: '3900.00',
      moopOutNetwork: '10000.00',
    });
    // Figures GlobalHealth published for an earlier year: sample data, never a verified 2026 fact.
    for (const id of ['H3706-001', 'H3706-009', 'H3706-018', 'H3706-021']) {
      expect(byId.get(id)?.notes).toMatch(
        /^Sample data for demonstration .* GlobalHealth published for an earlier plan year, not verified for 2026\.$/,
      );
      expect(byId.get(id)?.notes).not.toMatch(/verified from/);
    }
  });

  it('marks every plan as sample data and states each SNP eligibility rule', () => {
    for (const plan of plans) {
      expect(plan.notes.startsWith(`${SAMPLE_DATA_NOTE} `), plan.planId).toBe(true);
    }
    const dual = plans.filter((p) => p.planType.includes('D-SNP'));
    const chronic = plans.filter((p) => p.planType.includes('C-SNP'));
    expect(dual.length).toBeGreaterThanOrEqual(3);
    expect(chronic.length).toBeGreaterThanOrEqual(3);
    for (const plan of dual) expect(plan.notes).toContain(D_SNP_RULE);
    for (const plan of chronic) expect(plan.notes).toContain(C_SNP_RULE);
  });

  it('has 3–5 unrated plans, $0 to ~$120 premiums and no-Rx plans with a Part B giveback', () => {
    const unrated = active.filter((p) => p.starRating === null).length;
    expect(unrated).toBeGreaterThanOrEqual(3);
    expect(unrated).toBeLessThanOrEqual(5);
    expect(active.some((p) => p.monthlyPremium === '0.00')).toBe(true);
    expect(Math.max(...active.map((p) => Number(p.monthlyPremium)))).toBeGreaterThanOrEqual(100);
    const noRx = active.filter((p) => !p.hasRxCoverage);
    expect(noRx.length).toBeGreaterThanOrEqual(2);
    for (const plan of noRx) {
      expect(plan.rxDeductible).toBe('0.00');
      for (const key of TIER_KEYS.filter((k) => k !== 'deductibleTiers')) {
        expect(plan.prescriptionTiers[key]).toBe('Not covered');
      }
    }
    expect(noRx.some((p) => Number(p.partBPremiumReduction) >= 50)).toBe(true);
  });

  it('gives PPOs out-of-network coverage and HMOs none', () => {
    for (const plan of active.filter((p) => p.planType.startsWith('PPO'))) {
      expect(plan.moopOutNetwork, plan.planId).not.toBeNull();
      expect(plan.copayStructure.specialistCopayOon, plan.planId).not.toBe('Not covered');
    }
    for (const plan of active.filter((p) => p.planType === 'HMO')) {
      expect(plan.moopOutNetwork, plan.planId).toBeNull();
      expect(plan.copayStructure.pcpCopayOon, plan.planId).toBe('Not covered');
    }
  });

  it('serves Oklahoma and Tulsa counties with 15+ plans and a rural county with 5+', () => {
    expect(servesCounty('Oklahoma')).toBeGreaterThanOrEqual(15);
    expect(servesCounty('Tulsa')).toBeGreaterThanOrEqual(15);
    expect(servesCounty('Cimarron')).toBeGreaterThanOrEqual(5);
  });
});

describe('buildFormulary', () => {
  it('is deterministic and independent of the order of the drug list', () => {
    for (const plan of rxPlans.slice(0, 5)) {
      const once = buildFormulary(plan, medications);
      expect(buildFormulary(plan, medications)).toEqual(once);
      expect(sorted(buildFormulary(plan, [...medications].reverse()))).toEqual(sorted(once));
    }
    const formularies = rxPlans.map((plan) => JSON.stringify(buildFormulary(plan, medications)));
    expect(new Set(formularies).size).toBe(rxPlans.length);
  });

  it('gives no rows to plans without Rx coverage and to the one plan shipped without a formulary', () => {
    for (const plan of plans.filter((p) => !p.hasRxCoverage))
      expect(buildFormulary(plan, medications)).toEqual([]);
    const missing = plans.find((p) => p.planId === PLAN_WITHOUT_FORMULARY);
    expect(missing?.hasRxCoverage).toBe(true);
    expect(missing && buildFormulary(missing, medications)).toEqual([]);
  });

  it('tiers by drug type, covers every insulin and excludes 3–10 % of drugs, brands most', () => {
    const typeOf = new Map(medications.map((m) => [m.name, m.medicationType]));
    const count = (type: string) => medications.filter((m) => m.medicationType === type).length;
    let brandsOut = 0;
    let genericsOut = 0;
    for (const plan of rxPlans) {
      const rows = buildFormulary(plan, medications);
      const excluded = 1 - rows.length / medications.length;
      expect(excluded, plan.planId).toBeGreaterThanOrEqual(0.03);
      expect(excluded, plan.planId).toBeLessThanOrEqual(0.1);
      const allowed: Record<string, number[]> = {
        Generic: [1, 2, 6],
        Brand: [3, 4],
        Specialty: [5],
        Insulin: [3],
      };
      for (const row of rows) expect(allowed[typeOf.get(row.medicationName) ?? '']).toContain(row.tier);
      const covered = (type: string) => rows.filter((r) => typeOf.get(r.medicationName) === type).length;
      expect(covered('Insulin'), plan.planId).toBe(count('Insulin'));
      brandsOut += 1 - covered('Brand') / count('Brand');
      genericsOut += 1 - covered('Generic') / count('Generic');
      const tier6 = rows.filter((r) => r.tier === 6).length;
      if (/^\$/.test(plan.prescriptionTiers.tier6Retail)) expect(tier6, plan.planId).toBeGreaterThan(0);
      else expect(tier6, plan.planId).toBe(0);
    }
    expect(brandsOut).toBeGreaterThan(2 * genericsOut);
  });

  it('requires prior authorization for most specialty drugs and every GLP-1, rarely for Eliquis', () => {
    const all = rxPlans.flatMap((plan) => buildFormulary(plan, medications));
    const specialty = new Set(medications.filter((m) => m.medicationType === 'Specialty').map((m) => m.name));
    const specialtyRows = all.filter((r) => specialty.has(r.medicationName));
    expect(specialtyRows.filter((r) => r.priorAuthorization).length / specialtyRows.length).toBeGreaterThan(
      0.7,
    );
    for (const row of all.filter((r) => ['Ozempic', 'Mounjaro', 'Trulicity'].includes(r.medicationName))) {
      expect(row.priorAuthorization).toBe(true);
      expect(row.quantityLimit).toBe(true);
    }
    const eliquis = all.filter((r) => r.medicationName === 'Eliquis');
    expect(eliquis.filter((r) => r.priorAuthorization).length).toBeLessThanOrEqual(3);
    expect(all.some((r) => r.stepTherapy)).toBe(true);
  });

  it('sizes networks by plan type', () => {
    for (const plan of plans) {
      const share = networkSharePercent(plan);
      const [low, high] = plan.planType.startsWith('PPO')
        ? [70, 80]
        : plan.planType.startsWith('HMO-POS')
          ? [53, 57]
          : plan.planType.startsWith('HMO')
            ? [35, 45]
            : [45, 50];
      expect(share, plan.planId).toBeGreaterThanOrEqual(low);
      expect(share, plan.planId).toBeLessThanOrEqual(high);
    }
  });
});

type NetworkCount = { plan_id: string; plan_type: string; n: number; fingerprint: string };
const networkCounts = (database: TestDatabase) =>
  queryRows<NetworkCount>(
    database.db,
    sql`SELECT p.plan_id, p.plan_type, count(*)::int AS n,
          md5(string_agg(pr.npi, ',' ORDER BY pr.npi)) AS fingerprint
        FROM plan_networks n JOIN medicare_plans p ON p.id = n.plan_id JOIN providers pr ON pr.id = n.provider_id
        GROUP BY p.plan_id, p.plan_type ORDER BY p.plan_id`,
  );

describe.each(TEST_DATABASE_KINDS)('seedPlanCatalogue on %s', (kind) => {
  let database: TestDatabase;
  /** Every network's size and members, taken once: the query reads all 370,000 network rows. */
  let counts: NetworkCount[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // seedDatabase runs it already; calling it again is a no-op then (and makes this file independent of that).
    await seedPlanCatalogue(database.db);
    counts = await networkCounts(database);
  });
  afterAll(() => database.close());

  it('loads the whole catalogue', async () => {
    const [row] = await queryRows<{ active: number; carriers: number }>(
      database.db,
      sql`SELECT count(*)::int AS active, count(DISTINCT carrier)::int AS carriers
          FROM medicare_plans WHERE is_active`,
    );
    expect(row?.active).toBeGreaterThanOrEqual(44);
    expect(row?.carriers).toBeGreaterThanOrEqual(7);
  });

  it('stores exactly buildFormulary() for every plan, none for no-Rx plans, every insulin on Rx plans', async () => {
    const drugs = await database.db
      .select({
        name: medicationLookup.name,
        medicationType: medicationLookup.medicationType,
        category: medicationLookup.category,
      })
      .from(medicationLookup);
    const stored = await queryRows<FormularyEntry & { plan_id: string }>(
      database.db,
      sql`SELECT p.plan_id, f.medication_name AS "medicationName", f.tier,
            f.prior_authorization AS "priorAuthorization", f.quantity_limit AS "quantityLimit",
            f.step_therapy AS "stepTherapy"
          FROM plan_formulary f JOIN medicare_plans p ON p.id = f.plan_id`,
    );
    const insulins = drugs.filter((d) => d.medicationType === 'Insulin').map((d) => d.name);
    expect(insulins.length).toBeGreaterThan(0);
    expect(drugPlans.length).toBeGreaterThanOrEqual(4);
    for (const plan of [...plans, ...drugPlans]) {
      const rows = sorted(
        stored.filter((r) => r.plan_id === plan.planId).map(({ plan_id: _, ...entry }) => entry),
      );
      expect(rows, plan.planId).toEqual(sorted(buildFormulary(plan, drugs)));
      if (!plan.hasRxCoverage || plan.planId === PLAN_WITHOUT_FORMULARY)
        expect(rows, plan.planId).toEqual([]);
      else for (const insulin of insulins) expect(rows.some((r) => r.medicationName === insulin)).toBe(true);
    }
  });

  it('builds networks from the served counties, PPOs larger than HMOs, and none for drug plans', async () => {
    // Every Medicare Advantage plan has a provider network; a stand-alone drug plan (PDP) has none.
    expect(counts.map((c) => c.plan_id).sort()).toEqual(plans.map((p) => p.planId).sort());
    for (const plan of drugPlans) expect(counts.some((c) => c.plan_id === plan.planId)).toBe(false);
    const [outside] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM plan_networks n
          JOIN medicare_plans p ON p.id = n.plan_id JOIN providers pr ON pr.id = n.provider_id
          WHERE cardinality(p.counties) > 0 AND NOT (pr.county = ANY (p.counties))`,
    );
    expect(outside?.n).toBe(0);
    const average = (prefix: string, not?: string) => {
      const rows = counts.filter(
        (c) => c.plan_type.startsWith(prefix) && !(not && c.plan_type.startsWith(not)),
      );
      return rows.reduce((sum, c) => sum + c.n, 0) / rows.length;
    };
    expect(average('PPO')).toBeGreaterThan(average('HMO', 'HMO-POS'));
    // Each network is its plan's share of the providers it could include, give or take sampling noise.
    const eligible = await queryRows<{ plan_id: string; plan_type: string; n: number }>(
      database.db,
      sql`SELECT p.plan_id, p.plan_type, count(*)::int AS n FROM medicare_plans p
          JOIN providers pr ON p.counties IS NULL OR cardinality(p.counties) = 0 OR pr.county = ANY (p.counties)
          WHERE p.plan_type <> 'PDP'
          GROUP BY p.plan_id, p.plan_type`,
    );
    for (const row of eligible) {
      const inNetwork = counts.find((c) => c.plan_id === row.plan_id)?.n ?? 0;
      const share = networkSharePercent({ planId: row.plan_id, planType: row.plan_type });
      expect(Math.abs((100 * inNetwork) / row.n - share), row.plan_id).toBeLessThan(6);
    }
  });

  it('is idempotent and rebuilds the same networks from scratch', async () => {
    expect(await seedPlanCatalogue(database.db)).toEqual({ formularyRows: 0, networkRows: 0 });

    // Rebuild a sample of networks (statewide PPO, metro HMO, HMO-POS, MA-PD, a small-town
    // area) and formularies from scratch: same providers, same rows, every other network as it was.
    const rebuilt = ['H5619-036', 'H3706-001', 'H3783-010', 'H3718-001', 'H8634-014'];
    const ids = sql`(SELECT id FROM medicare_plans WHERE plan_id IN (${sql.join(rebuilt, sql`, `)}))`;
    await database.db.execute(sql`DELETE FROM plan_networks WHERE plan_id IN ${ids}`);
    await database.db.execute(sql`DELETE FROM plan_formulary WHERE plan_id IN ${ids}`);
    const report = await seedPlanCatalogue(database.db);
    const expected = counts.filter((c) => rebuilt.includes(c.plan_id));
    expect(expected).toHaveLength(rebuilt.length);
    expect(report.networkRows).toBe(expected.reduce((sum, c) => sum + c.n, 0));
    expect(report.formularyRows).toBeGreaterThan(4 * 250);
    expect(await networkCounts(database)).toEqual(counts);
  });
});
