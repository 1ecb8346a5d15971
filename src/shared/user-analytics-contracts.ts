/**
 * GET /api/admin/analytics/users (issue 7 "User analytics"): aggregate figures about finder
 * submissions in a date range, for the /admin/users screen. One schema for the screen's query and
 * the route; the response carries counts only — no names, birth dates, ZIP codes or ids.
 *
 * Dates are calendar days in UTC: a submission made at 02:00 UTC on 2026-03-02 belongs to March 2
 * whatever the reader's clock says. Both ends of the range are included.
 */
import { z } from 'zod';
import { addDays, DATE_PATTERN, isCalendarDate, yearsBefore } from './calendar-day.ts';
import { providerSpecialty } from './provider-display.ts';

export const ANALYTICS_BUCKETS = ['day', 'week'] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

/** The default range: the 90 days ending today (today included). */
export const DEFAULT_RANGE_DAYS = 90;
/** Longest range one request may ask for: keeps the day chart and the SQL bounded. */
export const MAX_RANGE_YEARS = 3;
/** Ranked lists (counties, medications, specialties) show this many entries. */
export const TOP_LIST_SIZE = 10;
/**
 * A county with fewer submissions than this is never named: a county with one or two finder
 * users, read together with the date range, can point at a person (small-cell suppression, as
 * public health statistics do). Medications and specialties are not places and are not grouped.
 */
export const SMALL_COUNTY_THRESHOLD = 5;
export const OTHER_COUNTIES_LABEL = 'Other';
export const COUNTY_NOT_GIVEN_LABEL = 'Not given';
/** The one specialty fallback of spec §3 ("falls back to Unknown"), shared with provider display. */
export const UNKNOWN_SPECIALTY_LABEL = providerSpecialty({ primarySpecialty: null });

/** An optional date field; an empty value counts as not given. */
const dateField = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ message: `${label} must be a date like 2026-01-31` })
      .regex(DATE_PATTERN, { message: `${label} must be a date like 2026-01-31`, abort: true })
      .refine(isCalendarDate, `${label} is not a real calendar date`)
      .optional(),
  );

export const userAnalyticsQuerySchema = z.object({
  from: dateField('Start date'),
  to: dateField('End date'),
  bucket: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(ANALYTICS_BUCKETS, { message: 'Group by must be "day" or "week"' }).optional(),
  ),
});
export type UserAnalyticsQuery = z.infer<typeof userAnalyticsQuerySchema>;

export type AnalyticsRange = { from: string; to: string; bucket: AnalyticsBucket };
export type RangeIssue = { path: 'from' | 'to'; message: string };

export const RANGE_ORDER_MESSAGE = 'The start date must be on or before the end date.';
export const RANGE_LENGTH_MESSAGE = `The date range can be at most ${MAX_RANGE_YEARS} years.`;

/**
 * Fills the defaults (end = today, start = 89 days before the end, bucket = day) and checks the
 * rules that need both ends: start ≤ end and at most three years between them.
 */
export function resolveAnalyticsRange(
  query: UserAnalyticsQuery,
  today: string,
): { range: AnalyticsRange; issues: [] } | { range: null; issues: RangeIssue[] } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) return { range: null, issues: [{ path: 'from', message: RANGE_ORDER_MESSAGE }] };
  if (from < yearsBefore(to, MAX_RANGE_YEARS))
    return { range: null, issues: [{ path: 'from', message: RANGE_LENGTH_MESSAGE }] };
  return { range: { from, to, bucket: query.bucket ?? 'day' }, issues: [] };
}

/** GET /api/admin/analytics/users's answer. Every count is a number of submissions unless noted. */
export type UserAnalytics = {
  range: AnalyticsRange;
  totalSubmissions: number;
  /**
   * One entry per day, or per week starting on Monday, covering the whole range (zeros included);
   * `period` is the bucket's first day, so the first week may start before `range.from`.
   */
  submissionsOverTime: { period: string; count: number }[];
  /**
   * The most common counties (at most TOP_LIST_SIZE) with at least SMALL_COUNTY_THRESHOLD
   * submissions, "Not given" for submissions without one, then "Other" for every submission not
   * counted above. The counts add up to totalSubmissions.
   */
  topCounties: { county: string; count: number }[];
  /** How many times each drug was entered (names compared without case), most entered first. */
  topMedications: { name: string; count: number }[];
  /** How many doctors of each specialty were entered, most entered first. */
  topSpecialties: { specialty: string; count: number }[];
  /** Drugs per submission, 2 decimals (0 with no submissions). */
  averageMedications: number;
  /** Doctors per submission, 2 decimals. */
  averageDoctors: number;
  /**
   * Whose plan each submission's top recommendation (rank 1) was; `share` is the percentage (one
   * decimal) of the submissions that had a recommendation.
   */
  topRecommendationCarriers: { carrier: string; count: number; share: number }[];
  /** Doctor search radius in miles, smallest first. */
  radiusDistribution: { radius: number; count: number }[];
};
