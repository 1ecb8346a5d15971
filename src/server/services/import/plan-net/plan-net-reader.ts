// Reads a Plan-Net export by type: InsurancePlans and Organizations, then the roles of the networks
// `selectNetworks` keeps, then only their Practitioners and Locations, so a national export stays small in
// memory. A malformed line or file is counted with its file and line and reading goes on.
import path from 'node:path';
import { isValidNpi } from '../../providers/npi.ts';
import {
  type Acceptance,
  type Address,
  acceptingNewPatients,
  insurancePlanEntries,
  isNetwork,
  isObject,
  type Json,
  locationAddress,
  npiOf,
  type PersonName,
  type PlanEntry,
  periodYears,
  phoneOf,
  practitionerName,
  referenceId,
  roleNetworkIds,
  roleSpecialties,
  type Specialty,
  type YearSpan,
} from './plan-net-resources.ts';
import {
  type JsonFile,
  type NdjsonFile,
  type NotedType,
  ndjsonLines,
  type PlanNetSource,
  type PlanNetType,
  readJsonDocument,
} from './plan-net-source.ts';

export type InsurancePlanEntry = {
  id: string;
  name: string | null;
  years: YearSpan;
  product: PlanEntry;
  plans: PlanEntry[];
};

export type NetworkEntry = { id: string; name: string | null };

export type PractitionerEntry = { id: string; npi: string; name: PersonName; phone: string | null };

export type RoleEntry = {
  id: string;
  practitionerId: string;
  npi: string;
  networkIds: string[];
  specialties: Specialty[];
  address: Address | null;
  phone: string | null;
  acceptingNewPatients: Acceptance | null;
};

const ROLE_SKIP_REASONS = [
  'inactive',
  'noPractitioner',
  'noNetwork',
  'noNpi',
  'invalidNpi',
  'noName',
  'danglingReference',
] as const;
export type RoleSkipReason = (typeof ROLE_SKIP_REASONS)[number];
const COUNTED = [
  'insurancePlans',
  'organizations',
  'roles',
  'rolesOutsideSelectedNetworks',
  'practitioners',
  'locations',
] as const;
const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export type MalformedLine = { file: string; line: number | null; reason: string };

export const EXAMPLES_KEPT = 50;

export type PlanNetDirectory = {
  source: string;
  shape: string;
  files: { name: string; type: PlanNetType; resources: number }[];
  ignoredFiles: string[];
  unusedResources: Record<NotedType, number>;
  insurancePlans: InsurancePlanEntry[];
  networks: Map<string, NetworkEntry>;
  /** Kept roles, in file order; their practitioners resolved, NPIs valid. */
  roles: RoleEntry[];
  practitioners: Map<string, PractitionerEntry>;
  counts: Record<(typeof COUNTED)[number], number>;
  skippedRoles: Record<RoleSkipReason, number>;
  /** References to resources not in the export: "PractitionerRole/r5 → Practitioner/ghost". */
  dangling: { count: number; examples: string[] };
  malformed: { count: number; examples: MalformedLine[] };
};

export type PlanNetReadOptions = {
  /** Called once InsurancePlans and networks are read: the network ids whose roles to keep (default: all). */
  selectNetworks?: (
    insurancePlans: readonly InsurancePlanEntry[],
    networks: ReadonlyMap<string, NetworkEntry>,
  ) => ReadonlySet<string> | null | Promise<ReadonlySet<string> | null>;
};

type PendingRole = Omit<RoleEntry, 'npi' | 'address' | 'phone'> & {
  roleNpi: string | null;
  locationId: string | null;
  rolePhone: string | null;
};

function emptyDirectory(source: PlanNetSource): PlanNetDirectory {
  return {
    source: source.name,
    shape: source.shape,
    files: [],
    ignoredFiles: [...source.ignored],
    unusedResources: { ...source.noted },
    insurancePlans: [],
    networks: new Map(),
    roles: [],
    practitioners: new Map(),
    counts: zeros(COUNTED),
    skippedRoles: zeros(ROLE_SKIP_REASONS),
    dangling: { count: 0, examples: [] },
    malformed: { count: 0, examples: [] },
  };
}

type Reading = {
  source: PlanNetSource;
  directory: PlanNetDirectory;
  malformed: (file: string, line: number | null, reason: string) => void;
  dangling: (from: string, to: string) => void;
};

type Seen = {
  id: string;
  npi: string | null;
  name: PersonName | null;
  phone: string | null;
  active: boolean;
};
type ResolvedRole = PendingRole & { npi: string; practitionerPhone: string | null };

function accept(
  r: Reading,
  file: string,
  line: number | null,
  resource: unknown,
  type: PlanNetType,
  visit: (resource: Json & { id: string }) => void,
): boolean {
  if (!isObject(resource)) {
    r.malformed(file, line, 'not a JSON object');
    return false;
  }
  const json = resource;
  if (typeof json.resourceType !== 'string') r.malformed(file, line, 'no resourceType');
  else if (json.resourceType !== type) r.malformed(file, line, `a ${json.resourceType} in a ${type} file`);
  else if (typeof json.id !== 'string' || json.id === '') r.malformed(file, line, `a ${type} without an id`);
  else {
    visit(json as Json & { id: string });
    return true;
  }
  return false;
}

async function each(
  r: Reading,
  type: PlanNetType,
  visit: (resource: Json & { id: string }) => void,
): Promise<void> {
  for (const file of r.source.files.filter(
    (f): f is NdjsonFile => f.format === 'ndjson' && f.type === type,
  )) {
    let resources = 0;
    for await (const entry of ndjsonLines(file.open())) {
      if ('tooLong' in entry) {
        r.malformed(file.name, entry.line, 'line too long');
        continue;
      }
      let resource: unknown;
      try {
        resource = JSON.parse(entry.text);
      } catch {
        r.malformed(file.name, entry.line, 'not JSON');
        continue;
      }
      if (accept(r, file.name, entry.line, resource, type, visit)) resources += 1;
    }
    r.directory.files.push({ name: file.name, type, resources });
  }
  // Single-resource files are listed by folder ("Practitioner/*.json"), Bundles by name.
  const listed = new Map<string, number>();
  for (const file of r.source.files.filter(
    (f): f is JsonFile => f.format === 'json' && f.types.includes(type),
  )) {
    const document = await readJsonDocument(file.open());
    if ('problem' in document) continue; // read once already when the source was opened
    let resources = 0;
    for (const resource of document.resources)
      if (
        isObject(resource) &&
        resource.resourceType === type &&
        accept(r, file.name, null, resource, type, visit)
      )
        resources += 1;
    const folder = path.posix.dirname(file.name);
    const name = document.bundle ? file.name : folder === '.' ? '*.json' : `${folder}/*.json`;
    listed.set(name, (listed.get(name) ?? 0) + resources);
  }
  for (const [name, resources] of listed) r.directory.files.push({ name, type, resources });
}

function classifyRole(
  r: Reading,
  role: Json & { id: string },
  known: ReadonlySet<string>,
  selected: ReadonlySet<string>,
): PendingRole | RoleSkipReason | 'outside' {
  if (role.active === false) return 'inactive';
  const practitionerId = referenceId(role.practitioner, 'Practitioner');
  if (!practitionerId) return 'noPractitioner';
  const networkIds = [...new Set(roleNetworkIds(role))];
  if (networkIds.length === 0) return 'noNetwork';
  for (const id of networkIds)
    if (!known.has(id)) r.dangling(`PractitionerRole/${role.id}`, `Organization/${id}`);
  const knownIds = networkIds.filter((id) => known.has(id));
  if (knownIds.length === 0) return 'danglingReference';
  const inSelected = knownIds.filter((id) => selected.has(id));
  if (inSelected.length === 0) return 'outside';
  const locations = Array.isArray(role.location) ? role.location : [];
  return {
    id: role.id,
    practitionerId,
    roleNpi: npiOf(role),
    networkIds: inSelected,
    specialties: roleSpecialties(role),
    locationId: locations.map((ref) => referenceId(ref, 'Location')).find((id) => id !== null) ?? null,
    rolePhone: phoneOf(role),
    acceptingNewPatients: acceptingNewPatients(role),
  };
}

function resolveRoles(
  r: Reading,
  pending: readonly PendingRole[],
  seen: ReadonlyMap<string, Seen>,
): ResolvedRole[] {
  const { directory } = r;
  const resolved: ResolvedRole[] = [];
  for (const role of pending) {
    const practitioner = seen.get(role.practitionerId);
    if (!practitioner) {
      r.dangling(`PractitionerRole/${role.id}`, `Practitioner/${role.practitionerId}`);
      directory.skippedRoles.danglingReference += 1;
      continue;
    }
    const npi = practitioner.npi ?? role.roleNpi;
    let skip: RoleSkipReason | null = null;
    if (!practitioner.active) skip = 'inactive';
    else if (npi === null) skip = 'noNpi';
    else if (!isValidNpi(npi)) skip = 'invalidNpi';
    else if (practitioner.name === null || (practitioner.name.family ?? practitioner.name.text) === null)
      skip = 'noName';
    if (skip !== null || npi === null || practitioner.name === null) {
      directory.skippedRoles[skip ?? 'noName'] += 1;
      continue;
    }
    directory.practitioners.set(practitioner.id, {
      id: practitioner.id,
      npi,
      name: practitioner.name,
      phone: practitioner.phone,
    });
    resolved.push({ ...role, npi, practitionerPhone: practitioner.phone });
  }
  return resolved;
}

function keepRoles(
  r: Reading,
  resolved: readonly ResolvedRole[],
  locations: ReadonlyMap<string, Address>,
): void {
  for (const { roleNpi: _roleNpi, locationId, rolePhone, practitionerPhone, ...role } of resolved) {
    const address = locationId === null ? null : (locations.get(locationId) ?? null);
    if (locationId !== null && address === null)
      r.dangling(`PractitionerRole/${role.id}`, `Location/${locationId}`);
    r.directory.roles.push({ ...role, address, phone: rolePhone ?? address?.phone ?? practitionerPhone });
  }
}

function startReading(source: PlanNetSource): Reading {
  const directory = emptyDirectory(source);
  const malformed = (file: string, line: number | null, reason: string) => {
    directory.malformed.count += 1;
    if (directory.malformed.examples.length < EXAMPLES_KEPT)
      directory.malformed.examples.push({ file, line, reason });
  };
  const dangling = (from: string, to: string) => {
    directory.dangling.count += 1;
    if (directory.dangling.examples.length < EXAMPLES_KEPT)
      directory.dangling.examples.push(`${from} → ${to}`);
  };
  for (const { file, reason } of source.unreadable) malformed(file, null, reason);
  return { source, directory, malformed, dangling };
}

const nameOf = (resource: Json) => (typeof resource.name === 'string' ? resource.name : null);

export async function readPlanNetDirectory(
  source: PlanNetSource,
  { selectNetworks }: PlanNetReadOptions = {},
): Promise<PlanNetDirectory> {
  const r = startReading(source);
  const { directory } = r;

  await each(r, 'InsurancePlan', (resource) => {
    directory.counts.insurancePlans += 1;
    directory.insurancePlans.push({
      id: resource.id,
      name: nameOf(resource),
      years: periodYears(resource),
      ...insurancePlanEntries(resource),
    });
  });
  await each(r, 'Organization', (resource) => {
    directory.counts.organizations += 1;
    if (isNetwork(resource))
      directory.networks.set(resource.id, {
        id: resource.id,
        name: nameOf(resource),
      });
  });

  // A network is known when the export has its Organization or an InsurancePlan names it.
  const known = new Set([
    ...directory.networks.keys(),
    ...directory.insurancePlans.flatMap((p) => p.product.networkIds),
  ]);
  const selected = (await selectNetworks?.(directory.insurancePlans, directory.networks)) ?? known;

  const pending: PendingRole[] = [];
  await each(r, 'PractitionerRole', (role) => {
    directory.counts.roles += 1;
    const outcome = classifyRole(r, role, known, selected);
    if (outcome === 'outside') directory.counts.rolesOutsideSelectedNetworks += 1;
    else if (typeof outcome === 'string') directory.skippedRoles[outcome] += 1;
    else pending.push(outcome);
  });

  const wantedPractitioners = new Set(pending.map((role) => role.practitionerId));
  const seen = new Map<string, Seen>();
  await each(r, 'Practitioner', (resource) => {
    directory.counts.practitioners += 1;
    // A repeated id keeps its first line.
    if (!wantedPractitioners.has(resource.id) || seen.has(resource.id)) return;
    seen.set(resource.id, {
      id: resource.id,
      npi: npiOf(resource),
      name: practitionerName(resource),
      phone: phoneOf(resource),
      active: resource.active !== false,
    });
  });

  const resolved = resolveRoles(r, pending, seen);
  const wantedLocations = new Set(resolved.flatMap((role) => role.locationId ?? []));
  const locations = new Map<string, Address>();
  await each(r, 'Location', (resource) => {
    directory.counts.locations += 1;
    if (wantedLocations.has(resource.id) && !locations.has(resource.id))
      locations.set(resource.id, locationAddress(resource));
  });

  keepRoles(r, resolved, locations);
  return directory;
}
