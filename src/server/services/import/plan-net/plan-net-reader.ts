/**
 * Reads a Plan-Net bulk export (plan-net-source.ts) into what a network import needs, streaming
 * each file once, by type: InsurancePlan and Organization first (products, plans, networks), then
 * PractitionerRole, then only the Practitioners and Locations those roles name. Between the two,
 * `selectNetworks` says which networks matter (the importer: those of ClearPlan's plans), so a
 * national export keeps in memory only the roles of those networks, their people and places.
 *
 * A line that is not JSON, not a resource, of another type than its file's, or without an id is
 * counted as malformed with its file and line number, and reading goes on.
 */
import { isValidNpi } from '../../npi.ts';
import {
  type Acceptance,
  type Address,
  acceptingNewPatients,
  insurancePlanEntries,
  isNetwork,
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
import { type NdjsonFile, ndjsonLines, type PlanNetSource, type PlanNetType } from './plan-net-source.ts';

type Json = Record<string, unknown>;

export type InsurancePlanEntry = {
  id: string;
  name: string | null;
  years: YearSpan;
  product: PlanEntry;
  plans: PlanEntry[];
};

export type NetworkEntry = { id: string; name: string | null };

export type PractitionerEntry = { id: string; npi: string; name: PersonName; phone: string | null };

/** A role that puts a practitioner in one or more selected networks. */
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

export type RoleSkipReason =
  | 'inactive'
  | 'noPractitioner'
  | 'noNetwork'
  | 'noNpi'
  | 'invalidNpi'
  | 'noName'
  | 'danglingReference';

export type MalformedLine = { file: string; line: number; reason: string };

/** Examples kept of malformed lines and dangling references; all are counted. */
export const EXAMPLES_KEPT = 50;

export type PlanNetDirectory = {
  source: string;
  files: { name: string; type: PlanNetType; resources: number }[];
  ignoredFiles: string[];
  insurancePlans: InsurancePlanEntry[];
  networks: Map<string, NetworkEntry>;
  /** Kept roles, in file order; their practitioners resolved, NPIs valid. */
  roles: RoleEntry[];
  /** The practitioners of kept roles, by FHIR id. */
  practitioners: Map<string, PractitionerEntry>;
  counts: {
    insurancePlans: number;
    organizations: number;
    roles: number;
    /** Active, well-formed roles whose networks are all outside the selected ones. */
    rolesOutsideSelectedNetworks: number;
    practitioners: number;
    locations: number;
  };
  skippedRoles: Record<RoleSkipReason, number>;
  /** References to resources not in the export: "PractitionerRole/r5 → Practitioner/ghost". */
  dangling: { count: number; examples: string[] };
  malformed: { count: number; examples: MalformedLine[] };
};

export type PlanNetReadOptions = {
  /**
   * Called once InsurancePlans and networks are read: the network ids whose roles to keep.
   * Default: every network.
   */
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
    files: [],
    ignoredFiles: [...source.ignored],
    insurancePlans: [],
    networks: new Map(),
    roles: [],
    practitioners: new Map(),
    counts: {
      insurancePlans: 0,
      organizations: 0,
      roles: 0,
      rolesOutsideSelectedNetworks: 0,
      practitioners: 0,
      locations: 0,
    },
    skippedRoles: {
      inactive: 0,
      noPractitioner: 0,
      noNetwork: 0,
      noNpi: 0,
      invalidNpi: 0,
      noName: 0,
      danglingReference: 0,
    },
    dangling: { count: 0, examples: [] },
    malformed: { count: 0, examples: [] },
  };
}

/** Reads a source; see the file comment for the order and what is kept. */
export async function readPlanNetDirectory(
  source: PlanNetSource,
  { selectNetworks }: PlanNetReadOptions = {},
): Promise<PlanNetDirectory> {
  const directory = emptyDirectory(source);
  const malformed = (file: string, line: number, reason: string) => {
    directory.malformed.count += 1;
    if (directory.malformed.examples.length < EXAMPLES_KEPT)
      directory.malformed.examples.push({ file, line, reason });
  };
  const dangling = (from: string, to: string) => {
    directory.dangling.count += 1;
    if (directory.dangling.examples.length < EXAMPLES_KEPT)
      directory.dangling.examples.push(`${from} → ${to}`);
  };

  /** Every well-formed resource of one type, across its files. */
  async function each(type: PlanNetType, visit: (resource: Json & { id: string }) => void): Promise<void> {
    for (const file of source.files.filter((f: NdjsonFile) => f.type === type)) {
      let resources = 0;
      for await (const entry of ndjsonLines(file.open())) {
        if ('tooLong' in entry) {
          malformed(file.name, entry.line, 'line too long');
          continue;
        }
        let resource: unknown;
        try {
          resource = JSON.parse(entry.text);
        } catch {
          malformed(file.name, entry.line, 'not JSON');
          continue;
        }
        if (typeof resource !== 'object' || resource === null || Array.isArray(resource)) {
          malformed(file.name, entry.line, 'not a JSON object');
          continue;
        }
        const json = resource as Json;
        if (typeof json.resourceType !== 'string') {
          malformed(file.name, entry.line, 'no resourceType');
        } else if (json.resourceType !== type) {
          malformed(file.name, entry.line, `a ${json.resourceType} in a ${type} file`);
        } else if (typeof json.id !== 'string' || json.id === '') {
          malformed(file.name, entry.line, `a ${type} without an id`);
        } else {
          resources += 1;
          visit(json as Json & { id: string });
        }
      }
      directory.files.push({ name: file.name, type, resources });
    }
  }

  await each('InsurancePlan', (resource) => {
    directory.counts.insurancePlans += 1;
    directory.insurancePlans.push({
      id: resource.id,
      name: typeof resource.name === 'string' ? resource.name : null,
      years: periodYears(resource),
      ...insurancePlanEntries(resource),
    });
  });
  await each('Organization', (resource) => {
    directory.counts.organizations += 1;
    if (isNetwork(resource))
      directory.networks.set(resource.id, {
        id: resource.id,
        name: typeof resource.name === 'string' ? resource.name : null,
      });
  });

  // A network is known when the export has its Organization or an InsurancePlan names it.
  const known = new Set([
    ...directory.networks.keys(),
    ...directory.insurancePlans.flatMap((p) => p.product.networkIds),
  ]);
  const selected = (await selectNetworks?.(directory.insurancePlans, directory.networks)) ?? known;

  /** A role to keep, why it is skipped, or 'outside' (only networks that were not selected). */
  const classify = (role: Json & { id: string }): PendingRole | RoleSkipReason | 'outside' => {
    if (role.active === false) return 'inactive';
    const practitionerId = referenceId(role.practitioner, 'Practitioner');
    if (!practitionerId) return 'noPractitioner';
    const networkIds = [...new Set(roleNetworkIds(role))];
    if (networkIds.length === 0) return 'noNetwork';
    for (const id of networkIds)
      if (!known.has(id)) dangling(`PractitionerRole/${role.id}`, `Organization/${id}`);
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
      locationId: locations.map((r) => referenceId(r, 'Location')).find((id) => id !== null) ?? null,
      rolePhone: phoneOf(role),
      acceptingNewPatients: acceptingNewPatients(role),
    };
  };
  const pending: PendingRole[] = [];
  await each('PractitionerRole', (role) => {
    directory.counts.roles += 1;
    const outcome = classify(role);
    if (outcome === 'outside') directory.counts.rolesOutsideSelectedNetworks += 1;
    else if (typeof outcome === 'string') directory.skippedRoles[outcome] += 1;
    else pending.push(outcome);
  });

  const wantedPractitioners = new Set(pending.map((r) => r.practitionerId));
  type Seen = {
    id: string;
    npi: string | null;
    name: PersonName | null;
    phone: string | null;
    active: boolean;
  };
  const seen = new Map<string, Seen>();
  await each('Practitioner', (resource) => {
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

  const resolved: (PendingRole & { npi: string; practitionerPhone: string | null })[] = [];
  for (const role of pending) {
    const practitioner = seen.get(role.practitionerId);
    if (!practitioner) {
      dangling(`PractitionerRole/${role.id}`, `Practitioner/${role.practitionerId}`);
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

  const wantedLocations = new Set(resolved.flatMap((r) => r.locationId ?? []));
  const locations = new Map<string, Address>();
  await each('Location', (resource) => {
    directory.counts.locations += 1;
    if (wantedLocations.has(resource.id) && !locations.has(resource.id))
      locations.set(resource.id, locationAddress(resource));
  });

  for (const role of resolved) {
    const address = role.locationId === null ? null : (locations.get(role.locationId) ?? null);
    if (role.locationId !== null && address === null)
      dangling(`PractitionerRole/${role.id}`, `Location/${role.locationId}`);
    directory.roles.push({
      id: role.id,
      practitionerId: role.practitionerId,
      npi: role.npi,
      networkIds: role.networkIds,
      specialties: role.specialties,
      address,
      phone: role.rolePhone ?? address?.phone ?? role.practitionerPhone,
      acceptingNewPatients: role.acceptingNewPatients,
    });
  }
  return directory;
}
