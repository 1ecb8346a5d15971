// Medicare parameters by plan year (design.md §6): a new plan year is one new entry here.
// 2026 (IRA Part D redesign): deductible $615, out-of-pocket threshold $2,100, insulin $35/month.
import { CURRENT_PLAN_YEAR_NUMBER } from '../shared/constants.ts';

export type PlanYearParameters = {
  year: number;
  /** Highest Part D deductible (a plan's above it is a data error, capped); null: each plan's own applies. */
  maxRxDeductible: number | null;
  /** Member drug spending after which covered drugs cost $0 for the rest of the year. */
  drugOutOfPocketCap: number;
  /** Most a member pays for a covered insulin per month's supply; no deductible applies. */
  insulinMonthlyCap: number;
  /** Highest in-network MOOP a Medicare Advantage plan may have. */
  maxInNetworkMoop: number;
  /** Standard benefit coinsurance after the deductible, where a plan lists no cost share. */
  standardCoinsurance: number;
  /**
   * Extra Help (LIS): most paid per covered fill (any days supply) below the threshold; no deductible.
   * fullDual: Medicaid duals ≤ 100 % FPL; institutional: duals in an institution or HCBS; full: the rest.
   */
  extraHelpCopays: Record<'institutional' | 'fullDual' | 'full', { generic: number; brand: number }>;
  extraHelpSource: string;
  /** Amounts carried from the year before (not confirmed by CMS yet); the results page names them. */
  unconfirmed: string[];
  /** Original Medicare amounts the pages name; original-medicare.ts prices with the same figures. */
  medicare: {
    partBMonthlyPremium: number;
    partBDeductible: number;
    partADeductible: number;
    medigapHighDeductible: number;
  };
  medicareSource: string;
  /** Named figures carried from the year before: each page says so beside the number, not only in a banner. */
  carriedForward: NamedFigure[];
};

/** The year's figures the Help page, the finder, the results and the PDF name. */
export const NAMED_FIGURES = [
  'drugOutOfPocketCap',
  'maxRxDeductible',
  'extraHelpCopays',
  'partBMonthlyPremium',
  'partBDeductible',
  'partADeductible',
  'medigapHighDeductible',
] as const;
export type NamedFigure = (typeof NAMED_FIGURES)[number];

// CMS CY2026 Rate Announcement (April 7, 2025), LIS maximum copays. The ≤ 100 % FPL brand $4.80
// (the 2025 amount) was not found in a 2026 source: check it against the announcement's table.
const EXTRA_HELP_COPAYS_2026: PlanYearParameters['extraHelpCopays'] = {
  institutional: { generic: 0, brand: 0 },
  fullDual: { generic: 1.6, brand: 4.8 },
  full: { generic: 5.1, brand: 12.65 },
};

const MEDICARE_2026: PlanYearParameters['medicare'] = {
  partBMonthlyPremium: 202.9,
  partBDeductible: 283,
  partADeductible: 1736,
  medigapHighDeductible: 2950,
};
const MEDICARE_2026_SOURCE =
  'CMS, "2026 Medicare Parts A & B Premiums and Deductibles" fact sheet (November 14, 2025); ' +
  'high-deductible Medigap amount from 2026 Medigap comparison charts';

const YEAR_2026: PlanYearParameters = {
  year: 2026,
  maxRxDeductible: 615,
  drugOutOfPocketCap: 2100,
  insulinMonthlyCap: 35,
  maxInNetworkMoop: 9250,
  standardCoinsurance: 0.25,
  extraHelpCopays: EXTRA_HELP_COPAYS_2026,
  extraHelpSource:
    'CMS, Announcement of Calendar Year 2026 Medicare Advantage Capitation Rates and Part C and Part D ' +
    'Payment Policies (April 7, 2025): low-income subsidy cost sharing for 2026.',
  unconfirmed: [],
  medicare: MEDICARE_2026,
  medicareSource: MEDICARE_2026_SOURCE,
  carriedForward: [],
};

export const PLAN_YEARS: Record<number, PlanYearParameters> = {
  2026: YEAR_2026,
  // Carried from 2026: the insulin cap (the IRA's $35 has no end date), the MOOP limit (only checks
  // imported plans, never prices one), the 25 % set by law (IRA), the Extra Help copays (they rise by
  // cents a year) and the Part A/B and Medigap amounts (not yet published; marked on every page).
  2027: {
    ...YEAR_2026,
    year: 2027,
    // CY2027 Rate Announcement (April 6, 2026): threshold $2,400. The 2027 standard deductible is not
    // confirmed here: each plan's own deductible applies.
    maxRxDeductible: null,
    drugOutOfPocketCap: 2400,
    extraHelpSource:
      "2026's amounts (CMS, Announcement of Calendar Year 2026 Medicare Advantage Capitation Rates and " +
      'Part C and Part D Payment Policies, April 7, 2025) until the 2027 amounts are confirmed.',
    unconfirmed: ['Extra Help copays'],
    medicareSource: `2026's amounts until the 2027 amounts are published (${MEDICARE_2026_SOURCE})`,
    carriedForward: NAMED_FIGURES.filter((figure) => figure !== 'drugOutOfPocketCap'),
  },
};

/** The year a named figure really is from: the plan year, or the earlier year it is carried from. */
export function namedFigure(year: number, figure: NamedFigure): { from: number; carried: boolean } {
  const carried = planYearParameters(year).carriedForward.includes(figure) || !(year in PLAN_YEARS);
  if (!carried) return { from: year, carried: false };
  const earlier = KNOWN_PLAN_YEARS.filter((y) => y < year && !PLAN_YEARS[y]?.carriedForward.includes(figure));
  return { from: earlier.at(-1) ?? (KNOWN_PLAN_YEARS[0] as number), carried: true };
}

// From 2023 an ACIP-recommended adult vaccine under Part D has no deductible or cost sharing (IRA
// §11401; 42 U.S.C. 1395w-102(b)(8)), even when the formulary does not list it (CMS memo, Sept 2023).
export const PART_D_VACCINES_FREE_FROM = 2023;

/** ACIP-recommended adult vaccines by RxNorm ingredient name (a generic name starts with one). */
export const ACIP_ADULT_VACCINE_INGREDIENTS = [
  'zoster vaccine recombinant',
  'respiratory syncytial virus vaccine',
  'tetanus toxoid',
  'hepatitis a vaccine',
  'hepatitis b vaccine',
  'pneumococcal',
] as const;

export function isAcipAdultVaccine(genericName: string | null | undefined): boolean {
  const name = (genericName ?? '').trim().toLowerCase();
  return name !== '' && ACIP_ADULT_VACCINE_INGREDIENTS.some((ingredient) => name.startsWith(ingredient));
}

export function vaccinesFree(year: PlanYearParameters): boolean {
  return year.year >= PART_D_VACCINES_FREE_FROM;
}

/** The year plans are in force now: applies when no other is named. */
export const CURRENT_PLAN_YEAR = PLAN_YEARS[CURRENT_PLAN_YEAR_NUMBER] as PlanYearParameters;

/** The years ClearPlan can price, oldest first. */
export const KNOWN_PLAN_YEARS = Object.keys(PLAN_YEARS).map(Number);

/** The parameters of a plan year; unknown years fall back to the newest known year before them. */
export function planYearParameters(year: number): PlanYearParameters {
  const known = PLAN_YEARS[year];
  if (known) return known;
  const earlier = KNOWN_PLAN_YEARS.filter((y) => y < year).at(-1) ?? KNOWN_PLAN_YEARS[0];
  return PLAN_YEARS[earlier as number] as PlanYearParameters;
}
