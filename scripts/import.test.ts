import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs, medicarePlans, planUpdateHistory } from '../src/server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../tests/setup/test-database.ts';
import { main, USAGE } from './import.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../tests/fixtures/import');

describe('npm run import (scripts/import.ts)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('PGlite');
  });
  afterAll(() => database.close());

  async function run(...argv: string[]) {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await main(argv, { log: (l) => lines.push(l), error: (l) => errors.push(l) }, (task) =>
      task({ db: database.db }),
    );
    return { code, lines, errors };
  }

  const plan = async (planId: string) =>
    (await database.db.select().from(medicarePlans).where(eq(medicarePlans.planId, planId)))[0];

  it('imports a plans CSV with the automatic mapping, then upserts it unchanged', async () => {
    const file = path.join(FIXTURES, 'plans-basic.csv');
    const created = await run('plans', file);
    expect(created).toEqual({
      code: 0,
      lines: ['Imported plans-basic.csv (plans, create): 3 records, 3 created, 0 updated.'],
      errors: [],
    });
    expect(await plan('C9001-001')).toMatchObject({
      carrier: 'Fixture Health',
      moopInNetwork: '3900.00',
      starRating: '4.5',
      counties: ['Oklahoma', 'Cleveland'],
      copayStructure: { pcpCopayIn: '$5' },
    });
    expect((await plan('C9001-003'))?.planName).toBe('Fixture Value, Plus (HMO-POS)');
    const history = await database.db
      .select()
      .from(planUpdateHistory)
      .where(eq(planUpdateHistory.planCode, 'C9001-002'));
    expect(history).toMatchObject([{ action: 'create', adminUserId: null }]);

    const again = await run('plans', file, '--mode', 'upsert');
    expect(again.code).toBe(0);
    expect(again.lines).toEqual([
      'Imported plans-basic.csv (plans, upsert): 3 records, 0 created, 0 updated.',
    ]);
  });

  it('prints each row error, writes nothing and exits 1; the job is recorded as failed', async () => {
    const result = await run('plans', path.join(FIXTURES, 'plans-bad-rows.csv'));
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([]);
    expect(result.errors).toEqual([
      'Some rows have errors; fix them and upload the file again (3 of 3 rows):',
      '  Row 2 (C9002-001): planId: Plan ID C9002-001 appears more than once in this file (rows 2 and 4)',
      '  Row 3 (C9002-002): carrier: Carrier is required',
      '  Row 3 (C9002-002): monthlyPremium: Must be a valid amount (e.g., 0.00)',
      '  Row 4 (C9002-001): planName: Formulas are not accepted; type the value instead',
      '  Row 4 (C9002-001): planId: Plan ID C9002-001 appears more than once in this file (rows 2 and 4)',
    ]);
    expect(await plan('C9002-001')).toBeUndefined();
    const [job] = await database.db
      .select()
      .from(importJobs)
      .where(eq(importJobs.fileName, 'plans-bad-rows.csv'));
    expect(job).toMatchObject({ status: 'failed', adminUserId: null });
  });

  it('refuses bad arguments and bad files with a message and exit code 1', async () => {
    for (const argv of [
      [],
      ['pets', 'x.csv'],
      ['plans'],
      ['plans', 'no-such-file.csv'],
      ['plans', 'a', '--mode', 'merge'],
    ]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.errors.at(-1)).toContain(USAGE);
    }
    const png = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-import-')), 'plans.csv');
    fs.writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    expect(await run('plans', png)).toMatchObject({ code: 1, errors: ['Upload a .csv or .xlsx file'] });
    fs.rmSync(path.dirname(png), { recursive: true, force: true });
    const sheet = await run('plans', path.join(FIXTURES, 'plans-basic.csv'), '--sheet', 'Nope');
    expect(sheet).toMatchObject({
      code: 1,
      errors: ['That sheet is not in the file: "Nope" (sheets: plans-basic)'],
    });
  });
});
