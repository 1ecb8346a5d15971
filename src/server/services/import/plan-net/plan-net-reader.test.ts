import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ImportFileError } from '../import-file-error.ts';
import { zipOf } from '../partd/fixtures/cms-files.ts';
import { type PlanNetDirectory, readPlanNetDirectory } from './plan-net-reader.ts';
import { ndjsonLines, openPlanNetSource, resourceTypeOfFile } from './plan-net-source.ts';

const EXPORT = path.join(import.meta.dirname, 'fixtures', 'prairie-health-2027');
// HL7 Da Vinci reference data's shape: one pretty-printed resource per file, a folder per type.
const REFERENCE = path.join(import.meta.dirname, 'fixtures', 'plannet-reference');
// The same resources as one FHIR Bundle (type collection, entry[].resource).
const BUNDLE = path.join(import.meta.dirname, 'fixtures', 'plannet-bundle.json');
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
    await expect(openPlanNetSource(file)).rejects.toThrow(ImportFileError);
    const empty = path.join(temp, 'empty');
    fs.mkdirSync(empty);
    fs.writeFileSync(path.join(empty, 'Endpoint.ndjson'), '');
    await expect(openPlanNetSource(empty)).rejects.toThrow(
      'empty is not a Plan-Net export: it holds 1 file of resource types it does not read (Endpoint.ndjson), and no InsurancePlan, Organization, PractitionerRole, Practitioner, Location resource.',
    );
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

describe('reading folders of FHIR resource files and FHIR Bundles', () => {
  const REFERENCE_ROLES = [
    'plannet-practitionerrole-alvarez-hmo',
    'plannet-practitionerrole-begay-hmo',
    'plannet-practitionerrole-begay-ppo',
    'plannet-practitionerrole-chen-ppo',
  ];

  it('reads per-type folders of single-resource .json files, listed by folder', async () => {
    const directory = await read(REFERENCE);
    expect(directory.shape).toBe('FHIR resource files');
    expect(directory.files).toEqual([
      { name: 'InsurancePlan/*.json', type: 'InsurancePlan', resources: 3 },
      { name: 'Organization/*.json', type: 'Organization', resources: 4 },
      { name: 'PractitionerRole/*.json', type: 'PractitionerRole', resources: 5 },
      { name: 'Practitioner/*.json', type: 'Practitioner', resources: 3 },
      { name: 'Location/*.json', type: 'Location', resources: 1 },
    ]);
    expect(directory.ignoredFiles).toEqual([
      'HealthcareService/plannet-healthcareservice-enid-lab.json',
      'OrganizationAffiliation/plannet-organizationaffiliation-enid.json',
    ]);
    expect(directory.unusedResources).toEqual({ HealthcareService: 1, OrganizationAffiliation: 1 });
    expect(directory.roles.map((r) => r.id)).toEqual(REFERENCE_ROLES);
    expect(directory.roles[0]?.address).toMatchObject({ line1: '301 W Randolph Ave', city: 'Enid' });
    expect(directory.insurancePlans.find((p) => p.id === 'plannet-insuranceplan-HPID410000')).toMatchObject({
      product: {
        cmsPlanIds: [],
        otherIdentifiers: ['http://www.cms.gov/CCIIO|HPID410000'],
        networkIds: ['plannet-network-cimarron-hmo'],
      },
    });
    expect(directory.skippedRoles.danglingReference).toBe(1);
    expect(directory.dangling.examples).toEqual([
      'PractitionerRole/plannet-practitionerrole-moved-rural → Practitioner/plannet-practitioner-1987001132',
    ]);
    expect(directory.malformed.count).toBe(0);
  });

  it('reads a Bundle file, a folder of Bundles and a zip of the resource folders alike', async () => {
    const fromFolder = await read(REFERENCE);
    const fromBundle = await read(BUNDLE);
    expect(fromBundle.shape).toBe('FHIR Bundles');
    expect(fromBundle.files.map((f) => [f.name, f.type, f.resources])).toEqual([
      ['plannet-bundle.json', 'InsurancePlan', 3],
      ['plannet-bundle.json', 'Organization', 4],
      ['plannet-bundle.json', 'PractitionerRole', 5],
      ['plannet-bundle.json', 'Practitioner', 3],
      ['plannet-bundle.json', 'Location', 1],
    ]);
    expect(fromBundle.unusedResources).toEqual({ HealthcareService: 1, OrganizationAffiliation: 1 });
    expect(fromBundle.roles).toEqual(fromFolder.roles);

    const bundles = path.join(temp, 'bundles');
    fs.mkdirSync(bundles);
    fs.copyFileSync(BUNDLE, path.join(bundles, 'page-1.json'));
    expect((await read(bundles)).roles).toEqual(fromFolder.roles);

    const entries = fs.readdirSync(REFERENCE, { recursive: true, withFileTypes: true }).flatMap((entry) =>
      entry.isFile()
        ? [
            {
              name: path.relative(REFERENCE, path.join(entry.parentPath, entry.name)),
              content: fs.readFileSync(path.join(entry.parentPath, entry.name)),
            },
          ]
        : [],
    );
    const zip = path.join(temp, 'plannet-reference.zip');
    fs.writeFileSync(zip, await zipOf(entries));
    const fromZip = await read(zip);
    expect(fromZip.files).toEqual(fromFolder.files);
    expect(fromZip.roles).toEqual(fromFolder.roles);
  });

  it('reports a .json file that is no FHIR resource as malformed, with no line, and reads the rest', async () => {
    const folder = path.join(temp, 'with-broken-file');
    fs.cpSync(REFERENCE, folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'Practitioner', 'notes.json'), '{"comment": "exported by hand"}');
    fs.writeFileSync(path.join(folder, 'Location', 'truncated.json'), '{"resourceType": "Loc');
    const directory = await read(folder);
    expect(directory.malformed.examples).toEqual([
      { file: 'Location/truncated.json', line: null, reason: 'not JSON' },
      { file: 'Practitioner/notes.json', line: null, reason: 'no resourceType: not a FHIR resource' },
    ]);
    expect(directory.roles.map((r) => r.id)).toEqual(REFERENCE_ROLES);
  });

  it('refuses anything else, naming what it found', async () => {
    const other = path.join(temp, 'not-plan-net');
    fs.mkdirSync(path.join(other, 'data'), { recursive: true });
    fs.writeFileSync(path.join(other, 'data', 'providers.csv'), 'npi,name\n');
    fs.writeFileSync(path.join(other, 'data', 'plans.csv'), 'plan_id\n');
    fs.writeFileSync(path.join(other, 'readme'), 'hello');
    fs.writeFileSync(path.join(other, 'plans.json'), '{"plans": []}');
    fs.writeFileSync(
      path.join(other, 'endpoints.json'),
      JSON.stringify({
        resourceType: 'Bundle',
        entry: [{ resource: { resourceType: 'Endpoint', id: 'e1' } }],
      }),
    );
    await expect(openPlanNetSource(other)).rejects.toThrow(
      'not-plan-net is not a Plan-Net export: it holds 1 file without an extension, 2 .csv files, 1 file of resource types it does not read (endpoints.json), 1 .json file that is no FHIR resource (plans.json: no resourceType: not a FHIR resource), 1 Endpoint resource, and no InsurancePlan, Organization, PractitionerRole, Practitioner, Location resource.',
    );
    const text = path.join(temp, 'directory.xml');
    fs.writeFileSync(text, '<Bundle/>');
    await expect(openPlanNetSource(text)).rejects.toThrow(
      'directory.xml is not a Plan-Net export: give a folder or a .zip of NDJSON or FHIR .json files, or one .json Bundle.',
    );
  });
});
