/**
 * GET /api/admin/analytics/users: aggregate figures about submissions in a date range, counts only
 * (no names, birth dates, ZIPs or ids). Dates are UTC calendar days, both ends included.
 */
import { z } from 'zod';
import { addDays, DATE_PATTERN, isCalendarDate, yearsBefore } from './calendar-day.ts';
import { providerSpecialty } from './provider-display.ts';

export const ANALYTICS_BUCKETS = ['day', 'week'] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

/** The default range: the 90 days ending today (today included). */
export const DEFAULT_RANGE_DAYS = 90;
/** Longest range one request may ask for (bounds the chart and the SQL). */
export const MAX_RANGE_YEARS = 3;
/** Ranked lists (counties, medications, specialties) show this many entries. */
export const TOP_LIST_SIZE = 10;
/**
 * Counties with fewer submissions are never named (small-cell suppression: with the date range they
 * can point at a person). Medications and specialties are not places and are not grouped.
 */
export const SMALL_COUNTY_THRESHOLD = 5;
export const OTHER_COUNTIES_LABEL = 'Other';
export const COUNTY_NOT_GIVEN_LABEL = 'Not given';
/** Spec §3's specialty fallback ("Unknown"), shared with provider display. */
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

/** Fills defaults (end today, start 89 days before, bucket day); checks start ≤ end and at most three years. */
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

/** GET /api/admin/analytics/users's answer; counts are of submissions unless noted. */
export type UserAnalytics = {
  range: AnalyticsRange;
  totalSubmissions: number;
  /** One entry per day or Monday-week over the whole range (zeros included); `period` is its first day. */
  submissionsOverTime: { period: string; count: number }[];
  /**
   * Top counties (≤ TOP_LIST_SIZE, each ≥ SMALL_COUNTY_THRESHOLD), "Not given", then "Other" for
   * the rest; the counts add up to totalSubmissions.
   */
  topCounties: { county: string; count: number }[];
  /** Times each drug was entered (case ignored), most first. */
  topMedications: { name: string; count: number }[];
  /** Doctors entered per specialty, most first. */
  topSpecialties: { specialty: string; count: number }[];
  /** Drugs per submission, 2 decimals (0 with no submissions). */
  averageMedications: number;
  /** Doctors per submission, 2 decimals. */
  averageDoctors: number;
  /** Whose plan ranked first; `share`: percentage (1 decimal) of submissions with a recommendation. */
  topRecommendationCarriers: { carrier: string; count: number; share: number }[];
  radiusDistribution: { radius: number; count: number }[];
};
