// Which ClearPlan plan a Plan-Net InsurancePlan is (docs/import-plan-net.md): its MA-PLAN-ID identifier, or a
// mapping row (`InsurancePlan/<id>` or `Organization/<id>`, then plan_id) that overrides it; other years'
// periods are passed over, and other identifier systems are reported, never guessed from.
import { parse } from 'csv-parse/sync';
import { isPlanId, PLAN_ID_FORM_MESSAGE } from '../../../../shared/plan-id.ts';
import { ImportFileError } from '../import-file-error.ts';
import { partDPlanKey } from '../partd/files.ts';
import type { InsurancePlanEntry, NetworkEntry } from './plan-net-reader.ts';
import { spanCoversYear } from './plan-net-resources.ts';

export type MappingRow = {
  source: { type: 'InsurancePlan' | 'Organization'; id: string };
  planId: string;
  line: number;
};

const CMS_ID = /^([HRSE]\d{4})-?(\d{3})(?:-?(\d{1,3}))?$/i;

/** "H3706-001-000" → "H3706-001", "H3706-001-002" → "H3706-001-2", "H3706001" → "H3706-001"; else null. */
export function clearPlanIdOfCms(value: string): string | null {
  const match = CMS_ID.exec(value.trim());
  if (!match) return null;
  return partDPlanKey((match[1] ?? '').toUpperCase(), match[2] ?? '', match[3] ?? '0');
}

/** The mapping CSV (`source,plan_id`); throws ImportFileError naming the first bad row's line. */
export function parseMappingCsv(text: string): MappingRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    throw new ImportFileError('content', `The mapping file is not a CSV file: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  const columns = (header ?? []).map((c) => c.toLowerCase());
  const sourceAt = columns.indexOf('source');
  const planAt = columns.indexOf('plan_id');
  if (sourceAt === -1 || planAt === -1)
    throw new ImportFileError('header', 'The mapping file needs a header line "source,plan_id".');
  return rows.map((row, i) => {
    const line = i + 2;
    const source = row[sourceAt] ?? '';
    const plan = row[planAt] ?? '';
    const match = /^(InsurancePlan|Organization)\/([A-Za-z0-9\-.]{1,64})$/.exec(source);
    if (!match)
      throw new ImportFileError(
        'content',
        `Mapping line ${line}: source must be InsurancePlan/<id> or Organization/<id>, got "${source}".`,
        { row: line, column: 'source' },
      );
    const planId = clearPlanIdOfCms(plan) ?? plan;
    if (!isPlanId(planId))
      throw new ImportFileError(
        'content',
        `Mapping line ${line}: "${plan}" is not a plan ID. ${PLAN_ID_FORM_MESSAGE}.`,
        { row: line, column: 'plan_id' },
      );
    return {
      source: { type: match[1] as MappingRow['source']['type'], id: match[2] ?? '' },
      planId,
      line,
    };
  });
}

const HIOS_SYSTEMS = /^https?:\/\/(www\.)?cms\.gov\/CCIIO\/?$/i;

/** The HIOS id of an `otherIdentifiers` entry ("http://www.cms.gov/CCIIO|HPID410000"), else nothing. */
function hiosIdOf(identifier: string): string[] {
  const bar = identifier.lastIndexOf('|');
  return bar > 0 && HIOS_SYSTEMS.test(identifier.slice(0, bar)) ? [identifier.slice(bar + 1)] : [];
}

/** The `--mapping` line (parseMappingCsv) that makes an InsurancePlan a plan: the plan ID to be filled in. */
export const mappingLineFor = (insurancePlanId: string): string =>
  `InsurancePlan/${insurancePlanId},<plan ID>`;

export type PlanMatch = {
  networksByPlan: Map<string, Set<string>>;
  insurancePlansOtherYear: string[];
  insurancePlansWithoutPlanId: string[];
  /** Identified by HIOS ids, which are not Medicare plan IDs: the mapping line to write is given. */
  hiosInsurancePlans: { insurancePlan: string; hiosIds: string[]; mappingLine: string }[];
  invalidCmsPlanIds: string[];
  unusedMappingRows: string[];
};

export function matchPlans(
  insurancePlans: readonly InsurancePlanEntry[],
  networks: ReadonlyMap<string, NetworkEntry>,
  mapping: readonly MappingRow[],
  planYear: number,
): PlanMatch {
  const match: PlanMatch = {
    networksByPlan: new Map(),
    insurancePlansOtherYear: [],
    insurancePlansWithoutPlanId: [],
    hiosInsurancePlans: [],
    invalidCmsPlanIds: [],
    unusedMappingRows: [],
  };
  const add = (planId: string, networkIds: readonly string[]) => {
    const set = match.networksByPlan.get(planId) ?? new Set<string>();
    for (const id of networkIds) set.add(id);
    match.networksByPlan.set(planId, set);
  };
  const mappedPlans = new Map<string, string[]>();
  for (const row of mapping.filter((r) => r.source.type === 'InsurancePlan'))
    mappedPlans.set(row.source.id, [...(mappedPlans.get(row.source.id) ?? []), row.planId]);

  const seenPlans = new Set<string>();
  for (const plan of insurancePlans) {
    seenPlans.add(plan.id);
    if (!spanCoversYear(plan.years, planYear)) {
      match.insurancePlansOtherYear.push(plan.id);
      continue;
    }
    const mapped = mappedPlans.get(plan.id);
    if (mapped) {
      for (const planId of mapped) add(planId, plan.product.networkIds);
      continue;
    }
    let found = false;
    for (const entry of [plan.product, ...plan.plans]) {
      for (const value of entry.cmsPlanIds) {
        const planId = clearPlanIdOfCms(value);
        if (planId === null) {
          match.invalidCmsPlanIds.push(value);
          continue;
        }
        found = true;
        add(planId, entry.networkIds);
      }
    }
    if (!found) {
      match.insurancePlansWithoutPlanId.push(plan.id);
      const hiosIds = [plan.product, ...plan.plans].flatMap((entry) =>
        entry.otherIdentifiers.flatMap(hiosIdOf),
      );
      if (hiosIds.length > 0)
        match.hiosInsurancePlans.push({
          insurancePlan: plan.id,
          hiosIds: [...new Set(hiosIds)],
          mappingLine: mappingLineFor(plan.id),
        });
    }
  }

  const namedNetworks = new Set([...networks.keys(), ...insurancePlans.flatMap((p) => p.product.networkIds)]);
  for (const row of mapping) {
    const present =
      row.source.type === 'InsurancePlan' ? seenPlans.has(row.source.id) : namedNetworks.has(row.source.id);
    if (!present) match.unusedMappingRows.push(`${row.source.type}/${row.source.id}`);
    else if (row.source.type === 'Organization') add(row.planId, [row.source.id]);
  }
  return match;
}
