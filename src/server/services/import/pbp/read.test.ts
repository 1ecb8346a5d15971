/**
 * The PBP reader on fixtures in CMS's published format (fixtures/pbp-2027: tab-separated,
 * CRLF, Windows-1252, unpadded segment ids, Section A's repeated and mixed-case columns, blank
 * cells, columns ClearPlan does not read): from a folder and from a zip, headers checked by name,
 * rows kept only for the plans asked for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { ImportFileError } from '../import-file-error.ts';
import { pbpKindOfName, readPbpHeader } from './files.ts';
import { pbpPlanKey, readPbpFile, readPbpSource } from './read.ts';
import { openPbpSource } from './source.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'pbp-2027');
const WANTED = new Set(['H3706-001', 'H5619-031', 'H5619-041']);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pbp-read-test-'));
  dirs.push(dir);
  return dir;
};

/** A copy of the fixtures with some files replaced (name → text) or removed (name → null). */
function fixtureCopy(changes: Record<string, string | null> = {}): string {
  const dir = tempDir();
  for (const name of fs.readdirSync(FIXTURES))
    fs.copyFileSync(path.join(FIXTURES, name), path.join(dir, name));
  for (const [name, text] of Object.entries(changes)) {
    if (text === null) fs.rmSync(path.join(dir, name));
    else fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

async function zipOf(folder: string, inside = ''): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const name of fs.readdirSync(folder)) zip.addFile(path.join(folder, name), `${inside}${name}`);
  zip.addBuffer(Buffer.from('proc print;'), `${inside}pbp_b7_health_prof.sas`);
  zip.end();
  const target = path.join(tempDir(), 'pbp-benefits-2027.zip');
  await new Promise<void>((resolve, reject) => {
    zip.outputStream.pipe(fs.createWriteStream(target)).on('close', resolve).on('error', reject);
  });
  return target;
}

const fileText = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'latin1');

describe('the PBP source', () => {
  it.each([
    ['pbp_Section_A.txt', 'sectionA'],
    ['2027/PBP_SECTION_A.TXT', 'sectionA'],
    ['pbp_b7_health_prof.txt', 'professionals'],
    ['pbp_mrx_tier.txt', 'partDTiers'],
    ['pbp_b7_health_prof.sas', null],
    ['PBP_Benefits_2027_dictionary.xlsx', null],
  ])('knows %s as %s', (name, kind) => expect(pbpKindOfName(name)).toBe(kind));

  it('reads a folder and CMS’s zip (files in a folder inside it) alike, passing over the SAS programs', async () => {
    const folder = await openPbpSource(FIXTURES);
    const zipped = await openPbpSource(await zipOf(FIXTURES, 'PBP-Benefits-2027/'));
    try {
      expect([...folder.files.keys()].sort()).toEqual([...zipped.files.keys()].sort());
      expect(folder.files.size).toBe(15);
      expect(zipped.ignored).toEqual(['PBP-Benefits-2027/pbp_b7_health_prof.sas']);
      const a = await readPbpSource(folder, WANTED);
      const b = await readPbpSource(zipped, WANTED);
      expect(b.plans).toEqual(a.plans);
    } finally {
      await folder.close();
      await zipped.close();
    }
  });

  it('refuses what is not a release: a missing path, a text file, a broken zip, two files of one kind', async () => {
    await expect(openPbpSource(path.join(tempDir(), 'nowhere'))).rejects.toThrow(ImportFileError);
    const text = path.join(tempDir(), 'notes.txt');
    fs.writeFileSync(text, 'hello');
    await expect(openPbpSource(text)).rejects.toThrow(/not a folder or a \.zip/);
    const broken = path.join(tempDir(), 'broken.zip');
    fs.writeFileSync(broken, 'PK not really');
    await expect(openPbpSource(broken)).rejects.toThrow(/could not be read as a zip/);
    const twice = fixtureCopy();
    fs.mkdirSync(path.join(twice, 'old'));
    fs.copyFileSync(path.join(FIXTURES, 'pbp_Section_D.txt'), path.join(twice, 'old', 'pbp_section_d.txt'));
    await expect(openPbpSource(twice)).rejects.toThrow(/two Section D .* files/);
  });
});

describe('reading a release', () => {
  it('keeps the rows of the plans asked for, and counts the release’s other plans', async () => {
    const source = await openPbpSource(FIXTURES);
    const read = await readPbpSource(source, WANTED);
    await source.close();
    expect([...read.plans.keys()].sort()).toEqual(['H3706-001', 'H5619-031', 'H5619-041']);
    expect(read.notAsked).toEqual({ count: 2, sample: ['H3706-009', 'S5601-012'] });
    expect(read.missing).toEqual([]);
    const hmo = read.plans.get('H3706-001');
    // Section A repeats pbp_a_plan_type; the first copy is read. Blank cells are ''.
    expect(hmo?.sectionA?.pbp_a_plan_type).toBe('01');
    expect(hmo?.professionals).toMatchObject({
      pbp_b7a_copay_amt_mc_min: '0.00',
      pbp_b7d_copay_amt_mc_min: '40.00',
      pbp_b7a_coins_pct_mc_min: '',
    });
    expect(hmo?.partDTiers?.map((t) => t.mrx_tier_id)).toEqual(['1', '2', '3', '4', '5']);
    // A plan with no rows in a file has nothing for it (H5619-041 has no B8 row).
    expect(read.plans.get('H5619-041')?.diagnostics).toBeUndefined();
    expect(read.files.professionals).toMatchObject({ rows: 4, kept: 3, skipped: 0, duplicates: 0 });
  });

  it('reads Windows-1252 text (CMS’s files are not UTF-8) without stopping', async () => {
    expect(fs.readFileSync(path.join(FIXTURES, 'pbp_Section_A.txt')).includes(0x92)).toBe(true);
    const source = await openPbpSource(FIXTURES);
    const lines: string[] = [];
    for await (const line of source.files.get('sectionA')?.lines() ?? []) lines.push(line);
    await source.close();
    expect(lines.find((l) => l.includes('H5619\t031'))).toContain('Humana’s Choice (PPO)');
    expect(lines.every((l) => !l.endsWith('\r'))).toBe(true);
  });

  it('names the file and the missing column when a header lacks one', async () => {
    const b7 = fileText('pbp_b7_health_prof.txt').replace('pbp_b7d_copay_amt_mc_min', 'pbp_b7d_copay_amount');
    const source = await openPbpSource(fixtureCopy({ 'pbp_b7_health_prof.txt': b7 }));
    await expect(readPbpSource(source, WANTED)).rejects.toThrow(
      "pbp_b7_health_prof.txt is not CMS's B7 health care professionals file as ClearPlan reads it: its header lacks pbp_b7d_copay_amt_mc_min.",
    );
    await source.close();
    expect(() => readPbpHeader('pbp_a_hnumber\tsegment_id', 'sectionA', 'x.txt')).toThrow(
      /x\.txt .* lacks pbp_a_plan_identifier, pbp_a_plan_type\./,
    );
  });

  it('tolerates a drifted header: upper case, a byte-order mark, columns reordered, an alias, unknown columns', async () => {
    const drifted = [
      '\uFEFFMRX_TIER_ID\tPBP_A_PLAN_IDENTIFIER\tSEGMENT_ID\tPBP_A_HNUMBER\tMRX_TIER_RSTD_COPAY_1M\tMRX_TIER_RSTD_COINS_PCT_1M\tMRX_TIER_NEW_2028_COLUMN',
      '1\t001\t0\tH3706\t0.00\t\tx',
      '4\t001\t0\tH3706\t\t40\tx',
      '1\t002\t\th3706\t5.00\t\t', // blank segment = 0; contract in lower case
      '1\tABC\t0\tH3706\t1.00\t\t', // not a plan id: skipped
    ].join('\r\n');
    const rows: [string, Record<string, string>][] = [];
    const report = await readPbpFile(
      {
        name: 'pbp_mrx_tier.txt',
        lines: async function* () {
          yield* drifted.split('\r\n');
        },
      },
      'partDTiers',
      (planId, row) => rows.push([planId, { ...row }]),
    );
    expect(
      rows.map(([id, r]) => [id, r.mrx_tier_id, r.mrx_tier_rstd_copay_1m, r.mrx_tier_rstd_coins_1m]),
    ).toEqual([
      ['H3706-001', '1', '0.00', ''],
      ['H3706-001', '4', '', '40'],
      ['H3706-002', '1', '5.00', ''],
    ]);
    // Optional columns the file lacks read as blank.
    expect(rows[0]?.[1].mrx_tier_mostd_copay_3m).toBe('');
    expect(report).toMatchObject({ rows: 4, skipped: 1 });
  });

  it('reads a release without some service files: their kinds are reported missing', async () => {
    const source = await openPbpSource(
      fixtureCopy({ 'pbp_b7_health_prof.txt': null, 'pbp_mrx_tier.txt': null, 'pbp_b16_dental.txt': null }),
    );
    const read = await readPbpSource(source, WANTED);
    await source.close();
    expect(read.missing).toEqual(['professionals', 'dental', 'partDTiers']);
    expect(read.plans.get('H3706-001')?.professionals).toBeUndefined();
    expect(read.plans.get('H3706-001')?.sectionD).toBeDefined();
  });

  it('needs Section A, which lists the plans', async () => {
    const source = await openPbpSource(fixtureCopy({ 'pbp_Section_A.txt': null }));
    await expect(readPbpSource(source, WANTED)).rejects.toThrow(ImportFileError);
    await source.close();
  });

  it.each([
    ['H3706', '001', '0', 'H3706-001'],
    ['H3706', '1', '', 'H3706-001'],
    ['H3706', '001', '2', 'H3706-001-2'],
    ['H3706', '001', '002', 'H3706-001-2'],
    ['3706', '001', '0', null],
    ['H3706', '', '0', null],
  ])('plan key %s %s %s → %s', (contract, plan, segment, id) => {
    expect(pbpPlanKey(contract, plan, segment)).toBe(id);
  });
});
