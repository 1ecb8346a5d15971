// Reads a Part D table (files.ts) as typed rows, fields by column name. A bad line is left out and reported
// by line and field, never by value. Rates above 1 and up to 100 are percents; DAYS_SUPPLY 1-4 = 30, 90,
// other, 60.

import { CONTRACT_ID } from '../../../../shared/plan-id.ts';
import { ImportFileError } from '../import-file-error.ts';
import {
  PARTD_DAYS_SUPPLY_BY_CODE,
  PARTD_KIND_LABELS,
  type PartDDaysSupplyCode,
  type PartDDispensingFees,
  type PartDFileCostShare,
  type PartDFileKind,
  type PartDHeader,
  type PartDPharmacyColumn,
  type PartDProblem,
  readPartDHeader,
} from './files.ts';
import type { PartDFileRef } from './source.ts';

const NUMBER = /^(\d+(\.\d*)?|\.\d+)$/;
const UP_TO = { 5: /^\d{1,5}$/, 11: /^\d{1,11}$/ };
const NDC_WITH_HYPHENS = /^(\d{1,5})-(\d{1,4})-(\d{1,2})$/;

class Cells {
  readonly problems: PartDProblem[] = [];

  constructor(
    private readonly cells: string[],
    private readonly header: PartDHeader,
    private readonly line: number,
  ) {}

  raw(name: string): string {
    const at = this.header.columns.get(name);
    return at === undefined ? '' : (this.cells[at] ?? '').trim();
  }

  problem(field: string, expected: string): void {
    this.problems.push({
      line: this.line,
      field,
      message: `Line ${this.line}, ${field}: expected ${expected}`,
    });
  }

  optionalText(name: string): string | null {
    return this.raw(name) || null;
  }

  /** The cell as `clean` makes it, reported unless it matches `pattern`. */
  matching(name: string, pattern: RegExp, expected: string, clean = (value: string) => value): string {
    const value = clean(this.raw(name));
    if (!pattern.test(value)) this.problem(name, expected);
    return value;
  }

  contractId(): string {
    return this.matching('CONTRACT_ID', CONTRACT_ID, 'H, R, S or E and four digits', (v) => v.toUpperCase());
  }

  threeDigits(name: 'PLAN_ID' | 'SEGMENT_ID'): string {
    const blank = name === 'SEGMENT_ID' ? '0' : '';
    return this.matching(name, /^\d{1,3}$/, 'up to three digits', (v) => v || blank).padStart(3, '0');
  }

  digits(name: string, width: 5 | 11, expected: string): string {
    return this.matching(name, UP_TO[width], expected).padStart(width, '0');
  }

  countyCode(): string {
    return this.digits('COUNTY_CODE', 5, 'a county code of up to five digits');
  }

  state(): string | null {
    const value = this.raw('STATE').toUpperCase();
    if (value !== '' && !/^[A-Z]{2}$/.test(value)) this.problem('STATE', 'a two-letter state code');
    return value || null;
  }

  formularyId(): string {
    return this.matching('FORMULARY_ID', /^\d{1,8}$/, 'up to eight digits');
  }

  rxcui(): string {
    return this.matching('RXCUI', /^[1-9]\d{0,9}$/, 'an RxCUI (digits)', (v) => v.replace(/^0+(?=\d)/, ''));
  }

  /** 11 digits; a shorter all-digit NDC is padded, a hyphenated one padded part by part (5-4-2). */
  ndc(): string | null {
    const value = this.raw('NDC');
    if (value === '') return null;
    const parts = NDC_WITH_HYPHENS.exec(value);
    if (parts)
      return `${parts[1]?.padStart(5, '0')}${parts[2]?.padStart(4, '0')}${parts[3]?.padStart(2, '0')}`;
    return this.digits('NDC', 11, 'an NDC of up to 11 digits');
  }

  requiredNdc(): string {
    const ndc = this.ndc();
    if (ndc === null) this.problem('NDC', 'an NDC of up to 11 digits');
    return ndc ?? '';
  }

  flag(name: string): boolean {
    const value = this.raw(name).toUpperCase();
    if (value === 'Y' || value === '1') return true;
    if (value !== 'N' && value !== '0' && value !== '') this.problem(name, 'Y or N');
    return false;
  }

  amount(name: string): number | null {
    const value = this.raw(name).replace(/[$,\s]/g, '');
    if (value === '') return null;
    if (!NUMBER.test(value)) {
      this.problem(name, 'an amount (a number of 0 or more)');
      return null;
    }
    return Number(value);
  }

  requiredAmount(name: string): number {
    const value = this.amount(name);
    if (value === null && this.raw(name) === '') this.problem(name, 'an amount (a number of 0 or more)');
    return value ?? 0;
  }

  /** A rate 0–1; a value above 1 and at most 100 is a percent. */
  rate(name: string): number | null {
    const value = this.amount(name);
    if (value === null || value <= 1) return value;
    if (value <= 100) return value / 100;
    this.problem(name, 'a rate from 0 to 1 (or a percent up to 100)');
    return null;
  }

  optionalWhole(name: string, min: number, max: number): number | null {
    const value = this.raw(name);
    if (value === '') return null;
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
      this.problem(name, `a whole number from ${min} to ${max}`);
      return null;
    }
    return n;
  }

  whole(name: string, min: number, max: number): number {
    const value = this.optionalWhole(name, min, max);
    if (value === null && this.raw(name) === '') this.problem(name, `a whole number from ${min} to ${max}`);
    return value ?? min;
  }

  /** COST_TYPE_<s> 0 or blank: none; 1: copay of COST_AMT dollars; 2: coinsurance at rate COST_AMT, with its minimum and maximum (0 or blank: none). */
  costShare(suffix: string): PartDFileCostShare {
    const type = this.optionalWhole(`COST_TYPE_${suffix}`, 0, 2) ?? 0;
    if (type === 0) return null;
    const amountColumn = `COST_AMT_${suffix}`;
    if (type === 1) return { kind: 'copay', amount: this.requiredAmount(amountColumn) };
    const rate = this.rate(amountColumn);
    if (rate === null && this.raw(amountColumn) === '') this.problem(amountColumn, 'a coinsurance rate');
    return {
      kind: 'coinsurance',
      rate: rate ?? 0,
      min: this.amount(`COST_MIN_AMT_${suffix}`) || null,
      max: this.amount(`COST_MAX_AMT_${suffix}`) || null,
    };
  }

  fees(type: 'BRAND' | 'GENERIC'): PartDDispensingFees {
    return {
      30: this.amount(`${type}_DISPENSING_FEE_30`),
      60: this.amount(`${type}_DISPENSING_FEE_60`),
      90: this.amount(`${type}_DISPENSING_FEE_90`),
    };
  }
}

const bySuffix = <T>(read: (suffix: string) => T): Record<PartDPharmacyColumn, T> => ({
  pref: read('PREF'),
  nonpref: read('NONPREF'),
  mailPref: read('MAIL_PREF'),
  mailNonpref: read('MAIL_NONPREF'),
});

const TIER = (c: Cells, name: string) => c.whole(name, 1, 7);

const daysSupply = (c: Cells) => {
  const daysSupplyCode = c.whole('DAYS_SUPPLY', 1, 4) as PartDDaysSupplyCode;
  return { daysSupplyCode, daysSupply: PARTD_DAYS_SUPPLY_BY_CODE[daysSupplyCode] };
};

/** The plan a row names, its segment blank for 0. */
const segmentPlan = (c: Cells) => ({
  contractId: c.contractId(),
  planId: c.threeDigits('PLAN_ID'),
  segmentId: c.threeDigits('SEGMENT_ID'),
});

/** The utilization limits of a formulary row; the prior authorization column's name differs by file. */
const limits = (c: Cells, priorAuthorization: string) => ({
  quantityLimit: c.flag('QUANTITY_LIMIT_YN'),
  quantityLimitAmount: c.amount('QUANTITY_LIMIT_AMOUNT'),
  quantityLimitDays: c.optionalWhole('QUANTITY_LIMIT_DAYS', 0, 9999),
  priorAuthorization: c.flag(priorAuthorization),
  stepTherapy: c.flag('STEP_THERAPY_YN'),
});

const ROW_READERS = {
  planInformation: (c: Cells) => ({
    ...segmentPlan(c),
    contractName: c.raw('CONTRACT_NAME'),
    planName: c.raw('PLAN_NAME'),
    formularyId: c.formularyId(),
    premium: c.amount('PREMIUM'),
    deductible: c.amount('DEDUCTIBLE'),
    maRegionCode: c.optionalText('MA_REGION_CODE'),
    pdpRegionCode: c.optionalText('PDP_REGION_CODE'),
    state: c.state(),
    countyCode: c.raw('COUNTY_CODE') === '' ? null : c.countyCode(),
    // CMS's SNP code as a number (0: not a special needs plan).
    snp: c.optionalWhole('SNP', 0, 99),
    suppressed: c.flag('PLAN_SUPPRESSED_YN'),
  }),
  geographicLocator: (c: Cells) => ({
    countyCode: c.countyCode(),
    stateName: c.raw('STATENAME'),
    county: c.raw('COUNTY'),
    maRegionCode: c.optionalText('MA_REGION_CODE'),
    maRegion: c.optionalText('MA_REGION'),
    pdpRegionCode: c.optionalText('PDP_REGION_CODE'),
    pdpRegion: c.optionalText('PDP_REGION'),
  }),
  basicFormulary: (c: Cells) => ({
    formularyId: c.formularyId(),
    formularyVersion: c.whole('FORMULARY_VERSION', 0, 99999),
    contractYear: c.whole('CONTRACT_YEAR', 2000, 2100),
    rxcui: c.rxcui(),
    ndc: c.ndc(),
    tier: TIER(c, 'TIER_LEVEL_VALUE'),
    ...limits(c, 'PRIOR_AUTHORIZATION_YN'),
  }),
  excludedDrugs: (c: Cells) => ({
    contractId: c.contractId(),
    planId: c.threeDigits('PLAN_ID'),
    rxcui: c.rxcui(),
    tier: TIER(c, 'TIER'),
    ...limits(c, 'PRIOR_AUTH_YN'),
    cappedBenefit: c.flag('CAPPED_BENEFIT_YN'),
  }),
  indicationCoverage: (c: Cells) => {
    const disease = c.raw('DISEASE');
    if (disease === '') c.problem('DISEASE', 'the name of a disease');
    return { contractId: c.contractId(), planId: c.threeDigits('PLAN_ID'), rxcui: c.rxcui(), disease };
  },
  beneficiaryCost: (c: Cells) => {
    const plan = segmentPlan(c);
    // 0 before the deductible, 1 initial coverage, 2 the coverage gap (before 2025, read to be skipped), 3 catastrophic.
    const coverageLevel = c.whole('COVERAGE_LEVEL', 0, 3) as 0 | 1 | 2 | 3;
    const tier = TIER(c, 'TIER');
    return {
      ...plan,
      coverageLevel,
      gapPhase: coverageLevel === 2,
      tier,
      ...daysSupply(c),
      ...bySuffix((s) => c.costShare(s)),
      specialtyTier: c.flag('TIER_SPECIALTY_YN'),
      deductibleApplies: c.flag('DED_APPLIES_YN'),
    };
  },
  insulinCost: (c: Cells) => {
    const plan = segmentPlan(c);
    // null for a defined-standard plan, whose insulin cost is not by tier.
    const tier = c.optionalWhole('TIER', 1, 7);
    return {
      ...plan,
      tier,
      ...daysSupply(c),
      copay: bySuffix((s) => c.amount(`COPAY_AMT_${s}_INSLN`)),
      // Rates 0–1 from the COIN_AMT_*_INSLN columns of later years.
      coinsurance: bySuffix((s) => c.rate(`COIN_AMT_${s}_INSLN`)),
    };
  },
  pricing: (c: Cells) => ({
    ...segmentPlan(c),
    ndc: c.requiredNdc(),
    daysSupply: c.whole('DAYS_SUPPLY', 1, 365), // days, not a code
    unitCost: c.requiredAmount('UNIT_COST'),
  }),
  pharmacyNetwork: (c: Cells) => ({
    ...segmentPlan(c),
    pharmacyNpi: c.matching('PHARMACY_NUMBER', /^\d{10}$/, 'a 10-digit NPI'),
    zip: c
      .matching('PHARMACY_ZIPCODE', /^(\d{5}|\d{9})$/, 'a 5- or 9-digit ZIP code', (v) => v.replace('-', ''))
      .slice(0, 5),
    preferredRetail: c.flag('PREFERRED_STATUS_RETAIL'),
    preferredMail: c.flag('PREFERRED_STATUS_MAIL'),
    retail: c.flag('PHARMACY_RETAIL'),
    mail: c.flag('PHARMACY_MAIL'),
    inArea: c.flag('IN_AREA_FLAG'),
    floorPrice: c.amount('FLOOR_PRICE'),
    fees: { brand: c.fees('BRAND'), generic: c.fees('GENERIC') },
  }),
} satisfies Record<PartDFileKind, (c: Cells) => unknown>;

export type PartDRowByKind = { [K in PartDFileKind]: ReturnType<(typeof ROW_READERS)[K]> };

export function parsePartDLine<K extends PartDFileKind>(
  header: PartDHeader<K>,
  line: string,
  lineNumber: number,
): { row: PartDRowByKind[K] } | { problems: PartDProblem[] } {
  const cells = line.split('|');
  if (cells.length !== header.columnCount) {
    const message = `Line ${lineNumber} has ${cells.length} values; the header has ${header.columnCount}`;
    return { problems: [{ line: lineNumber, field: null, message }] };
  }
  const reader = new Cells(cells, header, lineNumber);
  const row = (ROW_READERS[header.kind] as (c: Cells) => PartDRowByKind[K])(reader);
  return reader.problems.length > 0 ? { problems: reader.problems } : { row };
}

export const PARTD_MAX_PROBLEMS = 200;

export type PartDReadReport = {
  lines: number;
  rows: number;
  kept: number;
  rejected: number;
  problems: PartDProblem[];
  problemCount: number;
};

export function newPartDReadReport(): PartDReadReport {
  return { lines: 0, rows: 0, kept: 0, rejected: 0, problems: [], problemCount: 0 };
}

export type PartDReadOptions<K extends PartDFileKind> = {
  kind: K;
  keep?: (row: PartDRowByKind[K]) => boolean;
  /** Filled as rows are read: `for await` drops the generator's return value. */
  report?: PartDReadReport;
  /**
   * Decides from a line's raw cells, before parsing, whether it can be wanted: other states' lines of a
   * national file are passed over unchecked.
   */
  prefilter?: (raw: (column: string) => string) => boolean;
  /** Cheapest check, on the file's first column: a line whose first cell is not in `values` is skipped. */
  firstCellIn?: { column: string; values: ReadonlySet<string> };
};

/**
 * Yields the rows `keep` accepts and returns the report. Throws ImportFileError before any row for an empty
 * file or a header without the kind's columns.
 */
export async function* readPartDFile<K extends PartDFileKind>(
  file: Pick<PartDFileRef, 'name' | 'lines'>,
  options: PartDReadOptions<K>,
): AsyncGenerator<PartDRowByKind[K], PartDReadReport, undefined> {
  const report = options.report ?? newPartDReadReport();
  let header: PartDHeader<K> | null = null;
  let firstCell: ReadonlySet<string> | null = null;
  for await (const line of file.lines()) {
    report.lines++;
    if (header === null) {
      header = readPartDHeader(line, options.kind, file.name);
      const first = options.firstCellIn;
      firstCell = first && header.columns.get(first.column) === 0 ? first.values : null;
      continue;
    }
    if (firstCell !== null) {
      const bar = line.indexOf('|');
      if (bar > 0 && !firstCell.has(line.slice(0, bar).trim())) {
        report.rows++;
        continue;
      }
    }
    if (line.trim() === '') continue;
    if (options.prefilter) {
      const cells = line.split('|');
      const columns = header.columns;
      const raw = (column: string) => (cells[columns.get(column) ?? -1] ?? '').trim();
      if (cells.length === header.columnCount && !options.prefilter(raw)) {
        report.rows++;
        continue;
      }
    }
    const parsed = parsePartDLine(header, line, report.lines);
    if ('row' in parsed) {
      report.rows++;
      if (options.keep && !options.keep(parsed.row)) continue;
      report.kept++;
      yield parsed.row;
      continue;
    }
    report.rejected++;
    report.problemCount += parsed.problems.length;
    for (const problem of parsed.problems)
      if (report.problems.length < PARTD_MAX_PROBLEMS) report.problems.push(problem);
  }
  if (header === null)
    throw new ImportFileError(
      'header',
      `${file.name} is empty: a ${PARTD_KIND_LABELS[options.kind].toLowerCase()} file starts with its header line.`,
      { file: file.name },
    );
  return report;
}
