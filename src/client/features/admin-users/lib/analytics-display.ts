import type { AnalyticsBucket, UserAnalytics } from '../../../../shared/user-analytics-contracts';

const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Oct 5, 2026", or "Week of Oct 5, 2026" (weeks start on Monday). */
export function periodLabel(period: string, bucket: AnalyticsBucket): string {
  const day = SHORT_DAY.format(asDate(period));
  return bucket === 'week' ? `Week of ${day}` : day;
}

export function longDay(day: string): string {
  return LONG_DAY.format(asDate(day));
}

export function countLabel(count: number, one = 'submission', many = 'submissions'): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

export function barText(point: { period: string; count: number }, bucket: AnalyticsBucket): string {
  return `${periodLabel(point.period, bucket)}: ${countLabel(point.count)}`;
}

/** The caption: the busiest bucket and the total. */
export function chartSummary(
  data: Pick<UserAnalytics, 'submissionsOverTime' | 'range' | 'totalSubmissions'>,
) {
  const { bucket } = data.range;
  const busiest = data.submissionsOverTime.reduce<{ period: string; count: number } | null>(
    (best, p) => (best === null || p.count > best.count ? p : best),
    null,
  );
  const per = bucket === 'week' ? 'by week' : 'by day';
  const total = `${countLabel(data.totalSubmissions)} from ${longDay(data.range.from)} to ${longDay(data.range.to)} (UTC), shown ${per}.`;
  if (!busiest || busiest.count === 0) return total;
  return `${total} Busiest: ${periodLabel(busiest.period, bucket)}, with ${countLabel(busiest.count)}.`;
}

export function shareLabel(share: number): string {
  return `${share.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

export function averageLabel(value: number): string {
  return value.toFixed(2);
}
