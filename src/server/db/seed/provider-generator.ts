/** Synthetic Oklahoma provider directory: every name, address, phone and NPI is made up. */
import { en, en_US, Faker } from '@faker-js/faker';
import { npiCheckDigit, TAXONOMY_SPECIALTIES } from '../../services/providers/npi.ts';
import { upsertProviders } from '../../services/providers/nppes-import.ts';
import { inChunks, loadWithIndexesAfter } from '../bulk-load.ts';
import type { DbExecutor } from '../client.ts';
import { providers } from '../schema.ts';
import { loadZipCoordinates, type ZipCoordinateRow } from './reference-data.ts';
import { recordSampleSource } from './sample-files.ts';

export type ProviderInsert = typeof providers.$inferInsert;

const list = (text: string) => text.split(', ');

export const DEFAULT_PROVIDER_COUNT = 20_000;
export const DEFAULT_PROVIDER_SEED = 20260101;
const INSERT_CHUNK = 1_000;

/**
 * ZIP weights by county, as we have no per-ZIP population: Oklahoma and Tulsa counties (academic centres,
 * most specialists) 10, metro suburbs 4, regional centres 2, elsewhere 0.5 so rural towns still get a
 * clinic. About two thirds of providers land in Oklahoma and Tulsa counties.
 */
const METRO_CORE_COUNTIES = ['Oklahoma', 'Tulsa'];
const METRO_RING_COUNTIES = ['Cleveland', 'Canadian', 'Wagoner', 'Rogers', 'Creek'];
const REGIONAL_CENTRE_COUNTIES = list(
  'Comanche, Payne, Muskogee, Garfield, Pottawatomie, Carter, Kay, Pittsburg, Stephens, ' +
    'Grady, Washington, Pontotoc, Bryan',
);

/** Approximate: a few counties straddle a boundary; 580 everywhere else. */
const COUNTIES_405 = list(
  'Oklahoma, Cleveland, Canadian, Logan, Lincoln, Pottawatomie, Payne, Grady, McClain, ' +
    'Kingfisher, Seminole, Hughes, Garvin, Caddo',
);
const COUNTIES_918 = list(
  'Tulsa, Wagoner, Rogers, Creek, Osage, Washington, Muskogee, Okmulgee, Mayes, Cherokee, ' +
    'Delaware, Ottawa, Craig, Nowata, Pittsburg, Le Flore, Sequoyah, Adair, McIntosh, ' +
    'Okfuskee, Haskell, Latimer, Pawnee',
);

export const INDIVIDUAL_SHARE = 0.85;

/** Equally likely credentials. */
const credentials = (...values: string[]) => values.map((value) => ({ value, weight: 1 }));
const PHYSICIAN = [
  { value: 'MD', weight: 65 },
  { value: 'DO', weight: 35 }, // Oklahoma trains many DOs (OSU College of Osteopathic Medicine)
];
const NURSE_PRACTITIONER = credentials('NP', 'APRN-CNP');
const PHYSICAL_THERAPIST = credentials('PT', 'DPT');

/** Weighted like the clinicians a Medicare enrollee sees; `boardCertified`: the chance brdcrt is "Y". */
const individual = (code: string, weight: number, credentials = PHYSICIAN, boardCertified = 0.9) => ({
  code,
  weight,
  credentials,
  boardCertified,
});
export const INDIVIDUAL_SPECIALTIES = [
  individual('363L00000X', 160, NURSE_PRACTITIONER, 0),
  individual('207Q00000X', 130, PHYSICIAN, 0.85),
  individual('207R00000X', 100, PHYSICIAN, 0.85),
  individual('363A00000X', 70, credentials('PA-C'), 0),
  individual('225100000X', 60, PHYSICAL_THERAPIST, 0),
  individual('207P00000X', 50, PHYSICIAN, 0.8),
  individual('152W00000X', 30, credentials('OD'), 0),
  individual('2084P0800X', 30, PHYSICIAN, 0.8),
  individual('207RC0000X', 30),
  individual('2085R0202X', 30),
  individual('207V00000X', 30, PHYSICIAN, 0.85),
  individual('208600000X', 25, PHYSICIAN, 0.85),
  individual('207X00000X', 25, PHYSICIAN, 0.85),
  individual('207RH0003X', 15),
  individual('207RG0100X', 15),
  individual('2084N0400X', 15),
  individual('207W00000X', 15),
  individual('207RP1001X', 12),
  individual('207N00000X', 10),
  individual('208800000X', 10),
  individual('207Y00000X', 10),
  individual('213E00000X', 10, credentials('DPM'), 0.6),
  individual('207RN0300X', 10),
  individual('207RE0101X', 8),
  individual('207RG0300X', 5),
  individual('207RR0500X', 5),
  individual('207K00000X', 4),
];
const SECONDARY_SPECIALTY_CODES = ['207R00000X', '207Q00000X', '207RG0300X'];
const SECONDARY_SPECIALTY_SHARE = 0.12;

const form = (orgType: string, suffix: string, weight: number) => ({ value: { orgType, suffix }, weight });
const BUSINESS_FORMS = [
  form('LLC', ' LLC', 45),
  form('PLLC', ' PLLC', 20),
  form('Corporation', ' Inc', 30),
  form('Non-profit', '', 5),
];
const FACILITY_FORMS = [
  form('Non-profit', '', 50),
  form('Government', '', 30),
  form('Corporation', ' Inc', 20),
];

const organization = (code: string, weight: number, names: string, forms = BUSINESS_FORMS) => ({
  code,
  weight,
  names: list(names),
  forms,
});
const ORGANIZATION_SPECIALTIES = [
  organization(
    '261QP2300X',
    22,
    '{place} Family Care Clinic, {place} Family Medicine, {surname} Family Clinic, {place} Primary Care',
  ),
  organization('3336C0003X', 20, '{city} Family Pharmacy, {surname} Drug, {place} Pharmacy'),
  organization('332B00000X', 12, '{place} Medical Supply, {place} Home Medical Equipment'),
  organization(
    '261QR1300X',
    10,
    '{city} Rural Health Clinic, {county} County Rural Health Clinic',
    FACILITY_FORMS,
  ),
  organization('261QU0200X', 9, '{place} Urgent Care, {place} Walk-In Clinic'),
  organization(
    '282N00000X',
    7,
    '{city} Regional Medical Center, {county} County Memorial Hospital, {place} Community Hospital',
    FACILITY_FORMS,
  ),
  organization('207RC0000X', 4, '{place} Heart Associates, {place} Cardiology'),
  organization('207X00000X', 4, '{place} Bone & Joint, {place} Orthopedic Associates'),
  organization('207W00000X', 3, '{place} Eye Associates, {surname} Eye Clinic'),
  organization('207RG0100X', 3, '{place} Digestive Health, {place} Gastroenterology Associates'),
  organization('207V00000X', 3, "{place} Women's Health, {place} OB-GYN"),
  organization('207N00000X', 3, '{place} Dermatology, {place} Skin Clinic'),
];
/** Regional names that are not any real organization's brand. */
const PLACE_NAMES = list(
  'Red River, Prairie, Redbud, Cimarron, Arbuckle, Ozark, Canadian Valley, Sooner, ' +
    'Osage Hills, Chisholm Trail, Route 66, Scissortail, Green Country, Twin Rivers, ' +
    'Kiamichi, Grand Lake, Heartland, Crossroads, Frontier, Bluestem',
);

const STREET_NAMES = list(
  'Main, Broadway, Oak, Elm, Cedar, Walnut, Park, Washington, Lincoln, Memorial, Robinson, ' +
    'Harvard, Yale, Sheridan, Lewis, Peoria, Meridian, May, Portland, Council, Rockwell, ' +
    'Garnett, Boston, Grand, Santa Fe, Highland, College, Cherokee',
);
const STREET_TYPES = ['St', 'Ave', 'Blvd', 'Dr', 'Rd', 'Pkwy'];
const DIRECTIONS = ['N', 'S', 'E', 'W', 'NW', 'NE', 'SW', 'SE'];

const FIRST_DATE = '1995-01-01';
const LAST_DATE = '2025-12-31';

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function streetAddress(faker: Faker): string {
  const number = faker.number.int({ min: 100, max: 15999 });
  const direction = faker.datatype.boolean({ probability: 0.4 })
    ? `${faker.helpers.arrayElement(DIRECTIONS)} `
    : '';
  const street = faker.datatype.boolean({ probability: 0.3 })
    ? `${ordinal(faker.number.int({ min: 2, max: 150 }))} St`
    : `${faker.helpers.arrayElement(STREET_NAMES)} ${faker.helpers.arrayElement(STREET_TYPES)}`;
  return `${number} ${direction}${street}`;
}

/** A weighted draw by binary search over cumulative weights. */
function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (faker: Faker) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  return (faker) => {
    const r = faker.number.float({ min: 0, max: total });
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}

export type GenerateProvidersOptions = { count: number; seed: number; zips: readonly ZipCoordinateRow[] };

function zipWeight(county: string): number {
  if (METRO_CORE_COUNTIES.includes(county)) return 10;
  if (METRO_RING_COUNTIES.includes(county)) return 4;
  if (REGIONAL_CENTRE_COUNTIES.includes(county)) return 2;
  return 0.5;
}

export function areaCode(county: string): string {
  return COUNTIES_405.includes(county) ? '405' : COUNTIES_918.includes(county) ? '918' : '580';
}

/** Deterministic (one seeded faker, no Math.random, no clock); unique valid NPIs; ~85 % individuals. */
export function generateProviders({ count, seed, zips }: GenerateProvidersOptions): ProviderInsert[] {
  if (zips.length === 0) throw new Error('generateProviders needs at least one ZIP');
  const faker = new Faker({ locale: [en_US, en] });
  faker.seed(seed);
  const pickZip = weightedPicker(zips, (zip) => zipWeight(zip.county));
  const weightedIndividuals = INDIVIDUAL_SPECIALTIES.map((s) => ({ value: s, weight: s.weight }));
  const weightedOrganizations = ORGANIZATION_SPECIALTIES.map((s) => ({ value: s, weight: s.weight }));
  const usedNpis = new Set<string>();

  const uniqueNpi = (entityDigit: '1' | '2'): string => {
    for (;;) {
      const first9 = entityDigit + faker.string.numeric(8);
      const npi = first9 + npiCheckDigit(first9);
      if (!usedNpis.has(npi)) {
        usedNpis.add(npi);
        return npi;
      }
    }
  };
  const isoDate = (from: string | Date) =>
    faker.date.between({ from, to: LAST_DATE }).toISOString().slice(0, 10);

  const rows: ProviderInsert[] = [];
  for (let i = 0; i < count; i += 1) {
    const zip = pickZip(faker);
    const activeDate = isoDate(FIRST_DATE);
    const location = {
      physicalAddress1: streetAddress(faker),
      physicalAddress2: faker.datatype.boolean({ probability: 0.25 })
        ? `Suite ${faker.number.int({ min: 100, max: 499 })}`
        : null,
      city: zip.city,
      state: 'OK',
      zipCode: zip.zipCode,
      zipCodePlus4: faker.string.numeric(4),
      county: zip.county,
      // 555-01xx is reserved for fiction: no real office gets called.
      phone: `(${areaCode(zip.county)}) 555-01${faker.string.numeric(2)}`,
      primaryLocation: 'Y',
      activeDate,
      statusEffectiveDate: isoDate(activeDate),
      mca: null,
      rsn: null,
      mcaRole: null,
    };

    if (faker.datatype.boolean({ probability: INDIVIDUAL_SHARE })) {
      const specialty = faker.helpers.weightedArrayElement(weightedIndividuals);
      const isPhysician = specialty.credentials === PHYSICIAN;
      const sex = faker.person.sexType();
      const middle = faker.number.float({ min: 0, max: 1 });
      const secondary =
        isPhysician && faker.datatype.boolean({ probability: SECONDARY_SPECIALTY_SHARE })
          ? faker.helpers.arrayElement(SECONDARY_SPECIALTY_CODES.filter((c) => c !== specialty.code))
          : null;
      rows.push({
        ...location,
        npi: uniqueNpi('1'),
        sample: true,
        providerType: 'Individual',
        lastNameOrOrgName: faker.person.lastName(),
        firstName: faker.person.firstName(sex),
        middleName:
          middle < 0.5
            ? faker.string.alpha({ casing: 'upper' })
            : middle < 0.7
              ? faker.person.middleName(sex)
              : null,
        suffix: faker.datatype.boolean({ probability: 0.03 })
          ? faker.helpers.arrayElement(['Jr.', 'Sr.', 'II', 'III'])
          : null,
        title: faker.helpers.weightedArrayElement(specialty.credentials),
        brdcrt: faker.datatype.boolean({ probability: specialty.boardCertified }) ? 'Y' : 'N',
        primarySpecialty: TAXONOMY_SPECIALTIES[specialty.code] ?? null,
        secondarySpecialty: secondary ? (TAXONOMY_SPECIALTIES[secondary] ?? null) : null,
        orgType: null,
      });
    } else {
      const specialty = faker.helpers.weightedArrayElement(weightedOrganizations);
      const form = faker.helpers.weightedArrayElement(specialty.forms);
      const name = faker.helpers
        .arrayElement(specialty.names)
        .replace('{place}', faker.datatype.boolean() ? zip.city : faker.helpers.arrayElement(PLACE_NAMES))
        .replace('{city}', zip.city)
        .replace('{county}', zip.county)
        .replace('{surname}', faker.person.lastName());
      rows.push({
        ...location,
        npi: uniqueNpi('2'),
        sample: true,
        providerType: 'Organization',
        lastNameOrOrgName: name + form.suffix,
        firstName: null,
        middleName: null,
        suffix: null,
        title: null,
        brdcrt: null,
        primarySpecialty: TAXONOMY_SPECIALTIES[specialty.code] ?? null,
        secondarySpecialty: null,
        orgType: form.orgType,
      });
    }
  }
  return rows;
}

/** While `providers` is empty, inserts `count` (default 20,000) generated providers; returns how many. */
export async function seedProviders(db: DbExecutor, options: { count?: number } = {}): Promise<number> {
  const [existing] = await db.select({ id: providers.id }).from(providers).limit(1);
  if (existing) return 0;
  const rows = generateProviders({
    count: options.count ?? DEFAULT_PROVIDER_COUNT,
    seed: DEFAULT_PROVIDER_SEED,
    zips: loadZipCoordinates(),
  });
  await loadWithIndexesAfter(db, 'providers', async (tx) => {
    await inChunks(rows, INSERT_CHUNK, (chunk) => upsertProviders(tx, chunk));
    await recordSampleSource(tx, 'nppes', null, 'ClearPlan sample doctors (generated)', rows.length);
  });
  return rows.length;
}
