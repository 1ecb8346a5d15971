/**
 * Medicare Part D parameters by plan year (design.md §6): a new plan year is one new entry here.
 * Sources: CMS 2026 Part D redesign (Inflation Reduction Act): standard deductible $615, annual
 * out-of-pocket threshold $2,100, insulin cost sharing capped at $35 per month's supply. 2027: see
 * its entry; an amount not confirmed from a CMS source is listed in `unconfirmed` and the results
 * page says so.
 */
import { CURRENT_PLAN_YEAR_NUMBER } from '../shared/constants.ts';

export type PlanYearParameters = {
  year: number;
  /**
   * Highest Part D deductible a plan may charge; a plan's deductible above it is taken as a data
   * error and capped. Null when the year's figure is not confirmed: each plan's own deductible applies.
   */
  maxRxDeductible: number | null;
  /** Member spending on covered drugs after which covered drugs cost $0 for the rest of the year. */
  drugOutOfPocketCap: number;
  /** Most a member pays for a covered insulin per month's supply; no deductible applies. */
  insulinMonthlyCap: number;
  /** Highest in-network MOOP a Medicare Advantage plan may have. */
  maxInNetworkMoop: number;
  /** The defined standard benefit's coinsurance after the deductible, used where a plan lists no cost share. */
  standardCoinsurance: number;
  /**
   * Extra Help (the Part D low-income subsidy): the most a member pays per covered fill, whatever
   * the days supply, below the out-of-pocket threshold; no deductible. `fullDual`: full-benefit dual
   * eligibles (Medicaid) at or below 100 % of the poverty line; `full`: everyone else with Extra Help;
   * `institutional`: full-benefit dual eligibles in an institution or receiving home and
   * community-based services.
   */
  extraHelpCopays: Record<'institutional' | 'fullDual' | 'full', { generic: number; brand: number }>;
  /** Where the Extra Help amounts come from, for the pages that show them. */
  extraHelpSource: string;
  /**
   * Amounts of this entry carried from the year before because the year's own figure was not
   * confirmed from a CMS source when it was written; the results page names them (plain words).
   */
  unconfirmed: string[];
  /**
   * The Original Medicare amounts the pages name beside the plans (the Part B premium paid with
   * every plan, the Part B and Part A deductibles, the high-deductible Medigap deductible); the
   * Original Medicare road (original-medicare.ts) prices with these same figures.
   */
  medicare: {
    partBMonthlyPremium: number;
    partBDeductible: number;
    partADeductible: number;
    medigapHighDeductible: number;
  };
  /** Where the Original Medicare amounts come from. */
  medicareSource: string;
  /**
   * The figures a page names (NAMED_FIGURES) that are the year before's, carried forward because
   * this year's was not published when the entry was written: each page says so beside the number
   * ("2026 figure; 2027 not yet published"), not only in a banner.
   */
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

// CMS, "Announcement of Calendar Year (CY) 2026 Medicare Advantage Capitation Rates and Part C
// and Part D Payment Policies" (April 7, 2025), Part D benefit parameters, low-income subsidy
// maximum copayments. $5.10 / $12.65 and the ≤ 100 % FPL generic $1.60 match published 2026
// summaries; the ≤ 100 % FPL brand $4.80 (also the 2025 amount) was not found in a 2026 source:
// check it against the announcement's table.
const EXTRA_HELP_COPAYS_2026: PlanYearParameters['extraHelpCopays'] = {
  institutional: { generic: 0, brand: 0 },
  fullDual: { generic: 1.6, brand: 4.8 },
  full: { generic: 5.1, brand: 12.65 },
};

// CMS, "2026 Medicare Parts A & B Premiums and Deductibles" fact sheet (November 14, 2025): Part B
// premium $202.90 a month, Part B deductible $283, Part A inpatient deductible $1,736; the
// high-deductible Medigap F and G amount for 2026, $2,950, as published in 2026 Medigap charts.
const MEDICARE_2026: PlanYearParameters['medicare'] = {
  partBMonthlyPremium: 202.9,
  partBDeductible: 283,
  partADeductible: 1736,
  medigapHighDeductible: 2950,
};
const MEDICARE_2026_SOURCE =
  'CMS, "2026 Medicare Parts A & B Premiums and Deductibles" fact sheet (November 14, 2025); ' +
  'high-deductible Medigap amount from 2026 Medigap comparison charts';

export const PLAN_YEARS: Record<number, PlanYearParameters> = {
  2026: {
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
  },
  2027: {
    year: 2027,
    // CMS, CY 2027 Advance Notice (January 26, 2026) and Rate Announcement (April 6, 2026): the
    // annual out-of-pocket threshold rises to $2,400. The standard deductible for 2027 was not
    // confirmed from a CMS source here: each plan's own deductible (from its Medicare files) applies.
    maxRxDeductible: null,
    drugOutOfPocketCap: 2400,
    // Insulin: the Inflation Reduction Act's $35 a month cap has no end date.
    insulinMonthlyCap: 35,
    // Carried from 2026 until confirmed: used only to check imported plans, never to price one.
    maxInNetworkMoop: 9250,
    // The defined standard benefit's 25 % coinsurance is set by law (Inflation Reduction Act).
    standardCoinsurance: 0.25,
    // Carried from 2026 until the 2027 amounts are entered (they rise by cents a year).
    extraHelpCopays: EXTRA_HELP_COPAYS_2026,
    extraHelpSource:
      "2026's amounts (CMS, Announcement of Calendar Year 2026 Medicare Advantage Capitation Rates and " +
      'Part C and Part D Payment Policies, April 7, 2025) until the 2027 amounts are confirmed.',
    unconfirmed: ['Extra Help copays'],
    // Not confirmed from a CMS source for 2027 when this entry was written (searched: the 2027 Part B
    // premium and deductibles, the 2027 high-deductible Medigap amount): 2026's figures stand in,
    // and every page that names one says "2026 figure; 2027 not yet published" beside it.
    medicare: MEDICARE_2026,
    medicareSource: `2026's amounts until the 2027 amounts are published (${MEDICARE_2026_SOURCE})`,
    // Every named figure but the cap, the one 2027 figure of its own.
    carriedForward: NAMED_FIGURES.filter((figure) => figure !== 'drugOutOfPocketCap'),
  },
};

/**
 * A figure a page names, and the year it really is: `from` is the plan year itself, or the year
 * whose figure is carried forward because this year's was not published (the page says so beside
 * the number). `maxRxDeductible` null for a year (not confirmed) names the year before's standard
 * deductible, as carried.
 */
export function namedFigure(year: number, figure: NamedFigure): { from: number; carried: boolean } {
  const carried = planYearParameters(year).carriedForward.includes(figure) || !(year in PLAN_YEARS);
  if (!carried) return { from: year, carried: false };
  const earlier = KNOWN_PLAN_YEARS.filter((y) => y < year && !PLAN_YEARS[y]?.carriedForward.includes(figure));
  return { from: earlier.at(-1) ?? (KNOWN_PLAN_YEARS[0] as number), carried: true };
}

// Adult vaccines under Part D: for plan years beginning on or after January 1, 2023, an adult
// vaccine recommended by the Advisory Committee on Immunization Practices (ACIP) has no deductible
// and no coinsurance or other cost sharing (Inflation Reduction Act, section 11401; Social Security
// Act section 1860D-2(b)(8), 42 U.S.C. 1395w-102(b)(8)). Sources: HHS ASPE, "Inflation Reduction
// Act Research Series: Medicare Part D Enrollee Savings from Elimination of Vaccine Cost-Sharing"
// (https://www.aspe.hhs.gov/reports/ira-elimination-vaccine-cost-sharing: "Effective January 1,
// 2023, the Inflation Reduction Act (IRA) eliminated enrollee cost-sharing for recommended vaccines
// covered under Medicare Part D"); the statute's text, 42 U.S.C. 1395w-102(b)(8)
// (https://www.law.cornell.edu/uscode/text/42/1395w-102). CMS's memo to Part D sponsors (reported
// by NCPA, "CMS reiterates $0 cost-sharing for adult vaccines under Part D", September 6, 2023,
// https://ncpa.org/newsroom/qam/2023/09/06/cms-reiterates-0-cost-sharing-adult-vaccines-under-part-d)
// adds that the $0 applies even when the plan's formulary does not list the vaccine (a formulary
// exception). A cms.gov page with this text was not in the stored search corpus.
/** The first plan year Part D charges $0 for an ACIP-recommended adult vaccine. */
export const PART_D_VACCINES_FREE_FROM = 2023;

/**
 * The catalogue's ACIP-recommended adult vaccines, by RxNorm ingredient name (the catalogue's
 * generic name starts with one of these): Part D prices them at $0 (PART_D_VACCINES_FREE_FROM).
 */
export const ACIP_ADULT_VACCINE_INGREDIENTS = [
  'zoster vaccine recombinant',
  'respiratory syncytial virus vaccine',
  'tetanus toxoid',
  'hepatitis a vaccine',
  'hepatitis b vaccine',
  'pneumococcal',
] as const;

/** An ACIP-recommended adult vaccine of the catalogue (by its generic, RxNorm ingredient, name). */
export function isAcipAdultVaccine(genericName: string | null | undefined): boolean {
  const name = (genericName ?? '').trim().toLowerCase();
  return name !== '' && ACIP_ADULT_VACCINE_INGREDIENTS.some((ingredient) => name.startsWith(ingredient));
}

/** Whether a plan year's Part D charges $0 for ACIP-recommended adult vaccines. */
export function vaccinesFree(year: PlanYearParameters): boolean {
  return year.year >= PART_D_VACCINES_FREE_FROM;
}

/** The plan year whose parameters apply when no other is named: the year plans are in force now. */
export const CURRENT_PLAN_YEAR = PLAN_YEARS[CURRENT_PLAN_YEAR_NUMBER] as PlanYearParameters;

/** The years ClearPlan can price, oldest first: plans of another year are not offered. */
export const KNOWN_PLAN_YEARS = Object.keys(PLAN_YEARS).map(Number);

/** The parameters of a plan year; unknown years fall back to the newest known year before them. */
export function planYearParameters(year: number): PlanYearParameters {
  const known = PLAN_YEARS[year];
  if (known) return known;
  const earlier = KNOWN_PLAN_YEARS.filter((y) => y < year).at(-1) ?? KNOWN_PLAN_YEARS[0];
  return PLAN_YEARS[earlier as number] as PlanYearParameters;
}
