/**
 * Sample Medigap rates for the demo (docs/sample-data.md "Medigap sample"): four invented "Sample"
 * carriers, Oklahoma, 2026 and 2027, attained-age bands 65–69 … 80+; not any carrier's filed rates.
 * Premium = carrier's Plan G rate (woman, 65, no tobacco) × letter factor × age band's × 1.10 men
 * × 1.15 tobacco × 1.07 for 2027, in cents; factors chosen for plausible magnitudes only.
 */
import { sql } from 'drizzle-orm';
import type { MedigapPlanLetter } from '../../../shared/medigap-contracts.ts';
import { inChunks } from '../bulk-load.ts';
import type { DbExecutor } from '../client.ts';
import { medigapRates } from '../schema.ts';
import { recordSampleSource } from './sample-files.ts';

export const SAMPLE_MEDIGAP_SOURCE = 'ClearPlan sample rates, not real offers';
export const SAMPLE_MEDIGAP_YEARS = [2026, 2027] as const;
export const SAMPLE_MEDIGAP_STATE = 'OK';

/** Plan G for a 65-year-old woman who does not use tobacco, 2026, and the letters each sells. */
export const SAMPLE_MEDIGAP_CARRIERS: readonly {
  name: string;
  planG65: number;
  letters: readonly MedigapPlanLetter[];
  /** ZIP areas (first three digits) priced above the state-wide rate, for G and N. */
  areas?: readonly { zip3: string; factor: number }[];
}[] = [
  {
    name: 'Sample Mutual',
    planG65: 128,
    letters: ['A', 'C', 'F', 'G', 'HDG', 'K', 'L', 'N'],
    areas: [{ zip3: '741', factor: 1.06 }],
  },
  { name: 'Sample Prairie Life', planG65: 142, letters: ['F', 'G', 'HDG', 'N'] },
  { name: 'Sample Red River Health', planG65: 156, letters: ['A', 'G', 'K', 'L', 'N'] },
  { name: 'Sample Plains Assurance', planG65: 171, letters: ['C', 'F', 'G', 'HDG', 'N'] },
];

const LETTER_FACTOR: Partial<Record<MedigapPlanLetter, number>> = {
  A: 0.75,
  C: 1.12,
  F: 1.15,
  G: 1,
  HDG: 0.33,
  K: 0.52,
  L: 0.74,
  N: 0.8,
};
export const SAMPLE_MEDIGAP_BANDS = [
  { ageFrom: 65, ageTo: 69, factor: 1 },
  { ageFrom: 70, ageTo: 74, factor: 1.17 },
  { ageFrom: 75, ageTo: 79, factor: 1.36 },
  { ageFrom: 80, ageTo: 120, factor: 1.55 },
] as const;

type RateInsert = typeof medigapRates.$inferInsert;

export function sampleMedigapRates(planYear: (typeof SAMPLE_MEDIGAP_YEARS)[number]): RateInsert[] {
  const yearFactor = planYear === 2027 ? 1.07 : 1;
  const rows: RateInsert[] = [];
  for (const carrier of SAMPLE_MEDIGAP_CARRIERS) {
    for (const letter of carrier.letters) {
      const areas = [
        { zip3: null, factor: 1 },
        ...(letter === 'G' || letter === 'N' ? (carrier.areas ?? []) : []),
      ];
      for (const area of areas)
        for (const band of SAMPLE_MEDIGAP_BANDS)
          for (const sex of ['female', 'male'] as const)
            for (const tobacco of [false, true]) {
              const premium =
                carrier.planG65 *
                (LETTER_FACTOR[letter] ?? 1) *
                band.factor *
                (sex === 'male' ? 1.1 : 1) *
                (tobacco ? 1.15 : 1) *
                area.factor *
                yearFactor;
              rows.push({
                planYear,
                state: SAMPLE_MEDIGAP_STATE,
                carrier: carrier.name,
                planLetter: letter,
                ratingMethod: 'attained-age',
                ageFrom: band.ageFrom,
                ageTo: band.ageTo,
                sex,
                tobacco,
                zip3: area.zip3,
                monthlyPremium: (Math.round(premium * 100) / 100).toFixed(2),
                sample: true,
                source: SAMPLE_MEDIGAP_SOURCE,
              });
            }
    }
  }
  return rows;
}

export const SAMPLE_MEDIGAP_SOURCE_NAME = 'ClearPlan sample Medigap rates (medigap-sample.ts)';

/**
 * The sample rates of each sample year with no Oklahoma rate on file (an admin's or import's rates are
 * never joined, and a deleted sample rate stays deleted), each year recorded as a sample medigap data
 * source. Returns rows written.
 */
export async function seedSampleMedigapRates(db: DbExecutor): Promise<number> {
  let written = 0;
  for (const planYear of SAMPLE_MEDIGAP_YEARS) {
    const held = sql`${medigapRates.planYear} = ${planYear} and ${medigapRates.state} = ${SAMPLE_MEDIGAP_STATE}`;
    if ((await db.$count(medigapRates, held)) > 0) continue;
    const rows = sampleMedigapRates(planYear);
    await inChunks(rows, 500, (chunk) => db.insert(medigapRates).values(chunk));
    await recordSampleSource(db, 'medigap', planYear, SAMPLE_MEDIGAP_SOURCE_NAME, rows.length);
    written += rows.length;
  }
  return written;
}
