/**
 * Imports a release of CMS's Part D formulary, pharmacy network and pricing files (issue 17;
 * docs/import-partd.md) as CMS publishes them: a folder or zip of pipe-delimited tables, read as
 * streams (partd/source.ts, partd/read.ts) and filtered to the configured states before anything
 * is kept. The plan information file goes first and decides which plans (and so which formularies,
 * costs, prices and pharmacies) belong to those states; every other table is then streamed
 * through that filter straight into the database in chunks.
 *
 * All or nothing per contract year: everything is written in one transaction as a new release; a
 * file with any problem, a missing table or a failure rolls it all back, and the current release
 * stays. On success the new release becomes the contract year's current one and the rows of the
 * release it replaces are deleted (its release record stays, with its counts).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { recordDataSource } from '../data-sources.ts';
import { BulkWriter, type ColumnTypes } from './bulk-insert.ts';
import { CopyWriter, openTableWriter, writeAll } from './copy-writer.ts';
import { ImportFileError } from './import-file-error.ts';
import {
  PARTD_KIND_LABELS,
  type PartDFileCostShare,
  type PartDFileKind,
  type PartDPlanInformation,
  type PartDProblem,
  type PartDRowByKind,
  partDPlanKey,
} from './partd/files.ts';
import { newPartDReadReport, type PartDReadReport, readPartDFile } from './partd/read.ts';
import { openPartDSource, type PartDFileRef, type PartDRelease } from './partd/source.ts';

/** The tables a release must have; the others are read when present. */
export const REQUIRED_PARTD_KINDS: readonly PartDFileKind[] = [
  'planInformation',
  'basicFormulary',
  'beneficiaryCost',
  'pricing',
  'pharmacyNetwork',
];

/**
 * Retail pharmacies are kept when their ZIP is in an imported state (mail-order pharmacies always
 * are): a plan's network lists pharmacies nationwide. Oklahoma's ZIPs begin 730, 731 and 734–749
 * (USPS); for another state every retail pharmacy of its plans is kept.
 */
const STATE_ZIP_PREFIXES: Record<string, RegExp> = { OK: /^7(3[014-9]|4\d)/ };

export type PartDImportOptions = {
  /** Two-letter state codes whose plans are kept (default Oklahoma). */
  states?: readonly string[];
  /** The files are ClearPlan's sample files, not CMS's: the pages then say "sample data". */
  sample?: boolean;
  /** Overrides what the source's name says about the release (CMS names its zips; a renamed copy may not). */
  release?: Partial<PartDRelease>;
  /** Progress lines for the command line (no personal data: these files hold none). */
  onProgress?: (line: string) => void;
};

export type PartDImportProblem = PartDProblem & { file: string };

export type PartDImportResult =
  | {
      ok: true;
      releaseId: number;
      contractYear: number;
      label: string;
      plans: number;
      counts: Partial<Record<PartDFileKind, number>>;
      seconds: number;
    }
  | { ok: false; message: string; problems: PartDImportProblem[]; problemCount: number };

class ImportFailed extends Error {
  constructor(
    message: string,
    readonly problems: PartDImportProblem[] = [],
    readonly problemCount = 0,
  ) {
    super(message);
  }
}

type PlanGroup = Omit<PartDPlanInformation, 'countyCode' | 'state'> & {
  planKey: string;
  counties: Set<string>;
};

const PLAN_COLUMNS: ColumnTypes = {
  release_id: 'int',
  plan_key: 'text',
  contract_id: 'text',
  plan_number: 'text',
  segment_id: 'text',
  contract_name: 'text',
  plan_name: 'text',
  formulary_id: 'text',
  premium: 'numeric',
  deductible: 'numeric',
  snp: 'text',
  suppressed: 'boolean',
  county_codes: 'text[]',
};
const FORMULARY_COLUMNS: ColumnTypes = {
  release_id: 'int',
  formulary_id: 'text',
  rxcui: 'text',
  ndc: 'text',
  tier: 'int',
  quantity_limit: 'boolean',
  quantity_limit_amount: 'numeric',
  quantity_limit_days: 'int',
  prior_authorization: 'boolean',
  step_therapy: 'boolean',
};
const EXCLUDED_COLUMNS: ColumnTypes = {
  release_id: 'int',
  plan_key: 'text',
  rxcui: 'text',
  tier: 'int',
  quantity_limit: 'boolean',
  quantity_limit_amount: 'numeric',
  quantity_limit_days: 'int',
  prior_authorization: 'boolean',
  step_therapy: 'boolean',
  capped_benefit: 'boolean',
};
const INDICATION_COLUMNS: ColumnTypes = {
  release_id: 'int',
  plan_key: 'text',
  rxcui: 'text',
  disease: 'text',
};
const COST_COLUMNS: ColumnTypes = {
  release_id: 'int',
  plan_key: 'text',
  coverage_level: 'int',
  tier: 'int',
  days_supply: 'int',
  shares: 'jsonb',
  specialty_tier: 'boolean',
  deductible_applies: 'boolean',
};
const INSULIN_COLUMNS: ColumnTypes = {
  release_id: 'int',
  plan_key: 'text',
  tier: 'int',
  days_supply: 'int',
  copays: 'jsonb',
};
const PRICING_COLUMNS: ColumnTypes = {
  release_id: 'int',
  plan_key: 'text',
  ndc: 'text',
  days_supply: 'int',
  unit_cost: 'numeric',
};
/** The primary keys of the two large tables, in their order (schema.ts): the first row of a key wins. */
const PRICING_KEY = ['release_id', 'ndc', 'plan_key', 'days_supply'];
const PHARMACY_KEY = ['release_id', 'plan_key', 'npi'];
const PHARMACY_COLUMNS: ColumnTypes = {
  release_id: 'int',
  plan_key: 'text',
  npi: 'text',
  zip_code: 'text',
  retail: 'boolean',
  mail: 'boolean',
  preferred_retail: 'boolean',
  preferred_mail: 'boolean',
  in_area: 'boolean',
  floor_price: 'numeric',
  fees: 'jsonb',
};
const COUNTY_COLUMNS: ColumnTypes = {
  release_id: 'int',
  county_code: 'text',
  state: 'text',
  county: 'text',
  ma_region_code: 'text',
  pdp_region_code: 'text',
};

const PARTD_TABLES = [
  'partd_plans',
  'partd_formulary',
  'partd_excluded_drugs',
  'partd_indications',
  'partd_costs',
  'partd_insulin_costs',
  'partd_pricing',
  'partd_pharmacies',
  'partd_counties',
] as const;

/** The coverage columns the basic formulary and the excluded-drugs file share, as stored. */
const coverageColumns = (row: PartDRowByKind['basicFormulary'] | PartDRowByKind['excludedDrugs']) => ({
  rxcui: row.rxcui,
  tier: row.tier,
  quantity_limit: row.quantityLimit,
  quantity_limit_amount: row.quantityLimitAmount,
  quantity_limit_days: row.quantityLimitDays,
  prior_authorization: row.priorAuthorization,
  step_therapy: row.stepTherapy,
});

const shares = (row: Record<'pref' | 'nonpref' | 'mailPref' | 'mailNonpref', PartDFileCostShare>) => ({
  pref: row.pref,
  nonpref: row.nonpref,
  mailPref: row.mailPref,
  mailNonpref: row.mailNonpref,
});

export async function importPartD(
  db: Db,
  sourcePath: string,
  options: PartDImportOptions = {},
): Promise<PartDImportResult> {
  const started = Date.now();
  const states = new Set((options.states ?? ['OK']).map((s) => s.toUpperCase()));
  const progress = options.onProgress ?? (() => {});
  const source = await openPartDSource(sourcePath);
  try {
    const unknown = source.files.filter((f) => f.kind === null);
    if (unknown.length > 0)
      throw new ImportFailed(
        `Not one of CMS's Part D tables (its header matches none): ${unknown.map((f) => f.name).join(', ')}.`,
      );
    const byKind = new Map<PartDFileKind, PartDFileRef[]>();
    for (const file of source.files) {
      if (!file.kind) continue;
      byKind.set(file.kind, [...(byKind.get(file.kind) ?? []), file]);
    }
    const missing = REQUIRED_PARTD_KINDS.filter((k) => !byKind.has(k));
    if (missing.length > 0)
      throw new ImportFailed(
        `The release is missing ${missing.map((k) => PARTD_KIND_LABELS[k].toLowerCase()).join(', ')}: nothing was imported.`,
      );

    const problems: PartDImportProblem[] = [];
    let problemCount = 0;
    const readAll = async <K extends PartDFileKind>(
      kind: K,
      keep: (row: PartDRowByKind[K]) => boolean,
      each: (row: PartDRowByKind[K]) => Promise<void> | void,
      prefilter?: (raw: (column: string) => string) => boolean,
      firstCellIn?: { column: string; values: ReadonlySet<string> },
    ): Promise<number> => {
      let kept = 0;
      for (const file of byKind.get(kind) ?? []) {
        const report: PartDReadReport = newPartDReadReport();
        try {
          const options = {
            kind,
            keep,
            report,
            ...(prefilter ? { prefilter } : {}),
            ...(firstCellIn ? { firstCellIn } : {}),
          };
          for await (const row of readPartDFile(file, options)) await each(row);
        } catch (error) {
          if (error instanceof ImportFileError) throw new ImportFailed(error.message);
          throw error;
        }
        kept += report.kept;
        problemCount += report.problemCount;
        for (const p of report.problems) if (problems.length < 200) problems.push({ ...p, file: file.name });
        progress(`${PARTD_KIND_LABELS[kind]}: ${report.rows} rows read, ${report.kept} kept (${file.name})`);
      }
      return kept;
    };

    // 1. Plan information: the plans of the states, one group per plan with its counties.
    const plans = new Map<string, PlanGroup>();
    await readAll(
      'planInformation',
      (row) => row.state !== null && states.has(row.state.toUpperCase()),
      (row) => {
        const planKey = partDPlanKey(row.contractId, row.planId, row.segmentId);
        const { countyCode, state: _state, ...rest } = row;
        const group = plans.get(planKey) ?? { ...rest, planKey, counties: new Set<string>() };
        if (countyCode) group.counties.add(countyCode);
        plans.set(planKey, group);
      },
    );
    if (problemCount > 0)
      throw new ImportFailed('The plan information file has problems.', problems, problemCount);
    if (plans.size === 0)
      throw new ImportFailed(
        `The plan information file has no plans in ${[...states].join(', ')}: nothing was imported.`,
      );
    const formularies = new Set([...plans.values()].map((p) => p.formularyId));
    const contractPlans = new Set(
      [...plans.values()].map((p) => partDPlanKey(p.contractId, p.planId, '000')),
    );
    const counties = new Set([...plans.values()].flatMap((p) => [...p.counties]));
    // Lines of other states' plans are passed over before they are parsed (national files are
    // mostly other states'): the plan key from the raw contract, plan and segment cells.
    const contractsKept = new Set([...plans.values()].map((p) => p.contractId));
    const ofKeptPlan = (raw: (column: string) => string) =>
      contractsKept.has(raw('CONTRACT_ID')) &&
      plans.has(partDPlanKey(raw('CONTRACT_ID'), raw('PLAN_ID'), raw('SEGMENT_ID') || '000'));
    const retailZip = [...states].map((s) => STATE_ZIP_PREFIXES[s]);
    const keepRetailZip = (zip: string) => retailZip.some((re) => re === undefined || re.test(zip));

    let contractYear = options.release?.contractYear ?? source.release?.contractYear ?? null;
    const releaseDate = options.release?.releaseDate ?? source.release?.releaseDate ?? null;

    const counts: Partial<Record<PartDFileKind, number>> = { planInformation: plans.size };
    const releaseId = await db.transaction(async (tx) => {
      const [release] = await queryRows<{ id: number }>(
        tx,
        sql`insert into partd_releases (contract_year, release_label, release_date, source_name, sample, current)
          values (${contractYear ?? 0}, ${options.release?.label ?? source.release?.label ?? source.name},
            ${releaseDate}, ${source.name}, ${options.sample === true}, false)
          returning id`,
      );
      const id = Number(release?.id);
      const writer = (table: string, columns: ColumnTypes) => new BulkWriter(tx, table, columns);

      const planWriter = writer('partd_plans', PLAN_COLUMNS);
      for (const p of plans.values())
        await planWriter.add({
          release_id: id,
          plan_key: p.planKey,
          contract_id: p.contractId,
          plan_number: p.planId,
          segment_id: p.segmentId,
          contract_name: p.contractName,
          plan_name: p.planName,
          formulary_id: p.formularyId,
          premium: p.premium,
          deductible: p.deductible,
          snp: p.snp === null ? null : String(p.snp),
          suppressed: p.suppressed,
          county_codes: [...p.counties].sort(),
        });
      await planWriter.flush();

      // 2. The formularies of those plans; the first row gives the contract year when the name did not.
      const formulary = writer('partd_formulary', FORMULARY_COLUMNS);
      const seen = new Set<string>();
      counts.basicFormulary = await readAll(
        'basicFormulary',
        (row) => formularies.has(row.formularyId),
        async (row) => {
          contractYear ??= row.contractYear;
          // NDC is blank for some rows; the RxCUI is the drug then, priced by no NDC.
          const ndc = row.ndc ?? '';
          const key = `${row.formularyId}|${row.rxcui}|${ndc}`;
          if (seen.has(key)) return;
          seen.add(key);
          await formulary.add({
            release_id: id,
            formulary_id: row.formularyId,
            ndc,
            ...coverageColumns(row),
          });
        },
        (raw) => formularies.has(raw('FORMULARY_ID')),
      );
      await formulary.flush();
      seen.clear();

      const excluded = writer('partd_excluded_drugs', EXCLUDED_COLUMNS);
      counts.excludedDrugs = await readAll(
        'excludedDrugs',
        (row) => contractPlans.has(partDPlanKey(row.contractId, row.planId, '000')),
        async (row) => {
          const planKey = partDPlanKey(row.contractId, row.planId, '000');
          if (seen.has(`${planKey}|${row.rxcui}`)) return;
          seen.add(`${planKey}|${row.rxcui}`);
          await excluded.add({
            release_id: id,
            plan_key: planKey,
            ...coverageColumns(row),
            capped_benefit: row.cappedBenefit,
          });
        },
      );
      await excluded.flush();
      seen.clear();

      const indications = writer('partd_indications', INDICATION_COLUMNS);
      counts.indicationCoverage = await readAll(
        'indicationCoverage',
        (row) => contractPlans.has(partDPlanKey(row.contractId, row.planId, '000')),
        async (row) => {
          const planKey = partDPlanKey(row.contractId, row.planId, '000');
          const key = `${planKey}|${row.rxcui}|${row.disease}`;
          if (seen.has(key)) return;
          seen.add(key);
          await indications.add({
            release_id: id,
            plan_key: planKey,
            rxcui: row.rxcui,
            disease: row.disease,
          });
        },
      );
      await indications.flush();
      seen.clear();

      // 3. Costs: the coverage gap (level 2, before 2025) and "other" days supplies are not priced.
      const costs = writer('partd_costs', COST_COLUMNS);
      counts.beneficiaryCost = await readAll(
        'beneficiaryCost',
        (row) =>
          plans.has(partDPlanKey(row.contractId, row.planId, row.segmentId)) &&
          !row.gapPhase &&
          row.daysSupply !== null,
        async (row) => {
          const planKey = partDPlanKey(row.contractId, row.planId, row.segmentId);
          const key = `${planKey}|${row.coverageLevel}|${row.tier}|${row.daysSupply}`;
          if (seen.has(key)) return;
          seen.add(key);
          await costs.add({
            release_id: id,
            plan_key: planKey,
            coverage_level: row.coverageLevel,
            tier: row.tier,
            days_supply: row.daysSupply,
            shares: shares(row),
            specialty_tier: row.specialtyTier,
            deductible_applies: row.deductibleApplies,
          });
        },
        ofKeptPlan,
        { column: 'CONTRACT_ID', values: contractsKept },
      );
      await costs.flush();
      seen.clear();

      const insulin = writer('partd_insulin_costs', INSULIN_COLUMNS);
      counts.insulinCost = await readAll(
        'insulinCost',
        (row) =>
          plans.has(partDPlanKey(row.contractId, row.planId, row.segmentId)) && row.daysSupply !== null,
        async (row) => {
          await insulin.add({
            release_id: id,
            plan_key: partDPlanKey(row.contractId, row.planId, row.segmentId),
            tier: row.tier,
            days_supply: row.daysSupply,
            copays: row.copay,
          });
        },
      );
      await insulin.flush();

      // 4. Prices and pharmacies: the large files, streamed through the plan filter. A repeated key
      // ((plan, NDC, supply); (plan, pharmacy)) keeps its first row, with no set of keys in memory:
      // COPY on PostgreSQL, JSON chunks on PGlite (copy-writer.ts).
      const pricing = await openTableWriter(tx, 'partd_pricing', PRICING_COLUMNS, PRICING_KEY);
      counts.pricing = await writeAll(pricing, () =>
        readAll(
          'pricing',
          (row) => plans.has(partDPlanKey(row.contractId, row.planId, row.segmentId)),
          (row) =>
            pricing.add({
              release_id: id,
              plan_key: partDPlanKey(row.contractId, row.planId, row.segmentId),
              ndc: row.ndc,
              days_supply: row.daysSupply,
              unit_cost: row.unitCost,
            }),
          ofKeptPlan,
          { column: 'CONTRACT_ID', values: contractsKept },
        ),
      );
      progress(`Pricing: written ${pricing instanceof CopyWriter ? 'with COPY' : 'in JSON chunks'}`);

      const pharmacies = await openTableWriter(tx, 'partd_pharmacies', PHARMACY_COLUMNS, PHARMACY_KEY);
      counts.pharmacyNetwork = await writeAll(pharmacies, () =>
        readAll(
          'pharmacyNetwork',
          (row) =>
            plans.has(partDPlanKey(row.contractId, row.planId, row.segmentId)) &&
            (row.mail || keepRetailZip(row.zip)),
          (row) =>
            pharmacies.add({
              release_id: id,
              plan_key: partDPlanKey(row.contractId, row.planId, row.segmentId),
              npi: row.pharmacyNpi,
              zip_code: row.zip,
              retail: row.retail,
              mail: row.mail,
              preferred_retail: row.preferredRetail,
              preferred_mail: row.preferredMail,
              in_area: row.inArea,
              floor_price: row.floorPrice,
              fees: row.fees,
            }),
          ofKeptPlan,
          { column: 'CONTRACT_ID', values: contractsKept },
        ),
      );

      const countyWriter = writer('partd_counties', COUNTY_COLUMNS);
      counts.geographicLocator = await readAll(
        'geographicLocator',
        (row) => counties.has(row.countyCode),
        async (row) => {
          if (seen.has(row.countyCode)) return;
          seen.add(row.countyCode);
          await countyWriter.add({
            release_id: id,
            county_code: row.countyCode,
            state: row.stateName,
            county: row.county,
            ma_region_code: row.maRegionCode,
            pdp_region_code: row.pdpRegionCode,
          });
        },
      );
      await countyWriter.flush();

      if (problemCount > 0)
        throw new ImportFailed(
          `${problemCount} ${problemCount === 1 ? 'problem' : 'problems'} in the files: nothing was imported.`,
          problems,
          problemCount,
        );
      if (contractYear === null)
        throw new ImportFailed(
          'The contract year is not in the files or their name: give it (--contract-year) and import again.',
        );

      // 5. The new release replaces the contract year's current one, whole.
      const old = await queryRows<{ id: number }>(
        tx,
        sql`select id from partd_releases where contract_year = ${contractYear} and id <> ${id}`,
      );
      const oldIds = old.map((r) => Number(r.id));
      if (oldIds.length > 0)
        for (const table of PARTD_TABLES)
          await tx.execute(
            sql`delete from ${sql.raw(table)} where release_id in (${sql.join(
              oldIds.map((o) => sql`${o}`),
              sql`, `,
            )})`,
          );
      await tx.execute(sql`update partd_releases set current = false where contract_year = ${contractYear}`);
      await tx.execute(
        sql`update partd_releases set current = true, contract_year = ${contractYear},
          summary = ${JSON.stringify({ states: [...states], counts })}::jsonb where id = ${id}`,
      );
      await recordDataSource(tx, {
        kind: 'partd',
        planYear: contractYear,
        sourceName: source.name,
        release: { label: options.release?.label ?? source.release?.label ?? null, date: releaseDate },
        sample: options.sample === true,
        rows: plans.size,
      });
      return id;
    });
    // PGlite has no autovacuum: fresh statistics for the planner on the new rows.
    for (const table of PARTD_TABLES) await db.execute(sql`analyze ${sql.raw(table)}`);
    const seconds = (Date.now() - started) / 1000;
    progress(`Imported release ${releaseId} (${contractYear}) in ${seconds.toFixed(1)} s.`);
    return {
      ok: true,
      releaseId,
      contractYear: contractYear as number,
      label: options.release?.label ?? source.release?.label ?? source.name,
      plans: plans.size,
      counts,
      seconds,
    };
  } catch (error) {
    if (error instanceof ImportFailed)
      return {
        ok: false,
        message: error.message,
        problems: error.problems,
        problemCount: error.problemCount,
      };
    throw error;
  } finally {
    await source.close();
  }
}

/** Whether a current Part D release exists for the year, and whether it is the sample. */
export async function currentPartDRelease(
  db: Db | Tx,
  contractYear: number,
): Promise<{ id: number; label: string; sample: boolean } | null> {
  const [row] = await queryRows<{ id: number; release_label: string; sample: boolean }>(
    db,
    sql`select id, release_label, sample from partd_releases where current and contract_year = ${contractYear}
      order by id desc limit 1`,
  );
  return row ? { id: Number(row.id), label: row.release_label, sample: row.sample } : null;
}
