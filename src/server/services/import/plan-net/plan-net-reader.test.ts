import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { zipOf } from '../partd/fixtures/cms-files.ts';
import { type PlanNetDirectory, readPlanNetDirectory } from './plan-net-reader.ts';
import { ndjsonLines, openPlanNetSource, PlanNetSourceError, resourceTypeOfFile } from './plan-net-source.ts';

const EXPORT = path.join(import.meta.dirname, 'fixtures', 'prairie-health-2027');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-plan-net-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

async function read(target: string, selected?: string[]): Promise<PlanNetDirectory> {
  const source = await openPlanNetSource(target);
  try {
    return await readPlanNetDirectory(source, selected ? { selectNetworks: () => new Set(selected) } : {});
  } finally {
    await source.close();
  }
}

const lines = async (text: string, max?: number) => {
  const out = [];
  for await (const line of ndjsonLines(Readable.from([Buffer.from(text)]), max)) out.push(line);
  return out;
};

describe('NDJSON files', () => {
  it.each([
    ['Practitioner.ndjson', 'Practitioner'],
    ['PractitionerRole.ndjson', 'PractitionerRole'],
    ['export/Practitioner_2.ndjson', 'Practitioner'],
    ['1.Location.NDJSON', 'Location'],
    ['insuranceplan.ndjson', 'InsurancePlan'],
    ['Endpoint.ndjson', null],
    ['OrganizationAffiliation.ndjson', null],
  ])('%s is read as %s', (name, type) => {
    expect(resourceTypeOfFile(name)).toBe(type);
  });

  it('numbers lines from 1, drops CR and blank lines, and reads a last line without a line end', async () => {
    expect(await lines('{"a":1}\r\n\n  \n{"b":2}')).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 4, text: '{"b":2}' },
    ]);
  });

  it('reports a line that is too long and goes on with the next', async () => {
    const long = 'x'.repeat(100);
    expect(await lines(`{"a":1}\n${long}\n{"b":2}\n`, 40)).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 2, tooLong: true },
      { line: 3, text: '{"b":2}' },
    ]);
  });

  it('refuses a path that is missing, a plain file, or a folder without Plan-Net files', async () => {
    await expect(openPlanNetSource(path.join(temp, 'nowhere'))).rejects.toThrow(/was not found/);
    const file = path.join(temp, 'directory.json');
    fs.writeFileSync(file, '{}');
    await expect(openPlanNetSource(file)).rejects.toThrow(PlanNetSourceError);
    const empty = path.join(temp, 'empty');
    fs.mkdirSync(empty);
    fs.writeFileSync(path.join(empty, 'Endpoint.ndjson'), '');
    await expect(openPlanNetSource(empty)).rejects.toThrow(/not a Plan-Net bulk export/);
  });
});

describe('reading the Prairie Health fixture export', () => {
  it('lists the files by type in reading order and ignores the types it does not read', async () => {
    const directory = await read(EXPORT);
    expect(directory.files).toEqual([
      { name: 'InsurancePlan.ndjson', type: 'InsurancePlan', resources: 6 },
      { name: 'Organization.ndjson', type: 'Organization', resources: 5 },
      { name: 'PractitionerRole.ndjson', type: 'PractitionerRole', resources: 13 },
      { name: 'Practitioner.ndjson', type: 'Practitioner', resources: 9 },
      { name: 'Location.ndjson', type: 'Location', resources: 3 },
    ]);
    expect(directory.ignoredFiles).toEqual(['Endpoint.ndjson']);
  });

  it('reads networks (Plan-Net Network Organizations, not the payer) and plans with their CMS ids', async () => {
    const directory = await read(EXPORT);
    expect([...directory.networks.keys()]).toEqual([
      'net-okc-hmo',
      'net-ok-ppo',
      'net-dsnp',
      'net-okc-hmo-2026',
    ]);
    const ppo = directory.insurancePlans.find((p) => p.id === 'ip-h9002-003-2027');
    expect(ppo).toMatchObject({
      years: { from: 2027, to: 2027 },
      product: { cmsPlanIds: [], networkIds: ['net-ok-ppo'] },
      plans: [{ cmsPlanIds: ['H9002-003-001'], networkIds: ['net-ok-ppo'] }],
    });
    expect(directory.insurancePlans.find((p) => p.id === 'ip-h9001-001-2026')).toMatchObject({
      years: { from: 2026, to: 2026 },
      product: { cmsPlanIds: ['H9001-001-000'], networkIds: ['net-okc-hmo-2026'] },
    });
  });

  it('counts each quirk: inactive role, no NPI, dangling references, no network, no practitioner', async () => {
    const directory = await read(EXPORT);
    expect(directory.counts).toMatchObject({ roles: 13, rolesOutsideSelectedNetworks: 0, practitioners: 9 });
    expect(directory.skippedRoles).toEqual({
      inactive: 1, // role-patel-ppo: active false
      noPractitioner: 1, // role-clinic-desk: an organization's role
      noNetwork: 1, // role-patel-unlisted
      noNpi: 1, // prac-rivera has only the payer's own id
      invalidNpi: 0,
      noName: 0,
      danglingReference: 2, // role-ghost-okc (Practitioner/prac-ghost), role-lee-retired (its only network)
    });
    expect(directory.dangling).toEqual({
      count: 3,
      examples: [
        'PractitionerRole/role-lee-retired → Organization/net-retired-2024',
        'PractitionerRole/role-ghost-okc → Practitioner/prac-ghost',
        // The role still counts for its network; it just has no address.
        'PractitionerRole/role-mcdonald-ppo → Location/loc-closed-2025',
      ],
    });
    expect(directory.roles.map((r) => r.id)).toEqual([
      'role-obrien-okc',
      'role-nguyen-tulsa',
      'role-lee-dsnp',
      'role-mcdonald-ppo',
      'role-brooks-okc',
      'role-ortiz-ppo',
      'role-hale-2026',
    ]);
  });

  it('reports malformed lines by file and line number and reads the rest', async () => {
    const directory = await read(EXPORT);
    expect(directory.malformed).toEqual({
      count: 2,
      examples: [
        { file: 'PractitionerRole.ndjson', line: 6, reason: 'not JSON' },
        { file: 'Location.ndjson', line: 4, reason: 'a Practitioner in a Location file' },
      ],
    });
  });

  it('keeps a role in two networks in both, with its specialty, location and new-patient answer', async () => {
    const directory = await read(EXPORT);
    expect(directory.roles.find((r) => r.id === 'role-nguyen-tulsa')).toEqual({
      id: 'role-nguyen-tulsa',
      practitionerId: 'prac-nguyen',
      npi: '1987000027',
      networkIds: ['net-okc-hmo', 'net-ok-ppo'],
      specialties: [{ code: '207R00000X', display: 'Internal Medicine Physician' }],
      address: {
        line1: '1919 S Wheeling Ave',
        line2: null,
        city: 'Tulsa',
        state: 'OK',
        postalCode: '74104',
        phone: '918-555-0119',
      },
      phone: '918-555-0119',
      acceptingNewPatients: 'existing patients only',
    });
    expect(directory.practitioners.get('prac-nguyen')).toMatchObject({
      npi: '1987000027',
      name: { family: 'NGUYEN', given: ['THANH'], suffixes: ['DO'] },
    });
  });

  it('keeps only the roles, practitioners and locations of the selected networks', async () => {
    const directory = await read(EXPORT, ['net-dsnp']);
    expect(directory.roles.map((r) => r.id)).toEqual(['role-lee-dsnp']);
    expect([...directory.practitioners.keys()]).toEqual(['prac-lee']);
    // Inactive and broken roles are counted whatever their network; the others are outside.
    expect(directory.counts.rolesOutsideSelectedNetworks).toBe(8);
    expect(directory.skippedRoles).toMatchObject({ inactive: 1, noNpi: 0, danglingReference: 1 });
  });

  it('reads the same export from a zip', async () => {
    const entries = fs.readdirSync(EXPORT).map((name) => ({
      name: `prairie-health/${name}`,
      content: fs.readFileSync(path.join(EXPORT, name)),
    }));
    const zip = path.join(temp, 'prairie-health-2027.zip');
    fs.writeFileSync(zip, await zipOf(entries));
    const fromZip = await read(zip);
    const fromFolder = await read(EXPORT);
    expect(fromZip.roles).toEqual(fromFolder.roles);
    expect(fromZip.skippedRoles).toEqual(fromFolder.skippedRoles);
    expect(fromZip.malformed.examples.map((m) => [m.file, m.line])).toEqual([
      ['prairie-health/PractitionerRole.ndjson', 6],
      ['prairie-health/Location.ndjson', 4],
    ]);
  });
});
