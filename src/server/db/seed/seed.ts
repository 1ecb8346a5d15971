/**
 * Idempotent seed (foundation issue §4): reference data, the synthetic provider directory (only
 * while `providers` is empty), the starter plan catalogue and the first admin. Reference rows are
 * upserted, so re-running refreshes them from data/; plans and admins that already exist are left
 * as they are (admins may have edited them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { regionArea } from '../../../shared/service-area.ts';
import { AdminExistsError, createAdminUser } from '../../services/admin/admin-users.ts';
import { recordDataSource } from '../../services/catalogue/data-sources.ts';
import { currentPartDRelease, importPartD } from '../../services/import/partd-import.ts';
import { importRxTerms } from '../../services/import/rxterms-import.ts';
import type { Db, DbExecutor } from '../client.ts';
import { queryRows } from '../client.ts';
import {
  medicarePlans,
  medicationLookup,
  oklahomaZipCounties,
  pharmacies,
  zipCoordinates,
} from '../schema.ts';
import { LANDSCAPE_SAMPLE_FILE, seedSampleLandscapePremiums } from './landscape-sample.ts';
import { seedSampleMedigapRates } from './medigap-sample.ts';
import { NEXT_SAMPLE_PLAN_YEAR, nextYearSample, SAMPLE_PLAN_YEAR } from './next-year-sample.ts';
import { type PlanJson, samplePharmacyDirectory, writePartDSample } from './partd-sample.ts';
import { cataloguePlanIds, seedPlanCatalogue } from './plan-catalogue.ts';
import { seedProviders } from './provider-generator.ts';
import {
  DATA_DIR,
  loadMedications,
  loadSamplePlans,
  loadZipCoordinates,
  loadZipCounties,
} from './reference-data.ts';

export type SeedOptions = {
  adminEmail: string;
  adminPassword: string;
  /**
   * Add the synthetic provider directory when the table is empty (default true). Production
   * passes false: generated NPIs pass the check digit and could belong to real people elsewhere,
   * so production imports the real NPPES file instead.
   */
  demoProviders?: boolean;
  /**
   * Load the sample RxTerms and Part D files through the real importers when no release is on file
   * (default true): the demo prices drugs the way real files would, labelled as sample data.
   */
  sampleDrugFiles?: boolean;
  /**
   * Add the sample plans of the next plan year too (next-year-sample.ts; default false): the demo
   * shows both years side by side during open enrollment. Off for tests that rank the catalogue.
   */
  nextYearSample?: boolean;
};
export type SeedReport = {
  zipCounties: number;
  zipCoordinates: number;
  drugCatalogue: number;
  plansAdded: number;
  /** Synthetic providers inserted; 0 once the directory has any provider (seeded or imported). */
  providersAdded: number;
  /** Formulary and network rows added for catalogue plans that had none. */
  formularyRows: number;
  networkRows: number;
  adminCreated: boolean;
  /** RxNorm drugs and Part D plans loaded from the sample files; 0 when real files were on file. */
  sampleRxDrugs: number;
  samplePartDPlans: number;
  /** Premium rows (per plan and county) from the sample Landscape file; 0 when premiums were on file. */
  samplePremiumRows: number;
  /** Sample Medigap rates (medigap-sample.ts); 0 for the years that had Oklahoma rates on file. */
  sampleMedigapRates: number;
};

/**
 * The sample release's retail pharmacies in the pharmacy directory, so the finder's pharmacy search
 * can name them (a real release's are named from the provider directory). Existing NPIs are kept.
 */
async function seedSamplePharmacies(db: Db): Promise<void> {
  const cities = new Map(
    (await db.select({ zip: zipCoordinates.zipCode, city: zipCoordinates.city }).from(zipCoordinates)).map(
      (z) => [z.zip, z.city],
    ),
  );
  await db
    .insert(pharmacies)
    .values(
      samplePharmacyDirectory().map((p) => ({
        npi: p.npi,
        name: p.name,
        city: cities.get(p.zipCode) ?? null,
        state: 'OK',
        zipCode: p.zipCode,
        sample: true,
      })),
    )
    .onConflictDoNothing({ target: pharmacies.npi });
}

/** The sample RxTerms file, built from data/medications.json (docs/sample-data.md). */
export const SAMPLE_RXTERMS_FILE = path.join(DATA_DIR, 'sample', 'RxTerms202611.txt');

/**
 * The sample drug files through the same importers real files use: RxTerms when the RxNorm table
 * is empty, and the Part D release written by the sample generator when the plan year has none.
 * Real files imported later replace them (and these never replace real ones).
 */
export async function seedSampleDrugFiles(
  db: Db,
  options: { nextYear?: boolean } = {},
): Promise<{ rxDrugs: number; partDPlans: number }> {
  let rxDrugs = 0;
  const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from rx_drugs`);
  if (Number(count?.n ?? 0) === 0) {
    const result = await importRxTerms(db, SAMPLE_RXTERMS_FILE, { sample: true });
    if (!result.ok) throw new Error(`The sample RxTerms file has ${result.problemCount} problems`);
    rxDrugs = result.rows;
  }
  let partDPlans = 0;
  const samplePlans = loadSamplePlans<PlanJson>();
  // This year's sample release, and the next year's (from the next year's sample plans) when asked.
  const releases = [
    { year: SAMPLE_PLAN_YEAR, plans: samplePlans },
    ...(options.nextYear
      ? [
          {
            year: NEXT_SAMPLE_PLAN_YEAR,
            plans: nextYearSample(
              samplePlans.map((p) => ({ ...p, planYear: SAMPLE_PLAN_YEAR })) as PlanSeed[],
            ).map(({ planYear: _year, ...p }) => p as unknown as PlanJson),
          },
        ]
      : []),
  ];
  for (const release of releases) {
    if (await currentPartDRelease(db, release.year)) continue;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-partd-sample-'));
    try {
      const folder = path.join(dir, `PPUF_${release.year}Q4`);
      fs.mkdirSync(folder);
      await writePartDSample(folder, { plans: release.plans, contractYear: release.year });
      const result = await importPartD(db, folder, {
        sample: true,
        release: { contractYear: release.year, label: `${release.year} Q4 (sample)` },
      });
      if (!result.ok) throw new Error(`The sample Part D files did not import: ${result.message}`);
      partDPlans += result.plans;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (partDPlans > 0) await seedSamplePharmacies(db);
  return { rxDrugs, partDPlans };
}

const CHUNK = 500;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

type PlanSeed = typeof medicarePlans.$inferInsert;

export async function seedReferenceData(
  db: DbExecutor,
): Promise<Pick<SeedReport, 'zipCounties' | 'zipCoordinates' | 'drugCatalogue'>> {
  const zipCounties = loadZipCounties();
  await inChunks(zipCounties, (chunk) =>
    db
      .insert(oklahomaZipCounties)
      .values(chunk)
      .onConflictDoUpdate({
        target: [oklahomaZipCounties.zipCode, oklahomaZipCounties.county],
        set: { sharePct: sql`excluded.share_pct` },
      }),
  );
  const coordinates = loadZipCoordinates();
  await inChunks(coordinates, (chunk) =>
    db
      .insert(zipCoordinates)
      .values(chunk)
      .onConflictDoUpdate({
        target: zipCoordinates.zipCode,
        set: {
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
          city: sql`excluded.city`,
          state: sql`excluded.state`,
          county: sql`excluded.county`,
        },
      }),
  );
  const medications = loadMedications().map((m) => ({
    name: m.name,
    genericName: m.genericName,
    category: m.category,
    medicationType: m.medicationType,
    availableDosages: m.availableDosages,
    description: m.description,
    estimatedUnitPrice: m.estimatedUnitPrice === undefined ? null : String(m.estimatedUnitPrice),
  }));
  await inChunks(medications, (chunk) =>
    db
      .insert(medicationLookup)
      .values(chunk)
      .onConflictDoUpdate({
        target: medicationLookup.name,
        set: {
          genericName: sql`excluded.generic_name`,
          category: sql`excluded.category`,
          medicationType: sql`excluded.medication_type`,
          availableDosages: sql`excluded.available_dosages`,
          description: sql`excluded.description`,
          // A price an admin has set in the database wins over the file's estimate.
          estimatedUnitPrice: sql`coalesce(${medicationLookup.estimatedUnitPrice}, excluded.estimated_unit_price)`,
        },
      }),
  );
  return {
    zipCounties: zipCounties.length,
    zipCoordinates: coordinates.length,
    drugCatalogue: medications.length,
  };
}

/**
 * The sample plans (data/plans.json and data/drug-plans.json, plan year SAMPLE_PLAN_YEAR), and the
 * next year's when asked.
 */
export async function seedPlans(db: DbExecutor, options: { nextYear?: boolean } = {}): Promise<number> {
  // Each plan's service area from its region and counties, as the plan API derives it (ADR 0016).
  const plans = loadSamplePlans<Omit<PlanSeed, 'planYear' | 'serviceArea'>>().map((p) => ({
    ...p,
    planYear: SAMPLE_PLAN_YEAR,
    serviceArea: regionArea(p.region ?? null, p.counties ?? null),
  }));
  const rows = options.nextYear ? [...plans, ...nextYearSample(plans)] : plans;
  const inserted = await db
    .insert(medicarePlans)
    .values(rows)
    .onConflictDoNothing({ target: [medicarePlans.planId, medicarePlans.planYear] })
    .returning({ id: medicarePlans.id, planYear: medicarePlans.planYear });
  for (const planYear of new Set(inserted.map((p) => p.planYear)))
    await recordDataSource(db, {
      kind: 'plans',
      planYear,
      sourceName: SAMPLE_CATALOGUE_SOURCE,
      release: null,
      sample: true,
      rows: inserted.filter((p) => p.planYear === planYear).length,
    });
  return inserted.length;
}

/**
 * How the Data page names the sample plans the seed writes (data/plans.json, data/drug-plans.json,
 * next-year-sample.ts); the name predates the drug plans' file and stays, as recorded sources keep it.
 */
export const SAMPLE_CATALOGUE_SOURCE = 'ClearPlan sample plan catalogue (plans.json)';

/**
 * The seeded plans' premiums per county from the sample Landscape file (landscape-sample.ts),
 * when no premiums are on file (a real Landscape import's are never replaced).
 */
async function seedPremiums(db: DbExecutor): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from plan_premiums`);
  if (Number(row?.n ?? 0) > 0) return 0;
  const present = await db
    .select({ planId: medicarePlans.planId })
    .from(medicarePlans)
    .where(
      and(inArray(medicarePlans.planId, cataloguePlanIds()), eq(medicarePlans.planYear, SAMPLE_PLAN_YEAR)),
    );
  const written = await seedSampleLandscapePremiums(
    db,
    present.map((p) => ({ planId: p.planId, planYear: SAMPLE_PLAN_YEAR })),
  );
  if (written > 0)
    await recordDataSource(db, {
      kind: 'landscape',
      planYear: SAMPLE_PLAN_YEAR,
      sourceName: LANDSCAPE_SAMPLE_FILE,
      sample: true,
      rows: present.length,
    });
  return written;
}

/** Creates the configured admin when no account has that email; never overwrites a password. */
export async function seedAdmin(db: DbExecutor, options: SeedOptions): Promise<boolean> {
  try {
    await createAdminUser(db, { email: options.adminEmail, password: options.adminPassword, role: 'admin' });
    return true;
  } catch (error) {
    if (error instanceof AdminExistsError) return false;
    throw error;
  }
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const report = await db.transaction(async (tx) => {
    const reference = await seedReferenceData(tx);
    const providersAdded = options.demoProviders === false ? 0 : await seedProviders(tx);
    const plansAdded = await seedPlans(tx, { nextYear: options.nextYearSample === true });
    const catalogue = await seedPlanCatalogue(tx);
    const samplePremiumRows = await seedPremiums(tx);
    const sampleMedigapRates = await seedSampleMedigapRates(tx);
    const adminCreated = await seedAdmin(tx, options);
    return {
      ...reference,
      plansAdded,
      providersAdded,
      ...catalogue,
      samplePremiumRows,
      sampleMedigapRates,
      adminCreated,
    };
  });
  const drugFiles =
    options.sampleDrugFiles === false
      ? { rxDrugs: 0, partDPlans: 0 }
      : await seedSampleDrugFiles(db, { nextYear: options.nextYearSample === true });
  // PGlite has no autovacuum: without statistics the planner cannot choose the typeahead's indexes.
  await db.execute(sql`analyze`);
  return { ...report, sampleRxDrugs: drugFiles.rxDrugs, samplePartDPlans: drugFiles.partDPlans };
}

/** True when the reference data has never been loaded (first start). */
export async function needsSeed(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(zipCoordinates);
  return (row?.n ?? 0) === 0;
}
