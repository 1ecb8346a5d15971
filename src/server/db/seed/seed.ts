/**
 * Idempotent seed (foundation issue §4): reference data, the synthetic provider directory (only
 * while `providers` is empty), the starter plan catalogue and the first admin. Reference rows are
 * upserted, so re-running refreshes them from data/; plans and admins that already exist are left
 * as they are (admins may have edited them).
 */
import { sql } from 'drizzle-orm';
import { AdminExistsError, createAdminUser } from '../../services/admin-users.ts';
import type { Db, DbExecutor } from '../client.ts';
import { medicarePlans, medicationLookup, oklahomaZipCounties, zipCoordinates } from '../schema.ts';
import { seedPlanCatalogue } from './plan-catalogue.ts';
import { seedProviders } from './provider-generator.ts';
import { loadMedications, loadZipCoordinates, loadZipCounties, readJson } from './reference-data.ts';

export type SeedOptions = {
  adminEmail: string;
  adminPassword: string;
  /**
   * Add the synthetic provider directory when the table is empty (default true). Production
   * passes false: generated NPIs pass the check digit and could belong to real people elsewhere,
   * so production imports the real NPPES file instead.
   */
  demoProviders?: boolean;
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
};

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

export async function seedPlans(db: DbExecutor): Promise<number> {
  const plans = readJson<PlanSeed[]>('plans.json');
  const inserted = await db
    .insert(medicarePlans)
    .values(plans)
    .onConflictDoNothing({ target: medicarePlans.planId })
    .returning({ id: medicarePlans.id });
  return inserted.length;
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
    const plansAdded = await seedPlans(tx);
    const catalogue = await seedPlanCatalogue(tx);
    const adminCreated = await seedAdmin(tx, options);
    return { ...reference, plansAdded, providersAdded, ...catalogue, adminCreated };
  });
  // PGlite has no autovacuum: without statistics the planner cannot choose the typeahead's indexes.
  await db.execute(sql`analyze`);
  return report;
}

/** True when the reference data has never been loaded (first start). */
export async function needsSeed(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(zipCoordinates);
  return (row?.n ?? 0) === 0;
}
