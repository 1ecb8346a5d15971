/**
 * The user analytics computed straight from medicare_users, as services/admin/user-analytics.ts computed
 * them before the daily rollup (drizzle/0033): the oracle the rollup-based answer must equal
 * exactly, kept for the tests only.
 *
 * The original notes: every figure is computed in SQL, in one statement. The statement reads the
 * range's rows once for the narrow columns (`base`) and once per JSON list for drug names and
 * specialties. Dates are UTC calendar days. The range becomes a half-open interval of instants
 * [from 00:00 UTC, the day after `to` 00:00 UTC) on medicare_users.created_at; buckets are cut with
 * `created_at at time zone 'UTC'` so the session's time zone never moves a submission to another day.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/server/db/client.ts';
import { addDays } from '../../src/shared/calendar-day.ts';
import {
  type AnalyticsRange,
  COUNTY_NOT_GIVEN_LABEL,
  OTHER_COUNTIES_LABEL,
  SMALL_COUNTY_THRESHOLD,
  TOP_LIST_SIZE,
  UNKNOWN_SPECIALTY_LABEL,
  type UserAnalytics,
} from '../../src/shared/user-analytics-contracts.ts';

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
 * The rank-1 carrier is medicare_users.top_carrier, which the submit transaction stores in the
 * results page's order (topCarrierOf in tests/setup/analytics-fixtures.ts); the averages use the stored
 * medication_count and doctor_count.
 */
export async function liveUserAnalytics(db: Db, range: AnalyticsRange): Promise<UserAnalytics> {
  const start = `${range.from}T00:00:00Z`;
  const end = `${addDays(range.to, 1)}T00:00:00Z`;
  const unit = range.bucket;
  const step = `1 ${unit}`;
  const inRange = sql`created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`;
  const [row] = await db.transaction(async (tx) => {
    // One request's sorts and the materialized range fit in memory instead of temporary files;
    // PostgreSQL's JIT spent longer compiling this one-off statement than running it.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    return queryRows<Row>(
      tx,
      sql`
      with base as materialized (
        select county, doctor_search_radius, top_carrier, medication_count, doctor_count,
               date_trunc(${unit}, created_at at time zone 'UTC') as period
        from medicare_users
        where ${inRange}
      ),
      totals as (
        select count(*)::int as total, round(avg(medication_count), 2) as average_medications,
               round(avg(doctor_count), 2) as average_doctors
        from base
      )
      select
        totals.total, totals.average_medications, totals.average_doctors,
        (${overTime(unit, step, range)}) as over_time,
        (${counties()}) as counties,
        (${rankedNames(inRange, 'medications', 'name', (v) => sql`nullif(trim(${v}), '')`)}) as medications,
        (${rankedNames(inRange, 'doctors', 'specialty', (v) => sql`coalesce(nullif(trim(${v}), ''), ${UNKNOWN_SPECIALTY_LABEL})`)}) as specialties,
        (${topCarriers()}) as carriers,
        (select json_agg(json_build_object('radius', radius, 'count', n) order by radius)
          from (select doctor_search_radius as radius, count(*)::int as n from base group by 1) r) as radius
      from totals`,
    );
  });
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

/** Every bucket from the one holding `from` to the one holding `to`, with its count (0 when none). */
function overTime(unit: string, step: string, range: AnalyticsRange): SQL {
  return sql`
    select json_agg(json_build_object('period', to_char(g.period, 'YYYY-MM-DD'), 'count', coalesce(c.n, 0))
                    order by g.period)
    from generate_series(date_trunc(${unit}, ${range.from}::timestamp), ${range.to}::timestamp,
                         ${step}::interval) as g(period)
    left join (select period, count(*)::int as n from base group by period) c on c.period = g.period`;
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
        from (select county, count(*)::int as n from base group by county) by_county
      ) ranked
      group by 1, 2
    ) grouped`;
}

/**
 * The TOP_LIST_SIZE most entered values of one field of a JSON list column (medications' names,
 * doctors' specialties), compared without case and shown in their most common spelling. Each
 * entry of the range's submissions is only counted by its raw text; cleaning (`clean`), case
 * folding and choosing the spelling then work on those few distinct values, which is much
 * cheaper than doing it per entry. The lists are read straight from the table, not from `base`,
 * so the range's JSON is never copied.
 */
function rankedNames(
  inRange: SQL,
  column: 'medications' | 'doctors',
  key: 'name' | 'specialty',
  clean: (raw: SQL) => SQL,
): SQL {
  return sql`
    select json_agg(json_build_object(${key}::text, label, 'count', n) order by n desc, label)
    from (
      select (array_agg(v order by n desc, v))[1] as label, sum(n)::int as n
      from (
        select ${clean(sql`raw`)} as v, sum(n) as n
        from (
          select e->>${key}::text as raw, count(*) as n
          from medicare_users, jsonb_array_elements(case when jsonb_typeof(${sql.identifier(column)}) = 'array'
                                                         then ${sql.identifier(column)} else '[]'::jsonb end) as e
          where ${inRange}
          group by 1
          offset 0 -- keeps the outer filter on the cleaned value from being pushed back to each entry
        ) raw_values
        group by 1
      ) spellings
      where v is not null
      group by lower(v)
      order by 2 desc, lower(v)
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
      select top_carrier as carrier, count(*)::int as n, round(100.0 * count(*) / sum(count(*)) over (), 1) as share
      from base
      where top_carrier is not null
      group by top_carrier
    ) by_carrier`;
}
