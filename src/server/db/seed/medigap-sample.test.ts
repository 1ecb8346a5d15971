/**
 * The seed's sample Medigap rates (issue 19; docs/sample-data.md): all labelled sample, the
 * letters and bands the demo needs for 2026 and 2027, plausible magnitudes that rise with age, and
 * the quote finding them for an Oklahoma person.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import { quoteMedigap } from '../../services/catalogue/medigap-rates.ts';
import { medigapRates } from '../schema.ts';
import {
  SAMPLE_MEDIGAP_BANDS,
  SAMPLE_MEDIGAP_SOURCE,
  SAMPLE_MEDIGAP_YEARS,
  sampleMedigapRates,
  seedSampleMedigapRates,
} from './medigap-sample.ts';

describe.each(TEST_DATABASE_KINDS)('sample Medigap rates in the seed on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('are all sample rates of invented "Sample" carriers, for 2026 and 2027 in Oklahoma', async () => {
    const rows = await database.db.select().from(medigapRates);
    expect(rows).toHaveLength(
      SAMPLE_MEDIGAP_YEARS.reduce((n, year) => n + sampleMedigapRates(year).length, 0),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        sample: true,
        source: SAMPLE_MEDIGAP_SOURCE,
        state: 'OK',
        ratingMethod: 'attained-age',
      });
      expect(row.carrier).toMatch(/^Sample /);
    }
    expect([...new Set(rows.map((r) => r.planYear))].sort()).toEqual([2026, 2027]);
  });

  it('cover letters A, C, F, G, HDG, K, L and N in every age band, for both sexes, tobacco and not', async () => {
    for (const year of SAMPLE_MEDIGAP_YEARS) {
      const rows = await database.db.select().from(medigapRates).where(eq(medigapRates.planYear, year));
      const combos = new Set(
        rows.map((r) => `${r.planLetter} ${r.ageFrom}-${r.ageTo} ${r.sex} ${r.tobacco}`),
      );
      for (const letter of ['A', 'C', 'F', 'G', 'HDG', 'K', 'L', 'N'])
        for (const band of SAMPLE_MEDIGAP_BANDS)
          for (const sex of ['female', 'male'])
            for (const tobacco of [false, true])
              expect(combos, `${year} ${letter} ${band.ageFrom} ${sex} ${tobacco}`).toContain(
                `${letter} ${band.ageFrom}-${band.ageTo} ${sex} ${tobacco}`,
              );
    }
  });

  it('have plausible premiums at 65 that rise with age, N below G and C and F above it', async () => {
    const quote = (age: number) =>
      quoteMedigap(database.db, {
        planYear: 2026,
        state: 'OK',
        zip: '73102',
        age,
        sex: 'female',
        tobacco: false,
      });
    const at65 = await quote(65);
    const range = (letter: string) =>
      at65.filter((o) => o.planLetter === letter).map((o) => Number(o.monthlyPremium));
    const within = (letter: string, low: number, high: number) => {
      expect(range(letter).length, letter).toBeGreaterThan(0);
      for (const premium of range(letter)) expect(premium, letter).toBeGreaterThanOrEqual(low);
      for (const premium of range(letter)) expect(premium, letter).toBeLessThanOrEqual(high);
    };
    within('G', 110, 200);
    within('N', 85, 160);
    within('HDG', 40, 60);
    within('K', 60, 90);
    within('L', 90, 130);
    within('A', 85, 130);
    within('F', 120, 240);
    within('C', 120, 240);
    expect(at65.every((o) => o.sample)).toBe(true);
    const price = (offers: typeof at65, carrier: string, letter: string) =>
      Number(offers.find((o) => o.carrier === carrier && o.planLetter === letter)?.monthlyPremium);
    for (const carrier of new Set(at65.map((o) => o.carrier))) {
      expect(price(at65, carrier, 'N')).toBeLessThan(price(at65, carrier, 'G'));
      for (const letter of ['C', 'F']) {
        const above = price(at65, carrier, letter);
        if (!Number.isNaN(above)) expect(above).toBeGreaterThan(price(at65, carrier, 'G'));
      }
    }
    const byAge = await Promise.all([65, 70, 75, 80, 95].map(quote));
    const sampleMutualG = byAge.map((offers) => price(offers, 'Sample Mutual', 'G'));
    expect(sampleMutualG).toEqual([...sampleMutualG].sort((a, b) => a - b));
    expect(new Set(sampleMutualG.slice(0, 4)).size).toBe(4);
  });

  it('price a Tulsa-area ZIP with its area rate, and 2027 above 2026', async () => {
    const person = { state: 'OK', age: 67, sex: 'male', tobacco: true } as const;
    const tulsa = await quoteMedigap(database.db, { ...person, planYear: 2026, zip: '74103' });
    const okc = await quoteMedigap(database.db, { ...person, planYear: 2026, zip: '73102' });
    const mutualG = (offers: typeof tulsa) =>
      offers.find((o) => o.carrier === 'Sample Mutual' && o.planLetter === 'G');
    expect(mutualG(tulsa)?.zip3).toBe('741');
    expect(mutualG(okc)?.zip3).toBeNull();
    expect(Number(mutualG(tulsa)?.monthlyPremium)).toBeGreaterThan(Number(mutualG(okc)?.monthlyPremium));
    const next = await quoteMedigap(database.db, { ...person, planYear: 2027, zip: '73102' });
    expect(Number(mutualG(next)?.monthlyPremium)).toBeGreaterThan(Number(mutualG(okc)?.monthlyPremium));
  });

  it('are not added again for a year that has Oklahoma rates on file', async () => {
    expect(await seedSampleMedigapRates(database.db)).toBe(0);
  });
});
