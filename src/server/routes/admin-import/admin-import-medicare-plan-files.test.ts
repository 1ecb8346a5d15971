/**
 * Medicare's plan files imported from the admin Import screen (issue 18): a PBP benefits zip and a
 * Plan-Net export zip (the importers' own fixtures, zipped) for a chosen plan year, and CMS's
 * Landscape file (zip or CSV) for chosen states, sent as the body, streamed to disk and imported
 * as a job with the command line's guarantees: all or nothing, problems named without values,
 * one import of a kind at a time, an audit row, the upload folder removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { buildZip, deflated } from '../../../../tests/setup/zip-builder.ts';
import {
  type LandscapeFileJobSummary,
  MEDICARE_FILE_MAX_BYTES,
  MEDICARE_FILE_MESSAGES,
  MEDICARE_PLAN_FILE_KINDS,
  type PbpJobSummary,
  PLAN_NET_MAPPING_FILE,
  type PlanNetJobSummary,
} from '../../../shared/medicare-file-contracts.ts';
import { queryRows } from '../../db/client.ts';
import { medicarePlans } from '../../db/schema.ts';
import { zipOf } from '../../services/import/partd/fixtures/cms-files.ts';
import { unsafeZipEntryMessage } from '../../services/import/source.ts';
import {
  folderZip,
  heldBody,
  importToEnd,
  PBP_FIXTURES,
  PLAN_NET_FIXTURES,
  PLAN_NET_MAPPING_FIXTURE,
  sendFile,
  uploadFolders,
} from '../../testing/admin-medicare-file-helpers.ts';

const YEAR = 2027;
const PBP_PLANS = ['H3706-001', 'H5619-031', 'H5619-041'];
const PLAN_NET_PLANS = ['H9001-001', 'H9001-002', 'H9002-003-1', 'H9001-005'];
const LANDSCAPE_2027 = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../../tests/fixtures/landscape/CY2027_Landscape_sample.csv'),
  'utf8',
);

// Built once for both databases.
const PBP_ZIP = folderZip(PBP_FIXTURES, { inside: 'PBP-Benefits-2027/' });
/** Section A without its plan identifier column: the importer's header check refuses it. */
const PBP_BROKEN_ZIP = folderZip(PBP_FIXTURES, {
  edit: (name, text) => (name === 'pbp_Section_A.txt' ? text.replace('pbp_a_plan_identifier', 'plan') : text),
});
const PLAN_NET_ZIP = folderZip(PLAN_NET_FIXTURES, {
  extra: [
    { name: `export/${PLAN_NET_MAPPING_FILE}`, content: fs.readFileSync(PLAN_NET_MAPPING_FIXTURE, 'utf8') },
  ],
});
const LANDSCAPE_ZIP = zipOf([{ name: 'CY2027_Landscape_sample.csv', content: LANDSCAPE_2027 }]);

/** The job that the newest dataset of a kind names (the Data page's link to it). */
const datasetJob = async (t: TestApp, kind: string) =>
  (
    await queryRows<{ job: number | null }>(
      t.database.db,
      sql`select import_job_id as job from data_sources where kind = ${kind} order by id desc limit 1`,
    )
  )[0]?.job;

describe.each(TEST_DATABASE_KINDS)('importing Medicare plan files from the Import screen on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
    const { db } = t.database;
    // 2027 rows of three seeded 2026 plans, with a PCP copay the PBP release changes.
    await db
      .delete(medicarePlans)
      .where(and(eq(medicarePlans.planYear, YEAR), inArray(medicarePlans.planId, PBP_PLANS)));
    const seeded = await db
      .select()
      .from(medicarePlans)
      .where(and(eq(medicarePlans.planYear, YEAR - 1), inArray(medicarePlans.planId, PBP_PLANS)));
    expect(seeded).toHaveLength(3);
    await db.insert(medicarePlans).values(
      seeded.map(({ id: _id, createdAt: _c, updatedAt: _u, ...plan }) => ({
        ...plan,
        planYear: YEAR,
        copayStructure: { ...plan.copayStructure, pcpCopayIn: '$999' },
      })),
    );
    // The Plan-Net export's plans in the 2027 catalogue.
    await db.insert(medicarePlans).values(
      PLAN_NET_PLANS.map((planId) => ({
        planId,
        planYear: YEAR,
        carrier: 'Prairie Health',
        planName: `Prairie Health ${planId}`,
        planType: 'HMO',
        serviceArea: ['OK'],
      })),
    );
  });
  afterAll(() => t?.close());

  const jobCount = async () => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from import_jobs where kind in ('pbp', 'plan-net', 'landscape-file')`,
    );
    return row?.n ?? 0;
  };
  const expectRefused = async (res: Response, status: number, message: string | RegExp) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: string };
    if (typeof message === 'string') expect(body.error).toBe(message);
    else expect(body.error).toMatch(message);
  };
  const planRow = async (planId: string, year = YEAR) =>
    (
      await t.database.db
        .select()
        .from(medicarePlans)
        .where(and(eq(medicarePlans.planId, planId), eq(medicarePlans.planYear, year)))
    )[0];
  const networkNpis = async (planId: string) =>
    (
      await queryRows<{ npi: string }>(
        t.database.db,
        sql`select p.npi from plan_networks n join medicare_plans m on m.id = n.plan_id
            join providers p on p.id = n.provider_id
            where m.plan_id = ${planId} and m.plan_year = ${YEAR} and not n.sample order by p.npi`,
      )
    ).map((r) => r.npi);
  const auditOf = async (jobId: number) =>
    (
      await queryRows<{ action: string; actor: string; details: Record<string, unknown> }>(
        t.database.db,
        sql`select action, actor, details from audit_log where entity_type = 'import_job' and entity_id = ${String(jobId)}`,
      )
    )[0];
  const year = { planYear: String(YEAR) };

  it('refuses editors (403) and anyone not signed in (401), for every plan file', async () => {
    const before = await jobCount();
    const editor = await t.adminCookie(TEST_EDITOR);
    const zip = await PBP_ZIP;
    for (const fileKind of MEDICARE_PLAN_FILE_KINDS) {
      expect((await sendFile(t, editor, fileKind, zip, { query: year })).status).toBe(403);
      expect((await sendFile(t, await t.gateCookie(), fileKind, zip, { query: year })).status).toBe(401);
      expect((await sendFile(t, '', fileKind, zip, { query: year })).status).toBe(401);
    }
    expect(await jobCount()).toBe(before);
  });

  it('refuses a wrong file by its first bytes, and a missing plan year, with a plain message (400)', async () => {
    const folders = uploadFolders();
    const before = await jobCount();
    const text = 'pbp_a_hnumber\tpbp_a_plan_identifier\n';
    await expectRefused(
      await sendFile(t, admin, 'pbp', text, { query: year }),
      400,
      MEDICARE_FILE_MESSAGES.notZipOf.pbp,
    );
    await expectRefused(
      await sendFile(t, admin, 'plan-net', '{"resourceType":"Practitioner"}\n', { query: year }),
      400,
      MEDICARE_FILE_MESSAGES.notZipOf['plan-net'],
    );
    // A Landscape file is a zip or text: bytes with NULs (a spreadsheet, a picture) are neither.
    const binary = new Uint8Array(20 * 1024).fill(0);
    await expectRefused(
      await sendFile(t, admin, 'landscape-file', binary),
      400,
      MEDICARE_FILE_MESSAGES.notLandscape,
    );
    await expectRefused(await sendFile(t, admin, 'landscape-file', ''), 400, MEDICARE_FILE_MESSAGES.empty);
    await expectRefused(
      await sendFile(t, admin, 'landscape-file', 'name,age\nx,1\n'),
      400,
      MEDICARE_FILE_MESSAGES.noContractId,
    );
    await expectRefused(await sendFile(t, admin, 'pbp', await PBP_ZIP), 400, MEDICARE_FILE_MESSAGES.planYear);
    await expectRefused(
      await sendFile(t, admin, 'plan-net', await PLAN_NET_ZIP, { query: { planYear: 'next' } }),
      400,
      MEDICARE_FILE_MESSAGES.planYear,
    );
    await expectRefused(
      await sendFile(t, admin, 'landscape-file', LANDSCAPE_2027, { query: { state: 'Oklahoma' } }),
      400,
      'States must be two-letter codes separated by commas',
    );
    expect(await jobCount()).toBe(before);
    expect(uploadFolders()).toEqual(folders);
  });

  it('refuses a file over its ceiling (413) before reading it', async () => {
    const before = await jobCount();
    for (const fileKind of MEDICARE_PLAN_FILE_KINDS) {
      const res = await sendFile(t, admin, fileKind, await PBP_ZIP, {
        query: year,
        headers: { 'content-length': String(MEDICARE_FILE_MAX_BYTES[fileKind] + 1) },
      });
      await expectRefused(res, 413, MEDICARE_FILE_MESSAGES.tooLarge[fileKind]);
    }
    expect(MEDICARE_FILE_MESSAGES.tooLarge['landscape-file']).toContain('1 GB');
    expect(await jobCount()).toBe(before);
  });

  it('takes one PBP upload at a time (409); other kinds are not held up', async () => {
    const folders = uploadFolders();
    const zip = await PBP_ZIP;
    const held = heldBody(zip.subarray(0, 1024));
    const first = sendFile(t, admin, 'pbp', held.stream, { fileName: 'pbp-benefits-2027.zip', query: year });
    await held.reading;
    await expectRefused(
      await sendFile(t, admin, 'pbp', zip, { query: year }),
      409,
      MEDICARE_FILE_MESSAGES.busy.pbp,
    );
    // Plan-Net is another kind: refused here for its content only.
    await expectRefused(
      await sendFile(t, admin, 'plan-net', 'x', { query: year }),
      400,
      MEDICARE_FILE_MESSAGES.notZipOf['plan-net'],
    );
    held.fail();
    await expectRefused(await first, 400, MEDICARE_FILE_MESSAGES.incomplete);
    expect(uploadFolders()).toEqual(folders);
  });

  it('imports a PBP release into the chosen year: the plans’ copays change, other years do not', async () => {
    const folders = uploadFolders();
    const otherYear = await planRow('H3706-001', YEAR - 1);
    expect((await planRow('H3706-001'))?.copayStructure?.pcpCopayIn).toBe('$999');

    const job = await importToEnd(t, admin, 'pbp', await PBP_ZIP, {
      fileName: 'pbp-benefits-2027.zip',
      query: year,
    });
    expect(job).toMatchObject({
      kind: 'pbp',
      status: 'completed',
      fileName: 'pbp-benefits-2027.zip',
      errors: null,
    });
    expect(await datasetJob(t, 'pbp')).toBe(job.id);
    const summary = job.medicareFileSummary as PbpJobSummary;
    expect(summary).toMatchObject({
      kind: 'pbp',
      planYear: YEAR,
      matched: 3,
      updated: 3,
      unchanged: 0,
      // H3706-009 has a 2026 row only; S5601-012 is a stand-alone drug plan the catalogue lacks.
      notInCatalogue: 2,
    });
    expect(summary.files.map((f) => f.file)).toContain('Section A (plan information)');
    expect(job.recordsProcessed).toBe(3);

    const hmo = await planRow('H3706-001');
    expect(hmo).toMatchObject({ moopInNetwork: '3900.00', medicalDeductible: '0.00' });
    expect(hmo?.copayStructure).toMatchObject({ pcpCopayIn: '$0', specialistCopayIn: '$40', er: '$100' });
    expect(await planRow('H3706-001', YEAR - 1)).toEqual(otherYear);
    // Recorded as the admin's change in each plan's history.
    const [history] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from plan_update_history h join medicare_plans m on m.id = h.plan_id
          where m.plan_year = ${YEAR} and m.plan_id = 'H3706-001' and h.admin_user_id is not null`,
    );
    expect(history?.n).toBeGreaterThan(0);
    const audit = await auditOf(job.id);
    expect(audit).toMatchObject({
      action: 'import.pbp',
      details: { planYear: YEAR, matched: 3, updated: 3 },
    });
    expect(audit?.actor).toMatch(/^admin:\d+$/);
    expect(uploadFolders()).toEqual(folders);

    // The same release again changes nothing.
    const again = await importToEnd(t, admin, 'pbp', await PBP_ZIP, { query: year });
    expect(again.medicareFileSummary).toMatchObject({ matched: 3, updated: 0, unchanged: 3 });
  });

  it('fails a PBP release whose file lacks a column, naming the file and column; no plan changes', async () => {
    await t.database.db
      .update(medicarePlans)
      .set({ moopInNetwork: '1234.00' })
      .where(and(eq(medicarePlans.planYear, YEAR), eq(medicarePlans.planId, 'H3706-001')));
    const before = await planRow('H3706-001');
    const job = await importToEnd(t, admin, 'pbp', await PBP_BROKEN_ZIP, { query: year });
    expect(job).toMatchObject({ kind: 'pbp', status: 'failed', medicareFileSummary: null });
    expect(job.errors?.message).toMatch(/pbp_Section_A\.txt/);
    expect(job.errors?.message).toMatch(/pbp_a_plan_identifier/);
    expect(await planRow('H3706-001')).toEqual(before);
    // A zip of other files is not a release.
    const notes = new Uint8Array(await zipOf([{ name: 'notes.txt', content: 'hello\n' }]));
    const other = await importToEnd(t, admin, 'pbp', notes, { fileName: 'notes.zip', query: year });
    expect(other).toMatchObject({ status: 'failed' });
    expect(other.errors?.message).not.toBe(MEDICARE_FILE_MESSAGES.failed);
  });

  it('imports a Plan-Net export with its mapping file: the covered plans’ networks are the directory’s', async () => {
    const job = await importToEnd(t, admin, 'plan-net', await PLAN_NET_ZIP, {
      fileName: 'prairie-health-2027.zip',
      query: year,
    });
    expect(job).toMatchObject({ kind: 'plan-net', status: 'completed', errors: null });
    expect(await datasetJob(t, 'plan-net')).toBe(job.id);
    expect(job.medicareFileSummary).toEqual({
      kind: 'plan-net',
      planYear: YEAR,
      plansCovered: 4,
      plansNotInCatalogue: 1,
      practitioners: 6,
      practitionersAdded: expect.any(Number),
      networkRows: 10,
      networkRowsRemoved: 0,
      mappingRows: 1,
      malformedLines: 2,
      warnings: [
        '2 PractitionerRoles name a Practitioner or network that is not in the export, passed over (3 dangling references in all).',
      ],
      hiosMappingLines: [],
    } satisfies PlanNetJobSummary);
    expect(await networkNpis('H9001-001')).toEqual(['1987000019', '1987000027', '1987000076']);
    // Matched through the mapping file only.
    expect(await networkNpis('H9001-005')).toEqual(['1987000050']);
    expect(await auditOf(job.id)).toMatchObject({ action: 'import.plan-net', details: { plansCovered: 4 } });
  });

  it('fails a Plan-Net export whose mapping file has a bad row, without quoting it; networks stay', async () => {
    const before = await networkNpis('H9001-001');
    const zip = await folderZip(PLAN_NET_FIXTURES, {
      extra: [{ name: PLAN_NET_MAPPING_FILE, content: 'source,plan_id\nPractitioner/secret-77,H9001-001\n' }],
    });
    const job = await importToEnd(t, admin, 'plan-net', zip, { query: year });
    expect(job).toMatchObject({ status: 'failed' });
    expect(job.errors?.message).toMatch(new RegExp(`^${PLAN_NET_MAPPING_FILE}, line 2:`));
    expect(JSON.stringify(job)).not.toContain('secret-77');
    expect(t.logs.join('')).not.toContain('secret-77');
    expect(await networkNpis('H9001-001')).toEqual(before);
  });

  it('fails a zip with an entry whose name leaves its folder, naming it in one message for every importer', async () => {
    const logged = t.logs.length;
    const slip = '../../outside/Practitioner.ndjson';
    const cases = [
      // [importer, the entry's name in the zip, the name the message shows]
      ['plan-net', slip, slip],
      ['plan-net', 'export\\..\\..\\Practitioner.ndjson', 'export/../../Practitioner.ndjson'],
      ['pbp', slip, slip],
      ['landscape-file', slip, slip],
      ['partd', slip, slip],
    ] as const;
    for (const [fileKind, entry, shown] of cases) {
      const zip = buildZip([deflated('InsurancePlan.ndjson', '{}\n'), deflated(entry, 'x\n')]);
      const job = await importToEnd(t, admin, fileKind, zip, { fileName: 'slip.zip', query: year });
      expect(job, fileKind).toMatchObject({ kind: fileKind, status: 'failed' });
      expect(job.errors?.message, fileKind).toBe(unsafeZipEntryMessage('slip.zip', shown));
    }
    // Each is the file's own fault, told to the admin: no server error is logged.
    expect(t.logs.slice(logged).join('')).not.toContain('import failed');
  });

  it('imports a Landscape zip for the chosen states: the file’s plans of its year are created', async () => {
    const folders = uploadFolders();
    expect(await planRow('H7001-001')).toBeUndefined();
    const job = await importToEnd(t, admin, 'landscape-file', new Uint8Array(await LANDSCAPE_ZIP), {
      fileName: 'CY2027_Landscape.zip',
      query: { state: 'OK,TX' },
    });
    expect(job).toMatchObject({ kind: 'landscape-file', status: 'completed', errors: null });
    expect(job.medicareFileSummary).toEqual({
      kind: 'landscape-file',
      planYears: [YEAR],
      rowsRead: 10,
      states: [
        { state: 'OK', rows: 9, plans: 5 },
        { state: 'TX', rows: 1, plans: 1 },
      ],
      created: 6,
      updated: 0,
    } satisfies LandscapeFileJobSummary);
    expect(await planRow('H7001-001')).toMatchObject({ planType: 'HMO', contractCategory: 'MA-PD' });
    expect(await planRow('H7004-003')).toMatchObject({ region: 'Texas' });
    expect(await planRow('S7005-001')).toMatchObject({ planType: 'PDP' });
    expect(await auditOf(job.id)).toMatchObject({ action: 'import.landscape-file', details: { created: 6 } });
    expect(uploadFolders()).toEqual(folders);
    // The Data page lists it: the file, its year, the plans over both states, not sample data.
    const [source] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select kind, plan_year, source_name, sample, rows from data_sources order by id desc limit 1`,
    );
    expect(source).toEqual({
      kind: 'landscape',
      plan_year: YEAR,
      source_name: 'CY2027_Landscape.zip',
      sample: false,
      rows: 6,
    });

    // The CSV itself, for Oklahoma alone (the default), updates the plan whose name changed.
    const renamed = LANDSCAPE_2027.replaceAll(
      'Prairie Health Classic (HMO)',
      'Prairie Health Classic Plus (HMO)',
    );
    const again = await importToEnd(t, admin, 'landscape-file', renamed, { fileName: 'CY2027.csv' });
    expect(again.medicareFileSummary).toMatchObject({
      states: [{ state: 'OK', plans: 5 }],
      created: 0,
      updated: 1,
    });
    expect(await planRow('H7001-001')).toMatchObject({ planName: 'Prairie Health Classic Plus (HMO)' });
  });

  it('imports a Landscape file without a Contract Year column into the chosen plan year, in the chosen mode', async () => {
    // A 2024-style file: the same rows without their Contract Year.
    const noYear = LANDSCAPE_2027.split('\n')
      .map((line) => line.replace(/^[^,]*,/, ''))
      .join('\n');
    const before = await jobCount();
    for (const planYear of ['1999', '20266']) {
      const res = await sendFile(t, admin, 'landscape-file', noYear, { query: { planYear } });
      await expectRefused(res, 400, 'Plan year must be a year such as 2027');
    }
    await expectRefused(
      await sendFile(t, admin, 'landscape-file', noYear, { query: { planYear: '2026', mode: 'replace' } }),
      400,
      'Mode must be create or upsert',
    );
    expect(await jobCount()).toBe(before);
    expect(await planRow('H7001-001', 2026)).toBeUndefined();

    const job = await importToEnd(t, admin, 'landscape-file', noYear, {
      fileName: 'Landscape_MA.csv',
      query: { planYear: '2026', mode: 'create' },
    });
    expect(job.medicareFileSummary).toMatchObject({ planYears: [2026], created: 5, updated: 0 });
    expect(await planRow('H7001-001', 2026)).toMatchObject({ planYear: 2026 });
    // Create mode never changes a plan on file: the same file again names every plan, writes none.
    const again = await importToEnd(t, admin, 'landscape-file', noYear, {
      query: { planYear: '2026', mode: 'create' },
    });
    expect(again).toMatchObject({ status: 'failed', medicareFileSummary: null });
    expect(again.errors?.problemCount).toBe(5);
  });

  it('fails a Landscape file with a bad row or without the chosen state’s rows; no plan is written', async () => {
    // Every plan renamed to a new contract, one row's Plan ID broken, one plan's type unknown.
    const lines = LANDSCAPE_2027.replaceAll('H7001', 'H7091').replaceAll('H7003', 'H7093').split('\n');
    lines[4] = (lines[4] as string).replace(',H7093,010,', ',H7093,1O,');
    lines[9] = (lines[9] as string).replace(',Local PPO,', ',Secret Kind,');
    const job = await importToEnd(t, admin, 'landscape-file', lines.join('\n'), { fileName: 'edited.csv' });
    expect(job).toMatchObject({ status: 'failed', medicareFileSummary: null });
    expect(job.errors?.message).toBe('2 problems in the file: nothing was imported.');
    expect(job.errors?.fileProblems).toEqual([
      { file: 'edited.csv', line: 5, field: 'Plan ID', message: 'Plan ID must be up to three digits' },
      {
        file: 'edited.csv',
        line: 10,
        field: 'Plan Type',
        message: 'Plan type is not one we know (HMO, HMO-POS, PPO, PFFS, MSA, Cost, PDP)',
      },
    ]);
    expect(JSON.stringify(job.errors)).not.toContain('1O');
    expect(JSON.stringify(job.errors)).not.toContain('Secret Kind');
    expect(await planRow('H7091-001')).toBeUndefined();

    const wyoming = await importToEnd(t, admin, 'landscape-file', LANDSCAPE_2027, { query: { state: 'WY' } });
    expect(wyoming.errors?.message).toMatch(/^The file has no rows for WY: nothing was imported/);

    // A Landscape zip of a CSV without a header: the reader's words.
    const noHeader = new Uint8Array(await zipOf([{ name: 'CY2027.csv', content: 'name,age\nx,1\n' }]));
    const notLandscape = await importToEnd(t, admin, 'landscape-file', noHeader);
    expect(notLandscape.errors?.message).toBe('CY2027.csv is empty or has no header row.');
  });
});
