import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../tests/setup/test-database.ts';
import { queryRows } from '../db/client.ts';
import { submissionPlanYear } from '../services/catalogue/plan-years.ts';
import { createCaches } from '../services/platform/caches.ts';
import { loadEngineInputs } from './plan-loader.ts';
import { toProfile } from './profile.ts';

type Statement = { text: string; values: unknown[] };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** Every statement the database is sent while `run` runs, with its values. */
async function statementsOf(database: TestDatabase, run: () => Promise<unknown>): Promise<Statement[]> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  const seen: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') seen.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      // node-postgres takes the values in the config or beside it.
      const config = first as { text: string; values?: unknown[] };
      seen.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
    }
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return seen;
}

function scannedTables(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scannedTables)];
}

/**
 * A submission's reads go through indexes to the rows its answers key (issue 21). PGlite has no
 * autovacuum and plans from the statistics an import leaves; where a read could be answered by
 * hashing a whole table, it did: the drug prices were a scan of every price row of the release
 * (124,521 in the sample, 34 ms of a 48 ms submission). Every statement loading a profile's
 * engine inputs is explained here with its own values, and none may read a large table whole.
 */
describe.each(TEST_DATABASE_KINDS)('loading a profile’s engine inputs (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads no large table whole, and prices the drugs from the Part D files', async () => {
    const db = database.db;
    // Catalogue drugs with a dosage the current Part D release covers, and doctors near the ZIP.
    const drugs = await queryRows<{ name: string; dosage: string }>(
      db,
      sql`select distinct on (r.medication_name) r.medication_name as name, r.dosage
        from rx_drugs r join partd_formulary f on f.rxcui = r.rxcui
          join partd_releases rel on rel.id = f.release_id and rel.current
        where r.dosage is not null and r.medication_name is not null
        order by r.medication_name, r.dosage limit 5`,
    );
    expect(drugs).toHaveLength(5);
    const doctors = await queryRows<{ id: number; name: string; specialty: string | null }>(
      db,
      sql`select p.id, p.last_name_or_org_name as name, p.primary_specialty as specialty
        from providers p where p.zip_code = '73102'
          and exists (select 1 from plan_networks n where n.provider_id = p.id)
        order by p.id limit 2`,
    );
    expect(doctors).toHaveLength(2);
    const caches = createCaches(db);
    const catalogue = await caches.plans.now();
    const planYear = await submissionPlanYear(catalogue, new Date(), undefined);
    const profile = toProfile({
      planYear,
      zipCode: '73102',
      county: 'Oklahoma',
      doctorSearchRadius: 20,
      medications: drugs.map((d) => ({ ...d, quantity: 30, frequency: 'monthly' })),
      doctors: doctors.map((d) => ({ name: d.name, specialty: d.specialty ?? '', providerId: d.id })),
    });
    const eligible = await catalogue.eligible({ state: 'OK', county: 'Oklahoma' }, planYear);

    let inputs: Awaited<ReturnType<typeof loadEngineInputs>> | undefined;
    const statements = await statementsOf(database, async () => {
      inputs = await loadEngineInputs(db, caches, profile, eligible.rows, eligible.withFormulary);
    });
    // What the statements found is what the engine gets: Part D prices, networks and premiums.
    const plans = inputs?.plans ?? [];
    const priced = plans.filter((p) => [...(p.partD?.drugs.values() ?? [])].some((d) => d.unitCost[30]));
    expect(priced.length).toBeGreaterThan(0);
    expect(plans.some((p) => p.network.size > 0)).toBe(true);
    expect(plans.some((p) => p.landscapePremiums)).toBe(true);
    expect(inputs?.context.rxNorm?.filter(Boolean)).toHaveLength(5);

    const reads = statements.filter((s) => /^\s*(select|with)\b/i.test(s.text));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    const scanned = new Set<string>();
    for (const read of reads) {
      const explained = (await (
        db as unknown as {
          $client: {
            query: (text: string, values: unknown[]) => Promise<{ rows: { 'QUERY PLAN': unknown }[] }>;
          };
        }
      ).$client.query(`explain (format json) ${read.text}`, read.values)) as {
        rows: { 'QUERY PLAN': unknown }[];
      };
      const plan = explained.rows[0]?.['QUERY PLAN'];
      const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      for (const table of top ? scannedTables(top.Plan) : []) scanned.add(table);
    }
    // Small tables may be read whole; a table of more than 10,000 rows may not.
    const large: string[] = [];
    for (const table of scanned) {
      const [row] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from ${sql.identifier(table)}`,
      );
      if (Number(row?.n) > 10_000) large.push(table);
    }
    expect(large).toEqual([]);
  });
});
