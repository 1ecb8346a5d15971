// Imports a CMS Part D release (docs/import-partd.md): the plan information file decides the states' plans,
// then every other table streams through that filter into the database, all or nothing in one transaction;
// the new release then replaces the contract year's current one.
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { recordDataSource } from '../catalogue/data-sources.ts';
import { BulkWriter, type ColumnTypes, columnTypes } from './bulk-insert.ts';
import { CopyWriter, openTableWriter, writeAll } from './copy-writer.ts';
import { ImportFileError } from './import-file-error.ts';
import { PARTD_KIND_LABELS, type PartDFileKind, type PartDProblem, partDPlanKey } from './partd/files.ts';
import {
  newPartDReadReport,
  type PartDReadOptions,
  type PartDReadReport,
  type PartDRowByKind,
  readPartDFile,
} from './partd/read.ts';
import { openPartDSource, type PartDFileRef, type PartDRelease } from './partd/source.ts';

export const REQUIRED_PARTD_KINDS: readonly PartDFileKind[] = [
  'planInformation',
  'basicFormulary',
  'beneficiaryCost',
  'pricing',
  'pharmacyNetwork',
];

/**
 * Retail pharmacies are kept when their ZIP is in an imported state (mail-order always): networks are
 * nationwide. Oklahoma's ZIPs begin 730, 731, 734–749 (USPS); for another state every retail pharmacy is
 * kept.
 */
const STATE_ZIP_PREFIXES: Record<string, RegExp> = { OK: /^7(3[014-9]|4\d)/ };

export type PartDImportOptions = {
  states?: readonly string[];
  /** ClearPlan's sample files, not CMS's: the pages then say "sample data". */
  sample?: boolean;
  /** Overrides what the source's name says about the release (a renamed copy may not say it). */
  release?: Partial<PartDRelease>;
  onProgress?: (line: string) => void;
  /** The job it runs in (the screen's door): the dataset it records names it. */
  jobId?: number;
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

const importFailed = (message: string, problems: PartDImportProblem[] = [], problemCount = 0) =>
  new ImportFileError('problems', message, {}, { problems, problemCount });

type PlanGroup = Omit<PartDRowByKind['planInformation'], 'countyCode' | 'state'> & {
  planKey: string;
  counties: Set<string>;
};

/** "name type, …" after release_id (every table's first). */
const columns = (spec: string): ColumnTypes => ({ release_id: 'int', ...columnTypes(spec) });
const PLAN_COLUMNS = columns(
  'plan_key text, contract_id text, plan_number text, segment_id text, contract_name text, plan_name text, formulary_id text, premium numeric, deductible numeric, snp text, suppressed boolean, county_codes text[]',
);

const coverageColumns = (row: PartDRowByKind['basicFormulary'] | PartDRowByKind['excludedDrugs']) => ({
  rxcui: row.rxcui,
  tier: row.tier,
  quantity_limit: row.quantityLimit,
  quantity_limit_amount: row.quantityLimitAmount,
  quantity_limit_days: row.quantityLimitDays,
  prior_authorization: row.priorAuthorization,
  step_therapy: row.stepTherapy,
});

type Kept = Awaited<ReturnType<typeof keptPlans>>;

type Raw = (column: string) => string;

type ReadKind = <K extends PartDFileKind>(
  kind: K,
  keep: (row: PartDRowByKind[K]) => boolean,
  each: (row: PartDRowByKind[K]) => Promise<void> | void,
  filters?: Pick<PartDReadOptions<K>, 'prefilter' | 'firstCellIn'>,
) => Promise<number>;

type StepEnv = { tx: Tx; releaseId: number; kept: Kept; read: ReadKind; progress: (line: string) => void };

/**
 * One table of a release. A repeated key keeps its first row: `dedupe` by a key set in memory (small tables),
 * `primaryKey` by the table's key (large ones, COPY or JSON chunks, copy-writer.ts). `prefilter` skips other
 * plans' lines before parsing (national files are mostly other states').
 */
type TableStep<K extends PartDFileKind> = {
  file: K;
  table: string;
  columns: ColumnTypes;
  keep: (row: PartDRowByKind[K], kept: Kept) => boolean;
  row: (row: PartDRowByKind[K], kept: Kept) => Record<string, unknown>;
  dedupe?: readonly string[];
  primaryKey?: readonly string[];
  prefilter?: 'formulary' | 'plan';
};

type Step = { file: PartDFileKind; table: string; run: (env: StepEnv) => Promise<number> };

function step<K extends PartDFileKind>(s: TableStep<K>): Step {
  const run = async ({ tx, releaseId, kept, read, progress }: StepEnv): Promise<number> => {
    const ofKeptPlan = (raw: Raw) =>
      kept.contracts.has(raw('CONTRACT_ID')) &&
      kept.plans.has(partDPlanKey(raw('CONTRACT_ID'), raw('PLAN_ID'), raw('SEGMENT_ID') || '000'));
    const ofKeptFormulary = (raw: Raw) => kept.formularies.has(raw('FORMULARY_ID'));
    const writer = s.primaryKey
      ? await openTableWriter(tx, s.table, s.columns, s.primaryKey)
      : new BulkWriter(tx, s.table, s.columns);
    const seen = new Set<string>();
    const rows = await writeAll(writer, () =>
      read(
        s.file,
        (row) => s.keep(row, kept),
        async (row) => {
          const stored: Record<string, unknown> = { release_id: releaseId, ...s.row(row, kept) };
          if (s.dedupe) {
            const key = s.dedupe.map((column) => String(stored[column])).join('|');
            if (seen.has(key)) return;
            seen.add(key);
          }
          await writer.add(stored);
        },
        s.prefilter === 'plan'
          ? { prefilter: ofKeptPlan, firstCellIn: { column: 'CONTRACT_ID', values: kept.contracts } }
          : s.prefilter === 'formulary'
            ? { prefilter: ofKeptFormulary }
            : {},
      ),
    );
    if (s.primaryKey)
      progress(
        `${PARTD_KIND_LABELS[s.file]}: written ${writer instanceof CopyWriter ? 'with COPY' : 'in JSON chunks'}`,
      );
    return rows;
  };
  return { file: s.file, table: s.table, run };
}

const planKeyOf = (row: { contractId: string; planId: string; segmentId: string }) =>
  partDPlanKey(row.contractId, row.planId, row.segmentId);
const contractPlanKeyOf = (row: { contractId: string; planId: string }) =>
  partDPlanKey(row.contractId, row.planId, '000');

const TABLE_STEPS: readonly Step[] = [
  // The first formulary row gives the contract year when the name did not; a blank NDC prices by RxCUI.
  step({
    file: 'basicFormulary',
    table: 'partd_formulary',
    columns: columns(
      'formulary_id text, rxcui text, ndc text, tier int, quantity_limit boolean, quantity_limit_amount numeric, quantity_limit_days int, prior_authorization boolean, step_therapy boolean',
    ),
    keep: (row, kept) => kept.formularies.has(row.formularyId),
    row: (row, kept) => {
      kept.contractYear ??= row.contractYear;
      return { formulary_id: row.formularyId, ndc: row.ndc ?? '', ...coverageColumns(row) };
    },
    dedupe: ['formulary_id', 'rxcui', 'ndc'],
    prefilter: 'formulary',
  }),
  step({
    file: 'excludedDrugs',
    table: 'partd_excluded_drugs',
    columns: columns(
      'plan_key text, rxcui text, tier int, quantity_limit boolean, quantity_limit_amount numeric, quantity_limit_days int, prior_authorization boolean, step_therapy boolean, capped_benefit boolean',
    ),
    keep: (row, kept) => kept.contractPlans.has(contractPlanKeyOf(row)),
    row: (row) => ({
      plan_key: contractPlanKeyOf(row),
      ...coverageColumns(row),
      capped_benefit: row.cappedBenefit,
    }),
    dedupe: ['plan_key', 'rxcui'],
  }),
  step({
    file: 'indicationCoverage',
    table: 'partd_indications',
    columns: columns('plan_key text, rxcui text, disease text'),
    keep: (row, kept) => kept.contractPlans.has(contractPlanKeyOf(row)),
    row: (row) => ({ plan_key: contractPlanKeyOf(row), rxcui: row.rxcui, disease: row.disease }),
    dedupe: ['plan_key', 'rxcui', 'disease'],
  }),
  // Costs: the coverage gap (level 2, before 2025) and "other" days supplies are not priced.
  step({
    file: 'beneficiaryCost',
    table: 'partd_costs',
    columns: columns(
      'plan_key text, coverage_level int, tier int, days_supply int, shares jsonb, specialty_tier boolean, deductible_applies boolean',
    ),
    keep: (row, kept) => kept.plans.has(planKeyOf(row)) && !row.gapPhase && row.daysSupply !== null,
    row: (row) => ({
      plan_key: planKeyOf(row),
      coverage_level: row.coverageLevel,
      tier: row.tier,
      days_supply: row.daysSupply,
      shares: { pref: row.pref, nonpref: row.nonpref, mailPref: row.mailPref, mailNonpref: row.mailNonpref },
      specialty_tier: row.specialtyTier,
      deductible_applies: row.deductibleApplies,
    }),
    dedupe: ['plan_key', 'coverage_level', 'tier', 'days_supply'],
    prefilter: 'plan',
  }),
  step({
    file: 'insulinCost',
    table: 'partd_insulin_costs',
    columns: columns('plan_key text, tier int, days_supply int, copays jsonb'),
    keep: (row, kept) => kept.plans.has(planKeyOf(row)) && row.daysSupply !== null,
    row: (row) => ({
      plan_key: planKeyOf(row),
      tier: row.tier,
      days_supply: row.daysSupply,
      copays: row.copay,
    }),
  }),
  // The large files: a repeated (plan, NDC, supply) or (plan, pharmacy) keeps its first row (the tables'
  // primary keys, schema.ts).
  step({
    file: 'pricing',
    table: 'partd_pricing',
    columns: columns('plan_key text, ndc text, days_supply int, unit_cost numeric'),
    keep: (row, kept) => kept.plans.has(planKeyOf(row)),
    row: (row) => ({
      plan_key: planKeyOf(row),
      ndc: row.ndc,
      days_supply: row.daysSupply,
      unit_cost: row.unitCost,
    }),
    primaryKey: ['release_id', 'ndc', 'plan_key', 'days_supply'],
    prefilter: 'plan',
  }),
  step({
    file: 'pharmacyNetwork',
    table: 'partd_pharmacies',
    columns: columns(
      'plan_key text, npi text, zip_code text, retail boolean, mail boolean, preferred_retail boolean, preferred_mail boolean, in_area boolean, floor_price numeric, fees jsonb',
    ),
    keep: (row, kept) => kept.plans.has(planKeyOf(row)) && (row.mail || kept.keepRetailZip(row.zip)),
    row: (row) => ({
      plan_key: planKeyOf(row),
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
    primaryKey: ['release_id', 'plan_key', 'npi'],
    prefilter: 'plan',
  }),
  step({
    file: 'geographicLocator',
    table: 'partd_counties',
    columns: columns('county_code text, state text, county text, ma_region_code text, pdp_region_code text'),
    keep: (row, kept) => kept.counties.has(row.countyCode),
    row: (row) => ({
      county_code: row.countyCode,
      state: row.stateName,
      county: row.county,
      ma_region_code: row.maRegionCode,
      pdp_region_code: row.pdpRegionCode,
    }),
    dedupe: ['county_code'],
  }),
];

/** Every table of a release, the plans first. */
const PARTD_TABLES = ['partd_plans', ...TABLE_STEPS.map((s) => s.table)];

function filesByKind(files: readonly PartDFileRef[]): Map<PartDFileKind, PartDFileRef[]> {
  const unknown = files.filter((f) => f.kind === null);
  if (unknown.length > 0)
    throw importFailed(
      `Not one of CMS's Part D tables (its header matches none): ${unknown.map((f) => f.name).join(', ')}.`,
    );
  const byKind = new Map<PartDFileKind, PartDFileRef[]>();
  for (const file of files) if (file.kind) byKind.set(file.kind, [...(byKind.get(file.kind) ?? []), file]);
  const missing = REQUIRED_PARTD_KINDS.filter((k) => !byKind.has(k));
  if (missing.length > 0)
    throw importFailed(
      `The release is missing ${missing.map((k) => PARTD_KIND_LABELS[k].toLowerCase()).join(', ')}: nothing was imported.`,
    );
  return byKind;
}

/** 1. Plan information: the plans of the states, with their counties, and the filters they decide. */
async function keptPlans(read: ReadKind, states: ReadonlySet<string>, contractYear: number | null) {
  const plans = new Map<string, PlanGroup>();
  await read(
    'planInformation',
    (row) => row.state !== null && states.has(row.state.toUpperCase()),
    (row) => {
      const planKey = planKeyOf(row);
      const { countyCode, state: _state, ...rest } = row;
      const group = plans.get(planKey) ?? { ...rest, planKey, counties: new Set<string>() };
      if (countyCode) group.counties.add(countyCode);
      plans.set(planKey, group);
    },
  );
  const groups = [...plans.values()];
  const retailZip = [...states].map((s) => STATE_ZIP_PREFIXES[s]);
  return {
    plans,
    formularies: new Set(groups.map((p) => p.formularyId)),
    // Segment 000: the excluded-drugs and indications files name no segment.
    contractPlans: new Set(groups.map(contractPlanKeyOf)),
    counties: new Set(groups.flatMap((p) => [...p.counties])),
    contracts: new Set(groups.map((p) => p.contractId)),
    keepRetailZip: (zip: string) => retailZip.some((re) => re === undefined || re.test(zip)),
    contractYear,
  };
}

async function writePlans(tx: Tx, releaseId: number, plans: Iterable<PlanGroup>): Promise<void> {
  const writer = new BulkWriter(tx, 'partd_plans', PLAN_COLUMNS);
  for (const p of plans)
    await writer.add({
      release_id: releaseId,
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
  await writer.flush();
}

/** 4. The new release replaces the year's current one: old rows deleted, its record kept. */
async function makeCurrent(
  tx: Tx,
  releaseId: number,
  contractYear: number,
  summary: { states: string[]; counts: Partial<Record<PartDFileKind, number>> },
): Promise<void> {
  const old = await queryRows<{ id: number }>(
    tx,
    sql`select id from partd_releases where contract_year = ${contractYear} and id <> ${releaseId}`,
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
      summary = ${JSON.stringify(summary)}::jsonb where id = ${releaseId}`,
  );
}

type Tally = { problems: PartDImportProblem[]; count: number };

function readerOf(
  byKind: Map<PartDFileKind, PartDFileRef[]>,
  tally: Tally,
  progress: (line: string) => void,
): ReadKind {
  return async (kind, keep, each, filters = {}) => {
    let kept = 0;
    for (const file of byKind.get(kind) ?? []) {
      const report: PartDReadReport = newPartDReadReport();
      try {
        for await (const row of readPartDFile(file, { kind, keep, report, ...filters })) await each(row);
      } catch (error) {
        if (error instanceof ImportFileError) throw importFailed(error.message);
        throw error;
      }
      kept += report.kept;
      tally.count += report.problemCount;
      for (const p of report.problems)
        if (tally.problems.length < 200) tally.problems.push({ ...p, file: file.name });
      progress(`${PARTD_KIND_LABELS[kind]}: ${report.rows} rows read, ${report.kept} kept (${file.name})`);
    }
    return kept;
  };
}

type ReleaseInput = {
  kept: Kept;
  read: ReadKind;
  tally: Tally;
  states: ReadonlySet<string>;
  sourceName: string;
  label: string | undefined;
  releaseDate: string | null;
  sample: boolean;
  jobId: number | null;
  progress: (line: string) => void;
};

async function writeRelease(
  db: Db,
  input: ReleaseInput,
  counts: Partial<Record<PartDFileKind, number>>,
): Promise<number> {
  const { kept, read, tally, states, sourceName, label, releaseDate, sample, jobId, progress } = input;
  return db.transaction(async (tx) => {
    const [release] = await queryRows<{ id: number }>(
      tx,
      sql`insert into partd_releases (contract_year, release_label, release_date, source_name, sample, current)
        values (${kept.contractYear ?? 0}, ${label ?? sourceName},
          ${releaseDate}, ${sourceName}, ${sample}, false)
        returning id`,
    );
    const id = Number(release?.id);
    await writePlans(tx, id, kept.plans.values());
    // 3. Every other table, as TABLE_STEPS describes it.
    for (const s of TABLE_STEPS) counts[s.file] = await s.run({ tx, releaseId: id, kept, read, progress });

    if (tally.count > 0)
      throw importFailed(
        `${tally.count} ${tally.count === 1 ? 'problem' : 'problems'} in the files: nothing was imported.`,
        tally.problems,
        tally.count,
      );
    const { contractYear } = kept;
    if (contractYear === null)
      throw importFailed(
        'The contract year is not in the files or their name: give it (--contract-year) and import again.',
      );
    await makeCurrent(tx, id, contractYear, { states: [...states], counts });
    await recordDataSource(tx, {
      kind: 'partd',
      planYear: contractYear,
      sourceName,
      release: { label: label ?? null, date: releaseDate },
      sample,
      rows: kept.plans.size,
      importJobId: jobId,
    });
    return id;
  });
}

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
    const tally: Tally = { problems: [], count: 0 };
    const read = readerOf(filesByKind(source.files), tally, progress);
    const kept = await keptPlans(
      read,
      states,
      options.release?.contractYear ?? source.release?.contractYear ?? null,
    );
    if (tally.count > 0)
      throw importFailed('The plan information file has problems.', tally.problems, tally.count);
    if (kept.plans.size === 0)
      throw importFailed(
        `The plan information file has no plans in ${[...states].join(', ')}: nothing was imported.`,
      );
    const label = options.release?.label ?? source.release?.label;
    const counts: Partial<Record<PartDFileKind, number>> = { planInformation: kept.plans.size };
    const releaseId = await writeRelease(
      db,
      {
        kept,
        read,
        tally,
        states,
        sourceName: source.name,
        label,
        releaseDate: options.release?.releaseDate ?? source.release?.releaseDate ?? null,
        sample: options.sample === true,
        jobId: options.jobId ?? null,
        progress,
      },
      counts,
    );
    // PGlite has no autovacuum: fresh statistics for the planner on the new rows.
    for (const table of PARTD_TABLES) await db.execute(sql`analyze ${sql.raw(table)}`);
    const seconds = (Date.now() - started) / 1000;
    progress(`Imported release ${releaseId} (${kept.contractYear}) in ${seconds.toFixed(1)} s.`);
    return {
      ok: true,
      releaseId,
      contractYear: kept.contractYear as number,
      label: label ?? source.name,
      plans: kept.plans.size,
      counts,
      seconds,
    };
  } catch (error) {
    if (error instanceof ImportFileError && error.code === 'problems')
      return {
        ok: false,
        message: error.message,
        problems: error.found.problems ?? [],
        problemCount: error.found.problemCount ?? 0,
      };
    throw error;
  } finally {
    await source.close();
  }
}

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
