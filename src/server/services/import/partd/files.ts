// CMS's Part D formulary, pharmacy network and pricing files (PPUF/SPUF; cms-data-formats.md): the nine
// pipe-delimited tables, their headers and typed rows. A file's kind is told by its header's required columns
// (any case or order; extras ignored). Codes keep their leading zeros; messages never quote a value.
import { planIdOf } from '../../../../shared/plan-id.ts';
import { headerColumns, shownNames } from '../header-columns.ts';
import { ImportFileError } from '../import-file-error.ts';

export const PARTD_FILE_KINDS = [
  'planInformation',
  'geographicLocator',
  'basicFormulary',
  'excludedDrugs',
  'indicationCoverage',
  'beneficiaryCost',
  'insulinCost',
  'pricing',
  'pharmacyNetwork',
] as const;
export type PartDFileKind = (typeof PARTD_FILE_KINDS)[number];

export const PARTD_KIND_LABELS: Record<PartDFileKind, string> = {
  planInformation: 'Plan information',
  geographicLocator: 'Geographic locator',
  basicFormulary: 'Basic drugs formulary',
  excludedDrugs: 'Excluded drugs formulary',
  indicationCoverage: 'Indication-based coverage formulary',
  beneficiaryCost: 'Beneficiary cost',
  insulinCost: 'Insulin beneficiary cost',
  pricing: 'Pricing',
  pharmacyNetwork: 'Pharmacy networks',
};

const PHARMACY_SUFFIXES = [
  ['pref', 'PREF'],
  ['nonpref', 'NONPREF'],
  ['mailPref', 'MAIL_PREF'],
  ['mailNonpref', 'MAIL_NONPREF'],
] as const;
export type PartDPharmacyColumn = (typeof PHARMACY_SUFFIXES)[number][0];

const PLAN = 'CONTRACT_ID|PLAN_ID|SEGMENT_ID';
const COST_SHARES = PHARMACY_SUFFIXES.map(
  ([, s]) => `COST_TYPE_${s}|COST_AMT_${s}|COST_MIN_AMT_${s}|COST_MAX_AMT_${s}`,
);

/** The required columns of each kind; others (COIN_AMT_*_INSLN, FLOOR_PRICE, fees) are read when present. */
const HEADERS: Record<PartDFileKind, string> = {
  planInformation: `${PLAN}|CONTRACT_NAME|PLAN_NAME|FORMULARY_ID|PREMIUM|DEDUCTIBLE|MA_REGION_CODE|PDP_REGION_CODE|STATE|COUNTY_CODE|SNP|PLAN_SUPPRESSED_YN`,
  geographicLocator: 'COUNTY_CODE|STATENAME|COUNTY|MA_REGION_CODE|MA_REGION|PDP_REGION_CODE|PDP_REGION',
  basicFormulary:
    'FORMULARY_ID|FORMULARY_VERSION|CONTRACT_YEAR|RXCUI|NDC|TIER_LEVEL_VALUE|QUANTITY_LIMIT_YN|QUANTITY_LIMIT_AMOUNT|QUANTITY_LIMIT_DAYS|PRIOR_AUTHORIZATION_YN|STEP_THERAPY_YN',
  excludedDrugs:
    'CONTRACT_ID|PLAN_ID|RXCUI|TIER|QUANTITY_LIMIT_YN|QUANTITY_LIMIT_AMOUNT|QUANTITY_LIMIT_DAYS|PRIOR_AUTH_YN|STEP_THERAPY_YN|CAPPED_BENEFIT_YN',
  indicationCoverage: 'CONTRACT_ID|PLAN_ID|RXCUI|DISEASE',
  beneficiaryCost: `${PLAN}|COVERAGE_LEVEL|TIER|DAYS_SUPPLY|${COST_SHARES.join('|')}|TIER_SPECIALTY_YN|DED_APPLIES_YN`,
  insulinCost: `${PLAN}|TIER|DAYS_SUPPLY|${PHARMACY_SUFFIXES.map(([, s]) => `COPAY_AMT_${s}_INSLN`).join('|')}`,
  pricing: `${PLAN}|NDC|DAYS_SUPPLY|UNIT_COST`,
  pharmacyNetwork: `${PLAN}|PHARMACY_NUMBER|PHARMACY_ZIPCODE|PREFERRED_STATUS_RETAIL|PREFERRED_STATUS_MAIL|PHARMACY_RETAIL|PHARMACY_MAIL|IN_AREA_FLAG`,
};
const REQUIRED_COLUMNS = Object.fromEntries(
  PARTD_FILE_KINDS.map((kind) => [kind, HEADERS[kind].split('|')]),
) as Record<PartDFileKind, string[]>;

/** ClearPlan's plan ID as the Landscape import names it: "H3706-001", plus `-segment` when not 0. */
export const partDPlanKey = planIdOf;

/** DAYS_SUPPLY codes of the cost files: 1 = 30 days, 2 = 90, 3 = other (null), 4 = 60. */
export type PartDDaysSupplyCode = 1 | 2 | 3 | 4;
export const PARTD_DAYS_SUPPLY_BY_CODE = { 1: 30, 2: 90, 3: null, 4: 60 } as const;

/** COST_TYPE 1 copay (dollars), 2 coinsurance (rate 0–1); 0 or blank: none. */
export type PartDFileCostShare =
  | { kind: 'copay'; amount: number }
  | { kind: 'coinsurance'; rate: number; min: number | null; max: number | null }
  | null;

/** Dollars per fill by days supply; null when the file has no such column or leaves it blank. */
export type PartDDispensingFees = { 30: number | null; 60: number | null; 90: number | null };

export type PartDProblem = { line: number; field: string | null; message: string };

export type PartDHeader<K extends PartDFileKind = PartDFileKind> = {
  kind: K;
  columnCount: number;
  columns: ReadonlyMap<string, number>;
};

const partDColumns = (line: string) => headerColumns(line, '|', (name) => name.toUpperCase());

export function missingPartDColumns(headerLine: string, kind: PartDFileKind): string[] {
  const columns = partDColumns(headerLine);
  return REQUIRED_COLUMNS[kind].filter((name) => !columns.has(name));
}

/** If a header holds two kinds' columns, the one with more required columns wins. */
export function identifyPartDFile(headerLine: string): PartDFileKind | null {
  const columns = partDColumns(headerLine);
  let found: PartDFileKind | null = null;
  for (const kind of PARTD_FILE_KINDS) {
    const required = REQUIRED_COLUMNS[kind];
    if (!required.every((name) => columns.has(name))) continue;
    if (found === null || required.length > REQUIRED_COLUMNS[found].length) found = kind;
  }
  return found;
}

/** Throws ImportFileError naming the missing columns when the header is not one of `kind`. */
export function readPartDHeader<K extends PartDFileKind>(
  headerLine: string,
  kind: K,
  fileName = 'This',
): PartDHeader<K> {
  const missing = missingPartDColumns(headerLine, kind);
  if (missing.length > 0) {
    throw new ImportFileError(
      'header',
      `${fileName} is not a ${PARTD_KIND_LABELS[kind].toLowerCase()} file: its header lacks ${shownNames(missing, 5)}.`,
      { file: fileName, row: 1 },
    );
  }
  return { kind, columnCount: headerLine.split('|').length, columns: partDColumns(headerLine) };
}
