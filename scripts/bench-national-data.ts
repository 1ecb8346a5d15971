/**
 * The national-scale data of `npm run bench:national` (scripts/bench-national.ts), generated inside
 * PostgreSQL with INSERT … SELECT over generate_series so that millions of rows load in minutes:
 * ZIP centroids for the nation, an NPPES-sized provider directory, and a Landscape-sized plan
 * catalogue. Every name, NPI, address and plan is made up. Rows are drawn from hashes of the row
 * number (hashint8extended), so the same sizes give the same rows on every run.
 */
import { en } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { TAXONOMY_SPECIALTIES } from '../src/server/services/providers/npi.ts';
import { stateArea, stateNameOf } from '../src/shared/service-area.ts';

const STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
/** ZIPs per state besides Oklahoma's own 765 (about 42,000 in the nation, as USPS has). */
const ZIPS_PER_STATE = 840;
/** Counties per state: about 3,100 in the nation, as the Census has. */
export const COUNTIES_PER_STATE = 63;

/** Syllables for county names and for the long tail of surnames (NPPES has several hundred thousand). */
const HEADS =
  'Ab Al Ash Bal Bar Bel Ber Bla Bri Bur Cal Car Cas Cor Dal Dar Del Dun El Fair Fal Far Gar Gil Gold Hal Har Hol Kel Kin Lan Lin Mar Mel Mor Nor Pen Ral Red Ros'.split(
    ' ',
  );
const MIDDLES =
  'a an ar ber bo da de dle e en er ford gar i ing ken la ler li lo man mer mon ne ni o ra ri ro ry sen ter to va ve wa win'.split(
    ' ',
  );
const TAILS =
  'berg bury by dale ez field gan ham holm ins ley lin man mont ner quist rick ski son stead ston ter ton well wood worth'.split(
    ' ',
  );

/** Individual specialties weighted roughly as NPPES lists them (the sample generator's weights). */
const SPECIALTY_WEIGHTS: Array<[string, number]> = [
  ['363L00000X', 160],
  ['207Q00000X', 130],
  ['207R00000X', 100],
  ['363A00000X', 70],
  ['225100000X', 60],
  ['207P00000X', 50],
  ['152W00000X', 30],
  ['2084P0800X', 30],
  ['207RC0000X', 30],
  ['2085R0202X', 30],
  ['207V00000X', 30],
  ['208600000X', 25],
  ['207X00000X', 25],
  ['207RH0003X', 15],
  ['207RG0100X', 15],
  ['207W00000X', 15],
  ['207N00000X', 10],
  ['207Y00000X', 10],
  ['213E00000X', 10],
  ['207RE0101X', 8],
];
const ORGANIZATION_KINDS = [
  'Family Care Clinic',
  'Family Pharmacy',
  'Medical Supply',
  'Rural Health Clinic',
  'Urgent Care',
  'Regional Medical Center',
  'Heart Associates',
  'Orthopedic Associates',
  'Eye Associates',
  'Digestive Health',
  "Women's Health",
  'Dermatology',
  'Home Health',
  'Physical Therapy',
];
const LEGAL_SUFFIXES = [' LLC', ' LLC', ' PLLC', ' Inc', ''];

function weighted(pairs: Array<[string, number]>): string[] {
  return pairs.flatMap(([code, weight]) => Array<string>(weight).fill(TAXONOMY_SPECIALTIES[code] ?? code));
}

const textArray = (values: readonly string[]) =>
  sql`(${`{${values.map((v) => `"${v.replace(/"/g, '\\"')}"`).join(',')}}`}::text[])`;
/** A uniform number in [0, 1) from row `g` and a stream number: deterministic, no random(). */
const u = (g: string, stream: number) =>
  `((hashint8extended(${g}, ${stream}) & 2147483647)::float8 / 2147483648)`;
/** County `k` of the nation ("Harmanton"): made-up names, one per county, none shared by two states. */
export function countyName(k: number): string {
  const head = HEADS[k % HEADS.length] as string;
  const middle = MIDDLES[Math.floor(k / HEADS.length) % MIDDLES.length] as string;
  const tail = TAILS[(k * 13) % TAILS.length] as string;
  return `${head}${middle}${tail}`;
}

/**
 * ZIP centroids for 49 more states (Oklahoma's are the seed's): each state a box of the map, half
 * of its ZIPs around a metro at its centre. Answers how many ZIPs were added.
 */
export async function loadNationalZips(db: Db): Promise<number> {
  const counties = STATES.flatMap((_, s) =>
    Array.from({ length: COUNTIES_PER_STATE }, (_, c) => countyName(s * COUNTIES_PER_STATE + c)),
  );
  const result = await db.execute(sql`
    insert into zip_coordinates (zip_code, latitude, longitude, city, state, county)
    select lpad((1000 + z * 2)::text, 5, '0'),
      (26 + (s / 10) * 4.6 + 2.3 + (case when ${sql.raw(u('z', 1))} < 0.5 then 0.4 else 2.2 end) * (${sql.raw(u('z', 2))} - 0.5))::numeric(10, 8),
      (-123 + (s % 10) * 5.5 + 2.75 + (case when ${sql.raw(u('z', 1))} < 0.5 then 0.5 else 2.6 end) * (${sql.raw(u('z', 3))} - 0.5))::numeric(11, 8),
      ${textArray(STATES)}[s + 1] || ' Town ' || (z % ${ZIPS_PER_STATE}),
      ${textArray(STATES)}[s + 1],
      (${textArray(counties)})[s * ${COUNTIES_PER_STATE} + 1 + (z % ${COUNTIES_PER_STATE})]
    from generate_series(0, ${STATES.length * ZIPS_PER_STATE - 1}) z,
      lateral (select z / ${ZIPS_PER_STATE} as s) st
    on conflict (zip_code) do nothing`);
  return (result as unknown as { rowCount: number }).rowCount ?? 0;
}

/**
 * `count` providers over every ZIP on file, NPPES-like: 78 % individuals (surnames from faker's
 * list for 40 % of them, skewed so "Smith" is about 1 % of the nation, and a long tail of
 * composed surnames for the rest; first names from faker's 2,900), 22 % organizations named after
 * their city. ZIPs are drawn with a square skew over a shuffled ZIP list, so some ZIPs are dense
 * metros and many are rural. Written through `db` (the caller's transaction).
 */
export async function loadNationalProviders(db: Db, count: number, chunk = 500_000): Promise<void> {
  const person = en.person as unknown as {
    last_name: { generic: string[] };
    first_name: { female: string[]; male: string[] };
  };
  // The word lists as parameters: constants of the statement, not columns read (and unpacked) per row.
  const lists = {
    lastNames: person.last_name.generic,
    firstNames: [...person.first_name.female, ...person.first_name.male],
    orgKinds: ORGANIZATION_KINDS,
    specialties: weighted(SPECIALTY_WEIGHTS),
    legal: LEGAL_SUFFIXES,
    heads: HEADS,
    middles: MIDDLES,
    tails: TAILS,
  };
  const from = (list: keyof typeof lists, stream: number, skew = 1) =>
    sql`${textArray(lists[list])}[1 + floor(${lists[list].length} * power(${sql.raw(u('g', stream))}, ${skew}))::int]`;
  await db.execute(sql`create temporary table bench_zips on commit drop as
    select row_number() over (order by hashtext(zip_code))::int as i, zip_code, city, state, county
    from zip_coordinates`);
  await db.execute(sql`create unique index on bench_zips (i)`);
  const zipCount = await countRows(db, sql`select count(*)::int as n from bench_zips`);
  for (let start = 1; start <= count; start += chunk) {
    const end = Math.min(count, start + chunk - 1);
    await db.execute(sql`
      insert into providers (npi, sample, provider_type, last_name_or_org_name, first_name, middle_name,
        title, primary_specialty, physical_address1, city, state, zip_code, county, phone,
        primary_location, active_date)
      select '1' || lpad(g::text, 9, '0'), true, case when ind then 'Individual' else 'Organization' end,
        case when not ind then z.city || ' ' || ${from('orgKinds', 13)} || ${from('legal', 14)}
          when ${sql.raw(u('g', 4))} < 0.4 then ${from('lastNames', 5, 1.6)}
          else ${from('heads', 6, 1.4)} || ${from('middles', 7, 1.2)} || ${from('tails', 8, 1.3)}
        end,
        case when ind then ${from('firstNames', 9, 1.5)} end,
        case when ind and ${sql.raw(u('g', 10))} < 0.5 then chr(65 + (g % 26)::int) end,
        case when ind then (array['MD', 'DO', 'NP', 'PA-C'])[1 + (g % 4)::int] end,
        ${from('specialties', 11)},
        (100 + g % 15000) || ' Main St', z.city, z.state, z.zip_code, z.county,
        '(555) 555-01' || lpad((g % 100)::text, 2, '0'), 'Y', '2015-01-01'
      from generate_series(${start}::bigint, ${end}::bigint) g
        cross join lateral (select ${sql.raw(u('g', 1))} < 0.78 as ind,
          1 + floor(${zipCount} * power(${sql.raw(u('g', 2))}, 2))::int as zi) r
        join bench_zips z on z.i = r.zi`);
    console.log(`providers: ${end.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`);
  }
}

export async function countRows(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** A small deterministic PRNG (the same as scripts/bench.ts's), for the plan catalogue. */
export function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type NationalPlans = { plans: number; planCounties: number; countyPlans: number };

/**
 * Grows the catalogue of `year` to `target` active plans the size of CMS's national Landscape
 * (about 23 counties a plan: 6,000 plans, 138,000 plan-county rows): copies of the seeded plans
 * (benefits, formulary) under new plan IDs, each serving a run of counties of one state (its
 * region, and its service area: ADR 0016), with a
 * Landscape premium row per county. `county` of Oklahoma ends up served by `countyPlans` plans;
 * the Oklahoma copies also get their template's Part D rows, so they are priced from Part D files
 * as the state's plans are (the Part D import keeps one state).
 */
export async function loadNationalPlans(
  db: Db,
  {
    target,
    year,
    county,
    countyPlans,
  }: { target: number; year: number; county: string; countyPlans: number },
): Promise<NationalPlans> {
  const templates = (
    (await db.execute(sql`select id, plan_id, counties from medicare_plans
      where is_active and plan_year = ${year} and contract_category is distinct from 'PDP' order by id`)) as unknown as {
      rows: { id: number; plan_id: string; counties: string[] | null }[];
    }
  ).rows;
  const okCounties = (
    (await db.execute(
      sql`select distinct county from zip_coordinates where state = 'OK' and county is not null order by county`,
    )) as unknown as { rows: { county: string }[] }
  ).rows.map((r) => r.county);
  // Plans serving the county of Oklahoma, as the plan cache asks (ADR 0016).
  const servesCounty = sql`service_area && array['OK', ${`OK|${county.toLowerCase()}`}]::text[]`;
  const serving = (
    (await db.execute(sql`select count(*)::int as n from medicare_plans where is_active and plan_year = ${year}
      and ${servesCounty}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n;
  const random = prng(2026);
  const copies: {
    plan_id: string;
    template: number;
    template_plan: string;
    region: string;
    counties: string[];
    service_area: string[];
    ok: boolean;
  }[] = [];
  const have = templates.length;
  let okToAdd = Math.max(0, countyPlans - (serving ?? 0));
  for (let j = 0; have + j < target; j++) {
    const template = templates[j % have];
    if (!template) break;
    const planId = `R${1000 + Math.floor(j / 50)}-${String((j % 50) + 1).padStart(3, '0')}`;
    let counties: string[];
    let code = 'OK';
    const ok = okToAdd > 0;
    if (ok) {
      okToAdd -= 1;
      // Oklahoma's copies: the county and a run of its neighbours in the list.
      const start = Math.floor(random() * okCounties.length);
      const length = 1 + Math.floor(random() * 20);
      counties = [
        county,
        ...Array.from({ length }, (_, i) => okCounties[(start + i) % okCounties.length] as string),
      ];
    } else {
      const state = Math.floor(random() * 49);
      code = STATES[state] as string;
      const start = Math.floor(random() * COUNTIES_PER_STATE);
      const length = 1 + Math.floor(random() * 45);
      counties = Array.from({ length }, (_, i) =>
        countyName(state * COUNTIES_PER_STATE + ((start + i) % COUNTIES_PER_STATE)),
      );
    }
    const listed = [...new Set(counties)].sort();
    copies.push({
      plan_id: planId,
      template: template.id,
      template_plan: template.plan_id,
      // Each copy is a plan of its counties' state, placed as the plan API places one.
      region: stateNameOf(code),
      counties: listed,
      service_area: stateArea(code, listed),
      ok,
    });
  }
  const list = sql`jsonb_to_recordset(${JSON.stringify(copies)}::jsonb)
    as c(plan_id text, template int, template_plan text, region text, counties text[], service_area text[],
      ok boolean)`;
  await db.execute(sql`
    insert into medicare_plans (provider_id, plan_id, plan_year, carrier, plan_name, plan_type, monthly_premium,
      part_b_premium_reduction, moop_in_network, moop_out_network, medical_deductible, has_rx_coverage,
      rx_deductible, star_rating, hospital_network, preferred_pharmacies, copay_structure, benefits,
      prescription_tiers, region, county, counties, service_area, is_active, notes, contract_category)
    select t.provider_id, c.plan_id, t.plan_year, t.carrier, t.plan_name || ' ' || c.plan_id, t.plan_type,
      t.monthly_premium, t.part_b_premium_reduction, t.moop_in_network, t.moop_out_network,
      t.medical_deductible, t.has_rx_coverage, t.rx_deductible, t.star_rating, t.hospital_network,
      t.preferred_pharmacies, t.copay_structure, t.benefits, t.prescription_tiers, c.region,
      c.counties[1], c.counties, c.service_area, true, t.notes, t.contract_category
    from ${list} join medicare_plans t on t.id = c.template`);
  await db.execute(sql`
    insert into plan_formulary (plan_id, medication_name, tier, prior_authorization, quantity_limit, step_therapy)
    select p.id, f.medication_name, f.tier, f.prior_authorization, f.quantity_limit, f.step_therapy
    from ${list} join medicare_plans p on p.plan_id = c.plan_id and p.plan_year = ${year}
      join plan_formulary f on f.plan_id = c.template`);
  await db.execute(sql`
    insert into plan_premiums (plan_id, state, county, contract_year, part_c_premium, part_d_premium,
      part_d_premium_extra_help, sample, source_file)
    select p.plan_id, split_part(p.service_area[1], '|', 1), pc.name, p.plan_year, p.monthly_premium, 0, 0, true,
      'bench-national'
    from medicare_plans p, unnest(p.counties) as pc(name)
    where p.plan_year = ${year} and p.plan_id like 'R%'`);
  const release = sql`(select id from partd_releases where current and contract_year = ${year} order by id desc limit 1)`;
  const partD = {
    partd_plans:
      'contract_id, plan_number, segment_id, contract_name, plan_name, formulary_id, premium, deductible, snp, suppressed, county_codes',
    partd_costs: 'coverage_level, tier, days_supply, shares, specialty_tier, deductible_applies',
    partd_insulin_costs: 'tier, days_supply, copays',
    partd_pricing: 'ndc, days_supply, unit_cost',
    partd_pharmacies:
      'npi, zip_code, retail, mail, preferred_retail, preferred_mail, in_area, floor_price, fees',
  };
  for (const [table, columns] of Object.entries(partD)) {
    await db.execute(sql`insert into ${sql.raw(table)} (release_id, plan_key, ${sql.raw(columns)})
      select x.release_id, c.plan_id, ${sql.raw(columns.replace(/(^|, )/g, '$1x.'))}
      from ${list} join ${sql.raw(table)} x on x.plan_key = c.template_plan
      where c.ok and x.release_id = ${release}`);
  }
  const totals = (
    (await db.execute(sql`select count(*)::int as plans, coalesce(sum(cardinality(counties)), 0)::int as rows,
        count(*) filter (where ${servesCounty})::int as serving
      from medicare_plans where is_active and plan_year = ${year}`)) as unknown as {
      rows: { plans: number; rows: number; serving: number }[];
    }
  ).rows[0];
  return { plans: totals?.plans ?? 0, planCounties: totals?.rows ?? 0, countyPlans: totals?.serving ?? 0 };
}
