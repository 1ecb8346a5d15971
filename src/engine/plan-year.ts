/**
 * Medicare Part D parameters by plan year (design.md §6): a new plan year is one new entry here.
 * Sources: CMS 2026 Part D redesign (Inflation Reduction Act): standard deductible $615, annual
 * out-of-pocket threshold $2,100, insulin cost sharing capped at $35 per month's supply.
 */
export type PlanYearParameters = {
  year: number;
  /** Highest Part D deductible a plan may charge. */
  maxRxDeductible: number;
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
};

export const PLAN_YEARS: Record<number, PlanYearParameters> = {
  2026: {
    year: 2026,
    maxRxDeductible: 615,
    drugOutOfPocketCap: 2100,
    insulinMonthlyCap: 35,
    maxInNetworkMoop: 9250,
    standardCoinsurance: 0.25,
    // CMS, "Announcement of Calendar Year (CY) 2026 Medicare Advantage Capitation Rates and Part C
    // and Part D Payment Policies" (April 7, 2025), Part D benefit parameters, low-income subsidy
    // maximum copayments. $5.10 / $12.65 and the ≤ 100 % FPL generic $1.60 match published 2026
    // summaries; the ≤ 100 % FPL brand $4.80 (also the 2025 amount) was not found in a 2026 source:
    // check it against the announcement's table.
    extraHelpCopays: {
      institutional: { generic: 0, brand: 0 },
      fullDual: { generic: 1.6, brand: 4.8 },
      full: { generic: 5.1, brand: 12.65 },
    },
    extraHelpSource:
      'CMS, Announcement of Calendar Year 2026 Medicare Advantage Capitation Rates and Part C and Part D ' +
      'Payment Policies (April 7, 2025): low-income subsidy cost sharing for 2026.',
  },
};

export const CURRENT_PLAN_YEAR = PLAN_YEARS[2026] as PlanYearParameters;
