import { useSearchParams } from 'react-router';
import {
  type AnalyticsRange,
  SMALL_COUNTY_THRESHOLD,
  type UserAnalytics,
} from '../../../../shared/user-analytics-contracts';
import { AdminListPage, ListStatus } from '../../../components/admin-list';
import { errorMessage } from '../../../lib/api-client';
import { useUserAnalytics } from '../api/user-analytics';
import { countLabel, shareLabel } from '../lib/analytics-display';
import { rangeFromParams, rangeToParams, todayUtc } from '../lib/analytics-range';
import { RangePicker } from './range-picker';
import { RankedBars } from './ranked-bars';
import { SubmissionsChart } from './submissions-chart';
import { SummaryCards } from './summary-cards';

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
      <SummaryCards data={data} />
      <SubmissionsChart data={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RankedBars
          id="analytics-counties"
          title="Top counties"
          description={`Counties with fewer than ${SMALL_COUNTY_THRESHOLD} submissions are counted under “Other”, so no one can be picked out.`}
          items={data.topCounties.map((c) => ({
            label: c.county,
            count: c.count,
            value: countLabel(c.count),
          }))}
        />
        <RankedBars
          id="analytics-carriers"
          title="Top recommendation by carrier"
          description="Whose plan came first in each submission’s results."
          items={data.topRecommendationCarriers.map((c) => ({
            label: c.carrier,
            count: c.count,
            value: `${countLabel(c.count)} (${shareLabel(c.share)})`,
          }))}
        />
        <RankedBars
          id="analytics-medications"
          title="Most entered medications"
          items={data.topMedications.map((m) => ({
            label: m.name,
            count: m.count,
            value: countLabel(m.count, 'time', 'times'),
          }))}
        />
        <RankedBars
          id="analytics-specialties"
          title="Most entered doctor specialties"
          items={data.topSpecialties.map((s) => ({
            label: s.specialty,
            count: s.count,
            value: countLabel(s.count, 'doctor', 'doctors'),
          }))}
        />
        <RankedBars
          id="analytics-radius"
          title="Doctor search radius"
          items={data.radiusDistribution.map((r) => ({
            label: `${r.radius} miles`,
            count: r.count,
            value: countLabel(r.count),
          }))}
        />
      </div>
    </>
  );
}
