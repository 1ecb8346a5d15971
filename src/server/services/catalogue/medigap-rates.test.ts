/**
 * The Medigap quote's choice rules (issue 19), on a real database: for each carrier and letter
 * the one rate that applies — ZIP area beats the whole state, the age band holding the age (edges
 * 69 and 70), the person's sex beats "any", tobacco use matched — cheapest first per letter, with
 * `sample` carried through. Rates here are for plan year 2031, which the seed never writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medigapRateFields } from '../../../../tests/setup/medigap-rate-factory.ts';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import { medigapRates } from '../../db/schema.ts';
import { type MedigapQuoteInput, quoteMedigap } from './medigap-rates.ts';

const YEAR = 2031;
type RateInsert = typeof medigapRates.$inferInsert;

const rate = (overrides: Partial<RateInsert>): RateInsert =>
  medigapRateFields({ planYear: YEAR, carrier: 'Quote Mutual', monthlyPremium: '100.00', ...overrides });

const person = (overrides: Partial<MedigapQuoteInput> = {}): MedigapQuoteInput => ({
  planYear: YEAR,
  state: 'OK',
  zip: '73102',
  age: 67,
  sex: 'female',
  tobacco: false,
  ...overrides,
});

describe.each(TEST_DATABASE_KINDS)('Medigap quote on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(medigapRates).values([
      // Quote Mutual, G: bands by sex, with an Oklahoma City area (731) rate for 65–69 women.
      rate({ ageFrom: 65, ageTo: 69, monthlyPremium: '120.00' }),
      rate({ ageFrom: 70, ageTo: 74, monthlyPremium: '140.00' }),
      rate({ ageFrom: 75, ageTo: 120, monthlyPremium: '170.00' }),
      rate({ ageFrom: 65, ageTo: 69, zip3: '731', monthlyPremium: '131.00' }),
      rate({ ageFrom: 65, ageTo: 69, tobacco: true, monthlyPremium: '138.00' }),
      rate({ ageFrom: 65, ageTo: 74, sex: 'male', monthlyPremium: '133.00' }),
      // Plains Life, G: one rate for any sex, and a cheaper one for women only.
      rate({ carrier: 'Plains Life', sex: 'any', ageTo: 120, monthlyPremium: '110.00' }),
      rate({
        carrier: 'Plains Life',
        sex: 'female',
        ageTo: 120,
        monthlyPremium: '115.00',
        sample: true,
        source: 'ClearPlan sample',
      }),
      // Red River Health: N community-rated, and A issue-age; an HDG that ends at 69.
      rate({
        carrier: 'Red River Health',
        planLetter: 'N',
        ratingMethod: 'community-rated',
        sex: 'any',
        ageTo: 120,
        monthlyPremium: '90.00',
      }),
      rate({
        carrier: 'Red River Health',
        planLetter: 'A',
        ratingMethod: 'issue-age',
        sex: 'any',
        ageTo: 120,
        monthlyPremium: '101.00',
      }),
      rate({
        carrier: 'Red River Health',
        planLetter: 'HDG',
        sex: 'any',
        ageTo: 69,
        monthlyPremium: '45.00',
      }),
      // Another year and another state are never offered.
      rate({ planYear: YEAR + 1, carrier: 'Next Year Life', monthlyPremium: '1.00' }),
      rate({ state: 'KS', carrier: 'Kansas Only Life', monthlyPremium: '1.00' }),
    ]);
  });
  afterAll(() => database.close());

  const offers = async (input: MedigapQuoteInput) =>
    (await quoteMedigap(database.db, input)).map((o) => `${o.planLetter} ${o.carrier} ${o.monthlyPremium}`);

  it('gives one rate per carrier and letter, letters in Medicare order, cheapest first within a letter', async () => {
    // 67, woman, non-smoker, 73102: Quote Mutual's 731 rate (131) beats its state rate (120);
    // Plains Life's women's rate (115) beats its any-sex rate (110) though it costs more.
    expect(await offers(person())).toEqual([
      'A Red River Health 101.00',
      'G Plains Life 115.00',
      'G Quote Mutual 131.00',
      'HDG Red River Health 45.00',
      'N Red River Health 90.00',
    ]);
  });

  it('takes the area rate only inside the area: the whole state elsewhere, or with no usable ZIP', async () => {
    const quote = async (zip: string) =>
      (await quoteMedigap(database.db, person({ zip }))).find((o) => o.carrier === 'Quote Mutual');
    expect(await quote('73102')).toMatchObject({ zip3: '731', monthlyPremium: '131.00' });
    expect(await quote('74103')).toMatchObject({ zip3: null, monthlyPremium: '120.00' });
    expect(await quote('')).toMatchObject({ zip3: null, monthlyPremium: '120.00' });
  });

  it('finds the band that holds the age, both ends included', async () => {
    const quoteAt = async (age: number) =>
      (await quoteMedigap(database.db, person({ age, zip: '74103' })))
        .filter((o) => o.carrier === 'Quote Mutual' || o.planLetter === 'HDG')
        .map((o) => `${o.planLetter} ${o.ageFrom}-${o.ageTo} ${o.monthlyPremium}`);
    expect(await quoteAt(65)).toEqual(['G 65-69 120.00', 'HDG 65-69 45.00']);
    expect(await quoteAt(69)).toEqual(['G 65-69 120.00', 'HDG 65-69 45.00']);
    // 70: the next band; the HDG rate ends at 69, so Red River has no HDG for 70.
    expect(await quoteAt(70)).toEqual(['G 70-74 140.00']);
    expect(await quoteAt(74)).toEqual(['G 70-74 140.00']);
    expect(await quoteAt(75)).toEqual(['G 75-120 170.00']);
    expect(await quoteAt(64)).toEqual([]);
  });

  it('takes the person\'s sex over "any", and "any" when the carrier has no rate for their sex', async () => {
    const plains = async (sex: 'female' | 'male') =>
      (await quoteMedigap(database.db, person({ sex }))).find((o) => o.carrier === 'Plains Life');
    expect(await plains('female')).toMatchObject({ sex: 'female', monthlyPremium: '115.00' });
    expect(await plains('male')).toMatchObject({ sex: 'any', monthlyPremium: '110.00' });
    const man = await quoteMedigap(database.db, person({ sex: 'male' }));
    expect(man.find((o) => o.carrier === 'Quote Mutual')).toMatchObject({
      sex: 'male',
      monthlyPremium: '133.00',
    });
  });

  it('matches tobacco use: a smoker gets tobacco rates only', async () => {
    expect(await offers(person({ tobacco: true, zip: '74103' }))).toEqual(['G Quote Mutual 138.00']);
  });

  it('carries sample and source through, and the rate id, rating method and band', async () => {
    const [plains] = (await quoteMedigap(database.db, person())).filter((o) => o.carrier === 'Plains Life');
    expect(plains).toMatchObject({
      sample: true,
      source: 'ClearPlan sample',
      ratingMethod: 'attained-age',
      ageFrom: 65,
      ageTo: 120,
      rateId: expect.any(Number),
    });
    const [redRiver] = (await quoteMedigap(database.db, person())).filter((o) => o.planLetter === 'N');
    expect(redRiver).toMatchObject({ sample: false, ratingMethod: 'community-rated' });
  });
});
