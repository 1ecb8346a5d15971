/** Business constants of spec §9, shared by client and server. */

export const PRODUCT_NAME = 'ClearPlan';

/** Session-storage flag of the access gate (spec §2, §9): "true" while the session lasts. */
export const ACCESS_FLAG_KEY = 'clearplan.access';
/** Local-storage key for saved form progress (spec §9). */
export const FORM_PROGRESS_KEY = 'clearplan.form-progress';
/** Local-storage one-shot key for a history record to load into the form (spec §9). */
export const HISTORY_LOAD_KEY = 'clearplan.history-load';

/** The plan year in force now (engine CURRENT_PLAN_YEAR); a number, so the first load skips the engine's tables. */
export const CURRENT_PLAN_YEAR_NUMBER = 2026;

export const DEFAULT_RADIUS_MILES = 20;
export const RADIUS_PRESETS = [5, 10, 20, 50] as const;
export const RADIUS_MIN = 1;
export const RADIUS_MAX = 200;
/** How often a fill comes: 30 days monthly, 60 every two months, 90 every three, or yearly. */
export const FREQUENCIES = ['monthly', 'bimonthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** A stored frequency as one of ours; anything unexpected is read as monthly (the default). */
export function asFrequency(value: string): Frequency {
  return (FREQUENCIES as readonly string[]).includes(value) ? (value as Frequency) : 'monthly';
}
export const ZIP_LENGTH = 5;
export const SEARCH_MIN_CHARS = 2;
export const DROPDOWN_CLOSE_DELAY_MS = 200;

export const TOP_RESULTS = 10;
/**
 * Most plans per results answer (the rest by `?page=2`). An Oklahoma county has ≤ ~150 plans, so a
 * real result fits on page one; a huge catalogue cannot make a megabyte answer (security finding 5).
 */
export const RESULT_PAGE_PLANS = 500;
export const INITIAL_RESULTS_SHOWN = 3;
export const COMPARE_MAX = 3;
export const CARRIER_IMBALANCE_THRESHOLD = 4;
/** Plans too new to be rated are scored as 3.5 stars (spec §9). */
export const UNRATED_STAR_SCORE = 3.5;

export const ADMIN_PAGE_SIZE = 25;
export const TOAST_DURATION_MS = 5000;

/** Oklahoma's SHIP: the Insurance Department's Medicare Assistance Program (data/ATTRIBUTION.md). */
export const SHIP_HELP = {
  name: 'Oklahoma Insurance Department, Medicare Assistance Program',
  phone: '1-800-763-2828',
  tel: '+18007632828',
} as const;

/** The non-government website disclaimer a plan finder not run by Medicare shows (ADR 0011). */
export const MEDICARE_HELP = {
  phone: '1-800-MEDICARE (1-800-633-4227)',
  tel: '+18006334227',
  tty: '1-877-486-2048',
} as const;

/** The state whose plans ClearPlan covers (its ZIPs and counties are in data/). */
export const COVERED_STATE = 'Oklahoma';
/** Its two-letter code: the state of a person whose ZIP is not in our ZIP list (ADR 0016). */
export const COVERED_STATE_CODE = 'OK';
