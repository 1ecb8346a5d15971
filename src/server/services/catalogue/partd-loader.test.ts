import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import type { DaysSupply, PartDDrug } from '../../../engine/partd-types.ts';
import { queryRows } from '../../db/client.ts';
import { currentPartDRelease, loadPartDPlans, PartDCache } from './partd-loader.ts';

type Coverage = {
  rxcui: string;
  tier: number | string;
  quantity_limit: boolean;
  quantity_limit_amount: number | string | null;
  quantity_limit_days: number | string | null;
  prior_authorization: boolean;
  step_therapy: boolean;
};

/**
 * A person's drugs as the engine gets them from the current Part D release (issue 17), read in one
 * statement since issue 21. The reference below reads each table row by row, with no grouping or
 * JSON, and builds what the engine should get: formulary rows (the lowest NDC per formulary and
 * drug), that NDC's prices by days supply, excluded drugs where the formulary has none, and the
 * indications by disease. The sample release has rows of every kind.
 */
describe.each(TEST_DATABASE_KINDS)('Part D drugs of a person, read in one statement (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  async function reference(releaseId: number, planKeys: string[], rxcuis: string[]) {
    const db = database.db;
    const inList = (values: string[]) =>
      sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      );
    const plans = await queryRows<{ plan_key: string; formulary_id: string }>(
      db,
      sql`select plan_key, formulary_id from partd_plans where release_id = ${releaseId}`,
    );
    const formulary = await queryRows<Coverage & { formulary_id: string; ndc: string }>(
      db,
      sql`select * from partd_formulary where release_id = ${releaseId} and rxcui in (${inList(rxcuis)})`,
    );
    const excluded = await queryRows<Coverage & { plan_key: string }>(
      db,
      sql`select * from partd_excluded_drugs where release_id = ${releaseId} and rxcui in (${inList(rxcuis)})`,
    );
    const indications = await queryRows<{ plan_key: string; rxcui: string; disease: string }>(
      db,
      sql`select plan_key, rxcui, disease from partd_indications where release_id = ${releaseId} and rxcui in (${inList(rxcuis)})`,
    );
    const pricing = await queryRows<{
      plan_key: string;
      ndc: string;
      days_supply: number;
      unit_cost: string;
    }>(
      db,
      sql`select plan_key, ndc, days_supply, unit_cost from partd_pricing where release_id = ${releaseId}`,
    );
    const drugOf = (row: Coverage, planKey: string, excludedDrug: boolean, ndc: string | null): PartDDrug => {
      const unitCost: Partial<Record<DaysSupply, number>> = {};
      for (const p of pricing)
        if (ndc !== null && p.plan_key === planKey && p.ndc === ndc)
          unitCost[Number(p.days_supply) as DaysSupply] = Number(p.unit_cost);
      return {
        rxcui: row.rxcui,
        tier: Number(row.tier),
        priorAuthorization: row.prior_authorization,
        stepTherapy: row.step_therapy,
        quantityLimit: row.quantity_limit
          ? {
              amount: row.quantity_limit_amount === null ? null : Number(row.quantity_limit_amount),
              days: row.quantity_limit_days === null ? null : Number(row.quantity_limit_days),
            }
          : null,
        excludedDrug,
        indications: indications
          .filter((i) => i.plan_key === planKey && i.rxcui === row.rxcui)
          .map((i) => i.disease)
          .sort(),
        unitCost,
      };
    };
    const expected = new Map<string, Map<string, PartDDrug>>();
    for (const planKey of planKeys) {
      const formularyId = plans.find((p) => p.plan_key === planKey)?.formulary_id;
      const drugs = new Map<string, PartDDrug>();
      for (const rxcui of rxcuis) {
        const rows = formulary
          .filter((f) => f.formulary_id === formularyId && f.rxcui === rxcui)
          .sort((a, b) => (a.ndc < b.ndc ? -1 : a.ndc > b.ndc ? 1 : 0));
        const lowest = rows[0];
        if (lowest) drugs.set(rxcui, drugOf(lowest, planKey, false, lowest.ndc));
      }
      for (const e of excluded)
        if (e.plan_key === planKey && !drugs.has(e.rxcui)) drugs.set(e.rxcui, drugOf(e, planKey, true, null));
      expected.set(planKey, drugs);
    }
    return expected;
  }

  it('gives the engine what reading each table row by row gives, with excluded drugs and indications', async () => {
    const db = database.db;
    const [release] = await queryRows<{ id: number; contract_year: number }>(
      db,
      sql`select id, contract_year from partd_releases where current order by id desc limit 1`,
    );
    if (!release) throw new Error('the seed has no current Part D release');
    const releaseId = Number(release.id);
    const pick = async (table: string, n: number) =>
      (
        await queryRows<{ rxcui: string }>(
          db,
          sql`select distinct rxcui from ${sql.raw(table)} where release_id = ${releaseId} order by rxcui limit ${n}`,
        )
      ).map((r) => r.rxcui);
    const rxcuis = [
      ...new Set([
        ...(await pick('partd_excluded_drugs', 3)),
        ...(await pick('partd_indications', 3)),
        ...(await pick('partd_formulary', 4)),
      ]),
    ];
    const planKeys = (
      await queryRows<{ plan_key: string }>(
        db,
        sql`select plan_key from partd_plans where release_id = ${releaseId} order by plan_key`,
      )
    ).map((p) => p.plan_key);
    const loaded = await loadPartDPlans(db, new PartDCache(), releaseId, planKeys, rxcuis);
    const expected = await reference(releaseId, planKeys, rxcuis);
    expect([...loaded.plans.keys()].sort()).toEqual([...planKeys].sort());
    let excluded = 0;
    let withIndications = 0;
    let priced = 0;
    for (const planKey of planKeys) {
      const drugs = loaded.plans.get(planKey)?.drugs;
      expect(new Map(drugs), planKey).toEqual(expected.get(planKey));
      for (const d of drugs?.values() ?? []) {
        if (d.excludedDrug) excluded++;
        if (d.indications.length > 0) withIndications++;
        if (Object.keys(d.unitCost).length > 0) priced++;
      }
    }
    // The comparison covered every kind of row.
    expect(excluded).toBeGreaterThan(0);
    expect(withIndications).toBeGreaterThan(0);
    expect(priced).toBeGreaterThan(0);

    const none = await loadPartDPlans(db, new PartDCache(), releaseId, planKeys, []);
    for (const plan of none.plans.values()) expect(plan.drugs.size).toBe(0);
  });

  it('keeps the release of each plan year it reads, and reads a release once it becomes current', async () => {
    const db = database.db;
    const [current] = await queryRows<{ id: number; contract_year: number }>(
      db,
      sql`select id, contract_year from partd_releases where current order by contract_year limit 1`,
    );
    const thisYear = Number(current?.contract_year);
    const previousId = Number(current?.id);
    const addRelease = async (year: number, label: string, isCurrent: boolean) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into partd_releases (contract_year, release_label, source_name, sample, current)
          values (${year}, ${label}, 'test', true, ${isCurrent}) returning id`,
      );
      return Number(row?.id);
    };
    // Next year's release beside this year's, as during open enrollment.
    const nextYear = thisYear + 1;
    const nextId = await addRelease(nextYear, 'Next year test release', true);
    const addedId = await addRelease(thisYear, 'Test release', false);
    // As a submission finds it: the plan year's current release, then its plans.
    const loadYear = async (cache: PartDCache, year: number) => {
      const [found] = await queryRows<{ id: number | null }>(
        db,
        sql`select ${currentPartDRelease(year)} as id`,
      );
      return loadPartDPlans(db, cache, found?.id == null ? null : Number(found.id), [], []);
    };
    try {
      const cache = new PartDCache();
      const first = await loadYear(cache, thisYear);
      const next = await loadYear(cache, nextYear);
      expect(first.release).toMatchObject({ id: previousId, contractYear: thisYear });
      expect(next.release).toMatchObject({ id: nextId, contractYear: nextYear });
      // Both years kept: reading them in turn loads neither again (the very objects come back).
      expect((await loadYear(cache, thisYear)).release).toBe(first.release);
      expect((await loadYear(cache, nextYear)).release).toBe(next.release);

      // A new release of this year becomes current (as an import ends): the next read uses it.
      await db.execute(
        sql`update partd_releases set current = (id = ${addedId}) where contract_year = ${thisYear}`,
      );
      const after = await loadYear(cache, thisYear);
      expect(after.release).toMatchObject({ id: addedId, label: 'Test release', contractYear: thisYear });
      expect((await loadYear(cache, nextYear)).release).toBe(next.release);
      // And back: the earlier release is current again, and read as such.
      await db.execute(
        sql`update partd_releases set current = (id = ${previousId}) where contract_year = ${thisYear}`,
      );
      expect((await loadYear(cache, thisYear)).release?.id).toBe(previousId);
    } finally {
      await db.execute(
        sql`update partd_releases set current = (id = ${previousId}) where contract_year = ${thisYear}`,
      );
      await db.execute(sql`delete from partd_releases where id in (${addedId}, ${nextId})`);
    }
  });
});
