/**
 * Original Medicare with a Medigap policy: what Medicare leaves for a year's care (the same care the
 * MA road prices, medical-cost.ts) and what each Medigap plan pays. Rules: docs/how-we-rank.md, "Two roads".
 * - Part B: deductible, then 20 % of the allowed price; clinical lab tests $0.
 * - Part A, one stay: deductible (days 1–60), a daily amount days 61–90, more for reserve days 91–150.
 * - Skilled nursing: days 1–20 free, a daily amount days 21–100.
 * - Excess charges (≤ 15 % over the allowed price) only when `excessChargeRate` is given.
 * Plan N leaves up to $20 per office and $50 per ER visit (counted in full). K and L pay 50 % / 75 %
 * until the person's share (Part B deductible included, not paid) reaches the limit. HDF/HDG pay
 * nothing until the high deductible (excess charges included) is met, then as F.
 */
import {
  MEDIGAP_BEFORE_2020_ONLY,
  MEDIGAP_PLAN_LETTERS,
  type MedigapPlanLetter,
} from '../shared/medigap-contracts.ts';
import { roundCents } from './cost-share.ts';
import { type CareYear, SERVICE_PRICES, type Service, UTILISATION } from './medical-cost.ts';
import { PLAN_YEARS, type PlanYearParameters } from './plan-year.ts';

export type { CareYear };

/** The standardized Medigap plans; HDF and HDG are the high-deductible F and G. */
export const MEDIGAP_LETTERS = MEDIGAP_PLAN_LETTERS;
export type MedigapLetter = MedigapPlanLetter;

/** Plans C, F and high-deductible F: only for people eligible for Medicare before January 1, 2020. */
export const BEFORE_2020_ONLY: ReadonlySet<MedigapLetter> = new Set(MEDIGAP_BEFORE_2020_ONLY);

export type OriginalMedicareYear = {
  year: number;
  partBMonthlyPremium: number;
  partBDeductible: number;
  /** Share of the allowed price the person pays after the Part B deductible. */
  partBCoinsurance: number;
  /** Inpatient deductible per benefit period (covers days 1–60). */
  partADeductible: number;
  /** Per day, days 61–90 of a hospital stay. */
  partADay61to90: number;
  /** Per lifetime reserve day (days 91–150). */
  partALifetimeReserveDay: number;
  /** Per day, days 21–100 in a skilled nursing facility. */
  snfDay21to100: number;
  /** Out-of-pocket limits of Medigap K and L. */
  medigapKLimit: number;
  medigapLLimit: number;
  /** The deductible of high-deductible F and G. */
  medigapHighDeductible: number;
  /** Plan N's most per office visit and per emergency visit that does not end in an admission. */
  planNOfficeCopay: number;
  planNErCopay: number;
  sources: string[];
  /** Amounts not confirmed by CMS yet, named on the pages. */
  unconfirmed: string[];
};

const CMS_2026_FACT_SHEET =
  'CMS, "2026 Medicare Parts A & B Premiums and Deductibles" fact sheet (November 14, 2025): Part B premium ' +
  '$202.90 a month and deductible $283; Part A deductible $1,736, $434 a day for days 61–90, $868 per ' +
  'lifetime reserve day, $217 a day for skilled nursing days 21–100.';
const MEDIGAP_2026 =
  'Medigap amounts for 2026 (Plan K limit $8,000, Plan L $4,000, high-deductible F and G $2,950) as ' +
  'published in 2026 Medigap comparison charts; Plan N copays (up to $20 and $50) are set by the standard.';

// The amounts the pages name come from plan-year.ts, one source.
const NAMED_2026 = (PLAN_YEARS[2026] as PlanYearParameters).medicare;

const YEAR_2026: OriginalMedicareYear = {
  year: 2026,
  ...NAMED_2026,
  partBCoinsurance: 0.2,
  partADay61to90: 434,
  partALifetimeReserveDay: 868,
  snfDay21to100: 217,
  medigapKLimit: 8000,
  medigapLLimit: 4000,
  planNOfficeCopay: 20,
  planNErCopay: 50,
  sources: [CMS_2026_FACT_SHEET, MEDIGAP_2026],
  unconfirmed: [],
};

const CARRIED_FORWARD = ['Part A and Part B amounts', 'Medigap K and L limits and the high deductible'];

export const ORIGINAL_MEDICARE_YEARS: Record<number, OriginalMedicareYear> = {
  2026: YEAR_2026,
  // 2027's Part A and B amounts come in autumn 2026; until then 2026's stand in, and the pages say so.
  2027: { ...YEAR_2026, year: 2027, unconfirmed: CARRIED_FORWARD },
};

/** The year's amounts; a year not entered takes the newest year's, marked unconfirmed. */
export function originalMedicareYear(year: number): OriginalMedicareYear {
  const entered = ORIGINAL_MEDICARE_YEARS[year];
  if (entered) return entered;
  const newest = Math.max(...Object.keys(ORIGINAL_MEDICARE_YEARS).map(Number));
  return {
    ...(ORIGINAL_MEDICARE_YEARS[newest] as OriginalMedicareYear),
    year,
    unconfirmed: CARRIED_FORWARD,
  };
}

/** What Original Medicare leaves to the person, by kind. */
export type MedicareGaps = {
  partBDeductible: number;
  /** 20 % of Part B care after the deductible, less office and ER visits (below). */
  partBCoinsurance: number;
  /** The 20 % of each office (PCP, specialist) and ER visit. */
  officeVisits: number[];
  erVisits: number[];
  partADeductible: number;
  /** Days 61–150 of a hospital stay. */
  partACoinsurance: number;
  snfCoinsurance: number;
  excessCharges: number;
};

/**
 * The "bad year": a week in hospital, a month of skilled nursing, a year of specialist care; never
 * less of any service than a health answer's year, so it never costs less than the typical one.
 */
export const BAD_YEAR: CareYear = (() => {
  const extra: Partial<CareYear> = {
    specialist: 12,
    lab: 8,
    xray: 3,
    urgentCare: 2,
    imaging: 3,
    er: 2,
    ambulance: 2,
    hospitalDay: 7,
    nursingDay: 30,
  };
  const services = Object.keys(SERVICE_PRICES) as Service[];
  return Object.fromEntries(
    services.map((s) => [s, Math.max(extra[s] ?? 0, ...Object.values(UTILISATION).map((u) => u[s]))]),
  ) as CareYear;
})();

const PART_B_ORDER = 'lab xray urgentCare pcp specialist imaging er outpatientSurgery ambulance';
const PART_B = PART_B_ORDER.split(' ') as Service[];
const OFFICE: ReadonlySet<Service> = new Set(['pcp', 'specialist']);

/** What Original Medicare leaves for `care`; the Part B deductible meets services in PART_B's order, as on the MA road. */
export function medicareGaps(
  care: CareYear,
  year: OriginalMedicareYear,
  options: { excessChargeRate?: number } = {},
): MedicareGaps {
  let deductibleLeft = year.partBDeductible;
  let partBDeductible = 0;
  let partBCoinsurance = 0;
  let allowedPartB = 0;
  const officeVisits: number[] = [];
  const erVisits: number[] = [];
  for (const service of PART_B) {
    if (service === 'lab') continue; // clinical lab tests: nothing to pay
    const price = SERVICE_PRICES[service];
    for (let n = 0; n < care[service]; n++) {
      allowedPartB += price;
      const towardDeductible = Math.min(deductibleLeft, price);
      deductibleLeft -= towardDeductible;
      partBDeductible += towardDeductible;
      const coinsurance = (price - towardDeductible) * year.partBCoinsurance;
      if (OFFICE.has(service)) officeVisits.push(roundCents(coinsurance));
      else if (service === 'er') erVisits.push(roundCents(coinsurance));
      else partBCoinsurance += coinsurance;
    }
  }
  const days = Math.min(care.hospitalDay, 150);
  const partADeductible = days > 0 ? year.partADeductible : 0;
  const partACoinsurance =
    Math.max(0, Math.min(days, 90) - 60) * year.partADay61to90 +
    Math.max(0, days - 90) * year.partALifetimeReserveDay;
  const snfCoinsurance = Math.max(0, Math.min(care.nursingDay, 100) - 20) * year.snfDay21to100;
  return {
    partBDeductible: roundCents(partBDeductible),
    partBCoinsurance: roundCents(partBCoinsurance),
    officeVisits,
    erVisits,
    partADeductible,
    partACoinsurance,
    snfCoinsurance,
    excessCharges: roundCents(allowedPartB * (options.excessChargeRate ?? 0)),
  };
}

/** The share of each gap a Medigap plan pays (before a K/L limit or high deductible). */
const FULL = {
  partADeductible: 1,
  partACoinsurance: 1,
  partBDeductible: 1,
  partBCoinsurance: 1,
  snf: 1,
  excess: 1,
  copays: false,
  limit: null as 'K' | 'L' | null,
  highDeductible: false,
};
type Coverage = typeof FULL;
/** K and L: a share of most gaps, up to a yearly limit; no Part B deductible nor excess charges. */
const sharedUpTo = (share: number, limit: 'K' | 'L'): Coverage => ({
  ...FULL,
  partADeductible: share,
  partBDeductible: 0,
  partBCoinsurance: share,
  snf: share,
  excess: 0,
  limit,
});

/** The standard Medigap benefits (Medicare's "Compare Medigap plan benefits" chart). */
export const MEDIGAP_COVERAGE: Record<MedigapLetter, Coverage> = {
  A: { ...FULL, partADeductible: 0, partBDeductible: 0, snf: 0, excess: 0 },
  B: { ...FULL, partBDeductible: 0, snf: 0, excess: 0 },
  C: { ...FULL, excess: 0 },
  D: { ...FULL, partBDeductible: 0, excess: 0 },
  F: FULL,
  HDF: { ...FULL, highDeductible: true },
  G: { ...FULL, partBDeductible: 0 },
  HDG: { ...FULL, partBDeductible: 0, highDeductible: true },
  K: sharedUpTo(0.5, 'K'),
  L: sharedUpTo(0.75, 'L'),
  M: { ...FULL, partADeductible: 0.5, partBDeductible: 0, excess: 0 },
  N: { ...FULL, partBDeductible: 0, excess: 0, copays: true },
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Everything Original Medicare leaves for the year (no Medigap policy). */
export function totalGaps(g: MedicareGaps): number {
  return roundCents(
    g.partBDeductible +
      g.partBCoinsurance +
      sum(g.officeVisits) +
      sum(g.erVisits) +
      g.partADeductible +
      g.partACoinsurance +
      g.snfCoinsurance +
      g.excessCharges,
  );
}

/** What the person pays for the year's care under Medigap plan `letter` (premiums not included). */
export function medigapOutOfPocket(
  g: MedicareGaps,
  letter: MedigapLetter,
  year: OriginalMedicareYear,
): number {
  const c = MEDIGAP_COVERAGE[letter];
  if (c.highDeductible) {
    // Nothing paid until the high deductible is met, then as F (HDG: the Part B deductible is inside it).
    return roundCents(Math.min(totalGaps(g), year.medigapHighDeductible));
  }
  const left = (amount: number, share: number) => amount * (1 - share);
  // Plan N: each visit's copay, at most its coinsurance.
  const visitShare = (visits: number[], copay: number) =>
    c.copays
      ? sum(visits.map((v) => Math.min(v, copay)))
      : sum(visits.map((v) => left(v, c.partBCoinsurance)));
  // The model's ER visits are outpatient (an admitted ER visit has no Plan N copay).
  const shared =
    left(g.partADeductible, c.partADeductible) +
    left(g.partACoinsurance, c.partACoinsurance) +
    left(g.partBCoinsurance, c.partBCoinsurance) +
    visitShare(g.officeVisits, year.planNOfficeCopay) +
    visitShare(g.erVisits, year.planNErCopay) +
    left(g.snfCoinsurance, c.snf);
  const deductible = left(g.partBDeductible, c.partBDeductible);
  const excess = left(g.excessCharges, c.excess);
  if (c.limit) {
    // K/L: shares and the Part B deductible count toward the limit; excess charges are not covered.
    const limit = c.limit === 'K' ? year.medigapKLimit : year.medigapLLimit;
    return roundCents(Math.min(shared + deductible, limit) + excess);
  }
  return roundCents(shared + deductible + excess);
}
