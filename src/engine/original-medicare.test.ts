import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from './cost-share.ts';
import { SERVICE_PRICES, type Service, UTILISATION } from './medical-cost.ts';
import {
  BAD_YEAR,
  type CareYear,
  MEDIGAP_LETTERS,
  type MedigapLetter,
  medicareGaps,
  medigapOutOfPocket,
  ORIGINAL_MEDICARE_YEARS,
  type OriginalMedicareYear,
  originalMedicareYear,
  totalGaps,
} from './original-medicare.ts';

/** One year on Original Medicare with one Medigap plan, before any drug plan. */
type MedigapYear = {
  letter: MedigapLetter;
  partBPremiums: number;
  medigapPremiums: number;
  medical: number;
  total: number;
};

function medigapYear(
  care: CareYear,
  letter: MedigapLetter,
  medigapMonthlyPremium: number,
  year: OriginalMedicareYear,
  options: { excessChargeRate?: number } = {},
): MedigapYear {
  const partBPremiums = roundCents(12 * year.partBMonthlyPremium);
  const medigapPremiums = roundCents(12 * medigapMonthlyPremium);
  const medical = medigapOutOfPocket(medicareGaps(care, year, options), letter, year);
  return {
    letter,
    partBPremiums,
    medigapPremiums,
    medical,
    total: roundCents(partBPremiums + medigapPremiums + medical),
  };
}

/** Cheapest year first; ties by the plan letters' order (MEDIGAP_LETTERS). */
function cheapestFirst<T extends Pick<MedigapYear, 'letter' | 'total'>>(years: readonly T[]): T[] {
  return [...years].sort(
    (a, b) => a.total - b.total || MEDIGAP_LETTERS.indexOf(a.letter) - MEDIGAP_LETTERS.indexOf(b.letter),
  );
}

const Y2026 = ORIGINAL_MEDICARE_YEARS[2026] as (typeof ORIGINAL_MEDICARE_YEARS)[number];
const NONE: CareYear = Object.fromEntries(Object.keys(SERVICE_PRICES).map((s) => [s, 0])) as CareYear;
const care = (services: Partial<CareYear>): CareYear => ({ ...NONE, ...services });
const outOfPocket = (c: CareYear, letter: MedigapLetter) =>
  medigapOutOfPocket(medicareGaps(c, Y2026), letter, Y2026);

describe('what Original Medicare leaves (2026)', () => {
  it('a low-use year: the Part B deductible, then 20 %; lab tests free', () => {
    // UTILISATION.some: 4 primary care ($140), 2 specialist ($220), 2 labs ($60), 1 X-ray ($110),
    // 1 urgent care ($180). Deductible $283: X-ray 110 (173 left), urgent care 173 of 180, so its
    // 20 % is of $7 = $1.40. Visits: 4 × 28 + 2 × 44 = $200. Labs: $0.
    const g = medicareGaps(UTILISATION.some, Y2026);
    expect(g).toEqual({
      partBDeductible: 283,
      partBCoinsurance: 1.4,
      officeVisits: [28, 28, 28, 28, 44, 44],
      erVisits: [],
      partADeductible: 0,
      partACoinsurance: 0,
      snfCoinsurance: 0,
      excessCharges: 0,
    });
    // 283 + 1.40 + 200 = 484.40
    expect(totalGaps(g)).toBe(484.4);
  });

  it('a hospital stay of 95 days and 40 days of skilled nursing', () => {
    // Part A: $1,736 deductible; days 61–90: 30 × 434 = 13,020; days 91–95: 5 × 868 = 4,340.
    // Skilled nursing days 21–40: 20 × 217 = 4,340.
    const g = medicareGaps(care({ hospitalDay: 95, nursingDay: 40 }), Y2026);
    expect(g.partADeductible).toBe(1736);
    expect(g.partACoinsurance).toBe(17360);
    expect(g.snfCoinsurance).toBe(4340);
    // 1,736 + 17,360 + 4,340 = 23,436
    expect(totalGaps(g)).toBe(23436);
  });

  it('excess charges only when asked for: 15 % of the allowed Part B prices', () => {
    // 2 specialist visits: allowed 440; 15 % = 66.
    expect(medicareGaps(care({ specialist: 2 }), Y2026, { excessChargeRate: 0.15 }).excessCharges).toBe(66);
    expect(medicareGaps(care({ specialist: 2 }), Y2026).excessCharges).toBe(0);
  });
});

describe('what each Medigap plan leaves', () => {
  // A low-use year (UTILISATION.some): gaps $283 deductible, $1.40 coinsurance, visits $200.
  // A high-use year (UTILISATION.ongoing): deductible $283 (two X-rays 220, urgent care 63);
  // coinsurance: urgent care 117 × 20 % = 23.40, 2 imaging 200, surgery 300, ambulance 120 =
  // 643.40; office visits 6 × 28 + 8 × 44 = 520; one emergency visit 180; a 5-day stay: the $1,736
  // deductible; 10 nursing days: $0. Total 283 + 643.40 + 520 + 180 + 1,736 = 3,362.40.
  it.each([
    // letter, low use, high use, arithmetic
    ['F', 0, 0], // pays everything
    ['C', 0, 0],
    ['G', 283, 283], // all but the Part B deductible
    // N: deductible + $20 a visit (6 visits: 120; 14 visits: 280) + $50 for the emergency visit.
    ['N', 403, 613], // 283 + 120 | 283 + 280 + 50
    ['HDG', 484.4, 2950], // everything up to $2,950: 484.40 | min(3,362.40, 2,950)
    ['HDF', 484.4, 2950],
    // K: half of coinsurance, visits and the Part A deductible, plus the Part B deductible.
    ['K', 383.7, 1822.7], // 283 + (1.40 + 200) / 2 | 283 + (643.40 + 520 + 180 + 1,736) / 2
    ['L', 333.35, 1052.85], // 283 + (201.40) / 4 | 283 + 3,079.40 / 4
    ['M', 283, 1151], // 283 | 283 + 1,736 / 2
    ['D', 283, 283],
    ['B', 283, 283],
    ['A', 283, 2019], // 283 | 283 + 1,736
  ] as [MedigapLetter, number, number][])('Plan %s: low use $%d, high use $%d', (letter, low, high) => {
    expect(outOfPocket(UTILISATION.some, letter)).toBe(low);
    expect(outOfPocket(UTILISATION.ongoing, letter)).toBe(high);
  });

  it('a hospital stay: 75 days in hospital and 40 in skilled nursing', () => {
    // Gaps: deductible 1,736; days 61–75: 15 × 434 = 6,510; nursing days 21–40: 20 × 217 = 4,340.
    const stay = care({ hospitalDay: 75, nursingDay: 40 });
    expect(outOfPocket(stay, 'G')).toBe(0);
    expect(outOfPocket(stay, 'N')).toBe(0);
    expect(outOfPocket(stay, 'A')).toBe(6076); // 1,736 + 4,340: A pays no deductible, no nursing
    expect(outOfPocket(stay, 'B')).toBe(4340); // no nursing coinsurance
    expect(outOfPocket(stay, 'K')).toBe(3038); // (1,736 + 4,340) / 2; days 61+ paid in full
    expect(outOfPocket(stay, 'L')).toBe(1519); // (1,736 + 4,340) / 4
    expect(outOfPocket(stay, 'HDG')).toBe(2950);
  });

  it('K and L stop at their yearly limits', () => {
    // 60 outpatient surgeries ($1,500): the first meets the $283 deductible, 20 % of 1,217 = 243.40;
    // 59 × 300 = 17,700; coinsurance 17,943.40. K: 283 + 8,971.70 = 9,254.70 → $8,000.
    // L: 283 + 4,485.85 = 4,768.85 → $4,000.
    const surgeries = care({ outpatientSurgery: 60 });
    expect(outOfPocket(surgeries, 'K')).toBe(8000);
    expect(outOfPocket(surgeries, 'L')).toBe(4000);
  });

  it('Plan N asks at most the visit’s own coinsurance', () => {
    // 2 primary care visits ($140): both go wholly to the $283 deductible (280 of it), so their
    // coinsurance is $0 and N asks $0 for them: $280.
    expect(outOfPocket(care({ pcp: 2 }), 'N')).toBe(280);
    // A third visit: $3 finishes the deductible, its coinsurance is 20 % of 137 = 27.40, more than
    // $20: N asks $20. 283 + 20 = 303.
    expect(outOfPocket(care({ pcp: 3 }), 'N')).toBe(303);
  });
});

describe('a year on the Original Medicare road', () => {
  it('adds the Part B and Medigap premiums: Plan G vs N vs high-deductible G', () => {
    // Part B: 12 × 202.90 = 2,434.80.
    // Low use: G at $150/month: 1,800 + 2,434.80 + 283 = 4,517.80;
    //          N at $120/month: 1,440 + 2,434.80 + 403 = 4,277.80;
    //          HDG at $50/month: 600 + 2,434.80 + 484.40 = 3,519.20.
    const low = [
      medigapYear(UTILISATION.some, 'G', 150, Y2026),
      medigapYear(UTILISATION.some, 'N', 120, Y2026),
      medigapYear(UTILISATION.some, 'HDG', 50, Y2026),
    ];
    expect(low.map((y) => y.total)).toEqual([4517.8, 4277.8, 3519.2]);
    expect(cheapestFirst(low).map((y) => y.letter)).toEqual(['HDG', 'N', 'G']);
    // High use: G 1,800 + 2,434.80 + 283 = 4,517.80; N 1,440 + 2,434.80 + 613 = 4,487.80;
    //           HDG 600 + 2,434.80 + 2,950 = 5,984.80.
    const high = [
      medigapYear(UTILISATION.ongoing, 'G', 150, Y2026),
      medigapYear(UTILISATION.ongoing, 'N', 120, Y2026),
      medigapYear(UTILISATION.ongoing, 'HDG', 50, Y2026),
    ];
    expect(high.map((y) => y.total)).toEqual([4517.8, 4487.8, 5984.8]);
    expect(cheapestFirst(high).map((y) => y.letter)).toEqual(['N', 'G', 'HDG']);
  });
});

const careArb = fc.record(
  Object.fromEntries(
    (Object.keys(SERVICE_PRICES) as Service[]).map((s) => [
      s,
      s === 'hospitalDay'
        ? fc.integer({ min: 0, max: 150 })
        : fc.integer({ min: 0, max: s === 'nursingDay' ? 100 : 30 }),
    ]),
  ) as Record<Service, fc.Arbitrary<number>>,
) as fc.Arbitrary<CareYear>;
const letterArb = fc.constantFrom(...MEDIGAP_LETTERS);

describe('properties', () => {
  it('more care never costs less, under any plan', () => {
    fc.assert(
      fc.property(careArb, careArb, letterArb, (a, extra, letter) => {
        const more = Object.fromEntries(
          (Object.keys(a) as Service[]).map((s) => [
            s,
            Math.min(a[s] + extra[s], s === 'hospitalDay' ? 150 : s === 'nursingDay' ? 100 : 60),
          ]),
        ) as CareYear;
        expect(outOfPocket(more, letter)).toBeGreaterThanOrEqual(outOfPocket(a, letter));
      }),
      { numRuns: 1000 },
    );
  });

  it('the bad year never costs less than any health answer’s typical year', () => {
    for (const letter of MEDIGAP_LETTERS)
      for (const typical of Object.values(UTILISATION))
        expect(outOfPocket(BAD_YEAR, letter)).toBeGreaterThanOrEqual(outOfPocket(typical, letter));
  });

  it('a Medigap plan never leaves more than Original Medicare alone, and K, L and the high deductible cap it', () => {
    fc.assert(
      fc.property(careArb, letterArb, (c, letter) => {
        const g = medicareGaps(c, Y2026);
        const paid = medigapOutOfPocket(g, letter, Y2026);
        expect(paid).toBeLessThanOrEqual(totalGaps(g));
        if (letter === 'K') expect(paid).toBeLessThanOrEqual(Y2026.medigapKLimit);
        if (letter === 'L') expect(paid).toBeLessThanOrEqual(Y2026.medigapLLimit);
        if (letter === 'HDG' || letter === 'HDF')
          expect(paid).toBeLessThanOrEqual(Y2026.medigapHighDeductible);
      }),
      { numRuns: 1000 },
    );
  });

  it('raising a Medigap premium never improves that plan’s place', () => {
    fc.assert(
      fc.property(
        careArb,
        fc.uniqueArray(letterArb, { minLength: 2, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 40000 }), { minLength: 12, maxLength: 12 }),
        fc.nat({ max: 11 }),
        fc.integer({ min: 1, max: 20000 }),
        (c, letters, cents, pick, raise) => {
          const premiums = letters.map((_, i) => (cents[i] as number) / 100);
          const at = pick % letters.length;
          const place = (ps: number[]) =>
            cheapestFirst(letters.map((l, i) => medigapYear(c, l, ps[i] as number, Y2026))).findIndex(
              (y) => y.letter === letters[at],
            );
          const raised = premiums.map((p, i) => (i === at ? p + raise / 100 : p));
          expect(place(raised)).toBeGreaterThanOrEqual(place(premiums));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a year not entered yet', () => {
  it('takes the newest year’s amounts and lists every one as unconfirmed', () => {
    const y = originalMedicareYear(2031);
    expect(y.year).toBe(2031);
    expect(y.partBMonthlyPremium).toBe(ORIGINAL_MEDICARE_YEARS[2027]?.partBMonthlyPremium);
    expect(y.unconfirmed).toEqual([
      'Part A and Part B amounts',
      'Medigap K and L limits and the high deductible',
    ]);
    expect(originalMedicareYear(2026)).toBe(ORIGINAL_MEDICARE_YEARS[2026]);
  });
});
