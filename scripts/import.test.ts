import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
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
    expect(await plan('E9001-001')).toMatchObject({
      carrier: 'Fixture Health',
      moopInNetwork: '3900.00',
      starRating: '4.5',
      counties: ['Oklahoma', 'Cleveland'],
      copayStructure: { pcpCopayIn: '$5' },
    });
    expect((await plan('E9001-003'))?.planName).toBe('Fixture Value, Plus (HMO-POS)');
    const history = await database.db
      .select()
      .from(planUpdateHistory)
      .where(eq(planUpdateHistory.planCode, 'E9001-002'));
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
      '  Row 2 (E9002-001): planId: Plan ID E9002-001 appears more than once in this file (rows 2 and 4)',
      '  Row 3 (E9002-002): carrier: Carrier is required',
      '  Row 3 (E9002-002): monthlyPremium: Must be a valid amount (e.g., 0.00)',
      '  Row 4 (E9002-001): planName: Formulas are not accepted; type the value instead',
      '  Row 4 (E9002-001): planId: Plan ID E9002-001 appears more than once in this file (rows 2 and 4)',
    ]);
    expect(await plan('E9002-001')).toBeUndefined();
    const [job] = await database.db
      .select()
      .from(importJobs)
      .where(eq(importJobs.fileName, 'plans-bad-rows.csv'));
    expect(job).toMatchObject({ status: 'failed', adminUserId: null });
  });

  it('prints a warning naming the lines a quoted value joined, then imports the rows (issue 39)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-import-'));
    const file = path.join(dir, 'joined.csv');
    const header = 'planId,carrier,planName,planType,region,monthlyPremium,notes';
    fs.writeFileSync(
      file,
      `${header}\nE9003-001,Fixture Health,Joined (HMO),HMO,Oklahoma,0,"Note that opens\nE9003-002,Fixture Health,Lost (HMO),HMO,Oklahoma,0,and closes here"\n`,
    );
    const result = await run('plans', file);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result).toEqual({
      code: 0,
      lines: [
        'Warning: Row 2 joins lines 2\u20133 (a quoted value spans lines)',
        'Imported joined.csv (plans, create): 1 records, 1 created, 0 updated.',
      ],
      errors: [],
    });
    expect(await plan('E9003-002')).toBeUndefined();
  });

  it('rxterms: loads the 17-column release and refuses a copy ending mid-row, naming the line (issue 39)', async () => {
    const rxterms = path.resolve(import.meta.dirname, '../tests/fixtures/rxterms');
    const loaded = await run('rxterms', path.join(rxterms, 'RxTerms-17-columns.txt'));
    expect(loaded.code).toBe(0);
    expect(loaded.lines.at(-1)).toMatch(
      /^Imported RxTerms-17-columns\.txt \(rxterms\): 6 drugs, \d+ matched to the drug catalogue\.$/,
    );
    const cut = await run('rxterms', path.join(rxterms, 'RxTerms-17-columns-cut-short.txt'));
    expect(cut.code).toBe(1);
    expect(cut.errors).toEqual([
      '1 problem in RxTerms-17-columns-cut-short.txt: nothing was imported.',
      '  line 8: Line 8 is cut short: the file ends in the middle of a row (6 of 17 values, no line break after it). The download may be incomplete: download the file again, or delete that line to load the rest.',
    ]);
  });

  it('refuses bad arguments and bad files with a message and exit code 1', async () => {
    for (const argv of [
      [],
      ['pets', 'x.csv'],
      ['plans'],
      ['plans', 'no-such-file.csv'],
      ['plans', 'a', '--mode', 'merge'],
      ['partd'],
      ['rxterms', 'no-such-file.txt'],
      ['partd', '.', '--release-date', 'soon'],
      ['plans', 'a', '--state', 'OK,TX'],
    ]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.errors.at(-1)).toContain(USAGE);
    }
    // An option of another kind is refused, never ignored.
    for (const [argv, message] of [
      [['pbp', '.', '--mode', 'upsert'], '--mode does not apply to pbp (its options: --year).'],
      [['partd', '.', '--mode', 'upsert'], '--mode does not apply to partd'],
      [['rxterms', 'x.txt', '--state', 'OK'], '--state does not apply to rxterms'],
    ] as const) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.errors.join('\n'), argv.join(' ')).toContain(message);
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

describe('npm run import -- landscape (issue 18: CMS files as published, any size)', () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await openTestDatabase('PGlite');
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-landscape-cli-'));
  });
  afterAll(async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    await database.close();
  });

  async function run(...argv: string[]) {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await main(argv, { log: (l) => lines.push(l), error: (l) => errors.push(l) }, (task) =>
      task({ db: database.db }),
    );
    return { code, lines, errors };
  }
  const LANDSCAPE = path.resolve(import.meta.dirname, '../tests/fixtures/landscape');

  it('streams the 2024 zip of MA and SNP files, keeps Oklahoma and writes the chosen plan year', async () => {
    const zip = new yazl.ZipFile();
    for (const name of ['CY2024_Landscape_MA_sample.csv', 'CY2024_Landscape_SNP_sample.csv'])
      zip.addFile(path.join(LANDSCAPE, name), name);
    zip.end();
    const target = path.join(folder, 'CY2024_Landscape.zip');
    await new Promise<void>((resolve, reject) => {
      zip.outputStream.pipe(fs.createWriteStream(target)).on('close', resolve).on('error', reject);
    });
    const result = await run('landscape', target, '--plan-year', '2024');
    expect(result.errors).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.lines[0]).toMatch(/^Read 6 rows of 2 files in \d+\.\d s$/);
    expect(result.lines.at(-1)).toBe(
      'Imported CY2024_Landscape.zip (landscape-file): Plan year 2024, OK: 4 plans created, 0 updated.',
    );
    // Create mode (the default) refuses plans on file, naming the line and field, and writes nothing.
    const again = await run('landscape', target, '--plan-year', '2024');
    expect(again.code).toBe(1);
    expect(again.errors[0]).toBe('4 problems in the file: nothing was imported.');
    expect(again.errors[1]).toBe(
      '  line 4, planId: A plan with this ID already exists (choose "update" mode to change it)',
    );
    const [csnp] = await database.db
      .select()
      .from(medicarePlans)
      .where(and(eq(medicarePlans.planId, 'H7010-002'), eq(medicarePlans.planYear, 2024)));
    expect(csnp).toMatchObject({
      planType: 'PPO C-SNP',
      contractCategory: 'SNP',
      csnpConditionTypes: 'Chronic Heart Failure; Diabetes Mellitus',
    });
  });

  it('imports several states of one file in one job, and names a state without rows', async () => {
    const file = path.join(LANDSCAPE, 'CY2027_Landscape_sample.csv');
    const result = await run('landscape', file, '--state', 'OK,TX', '--mode', 'upsert');
    expect(result).toMatchObject({ code: 0, errors: [] });
    expect(result.lines.slice(1)).toEqual([
      'Writing 5 plans of OK',
      'Writing 1 plans of TX',
      'Imported CY2027_Landscape_sample.csv (landscape-file): Plan year 2027, OK, TX: 6 plans created, 0 updated.',
    ]);
    const pdp = await database.db
      .select({ planType: medicarePlans.planType, category: medicarePlans.contractCategory })
      .from(medicarePlans)
      .where(and(eq(medicarePlans.planId, 'S7005-001'), eq(medicarePlans.planYear, 2027)));
    expect(pdp).toEqual([{ planType: 'PDP', category: 'PDP' }]);
    expect(await run('landscape', file, '--state', 'KS')).toMatchObject({
      code: 1,
      errors: ['The file has no rows for KS: nothing was imported. Check the states chosen.'],
    });
    expect((await run('landscape', file, '--state', 'OK,Texas')).code).toBe(1);
  });
});
