/** /admin/users' range in the address (?from&to&bucket), with the server's rules; days are UTC days. */
import { addDays, utcDay } from '../../../../shared/calendar-day';
import {
  type AnalyticsBucket,
  type AnalyticsRange,
  type RangeIssue,
  resolveAnalyticsRange,
  userAnalyticsQuerySchema,
} from '../../../../shared/user-analytics-contracts';

export type RangePreset = { id: 'last-30' | 'last-90' | 'this-year'; label: string };

export const RANGE_PRESETS: RangePreset[] = [
  { id: 'last-30', label: 'Last 30 days' },
  { id: 'last-90', label: 'Last 90 days' },
  { id: 'this-year', label: 'This year' },
];

export function presetRange(id: RangePreset['id'], today: string, bucket: AnalyticsBucket): AnalyticsRange {
  if (id === 'this-year') return { from: `${today.slice(0, 4)}-01-01`, to: today, bucket };
  return { from: addDays(today, id === 'last-30' ? -29 : -89), to: today, bucket };
}

export function matchingPreset(range: AnalyticsRange, today: string): RangePreset['id'] | null {
  const match = RANGE_PRESETS.find((p) => {
    const r = presetRange(p.id, today, range.bucket);
    return r.from === range.from && r.to === range.to;
  });
  return match?.id ?? null;
}

/** Anything missing or unusable falls back to the default 90 days. */
export function rangeFromParams(params: URLSearchParams, today: string): AnalyticsRange {
  const parsed = userAnalyticsQuerySchema.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    bucket: params.get('bucket') ?? undefined,
  });
  const resolved = parsed.success ? resolveAnalyticsRange(parsed.data, today) : null;
  return resolved?.range ?? (resolveAnalyticsRange({}, today).range as AnalyticsRange);
}

export function rangeToParams(range: AnalyticsRange): URLSearchParams {
  return new URLSearchParams({ from: range.from, to: range.to, bucket: range.bucket });
}

/** Empty means not filled in yet. */
export function checkRange(
  from: string,
  to: string,
  bucket: AnalyticsBucket,
  today: string,
): { range: AnalyticsRange; issues: [] } | { range: null; issues: RangeIssue[] } {
  const missing: RangeIssue[] = [];
  if (from === '') missing.push({ path: 'from', message: 'Enter a start date.' });
  if (to === '') missing.push({ path: 'to', message: 'Enter an end date.' });
  if (missing.length > 0) return { range: null, issues: missing };
  const parsed = userAnalyticsQuerySchema.safeParse({ from, to, bucket });
  if (!parsed.success) {
    return {
      range: null,
      issues: parsed.error.issues.map((i) => ({
        path: i.path[0] === 'to' ? 'to' : 'from',
        message: i.message,
      })),
    };
  }
  return resolveAnalyticsRange(parsed.data, today);
}

export const todayUtc = (): string => utcDay(new Date());
