import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/server/db/client.ts';
import { auditLog, medicarePlans, rxDrugs } from '../src/server/db/schema.ts';
import { lastDataUpdate } from '../src/server/services/catalogue/data-sources.ts';
import { zipOf as zipBuffer } from '../src/server/services/import/partd/fixtures/cms-files.ts';
import { CIMARRON_PLANS_2027 } from '../tests/fixtures/cimarron-plans.ts';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../tests/setup/test-database.ts';
import { main } from './data-update.ts';
import { formularyChangeLine, formularyTiers } from './formulary-changes.ts';

const LANDSCAPE_CSV = path.resolve(
  import.meta.dirname,
  '../tests/fixtures/landscape/CY2027_Landscape_sample.csv',
);
const RXTERMS = path.resolve(import.meta.dirname, '../data/sample/RxTerms202611.txt');
const RENAMED = 'Prairie Health Classic Plus (HMO)';
const PBP_FOLDER = path.resolve(import.meta.dirname, '../src/server/services/import/pbp/fixtures/pbp-2027');
const NPPES_SAMPLE = path.resolve(import.meta.dirname, '../tests/fixtures/nppes/sample.csv');
const PARTD_FIXTURE = path.resolve(import.meta.dirname, '../tests/fixtures/partd/SPUF_2027_20270403');
const PLAN_NET_BUNDLE = path.resolve(
  import.meta.dirname,
  '../src/server/services/import/plan-net/fixtures/plannet-bundle.json',
);

async function zipOf(target: string, files: Record<string, Buffer>): Promise<void> {
  fs.writeFileSync(
    target,
    await zipBuffer(Object.entries(files).map(([name, content]) => ({ name, content }))),
  );
}

/** The Part D fixture release as CMS zips one: each table in a zip of its own inside the release's. */
async function partDRelease(target: string, quarter: string, edit = (_name: string, text: string) => text) {
  const inner: Record<string, Buffer> = {};
  for (const name of fs.readdirSync(PARTD_FIXTURE)) {
    const table = name.replace('2027Q1', quarter);
    const text = edit(name, fs.readFileSync(path.join(PARTD_FIXTURE, name), 'utf8'));
    inner[table.replace(/\.txt$/, '.zip')] = await zipBuffer([{ name: table, content: text }]);
  }
  await zipOf(target, inner);
}

describe.each(TEST_DATABASE_KINDS)('npm run data:update (scripts/data-update.ts) on %s', (kind) => {
  let database: TestDatabase;
  let folder: string;
  let served: string;
  let server: http.Server;
  let base: string;
  /** Requests as the server saw them: path and Range header. */
  const requests: { url: string; range: string | undefined }[] = [];
  /** Paths whose next full response is cut after half its body. */
  const cutNext = new Set<string>();
  let cutConnection: (() => void) | null = null;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-data-update-'));
    served = path.join(folder, 'served');
    fs.mkdirSync(served);
    const csv = fs.readFileSync(LANDSCAPE_CSV);
    await zipOf(path.join(served, 'CY2027_Landscape_202510.zip'), { 'CY2027_Landscape_202510.csv': csv });
    await zipOf(path.join(served, 'RxTerms202611.zip'), { 'RxTerms202611.txt': fs.readFileSync(RXTERMS) });
    server = http.createServer((req, res) => {
      const file = path.join(served, path.basename(req.url ?? ''));
      requests.push({ url: req.url ?? '', range: req.headers.range });
      if (!fs.existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      const body = fs.readFileSync(file);
      const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
      if (range) {
        const start = Number(range[1]);
        res.writeHead(206, {
          'content-length': body.length - start,
          'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
        });
        res.end(body.subarray(start));
        return;
      }
      res.writeHead(200, { 'content-length': body.length, 'accept-ranges': 'bytes' });
      if (cutNext.delete(req.url ?? '')) {
        // Half the body, then the connection is cut once the command has written it to disk (its
        // progress line), so the resume has something to start from.
        res.write(body.subarray(0, Math.floor(body.length / 2)));
        cutConnection = () => res.destroy();
        return;
      }
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    fs.writeFileSync(
      path.join(folder, 'manifest.json'),
      JSON.stringify({
        datasets: [
          {
            dataset: 'rxterms',
            page: 'https://lhncbc.nlm.nih.gov/MOR/RxTerms/',
            fileName: 'RxTerms{release}.zip',
            url: `${base}/RxTerms{release}.zip`,
            innerFiles: ['RxTerms\\d{6}\\.txt$'],
            headers: { 'RxTerms\\d{6}\\.txt$': ['RXCUI', 'GENERIC_RXCUI', 'DISPLAY_NAME'] },
            size: fs.statSync(path.join(served, 'RxTerms202611.zip')).size,
          },
          {
            dataset: 'landscape',
            page: 'https://www.cms.gov/medicare/coverage/prescription-drug-coverage',
            fileName: 'CY{year}_Landscape_{release}.zip',
            url: `${base}/CY{year}_Landscape_{release}.zip`,
            innerFiles: ['\\.csv$'],
            headers: { '\\.csv$': ['Contract ID', 'Plan ID', 'Segment ID', 'Plan Name'] },
          },
          {
            dataset: 'plan-net',
            page: 'https://build.fhir.org/ig/HL7/davinci-pdex-plan-net/',
            endpoints: [],
          },
        ],
      }),
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
    await database.close();
  });

  async function run(...argv: string[]) {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await main(
      ['--year', '2027', '--state', 'OK', '--manifest', path.join(folder, 'manifest.json'), ...argv],
      {
        log: (l) => {
          lines.push(l);
          if (cutConnection && /^ {2}\d+% of/.test(l)) {
            cutConnection();
            cutConnection = null;
          }
        },
        error: (l) => errors.push(l),
      },
      (task) => task({ db: database.db }),
    );
    return { code, lines, errors };
  }
  const planName = async () =>
    (
      await database.db
        .select({ name: medicarePlans.planName })
        .from(medicarePlans)
        .where(and(eq(medicarePlans.planId, 'H7001-001'), eq(medicarePlans.planYear, 2027)))
    ).map((p) => p.name);
  const planCount = async () =>
    (await database.db.select().from(medicarePlans).where(eq(medicarePlans.planYear, 2027))).length;
  /** A run on `manifest` taking the files of `dir`, working in `work`. */
  const runFrom = (manifest: string, dir: string, work: string) =>
    run('--manifest', manifest, '--from', dir, '--work', path.join(folder, work));
  const importedOrder = (lines: string[]) => lines.filter((l) => / imported\.$/.test(l));
  const releases = ['--release', 'landscape=202510', '--release', 'rxterms=202611'];

  it('resumes a download cut mid-body, imports in dependency order and reports the plans added', async () => {
    cutNext.add('/CY2027_Landscape_202510.zip');
    const result = await run(...releases, '--work', path.join(folder, 'work-1'));
    expect(result.errors).toEqual([]);
    expect(result.code).toBe(0);
    const resumed = requests.filter((r) => r.url === '/CY2027_Landscape_202510.zip');
    expect(resumed).toHaveLength(2);
    expect(resumed[1]?.range).toMatch(/^bytes=[1-9]\d*-$/);
    expect(result.lines).toContainEqual(expect.stringMatching(/^ {2}download interrupted at \d+ bytes/));
    expect(result.lines).toContainEqual(expect.stringMatching(/^ {2}resuming at \d+ bytes$/));
    const order = result.lines.filter((l) => / imported\.$|skipped\.$/.test(l));
    expect(order).toEqual([
      'landscape: imported.',
      'plan-net: no endpoint listed for OK; skipped.',
      'rxterms: imported.',
    ]);
    const count = await planCount();
    expect(count).toBeGreaterThan(0);
    expect(result.lines).toContainEqual(expect.stringMatching(new RegExp(`^ {2}Plans added: ${count} \\(`)));
    expect(await planName()).toEqual(['Prairie Health Classic (HMO)']);
    expect((await database.db.select().from(rxDrugs)).length).toBeGreaterThan(1000);
  });

  it('a second run with nothing new changes nothing', async () => {
    const count = await planCount();
    const result = await run(...releases, '--work', path.join(folder, 'work-2'));
    expect(result).toMatchObject({ code: 0, errors: [] });
    expect(result.lines.slice(-8)).toEqual([
      'What changed in the 2027 plans of OK:',
      '  Plans added: 0',
      '  Plans removed: 0',
      '  Plans renamed: 0',
      '  Premium changes: 0',
      '  MOOP changes: 0',
      '  Star rating changes: 0',
      '  Formulary changes: 0',
    ]);
    expect(await planCount()).toBe(count);
  });

  it('refuses a corrupt zip, names it, and keeps the data it would have replaced', async () => {
    const renamed = fs
      .readFileSync(LANDSCAPE_CSV, 'utf8')
      .replaceAll('Prairie Health Classic (HMO)', RENAMED);
    const whole = path.join(folder, 'whole.zip');
    await zipOf(whole, { 'CY2027_Landscape_202511.csv': Buffer.from(renamed) });
    const bytes = fs.readFileSync(whole);
    fs.writeFileSync(path.join(served, 'CY2027_Landscape_202511.zip'), bytes.subarray(0, bytes.length - 30));
    const result = await run(
      '--release',
      'landscape=202511',
      '--release',
      'rxterms=202611',
      '--work',
      path.join(folder, 'work-3'),
    );
    expect(result.code).toBe(1);
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^landscape: CY2027_Landscape_202511\.zip is not a readable zip \(.+\)\. Nothing of it was imported; the data it would have replaced is still serving\.$/,
      ),
    ]);
    expect(await planName()).toEqual(['Prairie Health Classic (HMO)']);
    const reports = await database.db.select().from(auditLog).where(eq(auditLog.action, 'data.update'));
    expect(reports).toHaveLength(2);
  });

  it('takes files downloaded by hand from --from DIR and reports a renamed plan', async () => {
    const byHand = path.join(folder, 'by-hand');
    fs.mkdirSync(byHand);
    const renamed = fs
      .readFileSync(LANDSCAPE_CSV, 'utf8')
      .replaceAll('Prairie Health Classic (HMO)', RENAMED);
    await zipOf(path.join(byHand, 'CY2027_Landscape_202511.zip'), {
      'CY2027_Landscape_202511.csv': Buffer.from(renamed),
    });
    fs.copyFileSync(path.join(served, 'RxTerms202611.zip'), path.join(byHand, 'RxTerms202611.zip'));
    const before = requests.length;
    const result = await run('--from', byHand);
    expect(result).toMatchObject({ code: 0, errors: [] });
    expect(requests.length).toBe(before);
    expect(result.lines).toContain(`landscape: CY2027_Landscape_202511.zip from ${byHand}`);
    expect(result.lines).toContain(
      `  Plans renamed: 1 (H7001-001 "Prairie Health Classic (HMO)" → "${RENAMED}")`,
    );
    expect(await planName()).toEqual([RENAMED]);
    expect(await lastDataUpdate(database.db)).toMatchObject({
      planYear: 2027,
      state: 'OK',
      lines: result.lines.slice(-7).map((l) => l.trim()),
    });
  });

  it("reports a catalogue drug's tier change on a plan's formulary between the current releases", async () => {
    const [row] = await queryRows<{
      year: number;
      plan: string;
      drug: string;
      tier: number;
      formulary: string;
    }>(
      database.db,
      sql`select r.contract_year as year, p.plan_key as plan, m.name as drug, f.tier, f.formulary_id as formulary
          from partd_releases r join partd_plans p on p.release_id = r.id
          join partd_formulary f on f.release_id = r.id and f.formulary_id = p.formulary_id
          join rx_drugs d on d.rxcui = f.rxcui join medication_lookup m on m.name = d.medication_name
          where r.current order by p.plan_key, m.name limit 1`,
    );
    if (!row) throw new Error('the seeded data has no Part D release with a catalogue drug');
    const before = await formularyTiers(database.db, row.year, [row.plan]);
    expect(before.get(`${row.plan}|${row.drug}`)).toBe(Number(row.tier));
    const next = Number(row.tier) === 5 ? 4 : 5;
    await database.db.execute(
      sql`update partd_formulary f set tier = ${next} from rx_drugs d
          where f.rxcui = d.rxcui and d.medication_name = ${row.drug} and f.formulary_id = ${row.formulary}
            and f.release_id = (select id from partd_releases where current and contract_year = ${row.year})`,
    );
    const after = await formularyTiers(database.db, row.year, [row.plan]);
    expect(formularyChangeLine(before, after)).toContain(
      `${row.plan} ${row.drug}: tier ${row.tier} → tier ${next}`,
    );
    expect(formularyChangeLine(before, before)).toBe('Formulary changes: 0');
    expect(formularyChangeLine(new Map(), after)).toMatch(/^Formulary changes: none to compare/);
  });

  it("imports a carrier's Plan-Net export listed in the manifest into the year's plans it names", async () => {
    await database.db.insert(medicarePlans).values(CIMARRON_PLANS_2027);
    fs.copyFileSync(PLAN_NET_BUNDLE, path.join(served, 'plannet-bundle.json'));
    const manifest = path.join(folder, 'manifest-plan-net.json');
    fs.writeFileSync(
      manifest,
      JSON.stringify({
        datasets: [
          {
            dataset: 'plan-net',
            page: 'https://build.fhir.org/ig/HL7/davinci-pdex-plan-net/',
            endpoints: [{ url: `${base}/plannet-bundle.json` }],
          },
        ],
      }),
    );
    const result = await run('--manifest', manifest, '--work', path.join(folder, 'work-plan-net'));
    expect(result).toMatchObject({ code: 0, errors: [] });
    expect(result.lines).toContain(`plan-net: downloading ${base}/plannet-bundle.json`);
    expect(result.lines).toContain('  Plan-Net: 2 plans covered from plannet-bundle.json.');
    expect(result.lines).toContain('plan-net: imported.');
    const [covered] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from plan_networks n join medicare_plans m on m.id = n.plan_id
          where m.plan_id = 'H9003-001' and m.plan_year = 2027 and not n.sample`,
    );
    expect(covered?.n).toBe(2);
  });

  it('imports PBP benefits and an NPPES file taken by hand, each through its importer', async () => {
    await database.db.insert(medicarePlans).values(
      ['H3706-001', 'H5619-031', 'H5619-041'].map((planId) => ({
        planId,
        planYear: 2027,
        carrier: 'PBP Test Carrier',
        planName: `PBP test ${planId}`,
        planType: 'HMO',
        serviceArea: ['OK'],
      })),
    );
    const byHand = path.join(folder, 'by-hand-pbp-nppes');
    fs.mkdirSync(byHand);
    await zipOf(
      path.join(byHand, 'pbp-benefits-2027.zip'),
      Object.fromEntries(
        fs.readdirSync(PBP_FOLDER).map((name) => [name, fs.readFileSync(path.join(PBP_FOLDER, name))]),
      ),
    );
    await zipOf(path.join(byHand, 'NPPES_Data_Dissemination_December_2026.zip'), {
      'npidata_pfile_20050523-20261207.csv': fs.readFileSync(NPPES_SAMPLE),
    });
    // November sorts after December by name, and a weekly update fits the name too: neither is taken.
    for (const release of ['November_2026', '120726_121326_Weekly'])
      fs.writeFileSync(path.join(byHand, `NPPES_Data_Dissemination_${release}.zip`), 'not a zip');
    const manifest = path.join(folder, 'manifest-pbp-nppes.json');
    fs.writeFileSync(
      manifest,
      JSON.stringify({
        datasets: [
          {
            dataset: 'nppes',
            page: 'https://download.cms.gov/nppes/NPI_Files.html',
            fileName: 'NPPES_Data_Dissemination_{release}.zip',
            release: '[A-Z][a-z]+_\\d{4}',
            innerFiles: ['^npidata_pfile_\\d{8}-\\d{8}\\.csv$'],
            headers: { '^npidata_pfile_\\d{8}-\\d{8}\\.csv$': ['NPI', 'Entity Type Code'] },
          },
          {
            dataset: 'pbp',
            page: 'https://www.cms.gov/Research-Statistics-Data-and-Systems/Statistics-Trends-and-Reports/MCRAdvPartDEnrolData',
            fileName: 'pbp-benefits-{year}.zip',
            innerFiles: ['(^|/)pbp_section_a\\.txt$'],
            headers: {
              '(^|/)pbp_section_a\\.txt$': ['pbp_a_hnumber', 'pbp_a_plan_identifier', 'segment_id'],
            },
          },
        ],
      }),
    );
    const result = await runFrom(manifest, byHand, 'work-pbp');
    expect(result).toMatchObject({ code: 0, errors: [] });
    // PBP fills in the plans the Landscape made, so it goes first whatever the manifest's order.
    expect(importedOrder(result.lines)).toEqual(['pbp: imported.', 'nppes: imported.']);
    expect(result.lines).toContain('  PBP: 3 plans found, 3 updated, 0 unchanged.');
    expect(result.lines).toContain(`nppes: NPPES_Data_Dissemination_December_2026.zip from ${byHand}`);
    expect(result.lines).toContainEqual(expect.stringMatching(/^ {2}NPPES: \{"read":14,"kept":8,/));
    const [kept] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from providers where npi in ('1900000013', '1900000021') and not sample`,
    );
    expect(kept?.n).toBe(2);
  });
  const partDEntry = (page: string) => ({
    dataset: 'partd',
    page,
    fileName: 'SPUF_{year}_{release}.zip',
    release: '\\d{8}(?:_\\d{4}Q\\d)?',
    innerFiles: ['^plan information .*\\.zip$', '^basic drugs formulary file .*\\.zip$'],
  });
  const currentPartD = async () =>
    queryRows<{ label: string; plans: string }>(
      database.db,
      sql`select r.release_label as label, string_agg(p.plan_key, ' ' order by p.plan_key) as plans
          from partd_releases r join partd_plans p on p.release_id = r.id
          where r.current and r.contract_year = 2027 group by r.release_label`,
    );

  it("imports the Part D release its page links to, after the Landscape whatever the manifest's order", async () => {
    fs.mkdirSync(path.join(served, 'files'));
    await partDRelease(path.join(served, 'SPUF_2027_20270403.zip'), '2027Q1');
    // CMS's page lists every release; the newest of the plan year is taken (20270110 is not served).
    fs.writeFileSync(
      path.join(served, 'partd-page.html'),
      ['SPUF_2027_20270110.zip', 'SPUF_2027_20270403.zip', 'SPUF_2028_20280105.zip', 'SPUF_2027_readme.pdf']
        .map((name) => `<li><a href="/files/zip/${name}">${name}</a></li>`)
        .join('\n'),
    );
    const manifest = path.join(folder, 'manifest-partd.json');
    fs.writeFileSync(
      manifest,
      JSON.stringify({
        datasets: [
          partDEntry(`${base}/partd-page.html`),
          {
            dataset: 'landscape',
            page: 'https://www.cms.gov/medicare/coverage/prescription-drug-coverage',
            fileName: 'CY{year}_Landscape_{release}.zip',
            url: `${base}/CY{year}_Landscape_{release}.zip`,
          },
        ],
      }),
    );
    const result = await run(
      '--manifest',
      manifest,
      '--release',
      'landscape=202510',
      '--work',
      path.join(folder, 'work-partd'),
    );
    expect(result).toMatchObject({ code: 0, errors: [] });
    expect(importedOrder(result.lines)).toEqual(['landscape: imported.', 'partd: imported.']);
    expect(result.lines).toContain('partd: release 20270403, the newest its page links to');
    expect(result.lines).toContain(`partd: downloading ${base}/files/zip/SPUF_2027_20270403.zip`);
    // The Texas plan of the release is left out: only the state's plans are kept.
    expect(await currentPartD()).toEqual([
      { label: '2027, released 2027-04-03', plans: 'H7001-001 S7005-001' },
    ]);
    // The year had no Part D release for these plans before: nothing to compare the tiers with.
    expect(result.lines.at(-1)).toBe(
      '  Formulary changes: none to compare (the first Part D release of the year)',
    );
  });

  it("reports a later release's tier change for a catalogue drug, and refuses a damaged release whole", async () => {
    const byHand = path.join(folder, 'by-hand-partd');
    fs.mkdirSync(byHand);
    fs.copyFileSync(path.join(served, 'SPUF_2027_20270403.zip'), path.join(byHand, 'SPUF_2027_20270403.zip'));
    await partDRelease(path.join(byHand, 'SPUF_2027_20270703.zip'), '2027Q2', (name, text) =>
      name.startsWith('basic drugs')
        ? text.replace('00027001|3|2027|950562743|95056274301|1|', '00027001|3|2027|950562743|95056274301|2|')
        : text,
    );
    const manifest = path.join(folder, 'manifest-partd-only.json');
    fs.writeFileSync(manifest, JSON.stringify({ datasets: [partDEntry('https://catalog.data.gov/')] }));
    const later = await runFrom(manifest, byHand, 'work-partd-2');
    expect(later).toMatchObject({ code: 0, errors: [] });
    expect(later.lines).toContain(`partd: SPUF_2027_20270703.zip from ${byHand}`);
    expect(later.lines.at(-1)).toBe('  Formulary changes: 1 (H7001-001 Atorvastatin: tier 1 → tier 2)');

    const damaged = path.join(folder, 'by-hand-partd-damaged');
    fs.mkdirSync(damaged);
    await partDRelease(path.join(damaged, 'SPUF_2027_20270801.zip'), '2027Q3', (name, text) =>
      name.startsWith('pricing') ? text.replace('0.14776', 'about 15 cents') : text,
    );
    const refused = await runFrom(manifest, damaged, 'work-partd-3');
    expect(refused.code).toBe(1);
    expect(refused.errors.at(-1)).toBe(
      'partd: the importer refused it (above). Nothing of it was imported; the data it would have replaced is still serving.',
    );
    expect(refused.errors).toContainEqual(
      expect.stringMatching(
        /^ {2}pricing file PPUF_2027Q3\.zip\/pricing file PPUF_2027Q3\.txt, line \d+, UNIT_COST: /,
      ),
    );
    expect(await currentPartD()).toEqual([
      { label: '2027, released 2027-07-03', plans: 'H7001-001 S7005-001' },
    ]);
  });
});
