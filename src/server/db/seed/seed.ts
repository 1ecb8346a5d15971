/** Idempotent seed: reference data, synthetic providers (while none), sample catalogue, first admin. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { regionArea } from '../../../shared/service-area.ts';
import { AdminExistsError, createAdminUser } from '../../services/admin/admin-users.ts';
import { recordDataSource } from '../../services/catalogue/data-sources.ts';
import { landscapeToPlans } from '../../services/import/cms-landscape.ts';
import { readLandscapeFile } from '../../services/import/landscape-read.ts';
import { currentPartDRelease, importPartD } from '../../services/import/partd-import.ts';
import { writePlanPremiums } from '../../services/import/plan-premiums.ts';
import { importRxTerms } from '../../services/import/rxterms-import.ts';
import { inChunks } from '../bulk-load.ts';
import type { Db, DbExecutor } from '../client.ts';
import {
  medicarePlans,
  medicationLookup,
  oklahomaZipCounties,
  pharmacies,
  planPremiums,
  rxDrugs as rxDrugTable,
  zipCoordinates,
} from '../schema.ts';
import { excludedColumns } from '../sql-text.ts';
import { seedSampleMedigapRates } from './medigap-sample.ts';
import { NEXT_SAMPLE_PLAN_YEAR, nextYearSample, SAMPLE_PLAN_YEAR } from './next-year-sample.ts';
import { cataloguePlanIds, seedPlanCatalogue } from './plan-catalogue.ts';
import { seedProviders } from './provider-generator.ts';
import {
  loadMedications,
  loadSamplePlans,
  loadZipCoordinates,
  loadZipCounties,
  readSimpleCsv,
} from './reference-data.ts';
import {
  LANDSCAPE_SAMPLE_FILE,
  LANDSCAPE_SAMPLE_ZIP,
  partDSampleZip,
  recordSampleSource,
  SAMPLE_PHARMACIES_FILE,
  SAMPLE_RXTERMS_FILE,
} from './sample-files.ts';

export type SeedOptions = {
  adminEmail: string;
  adminPassword: string;
  /** Default true. Production passes false: generated NPIs pass the check digit and may be real. */
  demoProviders?: boolean;
  /** Sample RxTerms and Part D files through the real importers while no release is on file (default on). */
  sampleDrugFiles?: boolean;
  /** Add the next plan year's sample plans (default false; off for tests that rank the catalogue). */
  nextYearSample?: boolean;
};
export type SeedReport = Awaited<ReturnType<typeof seedDatabase>>;

/** The sample release's pharmacies, so the search can name them; existing NPIs are kept. */
async function seedSamplePharmacies(db: Db): Promise<void> {
  const cities = new Map(
    (await db.select({ zip: zipCoordinates.zipCode, city: zipCoordinates.city }).from(zipCoordinates)).map(
      (z) => [z.zip, z.city],
    ),
  );
  await db
    .insert(pharmacies)
    .values(
      readSimpleCsv(SAMPLE_PHARMACIES_FILE).map((p) => ({
        npi: p.npi ?? '',
        name: p.name ?? '',
        city: cities.get(p.zipCode ?? '') ?? null,
        state: 'OK',
        zipCode: p.zipCode ?? '',
        sample: true,
      })),
    )
    .onConflictDoNothing({ target: pharmacies.npi });
}

/** The sample drug files through the real importers, each only while no real release is on file. */
export async function seedSampleDrugFiles(
  db: Db,
  options: { nextYear?: boolean } = {},
): Promise<{ rxDrugs: number; partDPlans: number }> {
  let rxDrugs = 0;
  if ((await db.$count(rxDrugTable)) === 0) {
    const result = await importRxTerms(db, SAMPLE_RXTERMS_FILE, { sample: true });
    if (!result.ok) throw new Error(`The sample RxTerms file has ${result.problemCount} problems`);
    rxDrugs = result.rows;
  }
  let partDPlans = 0;
  const years = options.nextYear ? [SAMPLE_PLAN_YEAR, NEXT_SAMPLE_PLAN_YEAR] : [SAMPLE_PLAN_YEAR];
  for (const year of years) {
    if (await currentPartDRelease(db, year)) continue;
    const result = await importPartD(db, partDSampleZip(year), {
      sample: true,
      release: { contractYear: year, label: `${year} Q4 (sample)` },
    });
    if (!result.ok) throw new Error(`The sample Part D files did not import: ${result.message}`);
    partDPlans += result.plans;
  }
  if (partDPlans > 0) await seedSamplePharmacies(db);
  return { rxDrugs, partDPlans };
}

const CHUNK = 500;

type PlanSeed = typeof medicarePlans.$inferInsert;

export async function seedReferenceData(db: DbExecutor) {
  const zipCounties = loadZipCounties();
  await inChunks(zipCounties, CHUNK, (chunk) =>
    db
      .insert(oklahomaZipCounties)
      .values(chunk)
      .onConflictDoUpdate({
        target: [oklahomaZipCounties.zipCode, oklahomaZipCounties.county],
        set: { sharePct: sql`excluded.share_pct` },
      }),
  );
  const coordinates = loadZipCoordinates();
  await inChunks(coordinates, CHUNK, (chunk) =>
    db
      .insert(zipCoordinates)
      .values(chunk)
      .onConflictDoUpdate({
        target: zipCoordinates.zipCode,
        set: excludedColumns(zipCoordinates, ['latitude', 'longitude', 'city', 'state', 'county']),
      }),
  );
  const medications = loadMedications().map(({ estimatedUnitPrice, ...m }) => ({
    ...m,
    estimatedUnitPrice: estimatedUnitPrice === undefined ? null : String(estimatedUnitPrice),
  }));
  await inChunks(medications, CHUNK, (chunk) =>
    db
      .insert(medicationLookup)
      .values(chunk)
      .onConflictDoUpdate({
        target: medicationLookup.name,
        set: {
          ...excludedColumns(medicationLookup, [
            'genericName',
            'category',
            'medicationType',
            'availableDosages',
            'description',
          ]),
          // A price an admin has set wins over the file's estimate.
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
    await recordSampleSource(
      db,
      'plans',
      planYear,
      SAMPLE_CATALOGUE_SOURCE,
      inserted.filter((p) => p.planYear === planYear).length,
    );
  return inserted.length;
}

/** The name predates the drug plans' file and stays, as recorded sources keep it. */
export const SAMPLE_CATALOGUE_SOURCE = 'ClearPlan sample plan catalogue (plans.json)';

/** The sample plans' county premiums through the Landscape importer, when no premiums are on file. */
async function seedPremiums(db: DbExecutor): Promise<number> {
  if ((await db.$count(planPremiums)) > 0) return 0;
  const present = await db
    .select({ planId: medicarePlans.planId })
    .from(medicarePlans)
    .where(
      and(inArray(medicarePlans.planId, cataloguePlanIds()), eq(medicarePlans.planYear, SAMPLE_PLAN_YEAR)),
    );
  const sheet = (await readLandscapeFile(LANDSCAPE_SAMPLE_ZIP, ['OK'])).sheets.get('OK');
  const rows = (sheet?.rows ?? []).map((r) =>
    Object.fromEntries(sheet?.headers.map((h, i) => [h, String(r.cells[i] ?? '')]) ?? []),
  );
  const converted = landscapeToPlans(rows, { state: 'OK' });
  if (converted.rowErrors.length > 0)
    throw new Error(`The sample Landscape file has ${converted.rowErrors.length} rows with problems`);
  const seeded = new Set(present.map((p) => p.planId));
  const written = await writePlanPremiums(
    db,
    converted.plans
      .filter((p) => seeded.has(String(p.planId)))
      .map((p) => ({ planId: String(p.planId), planYear: SAMPLE_PLAN_YEAR })),
    converted.premiums,
    { fileName: LANDSCAPE_SAMPLE_FILE, sample: true, state: 'OK' },
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

export async function seedDatabase(db: Db, options: SeedOptions) {
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
  // The sample drug files' counts are 0 when real files were on file.
  return { ...report, sampleRxDrugs: drugFiles.rxDrugs, samplePartDPlans: drugFiles.partDPlans };
}

export async function needsSeed(db: Db): Promise<boolean> {
  return (await db.$count(zipCoordinates)) === 0;
}
