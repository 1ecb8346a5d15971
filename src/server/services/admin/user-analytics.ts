/**
 * User analytics of /admin/users from the daily rollup (drizzle/0033): only counts leave the database, and
 * cost follows the days, not the submissions (docs/benchmarks.md). Tests compare it with the live
 * computation (tests/setup/user-analytics-live.ts). Days are UTC calendar days, both ends included.
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

/** The figures as the statement answers them: averages as numeric text. */
type Row = Omit<UserAnalytics, 'range' | 'averageMedications' | 'averageDoctors'> & {
  averageMedications: string | number | null;
  averageDoctors: string | number | null;
};

/** Every figure of the analytics in one statement, so the answer is one consistent snapshot. */
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
      totals.total as "totalSubmissions",
      coalesce((${overTime(unit, range)}), '[]') as "submissionsOverTime",
      coalesce((${counties()}), '[]') as "topCounties",
      coalesce((${rankedNames('medication', 'name')}), '[]') as "topMedications",
      coalesce((${rankedNames('specialty', 'specialty')}), '[]') as "topSpecialties",
      totals.average_medications as "averageMedications",
      totals.average_doctors as "averageDoctors",
      coalesce((${topCarriers()}), '[]') as "topRecommendationCarriers",
      coalesce((select json_agg(json_build_object('radius', value::int, 'count', n) order by value::int)
        from vals where kind = 'radius'), '[]') as "radiusDistribution"
    from totals`,
  );
  // An aggregate without GROUP BY answers one row.
  const figures = row as Row;
  return {
    range,
    ...figures,
    averageMedications: Number(figures.averageMedications ?? 0),
    averageDoctors: Number(figures.averageDoctors ?? 0),
    topRecommendationCarriers: figures.topRecommendationCarriers.map((c) => ({
      ...c,
      share: Number(c.share),
    })),
  };
}

/** The whole months inside the range (read from month rows) and the days before and after them. */
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

/** Zero-filled buckets from `from` to `to`. */
function overTime(unit: AnalyticsRange['bucket'], range: AnalyticsRange): SQL {
  return sql`
    select json_agg(json_build_object('period', to_char(g.period, 'YYYY-MM-DD'), 'count', coalesce(c.n, 0))
                    order by g.period)
    from generate_series(date_trunc(${unit}, ${range.from}::timestamp), ${range.to}::timestamp,
                         ${`1 ${unit}`}::interval) as g(period)
    left join (select date_trunc(${unit}, day::timestamp) as period, sum(submissions)::int as n
               from days group by 1) c on c.period = g.period`;
}

/** Counties with SMALL_COUNTY_THRESHOLD+ submissions compete for named places; the rest count as "Other". */
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

/** Compared without case, shown in their most common spelling (ties: first in text order). */
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

/** Share = percent of the submissions that had one; a submission with no eligible plan is not counted. */
function topCarriers(): SQL {
  return sql`
    select json_agg(json_build_object('carrier', carrier, 'count', n, 'share', share) order by n desc, carrier)
    from (
      select value as carrier, n, round(100.0 * n / sum(n) over (), 1) as share
      from vals
      where kind = 'carrier'
    ) by_carrier`;
}
