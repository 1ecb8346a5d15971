// Imports provider networks from a payer's Plan-Net export for one plan year (docs/import-plan-net.md): in
// one transaction, upserts practitioners by NPI and replaces each covered plan's real (non-sample, ADR 0014)
// network rows with its networks' practitioners. Plans the directory does not cover are not touched.
import { and, eq, sql } from 'drizzle-orm';
import { counted } from '../../../../shared/medicare-file-contracts.ts';
import { type Db, type DbExecutor, queryRows } from '../../../db/client.ts';
import { medicarePlans, planNetworks } from '../../../db/schema.ts';
import { jsonArray } from '../../../db/sql-text.ts';
import { recordDataSource } from '../../catalogue/data-sources.ts';
import { recordPlanChange } from '../../catalogue/plan-changes.ts';
import { ImportFileError } from '../import-file-error.ts';
import { type MappingRow, matchPlans, type PlanMatch } from './plan-matching.ts';
import {
  type PlanNetDirectory,
  type RoleEntry,
  type RoleSkipReason,
  readPlanNetDirectory,
} from './plan-net-reader.ts';
import { openPlanNetSource, type PlanNetSource } from './plan-net-source.ts';
import { countiesOfZips, type ProviderRow, providerRow, upsertDirectoryProviders } from './provider-rows.ts';

export type PlanNetImportOptions = {
  planYear: number;
  mapping?: readonly MappingRow[];
  onStage?: (message: string) => void;
  /** The job it runs in (the screen's door): the dataset it records names it. */
  jobId?: number;
};

/** The match's findings but its networks, e.g. `hiosInsurancePlans`, the mapping lines to write. */
export type PlanNetImportReport = Pick<
  PlanNetDirectory,
  'source' | 'shape' | 'files' | 'ignoredFiles' | 'unusedResources' | 'dangling' | 'malformed'
> &
  Omit<PlanMatch, 'networksByPlan'> & {
    planYear: number;
    /** Imported with a gap, or read and not used: no Location, dangling roles, a plan left with no doctor. */
    warnings: string[];
    /** ClearPlan plans whose real network rows were replaced, with their networks and practitioner count. */
    plansCovered: { planId: string; networks: string[]; practitioners: number }[];
    plansNotInCatalogue: string[];
    practitioners: { inCoveredNetworks: number; inserted: number; updated: number };
    networkRows: { removed: number; written: number };
    roles: {
      read: number;
      used: number;
      outsideCoveredNetworks: number;
      skipped: Record<RoleSkipReason, number>;
    };
  };

/**
 * Roles dropped for a dangling reference (their Practitioner, or every network they name, missing
 * from the export) fail the import when they are more than this share of the roles read…
 */
export const DANGLING_ROLES_FAIL_SHARE = 0.05;
/** …and at least this many: a small directory's one or two broken roles are reported, not fatal. */
export const DANGLING_ROLES_FAIL_MIN = 10;

/** Location is not needed: a doctor without one is imported without an address, with a warning. */
function missingTypes(directory: PlanNetDirectory): string[] {
  const { counts } = directory;
  return [
    ...(counts.roles === 0 ? ['PractitionerRole'] : []),
    ...(counts.practitioners === 0 ? ['Practitioner'] : []),
    ...(counts.insurancePlans === 0 && counts.organizations === 0 ? ['InsurancePlan or Organization'] : []),
  ];
}

function refuseBrokenDirectory(directory: PlanNetDirectory): void {
  const missing = missingTypes(directory);
  if (missing.length > 0)
    throw new ImportFileError(
      'content',
      `${directory.source} (${directory.shape}) has no ${missing.join(', no ')} resources: a network import needs PractitionerRole, Practitioner, and InsurancePlan or Organization. Nothing was imported.`,
    );
  const broken = directory.skippedRoles.danglingReference;
  const share = broken / directory.counts.roles;
  if (broken >= DANGLING_ROLES_FAIL_MIN && share > DANGLING_ROLES_FAIL_SHARE)
    throw new ImportFileError(
      'content',
      `${directory.source}: ${broken.toLocaleString('en-US')} of ${directory.counts.roles.toLocaleString('en-US')} PractitionerRoles (${(share * 100).toFixed(1)} %) name a Practitioner or network that is not in the export (first: ${directory.dangling.examples[0] ?? 'none'}); more than ${DANGLING_ROLES_FAIL_SHARE * 100} % fails the import. Nothing was imported.`,
    );
}

function directoryWarnings(directory: PlanNetDirectory): string[] {
  const warnings: string[] = [];
  if (directory.counts.locations === 0)
    warnings.push('The export has no Location resources: doctors are imported without an address.');
  const broken = directory.skippedRoles.danglingReference;
  if (broken > 0)
    warnings.push(
      `${counted(broken, 'PractitionerRole')} ${broken === 1 ? 'names' : 'name'} a Practitioner or network that is not in the export, passed over (${counted(directory.dangling.count, 'dangling reference')} in all).`,
    );
  for (const [type, n] of Object.entries(directory.unusedResources))
    if (n > 0)
      warnings.push(
        `${counted(n, `${type} resource`)} read and not used: networks are taken from PractitionerRole.`,
      );
  return warnings;
}

const UPSERT_BATCH = 500;
const NETWORK_BATCH = 5_000;

async function catalogueRows(db: DbExecutor, planYear: number, planIds: readonly string[]) {
  if (planIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: medicarePlans.id, planId: medicarePlans.planId })
    .from(medicarePlans)
    .where(
      and(
        eq(medicarePlans.planYear, planYear),
        sql`${medicarePlans.planId} = any(${jsonArray([...planIds], 'text')})`,
      ),
    );
  return new Map(rows.map((r) => [r.planId, r.id]));
}

function rolesByNpi(roles: readonly RoleEntry[]): Map<string, RoleEntry[]> {
  const byNpi = new Map<string, RoleEntry[]>();
  for (const role of roles) byNpi.set(role.npi, [...(byNpi.get(role.npi) ?? []), role]);
  return byNpi;
}

export async function importPlanNetDirectory(
  db: Db,
  source: string | PlanNetSource,
  { planYear, mapping = [], onStage, jobId }: PlanNetImportOptions,
): Promise<PlanNetImportReport> {
  if (!Number.isInteger(planYear) || planYear < 2000 || planYear > 2100)
    throw new RangeError(`The plan year must be a year such as 2027, got ${planYear}.`);
  const opened = typeof source === 'string' ? await openPlanNetSource(source) : source;
  let match: PlanMatch | null = null;
  let directory: PlanNetDirectory;
  try {
    onStage?.(`Reading ${opened.name}…`);
    directory = await readPlanNetDirectory(opened, {
      selectNetworks: async (insurancePlans, networks) => {
        match = matchPlans(insurancePlans, networks, mapping, planYear);
        const inCatalogue = await catalogueRows(db, planYear, [...match.networksByPlan.keys()]);
        return new Set(
          [...match.networksByPlan].flatMap(([planId, ids]) => (inCatalogue.has(planId) ? [...ids] : [])),
        );
      },
    });
  } finally {
    if (typeof source === 'string') await opened.close();
  }
  const planMatch = match as PlanMatch | null;
  if (!planMatch) throw new ImportFileError('content', 'The export was not read.');
  const { networksByPlan: _networks, ...findings } = planMatch;
  refuseBrokenDirectory(directory);

  const byNpi = rolesByNpi(directory.roles);
  const rows: ProviderRow[] = [...byNpi].flatMap(([, roles]) => {
    const practitioner = directory.practitioners.get(roles[0]?.practitionerId ?? '');
    return practitioner ? [providerRow(practitioner, roles)] : [];
  });
  const report: PlanNetImportReport = {
    source: directory.source,
    shape: directory.shape,
    planYear,
    files: directory.files,
    ignoredFiles: directory.ignoredFiles,
    unusedResources: directory.unusedResources,
    warnings: directoryWarnings(directory),
    plansCovered: [],
    plansNotInCatalogue: [],
    ...findings,
    practitioners: { inCoveredNetworks: rows.length, inserted: 0, updated: 0 },
    networkRows: { removed: 0, written: 0 },
    roles: {
      read: directory.counts.roles,
      used: directory.roles.length,
      outsideCoveredNetworks: directory.counts.rolesOutsideSelectedNetworks,
      skipped: directory.skippedRoles,
    },
    dangling: directory.dangling,
    malformed: directory.malformed,
  };

  onStage?.(`Writing ${rows.length} practitioners and the networks of the ${planYear} plans…`);
  await db.transaction(async (tx) => {
    // Asked again inside the transaction: the row ids written below are the ones that exist now.
    const planRows = await catalogueRows(tx, planYear, [...planMatch.networksByPlan.keys()]);
    report.plansNotInCatalogue = [...planMatch.networksByPlan.keys()]
      .filter((id) => !planRows.has(id))
      .sort();

    const counties = await countiesOfZips(
      tx,
      rows.flatMap((r) => r.zip_code ?? []),
    );
    const idByNpi = new Map<string, number>();
    for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
      const batch = rows.slice(i, i + UPSERT_BATCH).map((r) => ({
        ...r,
        county: r.zip_code ? (counties.get(r.zip_code) ?? null) : null,
      }));
      const written = await upsertDirectoryProviders(tx, batch);
      for (const [npi, id] of written.idByNpi) idByNpi.set(npi, id);
      report.practitioners.inserted += written.inserted;
      report.practitioners.updated += written.idByNpi.size - written.inserted;
    }

    // A directory that matched no plan is listed on the Data page with 0 rows and says nothing to consumers.
    const record = () =>
      recordDataSource(tx, {
        kind: 'plan-net',
        planYear,
        sourceName: directory.source,
        sample: false,
        rows: report.networkRows.written,
        importJobId: jobId ?? null,
      });

    const covered = [...planRows].sort(([a], [b]) => a.localeCompare(b));
    const coveredIds = covered.map(([, id]) => id);
    if (coveredIds.length === 0) return record();
    const [removed] = await queryRows<{ n: number | string }>(
      tx,
      sql`with removed as (
            delete from ${planNetworks} where not sample and plan_id = any(${jsonArray(coveredIds, 'int')})
            returning 1)
          select count(*) as n from removed`,
    );
    report.networkRows.removed = Number(removed?.n ?? 0);

    // Plans with the same networks share one member list, written as plans × providers.
    const groups = new Map<string, { networks: string[]; plans: [string, number][] }>();
    for (const [planId, rowId] of covered) {
      const networks = [...(planMatch.networksByPlan.get(planId) ?? [])].sort();
      const key = networks.join('\n');
      const group = groups.get(key) ?? { networks, plans: [] };
      group.plans.push([planId, rowId]);
      groups.set(key, group);
    }
    for (const { networks, plans } of groups.values()) {
      const wanted = new Set(networks);
      const members = [
        ...new Set(
          directory.roles.flatMap((role) =>
            role.networkIds.some((id) => wanted.has(id)) ? (idByNpi.get(role.npi) ?? []) : [],
          ),
        ),
      ];
      for (let i = 0; i < members.length; i += NETWORK_BATCH) {
        // A sample row of a provider the directory made real becomes a real row.
        await tx.execute(
          sql`insert into ${planNetworks} (plan_id, provider_id, sample)
              select plan_id, provider_id, false
              from unnest(${jsonArray(
                plans.map(([, id]) => id),
                'int',
              )}) as plan_id
              cross join unnest(${jsonArray(members.slice(i, i + NETWORK_BATCH), 'int')}) as provider_id
              on conflict (plan_id, provider_id) do update set sample = false`,
        );
      }
      report.networkRows.written += plans.length * members.length;
      for (const [planId] of plans)
        report.plansCovered.push({ planId, networks, practitioners: members.length });
    }
    report.plansCovered.sort((a, b) => a.planId.localeCompare(b.planId));
    for (const covered of report.plansCovered)
      if (covered.practitioners === 0)
        report.warnings.push(
          `${covered.planId}: its networks (${covered.networks.join(', ')}) have no practitioner in the export; the plan now has no doctor from the directory.`,
        );
    await record();
    await recordPlanChange(tx, { kind: 'network_import', planRowIds: coveredIds });
  });
  // Fresh statistics for the typeahead and the network probes (PGlite has no autovacuum).
  await db.execute(sql`analyze providers`);
  await db.execute(sql`analyze plan_networks`);
  return report;
}
