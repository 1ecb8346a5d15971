/** Medigap premiums for one person, read from medigap_rates; mapped here so src/engine stays pure. */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MEDIGAP_PLAN_LETTERS,
  type MedigapOffer,
  type MedigapPlanLetter,
  medigapRateRecordSchema,
} from '../../../shared/medigap-contracts.ts';
import type { DbExecutor } from '../../db/client.ts';
import { medigapRates } from '../../db/schema.ts';

export type MedigapQuoteInput = {
  planYear: number;
  state: string;
  /** Its first three digits pick an area's rate. */
  zip: string;
  /** Whole years today: the attained age, and the issue age for a policy bought now. */
  age: number;
  sex: 'female' | 'male';
  tobacco: boolean;
};

/** Enumerations checked as the table's checks do, so the parse holds. */
const offerFields = z.object(
  medigapRateRecordSchema.pick({
    carrier: true,
    planLetter: true,
    ratingMethod: true,
    monthlyPremium: true,
    ageFrom: true,
    ageTo: true,
    sex: true,
    zip3: true,
    sample: true,
    source: true,
  }).shape,
);

const cents = (money: string) => Math.round(Number(money) * 100);

/** Of two rates that apply: ZIP area over state, own sex over any, then cheaper, then older (stable). */
function better(a: MedigapOffer, b: MedigapOffer): boolean {
  if ((a.zip3 !== null) !== (b.zip3 !== null)) return a.zip3 !== null;
  if ((a.sex !== 'any') !== (b.sex !== 'any')) return a.sex !== 'any';
  const byPrice = cents(a.monthlyPremium) - cents(b.monthlyPremium);
  return byPrice !== 0 ? byPrice < 0 : a.rateId < b.rateId;
}

/**
 * For each carrier and letter, the one rate that applies: year, state, age band (both ends included),
 * sex or any, tobacco, ZIP area or state (`better` picks). Ordered by Medicare's letter order, cheapest
 * first, then carrier. A carrier with no band for the age is left out.
 */
export async function quoteMedigap(db: DbExecutor, input: MedigapQuoteInput): Promise<MedigapOffer[]> {
  const zip3 = /^[0-9]{5}/.test(input.zip) ? input.zip.slice(0, 3) : null;
  const rows = await db
    .select()
    .from(medigapRates)
    .where(
      and(
        eq(medigapRates.planYear, input.planYear),
        eq(medigapRates.state, input.state.toUpperCase()),
        lte(medigapRates.ageFrom, input.age),
        gte(medigapRates.ageTo, input.age),
        inArray(medigapRates.sex, [input.sex, 'any']),
        eq(medigapRates.tobacco, input.tobacco),
        zip3 === null
          ? sql`${medigapRates.zip3} is null`
          : sql`(${medigapRates.zip3} is null or ${medigapRates.zip3} = ${zip3})`,
      ),
    );
  const chosen = new Map<string, MedigapOffer>();
  for (const row of rows) {
    const offer: MedigapOffer = { rateId: row.id, ...offerFields.parse(row) };
    const key = `${offer.planLetter}\u0000${offer.carrier}`;
    const current = chosen.get(key);
    if (!current || better(offer, current)) chosen.set(key, offer);
  }
  const letterOrder = (letter: MedigapPlanLetter) => MEDIGAP_PLAN_LETTERS.indexOf(letter);
  return [...chosen.values()].sort(
    (a, b) =>
      letterOrder(a.planLetter) - letterOrder(b.planLetter) ||
      cents(a.monthlyPremium) - cents(b.monthlyPremium) ||
      (a.carrier < b.carrier ? -1 : a.carrier > b.carrier ? 1 : 0),
  );
}
