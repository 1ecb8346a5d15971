import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import {
  isValidNpi,
  npiCheckDigit,
  specialtyForTaxonomy,
  TAXONOMY_SPECIALTIES,
} from '../../services/providers/npi.ts';
import { providers } from '../schema.ts';
import {
  areaCode,
  DEFAULT_PROVIDER_COUNT,
  DEFAULT_PROVIDER_SEED,
  generateProviders,
  type ProviderInsert,
  seedProviders,
} from './provider-generator.ts';
import { loadZipCoordinates } from './reference-data.ts';

const zips = loadZipCoordinates();
const zipByCode = new Map(zips.map((zip) => [zip.zipCode, zip]));
const hash = (rows: ProviderInsert[]) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');

describe('NPI check digit', () => {
  it.each([
    // 80840 + 123456789: doubled digits 1,3,5,7,9 → 2,6,10→1,14→5,18→9 = 23; undoubled 2+4+6+8 = 20;
    // 24 + 23 + 20 = 67 → check digit 3.
    ['1234567893', true],
    ['1234567890', false],
    ['123456789', false],
    ['12345678931', false],
    ['123456789X', false],
    ['', false],
  ])('isValidNpi(%j) is %s', (npi, valid) => {
    expect(isValidNpi(npi)).toBe(valid);
  });

  it('computes the digit over the nine, and refuses anything else', () => {
    expect(npiCheckDigit('123456789')).toBe(3);
    // 80840 + 000000000: only the prefix's 24 counts → 6.
    expect(npiCheckDigit('000000000')).toBe(6);
    expect(() => npiCheckDigit('12345678')).toThrow();
  });
});

describe('taxonomy specialties', () => {
  it('names listed codes, falls back to the classification, then to "Other (code)"', () => {
    expect(specialtyForTaxonomy('207RC0000X')).toBe('Cardiology');
    expect(specialtyForTaxonomy(' 207rc0000x ')).toBe('Cardiology');
    expect(specialtyForTaxonomy('207RS0010X')).toBe('Internal Medicine'); // Sports Medicine (IM)
    expect(specialtyForTaxonomy('390200000X')).toBe('Other (390200000X)');
    expect(specialtyForTaxonomy('')).toBeNull();
  });
});

describe('generateProviders', () => {
  const rows = generateProviders({ count: DEFAULT_PROVIDER_COUNT, seed: DEFAULT_PROVIDER_SEED, zips });

  it('is deterministic: the same seed gives the same 20,000 rows, another seed other rows', () => {
    const again = generateProviders({ count: DEFAULT_PROVIDER_COUNT, seed: DEFAULT_PROVIDER_SEED, zips });
    expect(hash(again)).toBe(hash(rows));
    const other = generateProviders({ count: 100, seed: DEFAULT_PROVIDER_SEED + 1, zips });
    expect(other).not.toEqual(rows.slice(0, 100));
    expect(generateProviders({ count: 100, seed: DEFAULT_PROVIDER_SEED, zips })).toEqual(rows.slice(0, 100));
  });

  it('honours the count', () => {
    expect(rows).toHaveLength(DEFAULT_PROVIDER_COUNT);
    expect(generateProviders({ count: 7, seed: 1, zips })).toHaveLength(7);
    expect(generateProviders({ count: 0, seed: 1, zips })).toEqual([]);
  });

  it('gives every provider a valid, unique NPI starting 1 (individual) or 2 (organization)', () => {
    const npis = rows.map((row) => row.npi ?? '');
    expect(npis.filter((npi) => !isValidNpi(npi))).toEqual([]);
    expect(new Set(npis).size).toBe(rows.length);
    const wrongPrefix = rows.filter((r) => r.npi?.[0] !== (r.providerType === 'Individual' ? '1' : '2'));
    expect(wrongPrefix).toEqual([]);
  });

  it('places every provider in one of the 765 ZIPs, with that ZIP’s city and county', () => {
    expect(zips).toHaveLength(765);
    const misplaced = rows.filter((row) => {
      const zip = zipByCode.get(row.zipCode ?? '');
      return !zip || row.city !== zip.city || row.county !== zip.county || row.state !== 'OK';
    });
    expect(misplaced).toEqual([]);
    expect(rows.filter((r) => !/^\d{4}$/.test(r.zipCodePlus4 ?? ''))).toEqual([]);
    const wrongPhone = rows.filter((r) => !r.phone?.startsWith(`(${areaCode(r.county ?? '')}) 555-01`));
    expect(wrongPhone).toEqual([]);
    expect(rows.filter((r) => !/^\(\d{3}\) 555-01\d{2}$/.test(r.phone ?? ''))).toEqual([]);
    expect(rows.find((r) => r.county === 'Tulsa')?.phone).toMatch(/^\(918\)/);
    expect(rows.find((r) => r.county === 'Oklahoma')?.phone).toMatch(/^\(405\)/);
    expect(rows.find((r) => r.county === 'Comanche')?.phone).toMatch(/^\(580\)/);
  });

  it('puts most providers in the Oklahoma City and Tulsa cores, and some in rural counties', () => {
    const inCores = rows.filter((r) => r.county === 'Oklahoma' || r.county === 'Tulsa').length;
    expect(inCores / rows.length).toBeGreaterThan(0.5);
    expect(inCores / rows.length).toBeLessThan(0.8);
    const counties = new Set(rows.map((r) => r.county));
    expect(counties.size).toBeGreaterThan(70);
  });

  it('makes about 85 % individuals and 15 % organizations, each shaped as such', () => {
    const individuals = rows.filter((r) => r.providerType === 'Individual');
    const organizations = rows.filter((r) => r.providerType === 'Organization');
    expect(individuals.length + organizations.length).toBe(rows.length);
    expect(individuals.length / rows.length).toBeGreaterThan(0.82);
    expect(individuals.length / rows.length).toBeLessThan(0.88);
    const badIndividuals = individuals.filter(
      (r) => !r.firstName || !r.title || !['Y', 'N'].includes(r.brdcrt ?? '') || r.orgType !== null,
    );
    expect(badIndividuals).toEqual([]);
    const badOrganizations = organizations.filter(
      (r) => r.firstName !== null || r.title !== null || !r.orgType || r.brdcrt !== null,
    );
    expect(badOrganizations).toEqual([]);
    expect(individuals.some((r) => r.title === 'DO')).toBe(true);
    expect(individuals.some((r) => r.suffix)).toBe(true);
    expect(individuals.some((r) => r.middleName?.length === 1)).toBe(true);
  });

  it('uses only specialty names of TAXONOMY_SPECIALTIES, with primary care the most common', () => {
    const names = new Set(Object.values(TAXONOMY_SPECIALTIES));
    const counts = new Map<string, number>();
    const unnamed = rows.filter(
      (r) =>
        !names.has(r.primarySpecialty ?? '') || (r.secondarySpecialty && !names.has(r.secondarySpecialty)),
    );
    expect(unnamed).toEqual([]);
    for (const row of rows) {
      counts.set(row.primarySpecialty ?? '', (counts.get(row.primarySpecialty ?? '') ?? 0) + 1);
    }
    expect(counts.get('Family Medicine') ?? 0).toBeGreaterThan(counts.get('Cardiology') ?? 0);
    expect(counts.get('Cardiology') ?? 0).toBeGreaterThan(counts.get('Rheumatology') ?? 0);
    expect(counts.get('Community/Retail Pharmacy')).toBeGreaterThan(0);
    expect(rows.some((r) => r.secondarySpecialty)).toBe(true);
  });

  it('dates are ISO days from 1995 to 2025, the status date never before the active date', () => {
    const badDates = rows.filter(
      (r) =>
        !/^(199[5-9]|20[0-2]\d)-\d{2}-\d{2}$/.test(r.activeDate ?? '') ||
        (r.statusEffectiveDate ?? '') < (r.activeDate ?? '') ||
        (r.statusEffectiveDate ?? '') > '2025-12-31',
    );
    expect(badDates).toEqual([]);
  });
});

describe.each(TEST_DATABASE_KINDS)('seedProviders on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const count = async () => {
    const [row] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(providers);
    return row?.n ?? 0;
  };

  it('the seeded database holds the 20,000 generated providers, and seeding again adds none', async () => {
    expect(await count()).toBe(DEFAULT_PROVIDER_COUNT);
    const [first] = await database.db.select().from(providers).orderBy(providers.id).limit(1);
    const [expected] = generateProviders({ count: 1, seed: DEFAULT_PROVIDER_SEED, zips });
    expect(first).toMatchObject({ ...expected, id: expect.any(Number) });
    expect(await seedProviders(database.db)).toBe(0);
    expect(await count()).toBe(DEFAULT_PROVIDER_COUNT);
  });

  it('fills an empty directory with the requested count', async () => {
    await database.db.delete(providers);
    expect(await seedProviders(database.db, { count: 50 })).toBe(50);
    expect(await count()).toBe(50);
  });
});
