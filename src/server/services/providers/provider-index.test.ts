import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildProviderIndex,
  type NearbyPlan,
  type ProviderIndex,
  scanProviderIndex,
  searchProviderIndex,
} from './provider-index.ts';
import type { ProviderResultRow } from './provider-search-sql.ts';

/**
 * The ranking of spec §9 written the slow, obvious way: every provider ranked, filtered by the
 * radius, sorted by (rank, distance, names in byte order, id) with first-name prefix matches in
 * first-name order, the first 20 kept. The index must give exactly this list, whichever way it
 * reads a rank near a ZIP.
 */
function reference(
  rows: ProviderResultRow[],
  query: string,
  nearby: Map<string, number> | null,
): { id: number; distance: number }[] {
  const q = query.trim().toLowerCase();
  const words = q.split(/[\s,]+/).filter(Boolean);
  const byte = (x: string, y: string) => Buffer.compare(Buffer.from(x), Buffer.from(y));
  return rows
    .flatMap((r) => {
      const last = r.last_name_or_org_name.toLowerCase();
      const first = (r.first_name ?? '').toLowerCase();
      const specialty = (r.primary_specialty ?? '').toLowerCase();
      const [a, b] = words;
      let rank: number;
      if (
        words.length === 2 &&
        a &&
        b &&
        ((last.startsWith(a) && first.startsWith(b)) || (first.startsWith(a) && last.startsWith(b)))
      )
        rank = 0;
      else if (last.startsWith(q)) rank = 1;
      else if (first.startsWith(q)) rank = 2;
      else if (last.includes(q)) rank = 3;
      else if (first.includes(q)) rank = 4;
      else if (specialty.includes(q)) rank = 5;
      else return [];
      let distance = 0;
      if (nearby) {
        const d = r.zip_code === null ? undefined : nearby.get(r.zip_code);
        if (d === undefined) return [];
        distance = d;
      }
      return [{ id: Number(r.id), last, first, rank, distance }];
    })
    .sort((x, y) => {
      if (x.rank !== y.rank) return x.rank - y.rank;
      if (x.distance !== y.distance) return x.distance - y.distance;
      const [k1, k2] = x.rank === 2 ? (['first', 'last'] as const) : (['last', 'first'] as const);
      return byte(x[k1], y[k1]) || byte(x[k2], y[k2]) || x.id - y.id;
    })
    .slice(0, 20)
    .map(({ id, distance }) => ({ id, distance }));
}

const PLANS: NearbyPlan[] = ['auto', 'candidates', 'zips'];

function answers(index: ProviderIndex, query: string, nearby: Map<string, number> | null) {
  const shown = (hits: { position: number; distance: number }[]) =>
    hits.map((h) => ({ id: index.display[h.position]?.id as number, distance: h.distance }));
  return {
    ...Object.fromEntries(
      PLANS.map((plan) => [plan, shown(searchProviderIndex(index, query, nearby, plan))]),
    ),
    scan: shown(scanProviderIndex(index, query, nearby)),
  };
}

function expectSameAsReference(rows: ProviderResultRow[], query: string, nearby: Map<string, number> | null) {
  const index = buildProviderIndex(rows);
  const expected = reference(rows, query, nearby);
  for (const [how, actual] of Object.entries(answers(index, query, nearby)))
    expect({ how, query, actual }).toEqual({ how, query, actual: expected });
}

// Names chosen to collide: shared prefixes, names inside other names, accents, hyphens,
// apostrophes, capitals, organisation names with spaces, a character outside the BMP.
const LAST = [
  'Smith',
  'Smithson',
  'Goldsmith',
  'Smith-Jones',
  "O'Brien",
  'OBrien',
  'Brien',
  'José',
  'Jose',
  'Joseph',
  'Núñez',
  'NUNEZ',
  'Ängström',
  'Zoë',
  'Ann',
  'Anna',
  'Hanna',
  'Johnson',
  'Scissortail Family Care Clinic LLC',
  'Family Medicine of Tulsa',
  'Tulsa Smith Pharmacy',
  'Ḿartin',
  'Smile 😀 Dental',
  'İnce',
];
const FIRST = [
  null,
  '',
  'John',
  'Johnny',
  'Jo',
  'Ann',
  'Anne-Marie',
  'Marie',
  "D'Angelo",
  'Smith',
  'Zoë',
  'Ñico',
];
const SPECIALTY = [
  null,
  'Family Medicine',
  'Nurse Practitioner',
  'Cardiology',
  'Radiology',
  'Pharmacy',
  'Internal Medicine',
];
const ZIPS = [null, '73102', '73103', '74103', '73625', '74012', '73099'];

const providerRows = (size: number) =>
  fc
    .array(
      fc.record({
        last: fc.constantFrom(...LAST),
        first: fc.constantFrom(...FIRST),
        specialty: fc.constantFrom(...SPECIALTY),
        zip: fc.constantFrom(...ZIPS),
      }),
      { minLength: 0, maxLength: size },
    )
    .map((list) =>
      list.map(
        (p, i): ProviderResultRow => ({
          // Ids out of name order, so the id tie-break is exercised.
          id: ((i * 7919) % 10_007) + 1,
          last_name_or_org_name: p.last,
          first_name: p.first,
          primary_specialty: p.specialty,
          npi: null,
          city: null,
          state: 'OK',
          zip_code: p.zip,
          sample: false,
        }),
      ),
    );

/** Fragments of the names above (prefixes, middles, two words, case and spacing changed), and noise. */
const query = fc.oneof(
  fc
    .record({
      source: fc.constantFrom(
        ...LAST,
        ...FIRST.filter((f): f is string => !!f),
        ...SPECIALTY.filter(Boolean),
      ),
      start: fc.nat({ max: 12 }),
      length: fc.integer({ min: 1, max: 8 }),
      upper: fc.boolean(),
    })
    .map(({ source, start, length, upper }) => {
      const s = source as string;
      const at = Math.min(start, Math.max(0, s.length - 1));
      const fragment = s.slice(at, at + length);
      return upper ? fragment.toUpperCase() : fragment;
    }),
  fc
    .record({
      a: fc.constantFrom('smith', 'jo', 'john', 'ann', "o'b", 'sm', 'jos', 'zo', 'mar', 'tulsa'),
      b: fc.constantFrom('j', 'john', 'smith', 'anne', 'marie', 'a', 'fam', 'd'),
      separator: fc.constantFrom(' ', ', ', ',', '  '),
    })
    .map(({ a, b, separator }) => `${a}${separator}${b}`),
  fc.constantFrom(
    '  smi ',
    'a',
    'n',
    'ology',
    'medic',
    '-',
    "'",
    'zq',
    'clinic llc',
    '😀',
    '\uD83D',
    'é',
    'e\u0301',
  ),
  fc.string({ minLength: 1, maxLength: 4 }),
);

/** Radius answers: some of the ZIPs (one absent from the directory), with shared and zero distances. */
const nearby = fc.option(
  fc
    .subarray(['73102', '73103', '74103', '73625', '74012', '73099', '99999'], { minLength: 1 })
    .chain((zips) =>
      fc
        .array(fc.constantFrom(0, 1.5, 1.5, 3.25, 12, 40), { minLength: zips.length, maxLength: zips.length })
        .map((distances) => new Map(zips.map((zip, i) => [zip, distances[i] as number]))),
    ),
  { nil: null },
);

describe('provider index', () => {
  it('gives exactly the reference ranking for generated directories and queries', () => {
    fc.assert(
      fc.property(
        providerRows(300),
        fc.array(fc.tuple(query, nearby), { minLength: 1, maxLength: 8 }),
        (rows, searches) => {
          const index = buildProviderIndex(rows);
          for (const [q, near] of searches) {
            const expected = reference(rows, q, near);
            for (const [how, actual] of Object.entries(answers(index, q, near)))
              expect({ how, q, actual }).toEqual({ how, q, actual: expected });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads many providers per name, as the real directory has', () => {
    // Hundreds of namesakes per name: long runs, prefix ranks larger than the per-ZIP way's
    // threshold, and ranks that fill 20 before the contains-ranks are reached.
    const rows: ProviderResultRow[] = [];
    for (let i = 0; i < 6000; i++)
      rows.push({
        id: 6000 - i,
        last_name_or_org_name: LAST[(i * 7) % LAST.length] as string,
        first_name: FIRST[(i * 5) % FIRST.length] ?? null,
        primary_specialty: SPECIALTY[(i * 3) % SPECIALTY.length] ?? null,
        npi: null,
        city: null,
        state: 'OK',
        zip_code: ZIPS[(i * 11) % ZIPS.length] ?? null,
        sample: false,
      });
    const near = new Map([
      ['73102', 0],
      ['73103', 4],
      ['74103', 4],
      ['73625', 60],
    ]);
    for (const q of [
      'smith',
      'sm',
      'jo',
      'an',
      'john smith',
      'smith, jo',
      'ology',
      'nurse',
      'rien',
      'ñ',
      'zz',
      'e',
    ])
      for (const radius of [null, near, new Map([['74012', 2]])]) expectSameAsReference(rows, q, radius);
  });

  it('keeps its contains-marks right when their 32-bit counter wraps', () => {
    const rows: ProviderResultRow[] = LAST.map((last, i) => ({
      id: i + 1,
      last_name_or_org_name: last,
      first_name: FIRST[i % FIRST.length] ?? null,
      primary_specialty: SPECIALTY[i % SPECIALTY.length] ?? null,
      npi: null,
      city: null,
      state: 'OK',
      zip_code: '73102',
      sample: false,
    }));
    const index = buildProviderIndex(rows);
    index.stamp = 0x7fffffff - 2;
    const ids = (q: string) => searchProviderIndex(index, q, null).map((h) => index.display[h.position]?.id);
    for (const q of ['mith', 'ann', 'ology', 'mith', 'ann', 'ology']) {
      expect(ids(q)).toEqual(reference(rows, q, null).map((h) => h.id));
      expect(ids(q).length).toBeGreaterThan(0);
    }
    expect(index.stamp).toBeLessThan(20);
  });

  it('lists a full-name match once when both words are prefixes of its last name', () => {
    // "Johnson Jo" for "jo john": its last name starts with both words, so it is in the runs read
    // for both halves of a full name (last a… first b…, and first a… last b…).
    const row = (id: number, last: string, first: string, zip: string): ProviderResultRow => ({
      id,
      last_name_or_org_name: last,
      first_name: first,
      primary_specialty: null,
      npi: null,
      city: null,
      state: 'OK',
      zip_code: zip,
      sample: false,
    });
    const one = [row(1, 'Johnson', 'Jo', '73103')];
    const many = [
      ...one,
      row(2, 'Jones', 'John', '73103'),
      row(3, 'John', 'Joanna', '73102'),
      row(4, 'Johnston', 'Jonah', '73102'),
      row(5, 'Smith', 'John', '73102'),
    ];
    const near = new Map([
      ['73103', 0],
      ['73102', 2],
      ['99999', 0],
    ]);
    for (const rows of [one, many])
      for (const q of ['jo john', 'john jo', 'jo jo', 'john, joh'])
        for (const radius of [null, near]) expectSameAsReference(rows, q, radius);
    const index = buildProviderIndex(one);
    for (const plan of PLANS)
      expect(searchProviderIndex(index, 'jo john', near, plan).map((h) => h.position)).toEqual([0]);
    expect(reference(many, 'jo john', near).map((h) => h.id)).toEqual([1, 2, 3, 4]);
  });

  it('answers edge cases the same way as the reference', () => {
    const row = (
      id: number,
      last: string,
      first: string | null,
      specialty: string | null,
      zip: string | null,
    ) => ({
      id,
      last_name_or_org_name: last,
      first_name: first,
      primary_specialty: specialty,
      npi: null,
      city: null,
      state: 'OK',
      zip_code: zip,
      sample: false,
    });
    const rows = [
      row(1, "O'Brien", 'Anne-Marie', 'Cardiology', '73102'),
      row(2, 'Smith-Jones', 'John', 'Family Medicine', '73103'),
      row(3, 'José', 'Ñico', null, null),
      row(4, 'Scissortail Family Care Clinic LLC', null, 'Family Medicine', '73102'),
      row(5, 'Smith', 'John', 'Nurse Practitioner', '73102'),
      row(6, 'Johnson', 'Smith', 'Radiology', '73103'),
      row(7, 'Smile 😀 Dental', null, null, '73102'),
    ];
    const near = new Map([
      ['73102', 10],
      ['73103', 10],
    ]);
    const cases: [string, Map<string, number> | null][] = [
      ["o'b", null],
      ['smith-j', null],
      ['jos', null],
      ['ñ', null],
      ['smith john', near],
      ['john, smith', null],
      ['clinic llc', near],
      ['family', near],
      ['😀', null],
      ['\uDE00', null],
      ['zzz', near],
      ['  Smith  ', new Map([['73103', 0]])],
    ];
    for (const [q, radius] of cases) expectSameAsReference(rows, q, radius);
    // A few of them, spelled out, so that the reference itself is checked.
    const ids = (q: string, radius: Map<string, number> | null) =>
      reference(rows, q, radius).map((h) => h.id);
    // Both orders of a full name: Johnson Smith (first name Smith) sorts first by last name.
    expect(ids('smith john', near)).toEqual([6, 5, 2]);
    expect(ids('ñ', null)).toEqual([3]);
    expect(ids('family', near)).toEqual([4, 2]);
    expect(ids('zzz', near)).toEqual([]);
  });
});
