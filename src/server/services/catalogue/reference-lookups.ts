/** The finder's look-ups of reference data (spec §7): ZIP counties and the drug catalogue. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { MedicationLookupItem } from '../../../shared/lookup-contracts.ts';
import type { DbExecutor } from '../../db/client.ts';
import { medicationLookup, oklahomaZipCounties } from '../../db/schema.ts';

/** The one holding most of its addresses first. */
export async function countiesOfZip(db: DbExecutor, zipCode: string): Promise<string[]> {
  const rows = await db
    .select({ county: oklahomaZipCounties.county })
    .from(oklahomaZipCounties)
    .where(eq(oklahomaZipCounties.zipCode, zipCode))
    .orderBy(sql`${oklahomaZipCounties.sharePct} desc nulls last`, asc(oklahomaZipCounties.county));
  return rows.map((r) => r.county);
}

export async function allCounties(db: DbExecutor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ county: oklahomaZipCounties.county })
    .from(oklahomaZipCounties)
    .orderBy(asc(oklahomaZipCounties.county));
  return rows.map((r) => r.county);
}

export async function isCountyOfZip(db: DbExecutor, zipCode: string, county: string): Promise<boolean> {
  const [row] = await db
    .select({ id: oklahomaZipCounties.id })
    .from(oklahomaZipCounties)
    .where(
      and(
        eq(oklahomaZipCounties.zipCode, zipCode),
        eq(sql`lower(${oklahomaZipCounties.county})`, county.toLowerCase()),
      ),
    )
    .orderBy(desc(oklahomaZipCounties.id))
    .limit(1);
  return row !== undefined;
}

export async function medicationCatalogue(db: DbExecutor): Promise<MedicationLookupItem[]> {
  return db
    .select({
      name: medicationLookup.name,
      genericName: medicationLookup.genericName,
      category: medicationLookup.category,
      description: medicationLookup.description,
      availableDosages: medicationLookup.availableDosages,
    })
    .from(medicationLookup)
    .orderBy(asc(medicationLookup.name));
}
