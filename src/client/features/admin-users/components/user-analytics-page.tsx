import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AnalyticsRange,
  SMALL_COUNTY_THRESHOLD,
  type UserAnalytics,
} from '../../../../shared/user-analytics-contracts';
import { AdminListPage, ListStatus, StatList, useAdminGet } from '../../../components/admin-list';
import { errorMessage } from '../../../lib/api-client';
import { averageLabel, countLabel, shareLabel } from '../lib/analytics-display';
import { rangeFromParams, rangeToParams, todayUtc } from '../lib/analytics-range';
import { RangePicker } from './range-picker';
import { SubmissionsChart } from './submissions-chart';

type RankedItem = { label: string; count: number; value: string };

/** The words carry the content; the bars (scaled to the first entry) are hidden decoration. */
function RankedBars({
  id,
  title,
  description,
  items,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  items: RankedItem[];
}) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-lg border border-slate-300 bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
      {items.length === 0 ? (
        <p className="mt-3 text-slate-700">None in this period.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.label}>
              <div className="flex flex-wrap justify-between gap-x-4">
                <span className="min-w-0 font-semibold break-words text-slate-900">{item.label}</span>
                <span className="text-slate-800">{item.value}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-3 rounded-sm bg-slate-200">
                <div
                  className="h-3 rounded-sm bg-primary"
                  style={{ width: `${(item.count / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Figures change with every submission, so a minute-old answer is refetched (the app default never goes stale). */
const useUserAnalytics = (range: AnalyticsRange) =>
  useAdminGet<UserAnalytics>(
    ['admin', 'analytics', 'users', range.from, range.to, range.bucket],
    `/api/admin/analytics/users?${rangeToParams(range)}`,
    { staleTime: 60_000 },
  );

/** /admin/users: finder use in a period, counts only (no names, birth dates, ZIPs or ids); the period is in the address. */
export function UserAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const range = rangeFromParams(params, today);
  const analytics = useUserAnalytics(range);
  const change = (next: AnalyticsRange) => setParams(rangeToParams(next), { replace: true });

  return (
    <AdminListPage
      title="User Analytics"
      subtitle="How people use the plan finder. Counts only: no names or birth dates."
      back="Dashboard"
    >
      <RangePicker range={range} today={today} onChange={change} />
      <ListStatus
        query={analytics}
        loading="Loading user analytics…"
        failed={(error) => errorMessage(error, 'Failed to load user analytics')}
      />
      {analytics.data ? <Figures data={analytics.data} /> : null}
    </AdminListPage>
  );
}

function Figures({ data }: { data: UserAnalytics }) {
  if (data.totalSubmissions === 0) {
    return (
      <p className="rounded-lg border-2 border-slate-300 bg-slate-50 p-6 text-xl font-semibold text-slate-900">
        No submissions in this period
      </p>
    );
  }
  return (
    <>
      <section aria-labelledby="analytics-summary-heading" className="mb-8">
        <h2 id="analytics-summary-heading" className="sr-only">
          Summary
        </h2>
        <StatList
          className="sm:grid-cols-3"
          stats={[
            ['Total submissions', data.totalSubmissions.toLocaleString('en-US')],
            ['Average drugs per submission', averageLabel(data.averageMedications)],
            ['Average doctors per submission', averageLabel(data.averageDoctors)],
          ]}
        />
      </section>
      <SubmissionsChart data={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        {rankings(data).map(([id, title, description, items]) => (
          <RankedBars key={id} id={`analytics-${id}`} title={title} description={description} items={items} />
        ))}
      </div>
    </>
  );
}

/** Each ranking's id, title, note and rows. */
function rankings(data: UserAnalytics): [string, string, string | undefined, RankedItem[]][] {
  const row = (label: string, count: number, value = countLabel(count)) => ({ label, count, value });
  return [
    [
      'counties',
      'Top counties',
      `Counties with fewer than ${SMALL_COUNTY_THRESHOLD} submissions are counted under “Other”, so no one can be picked out.`,
      data.topCounties.map((c) => row(c.county, c.count)),
    ],
    [
      'carriers',
      'Top recommendation by carrier',
      'Whose plan came first in each submission’s results.',
      data.topRecommendationCarriers.map((c) =>
        row(c.carrier, c.count, `${countLabel(c.count)} (${shareLabel(c.share)})`),
      ),
    ],
    [
      'medications',
      'Most entered medications',
      undefined,
      data.topMedications.map((m) => row(m.name, m.count, countLabel(m.count, 'time', 'times'))),
    ],
    [
      'specialties',
      'Most entered doctor specialties',
      undefined,
      data.topSpecialties.map((s) => row(s.specialty, s.count, countLabel(s.count, 'doctor', 'doctors'))),
    ],
    [
      'radius',
      'Doctor search radius',
      undefined,
      data.radiusDistribution.map((r) => row(`${r.radius} miles`, r.count)),
    ],
  ];
}
