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
};

export const PLAN_YEARS: Record<number, PlanYearParameters> = {
  2026: {
    year: 2026,
    maxRxDeductible: 615,
    drugOutOfPocketCap: 2100,
    insulinMonthlyCap: 35,
    maxInNetworkMoop: 9250,
    standardCoinsurance: 0.25,
  },
};

export const CURRENT_PLAN_YEAR = PLAN_YEARS[2026] as PlanYearParameters;
