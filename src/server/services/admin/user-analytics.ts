/**
 * The user analytics of /admin/users (issue 7): aggregate figures over the finder submissions
 * (medicare_users) made in a date range, read from their daily rollup. No submission row is read:
 * only counts leave the database, and the cost depends on the range's days, not on how many
 * submissions they hold (docs/benchmarks.md "User analytics").
 *
 * The rollup (drizzle/0033) holds, per UTC day, the day's submissions, those without a county and
 * the sums behind the averages (user_analytics_days), and how many times each county, radius,
 * rank-1 carrier, drug spelling and specialty was given (user_analytics_day_values), those counts
 * summed per month too (user_analytics_month_values). Deferred row triggers on medicare_users keep
 * it equal to the submissions on file whoever writes them (submit, owner deletes, retention, the
 * rank-1 carrier stored after the insert), and the migration filled it for the submissions made
 * before. Every figure is computed from it in one statement, so the answer is one consistent
 * snapshot, and equals what the same figures computed straight from medicare_users give
 * (tests/setup/user-analytics-live.ts is that computation; the tests compare both on varied
 * submissions). A year reads about 365 day totals and, per value, a row for each whole month and
 * for each day of the part months at the ends (rangeParts).
 *
 * Dates are UTC calendar days: the rollup's day is `created_at at time zone 'UTC'`, so the
 * session's time zone never moves a submission to another day, and a range is the days between
 * its two ends (both included).
 */
import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/calendar-day.ts';
import {
  type AnalyticsRange,
  COUNTY_NOT_GIVEN_LABEL,
  OTHER_COUNTIES_LABEL,
  SMALL_COUNTY_THRESHOLD,
  TOP_LIST_SIZE,
  type UserAnalytics,
} from '../../../shared/user-analytics-contracts.ts';
import { type Db, queryRows } from '../../db/client.ts';

type Row = {
  total: number;
  over_time: UserAnalytics['submissionsOverTime'] | null;
  counties: UserAnalytics['topCounties'] | null;
  medications: UserAnalytics['topMedications'] | null;
  specialties: UserAnalytics['topSpecialties'] | null;
  average_medications: string | number | null;
  average_doctors: string | number | null;
  carriers: UserAnalytics['topRecommendationCarriers'] | null;
  radius: UserAnalytics['radiusDistribution'] | null;
};

/**
 * Submissions over time (zero-filled buckets from generate_series), top counties with small
 * counties grouped (SMALL_COUNTY_THRESHOLD), most entered drugs and specialties (names compared
 * case-insensitively, shown in their most common spelling), average drugs and doctors per
 * submission, the carrier of each submission's rank-1 plan, and the radius distribution.
 *
 * The rank-1 carrier is medicare_users.top_carrier, which the submit stores with the submission
 * in the results page's order (submitProfile and topCarrierOf in results/submit-profile.ts); the
 * averages are the stored medication_count and doctor_count summed over the range and divided by
 * how many submissions have one, as avg() does.
 */
export async function userAnalytics(db: Db, range: AnalyticsRange): Promise<UserAnalytics> {
  const unit = range.bucket;
  const inRange = sql`day >= ${range.from}::date and day <= ${range.to}::date`;
  const parts = rangeParts(range);
  const between = (column: 'day' | 'month', [from, to]: [string, string]) =>
    sql`(${sql.identifier(column)} >= ${from}::date and ${sql.identifier(column)} <= ${to}::date)`;
  const monthRows = parts.months ? between('month', parts.months) : sql`false`;
  const dayRows =
    parts.days.length > 0
      ? sql.join(
          parts.days.map((d) => between('day', d)),
          sql` or `,
        )
      : sql`false`;
  const [row] = await queryRows<Row>(
    db,
    sql`
    with days as materialized (
      select day, submissions, without_county, medication_total, medication_counted, doctor_total, doctor_counted
      from user_analytics_days
      where ${inRange}
    ),
    vals as materialized (
      select kind, value, sum(count)::int as n
      from (
        select kind, value, count from user_analytics_month_values where ${monthRows}
        union all
        select kind, value, count from user_analytics_day_values where ${dayRows}
      ) months_and_days
      group by kind, value
      having sum(count) > 0
    ),
    totals as (
      select coalesce(sum(submissions), 0)::int as total,
             round(sum(medication_total) / nullif(sum(medication_counted), 0), 2) as average_medications,
             round(sum(doctor_total) / nullif(sum(doctor_counted), 0), 2) as average_doctors
      from days
    )
    select
      totals.total, totals.average_medications, totals.average_doctors,
      (${overTime(unit, range)}) as over_time,
      (${counties()}) as counties,
      (${rankedNames('medication', 'name')}) as medications,
      (${rankedNames('specialty', 'specialty')}) as specialties,
      (${topCarriers()}) as carriers,
      (select json_agg(json_build_object('radius', value::int, 'count', n) order by value::int)
        from vals where kind = 'radius') as radius
    from totals`,
  );
  return {
    range,
    totalSubmissions: row?.total ?? 0,
    submissionsOverTime: row?.over_time ?? [],
    topCounties: row?.counties ?? [],
    topMedications: row?.medications ?? [],
    topSpecialties: row?.specialties ?? [],
    averageMedications: Number(row?.average_medications ?? 0),
    averageDoctors: Number(row?.average_doctors ?? 0),
    topRecommendationCarriers: (row?.carriers ?? []).map((c) => ({ ...c, share: Number(c.share) })),
    radiusDistribution: row?.radius ?? [],
  };
}

/**
 * The whole calendar months inside the range (first days of the first and last, both included),
 * read from the month rows, and the days before and after them, read from the day rows. A range
 * with no whole month is all days.
 */
export function rangeParts(range: Pick<AnalyticsRange, 'from' | 'to'>): {
  months: [string, string] | null;
  days: [string, string][];
} {
  const monthOf = (day: string) => `${day.slice(0, 8)}01`;
  const firstWhole = range.from.endsWith('-01') ? range.from : monthOf(addDays(monthOf(range.from), 31));
  const afterWhole = monthOf(addDays(range.to, 1));
  if (firstWhole >= afterWhole) return { months: null, days: [[range.from, range.to]] };
  const days: [string, string][] = [];
  if (range.from < firstWhole) days.push([range.from, addDays(firstWhole, -1)]);
  if (afterWhole <= range.to) days.push([afterWhole, range.to]);
  return { months: [firstWhole, monthOf(addDays(afterWhole, -1))], days };
}

/** Every bucket from the one holding `from` to the one holding `to`, with its count (0 when none). */
function overTime(unit: AnalyticsRange['bucket'], range: AnalyticsRange): SQL {
  return sql`
    select json_agg(json_build_object('period', to_char(g.period, 'YYYY-MM-DD'), 'count', coalesce(c.n, 0))
                    order by g.period)
    from generate_series(date_trunc(${unit}, ${range.from}::timestamp), ${range.to}::timestamp,
                         ${`1 ${unit}`}::interval) as g(period)
    left join (select date_trunc(${unit}, day::timestamp) as period, sum(submissions)::int as n
               from days group by 1) c on c.period = g.period`;
}

/**
 * Counties with at least SMALL_COUNTY_THRESHOLD submissions compete for the TOP_LIST_SIZE named
 * places ("Not given" — no county — competes too: it is not a place, so it names nobody); every
 * other submission is counted under "Other", listed last, so the counts add up to the total.
 */
function counties(): SQL {
  return sql`
    select json_agg(json_build_object('county', label, 'count', n) order by is_other, n desc, label)
    from (
      select case when place <= ${TOP_LIST_SIZE} then coalesce(county, ${COUNTY_NOT_GIVEN_LABEL})
                  else ${OTHER_COUNTIES_LABEL} end as label,
             coalesce(place > ${TOP_LIST_SIZE}, true) as is_other,
             sum(n)::int as n
      from (
        select county, n,
               case when county is null or n >= ${SMALL_COUNTY_THRESHOLD}
                    then row_number() over (partition by county is null or n >= ${SMALL_COUNTY_THRESHOLD}
                                            order by n desc, county) end as place
        from (
          select value as county, n from vals where kind = 'county'
          union all
          select null, sum(without_county)::int from days having sum(without_county) > 0
        ) by_county
      ) ranked
      group by 1, 2
    ) grouped`;
}

/**
 * The TOP_LIST_SIZE most entered drug names or doctor specialties, compared without case and shown
 * in their most common spelling (ties: the first spelling in text order). The rollup counts each
 * spelling as entered (trimmed; blank drug names left out, blank specialties counted as Unknown),
 * so only the range's distinct spellings are folded here.
 */
function rankedNames(kind: 'medication' | 'specialty', key: 'name' | 'specialty'): SQL {
  return sql`
    select json_agg(json_build_object(${key}::text, label, 'count', n) order by n desc, label)
    from (
      select (array_agg(value order by n desc, value))[1] as label, sum(n)::int as n
      from vals
      where kind = ${kind}
      group by lower(value)
      order by 2 desc, lower(value)
      limit ${TOP_LIST_SIZE}
    ) top`;
}

/**
 * The carrier of each submission's rank-1 plan, stored with the submission when it was made (the
 * carrier the person was shown, even if the plan was renamed or deleted since); share = percent of
 * the submissions that had one. A submission with no eligible plan has none and is not counted.
 */
function topCarriers(): SQL {
  return sql`
    select json_agg(json_build_object('carrier', carrier, 'count', n, 'share', share) order by n desc, carrier)
    from (
      select value as carrier, n, round(100.0 * n / sum(n) over (), 1) as share
      from vals
      where kind = 'carrier'
    ) by_carrier`;
}
