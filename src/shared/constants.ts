/** Business constants of spec §9, shared by client and server. */

export const PRODUCT_NAME = 'ClearPlan';

/** Session-storage flag of the access gate (spec §2, §9): value "true" while the browser session lasts. */
export const ACCESS_FLAG_KEY = 'clearplan.access';
/** Local-storage key for saved form progress (spec §9). */
export const FORM_PROGRESS_KEY = 'clearplan.form-progress';
/** Local-storage one-shot key for a history record to load into the form (spec §9). */
export const HISTORY_LOAD_KEY = 'clearplan.history-load';

/**
 * The plan year in force now, whose parameters apply when no other is named (engine/plan-year.ts
 * CURRENT_PLAN_YEAR is this year's). A number here so the finder's first load does not carry the
 * engine's parameter tables.
 */
export const CURRENT_PLAN_YEAR_NUMBER = 2026;

export const DEFAULT_RADIUS_MILES = 20;
export const RADIUS_PRESETS = [5, 10, 20, 50] as const;
export const RADIUS_MIN = 1;
export const RADIUS_MAX = 200;
/** How often a prescription is filled: a 30-day supply every month, 60 days every two months, 90 days every three, or once a year. */
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
 * The most plans one results answer carries; the rest of a result comes a page at a time (`?page=2`).
 * A real Oklahoma county has at most about 150 plans (Medicare Advantage, Part D and Medigap), so
 * every real result is whole on its first page and the results page sorts and filters all of it,
 * while a catalogue of tens of thousands of plans cannot make one answer tens of megabytes
 * (security finding 5).
 */
export const RESULT_PAGE_PLANS = 500;
export const INITIAL_RESULTS_SHOWN = 3;
export const COMPARE_MAX = 3;
export const CARRIER_IMBALANCE_THRESHOLD = 4;
export const UNRATED_STAR_SCORE = 3.5;

export const ADMIN_PAGE_SIZE = 25;
export const TOAST_DURATION_MS = 5000;

/**
 * Oklahoma's State Health Insurance Assistance Program: the Oklahoma Insurance Department's
 * Medicare Assistance Program (sources in data/ATTRIBUTION.md).
 */
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
