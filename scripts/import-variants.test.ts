/**
 * The published variants of each format (docs/data-formats-history.md) end to end, where no other
 * file takes them through that door: through the admin Import screen's upload (a job, as an admin
 * sends it) and through the command line. Each importer's own tests check what a variant's rows
 * become; here each variant is accepted, or refused naming what is wrong with it. The table in
 * docs/data-sources.md ("Every variant, and where it is imported") says which file covers which.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicarePlans, partdInsulinCosts, partdReleases } from '../src/server/db/schema.ts';
import { zipOf } from '../src/server/services/import/partd/fixtures/cms-files.ts';
import { importToEnd } from '../src/server/testing/admin-medicare-file-helpers.ts';
import type { PartDJobSummary, PlanNetJobSummary } from '../src/shared/medicare-file-contracts.ts';
import { CIMARRON_PLANS_2027 } from '../tests/fixtures/cimarron-plans.ts';
import { createTestApp, type TestApp } from '../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../tests/setup/test-database.ts';
import { main as dataUpdate } from './data-update.ts';
import { main as importCommand } from './import.ts';

const fixture = (...parts: string[]) => path.resolve(import.meta.dirname, '..', ...parts);
const RXTERMS = (name: string) => fixture('tests/fixtures/rxterms', name);
const PLAN_NET = (name: string) => fixture('src/server/services/import/plan-net/fixtures', name);
const LANDSCAPE_2024 = ['CY2024_Landscape_MA_sample.csv', 'CY2024_Landscape_SNP_sample.csv'];
const PARTD = fixture('tests/fixtures/partd/SPUF_2027_20270403');
const INSULIN_FILE = 'insulin beneficiary cost file  PPUF_2027Q1.txt';
const COINSURANCE = ['PREF', 'NONPREF', 'MAIL_PREF', 'MAIL_NONPREF']
  .map((s) => `|COIN_AMT_${s}_INSLN`)
  .join('');
const THIRTY_FIVE = { pref: 35, nonpref: 35, mailPref: 35, mailNonpref: 35 };
/**
 * The Part D fixture release's insulin file in each published shape: the copay columns only (to
 * 2026), or with the later COIN_AMT_*_INSLN columns, where Sooner Rx's retail fills are 25%
 * coinsurance with no copay. Each comes with the insulin rows it imports (copays; coinsurance is
 * read, not kept).
 */
const INSULIN_VARIANTS = [
  [
    'without coinsurance columns',
    (text: string) => text,
    { 'H7001-001': THIRTY_FIVE, 'S7005-001': THIRTY_FIVE },
  ],
  [
    'with coinsurance columns',
    (text: string) =>
      text
        .replace(/_INSLN(\r?\n)/, `_INSLN${COINSURANCE}$1`)
        .replace('H7001|001|000|3|1|35.00|35.00|35.00|35.00', '$&||||')
        .replace('S7005|001|000|3|1|35.00|35.00|35.00|35.00', 'S7005|001|000|3|1|||35.00|35.00|0.25|0.25||'),
    { 'H7001-001': THIRTY_FIVE, 'S7005-001': { pref: null, nonpref: null, mailPref: 35, mailNonpref: 35 } },
  ],
] as const;

/** Every file under `folder`, by its path inside it, zipped. */
function folderZip(folder: string): Promise<Buffer> {
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => {
    return fs.statSync(path.join(folder, name)).isFile();
  });
  return zipOf(files.sort().map((name) => ({ name, content: fs.readFileSync(path.join(folder, name)) })));
}

describe.each(TEST_DATABASE_KINDS)(
  'each published variant through the API and the command line on %s',
  (kind) => {
    let t: TestApp;
    let admin: string;
    let folder: string;
    const out = () => {
      const lines: string[] = [];
      return {
        lines,
        output: {
          log: (l: string) => lines.push(l),
          warn: (l: string) => lines.push(l),
          error: (l: string) => lines.push(l),
        },
      };
    };

    beforeAll(async () => {
      t = await createTestApp(kind);
      admin = await t.adminCookie();
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-variants-'));
      // The plans the Plan-Net reference directory's InsurancePlans name.
      await t.database.db.insert(medicarePlans).values(CIMARRON_PLANS_2027);
    });
    afterAll(async () => {
      fs.rmSync(folder, { recursive: true, force: true });
      await t.close();
    });

    it.each([
      ['14 columns (to IS_RETIRED)', 'RxTerms-14-columns.txt'],
      ['17 columns (to SXDG_NAME)', 'RxTerms-17-columns.txt'],
    ])('RxTerms of %s: imported from the Import screen', async (_layout, name) => {
      const job = await importToEnd(t, admin, 'rxterms', new Uint8Array(fs.readFileSync(RXTERMS(name))), {
        fileName: name,
      });
      expect(job).toMatchObject({ kind: 'rxterms', status: 'completed', medicareFileSummary: { drugs: 6 } });
    });

    it('RxTerms cut short mid-row: refused from the Import screen, naming the line', async () => {
      const name = 'RxTerms-17-columns-cut-short.txt';
      const job = await importToEnd(t, admin, 'rxterms', new Uint8Array(fs.readFileSync(RXTERMS(name))), {
        fileName: name,
      });
      expect(job.status).toBe('failed');
      expect(JSON.stringify(job.errors)).toMatch(/Line 8 is cut short/);
    });

    it('RxTerms of 14 columns: imported by npm run import -- rxterms', async () => {
      const { lines, output } = out();
      const code = await importCommand(['rxterms', RXTERMS('RxTerms-14-columns.txt')], output, (task) =>
        task({ db: t.database.db }),
      );
      expect({ code, lines }).toMatchObject({
        code: 0,
        lines: [
          expect.stringMatching(
            /^Imported RxTerms-14-columns\.txt \(rxterms\): 6 drugs, \d+ matched to the drug catalogue\.$/,
          ),
        ],
      });
    });

    it.each([
      ['a zip of folders of single-resource .json files', 'plannet-reference'],
      ['a zip of a Bundle', 'plannet-bundle.json'],
    ])(
      'Plan-Net as %s: imported from the Import screen, the HIOS plan listed with its mapping line',
      async (_shape, name) => {
        const body = fs.statSync(PLAN_NET(name)).isDirectory()
          ? await folderZip(PLAN_NET(name))
          : await zipOf([{ name, content: fs.readFileSync(PLAN_NET(name)) }]);
        const job = await importToEnd(t, admin, 'plan-net', new Uint8Array(body), {
          fileName: `${name}.zip`,
          query: { planYear: '2027' },
        });
        expect(job).toMatchObject({ kind: 'plan-net', status: 'completed', errors: null });
        const summary = job.medicareFileSummary as PlanNetJobSummary;
        expect(summary.plansCovered).toBe(2);
        expect(summary.hiosMappingLines).toEqual([expect.stringContaining('HPID410000')]);
      },
    );

    it.each([
      ['an NDJSON bulk export', 'prairie-health-2027'],
      ['folders of single-resource .json files', 'plannet-reference'],
    ])('Plan-Net as %s: imported by npm run import:plan-net', async (_shape, name) => {
      const { lines, output } = out();
      const code = await importCommand(['plan-net', PLAN_NET(name), '--year', '2027'], output, (task) =>
        task({ db: t.database.db, description: 'the test database' }),
      );
      expect(code).toBe(0);
      expect(lines).toContainEqual(expect.stringMatching(/^Plan-Net import finished in [\d.]+ s:$/));
    });

    /** The Part D fixture release's tables, with the insulin file as `insulin` makes it. */
    const partDTables = (insulin: (text: string) => string) =>
      fs.readdirSync(PARTD).map((name) => {
        const text = fs.readFileSync(path.join(PARTD, name), 'utf8');
        return { name, content: name === INSULIN_FILE ? insulin(text) : text };
      });
    /** The insulin rows of the release now current for 2027, by plan. */
    const currentInsulinCopays = async () => {
      const rows = await t.database.db
        .select({
          planKey: partdInsulinCosts.planKey,
          tier: partdInsulinCosts.tier,
          copays: partdInsulinCosts.copays,
        })
        .from(partdInsulinCosts)
        .innerJoin(partdReleases, eq(partdReleases.id, partdInsulinCosts.releaseId))
        .where(and(eq(partdReleases.current, true), eq(partdReleases.contractYear, 2027)));
      expect(rows.map((r) => r.tier)).toEqual([3, 3]);
      return Object.fromEntries(rows.map((r) => [r.planKey, r.copays]));
    };

    it.each(INSULIN_VARIANTS)(
      'Part D insulin file %s: imported from the Import screen, its copays kept',
      async (_shape, insulin, copays) => {
        const inner = await Promise.all(
          partDTables(insulin).map(async ({ name, content }) => ({
            name: name.replace(/\.txt$/, '.zip'),
            content: await zipOf([{ name, content }]),
          })),
        );
        const job = await importToEnd(t, admin, 'partd', new Uint8Array(await zipOf(inner)), {
          fileName: 'SPUF_2027_20270403.zip',
          query: { state: 'OK' },
        });
        expect(job).toMatchObject({ kind: 'partd', status: 'completed', errors: null });
        const summary = job.medicareFileSummary as PartDJobSummary;
        expect(summary).toMatchObject({ contractYear: 2027, plans: 2 });
        expect(summary.rows).toContainEqual({ table: 'Insulin beneficiary cost', rows: 2 });
        expect(await currentInsulinCopays()).toEqual(copays);
      },
    );

    it.each(INSULIN_VARIANTS)(
      'Part D insulin file %s: imported by npm run import -- partd, its copays kept',
      async (shape, insulin, copays) => {
        const release = path.join(folder, `SPUF_2027_20270403 ${shape}`);
        fs.mkdirSync(release);
        for (const { name, content } of partDTables(insulin))
          fs.writeFileSync(path.join(release, name), content);
        const { lines, output } = out();
        const code = await importCommand(['partd', release, '--state', 'OK'], output, (task) =>
          task({ db: t.database.db }),
        );
        expect({ code, lines }).toMatchObject({
          code: 0,
          lines: expect.arrayContaining([
            expect.stringMatching(/\(partd\): Release .* for contract year 2027: 2 plans, /),
          ]),
        });
        expect(await currentInsulinCopays()).toEqual(copays);
      },
    );

    it('the 2024 Landscape, separate MA and SNP files in one zip: imported from the Import screen', async () => {
      const body = await zipOf(
        LANDSCAPE_2024.map((name) => ({
          name: `CY2024_Landscape/${name}`,
          content: fs.readFileSync(fixture('tests/fixtures/landscape', name)),
        })),
      );
      // The screen's Landscape upload takes no plan year (the command line's --plan-year): these files,
      // which have no Contract Year column, go to the default year (reported, issue 39).
      const job = await importToEnd(t, admin, 'landscape-file', new Uint8Array(body), {
        fileName: 'CY2024_Landscape_202310.zip',
        query: { state: 'OK' },
      });
      expect(job).toMatchObject({
        kind: 'landscape-file',
        status: 'completed',
        errors: null,
        medicareFileSummary: { rowsRead: 6, states: [{ state: 'OK', rows: 5, plans: 4 }] },
      });
    });

    it("a plan ID not in CMS's form: a row error from npm run import -- plans, nothing written", async () => {
      const file = path.join(folder, 'plans-bad-id.csv');
      const csv = fs.readFileSync(fixture('tests/fixtures/import/plans-basic.csv'), 'utf8');
      fs.writeFileSync(file, csv.replace('E9001-002,', 'BADID,'));
      const { lines, output } = out();
      const code = await importCommand(['plans', file], output, (task) => task({ db: t.database.db }));
      expect(code).toBe(1);
      expect(lines).toContainEqual(expect.stringMatching(/^ {2}Row 3 \(BADID\): planId: /));
    });

    it('NPPES with the older "Provider Gender Code" header: imported by npm run data:update from --from DIR', async () => {
      const byHand = path.join(folder, 'nppes');
      fs.mkdirSync(byHand);
      fs.writeFileSync(
        path.join(byHand, 'NPPES_Data_Dissemination_July_2024.zip'),
        await zipOf([
          {
            name: 'npidata_pfile_20050523-20240707.csv',
            content: fs.readFileSync(fixture('tests/fixtures/nppes/sample-gender-header.csv')),
          },
        ]),
      );
      const manifest = path.join(folder, 'manifest.json');
      const nppes = JSON.parse(fs.readFileSync(fixture('data/medicare-files.json'), 'utf8')).datasets.find(
        (d: { dataset: string }) => d.dataset === 'nppes',
      );
      fs.writeFileSync(manifest, JSON.stringify({ datasets: [nppes] }));
      const { lines, output } = out();
      const argv = [
        '--year',
        '2027',
        '--manifest',
        manifest,
        '--from',
        byHand,
        '--work',
        path.join(folder, 'work'),
      ];
      const code = await dataUpdate(argv, output, (task) => task({ db: t.database.db }));
      expect({ code, imported: lines.filter((l) => l.endsWith('imported.')) }).toEqual({
        code: 0,
        imported: ['nppes: imported.'],
      });
    });
  },
);
