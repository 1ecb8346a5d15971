// CMS's MA Landscape file, column by column (docs/import-cms-landscape.md): each field's header names over
// the years (newest first; older SNP files carry footnote marks, a leading year, 2023's "Overal"), header
// matching, and cell values. Pure.
import { normalizeAmount } from '../../../shared/admin-plan-contracts.ts';
import { MA_BASE_PLAN_TYPES } from '../../../shared/plan-types.ts';

export type Row = Record<string, string>;

/** Our names for the columns we read → CMS's header names, newest first (2026, 2025, earlier). */
export const COLUMNS = {
  contractId: ['Contract ID'],
  planNumber: ['Plan ID'],
  segment: ['Segment ID'],
  stateCode: ['State Territory Abbreviation', 'State Abbreviation'],
  stateName: ['State Territory Name', 'State Name', 'State'],
  county: ['County Name', 'County'],
  carrier: ['Organization Marketing Name', 'Organization Name'],
  planName: ['Plan Name'],
  planType: ['Plan Type', 'Type of Medicare Health Plan'],
  category: ['Contract Category Type'],
  snpIndicator: ['Special Needs Plan (SNP) Indicator'],
  snpType: ['SNP Type', 'Special Needs Plan Type'],
  dsnpIntegration: [
    'D-SNP Integration Status',
    'Dual Eligible SNP (D-SNP) Integration Status',
    'Integration Status',
  ],
  csnpConditions: [
    'C-SNP Condition Type',
    'Chronic or Disabling Condition SNP (C-SNP) Condition Type',
    'C-SNP Condition Types',
  ],
  zeroDollar: [
    'Medicare Zero-Dollar Cost Sharing D-SNP',
    'Medicare Zero-Dollar Cost Sharing D-SNP Plan',
    'Zero-Dollar Cost Sharing D-SNP',
  ],
  sanctioned: ['Sanctioned Plan'],
  partDIndicator: ['Part D Coverage Indicator'],
  partCPremium: ['Part C Premium'],
  partDPremium: ['Part D Total Premium'],
  /** What a person with full Extra Help pays of the Part D premium (since 2024 every level is full). */
  partDPremiumExtraHelp: [
    'Part D Low Income Beneficiary Premium Amount',
    'Part D Premium Obligation with Full Premium Assistance',
  ],
  contractYear: ['Contract Year'],
  consolidatedPremium: [
    'Monthly Consolidated Premium (Part C + D)',
    'Monthly Consolidated Premium (Includes Part C + D)',
  ],
  rxDeductible: ['Annual Part D Deductible Amount', 'Annual Drug Deductible'],
  moopInNetwork: ['In-Network Maximum Out-of-Pocket (MOOP) Amount', 'In-Network MOOP Amount'],
  stars: ['Overall Star Rating'],
  partCStars: ['Part C Summary Star Rating', 'Star Rating Part C'],
  partDStars: ['Part D Summary Star Rating', 'Star Rating Part D'],
} as const;
export type Column = keyof typeof COLUMNS;
export type FoundColumns = Partial<Record<Column, string>>;

/** The condition flag columns of SNP files up to 2024, marked on a C-SNP's rows. */
export const CSNP_FLAG_COLUMNS = [
  'Cardiovascular Disorders',
  'Chronic Heart Failure',
  'Dementia',
  'Diabetes Mellitus',
  'End-stage Renal Disease Requiring Dialysis (any mode of dialysis)',
  'End-stage Liver Disease',
  'HIV/AIDS',
  'Chronic Lung Disorders',
  'Chronic and Disabling Mental Health Conditions',
  'Severe Hematologic Disorders',
  'Chronic Alcohol and Other Drug Dependence',
  'Autoimmune Disorders',
  'Neurologic Disorders',
  'Stroke',
  'Cardiovascular Disorders and Chronic Heart Failure',
  'Cardiovascular Disorders and Diabetes',
  'Chronic Heart Failure and Diabetes',
  'Cardiovascular Disorders, Chronic Heart Failure and Diabetes',
] as const;

/**
 * Ignores case, a BOM, line breaks and space runs, footnote marks ("Part C Premium2"), a leading year ("2024
 * Overall Star Rating") and the 2023 "Overal".
 */
export const landscapeHeaderKey = (header: string): string =>
  header
    .replace(/^\uFEFF/, '')
    .replace(/\*+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:CY ?)?\d{4} /i, '')
    .replace(/ ?\d+$/, '')
    .replace(/^overal star/i, 'overall star')
    .toLowerCase();

export function resolveColumns(headers: readonly string[]) {
  const byKey = new Map<string, string>();
  for (const h of headers) if (!byKey.has(landscapeHeaderKey(h))) byKey.set(landscapeHeaderKey(h), h);
  const found: FoundColumns = {};
  for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const header = names.map((n) => byKey.get(landscapeHeaderKey(n))).find((h) => h !== undefined);
    if (header !== undefined) found[column] = header;
  }
  const csnpFlags = CSNP_FLAG_COLUMNS.flatMap((name) => {
    const header = byKey.get(landscapeHeaderKey(name));
    return header === undefined ? [] : [{ name, header }];
  });
  const get = (row: Row, column: Column) => {
    const header = found[column];
    return header === undefined ? '' : (row[header] ?? '').trim();
  };
  return { found, get, csnpFlags };
}

export const headerOf = (found: FoundColumns, column: Column): string => found[column] ?? COLUMNS[column][0];

export const NOT_APPLICABLE = /^(not applicable|n\/?a|none)$/i;

/**
 * "$9,250.00 " → "9250.00", "($20.80)" → "-20.80"; "Not Applicable", "N/A", blank → null; else returned
 * cleaned for the plan schema to report.
 */
export function landscapeMoney(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || NOT_APPLICABLE.test(trimmed)) return null;
  const cleaned = trimmed.replace(/^\((.*)\)$/, '-$1').replace(/[$,\s]/g, '');
  if (cleaned === '' || cleaned === '-') return null;
  const amount = normalizeAmount(cleaned);
  return amount.ok ? amount.value : cleaned;
}

export type StarState = 'not-enough-data' | 'too-new' | 'not-applicable';

/** "4.5", "4 Stars" → the number; CMS's unrated texts → null with their StarState; blank → null. */
export function landscapeStars(
  text: string,
): { ok: true; value: number | null; state: StarState | null } | { ok: false } {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return { ok: true, value: null, state: null };
  if (NOT_APPLICABLE.test(trimmed)) return { ok: true, value: null, state: 'not-applicable' };
  if (/not enough data/i.test(trimmed)) return { ok: true, value: null, state: 'not-enough-data' };
  if (/too new|not rated|no rating/i.test(trimmed)) return { ok: true, value: null, state: 'too-new' };
  const match = /^(\d+(?:\.\d+)?)(?: ?out of 5)?(?: ?stars?)?$/i.exec(trimmed);
  return match ? { ok: true, value: Number(match[1]), state: null } : { ok: false };
}

const SNP_KINDS: [RegExp, string][] = [
  [/^dual|^d-?snp$/i, 'D-SNP'],
  [/^chronic|^c-?snp$/i, 'C-SNP'],
  [/^institutional|^i-?snp$|institutional/i, 'I-SNP'],
];

/**
 * From CMS's SNP Type ("Dual-Eligible" → D-SNP, "Chronic…" → C-SNP, "Institutional" → I-SNP) or the plan type
 * ("HMO D-SNP"); "SNP" for another; null for an open plan.
 */
export function snpKindOf(planType: string, snpIndicator: string, snpType: string): string | null {
  const inType = /\b([DCI])-?SNP\b/i.exec(planType);
  if (inType) return `${inType[1]?.toUpperCase()}-SNP`;
  const type = snpType.trim();
  const hasType = type !== '' && !NOT_APPLICABLE.test(type) && !/^no$/i.test(type);
  if (!/^y(es)?$/i.test(snpIndicator.trim()) && !(snpIndicator.trim() === '' && hasType)) return null;
  return SNP_KINDS.find(([pattern]) => pattern.test(type))?.[1] ?? 'SNP';
}

/** The plan types we give plans that the finder does not compare with Medicare Advantage plans. */
export const PDP_PLAN_TYPE = 'PDP';

/**
 * CMS's plan type → ours (HMO, HMO-POS, PPO, PFFS, MSA, Cost, with " D-SNP"/" C-SNP"/" I-SNP"); PDP, PACE and
 * MMP are kept but never ranked (engine/eligibility.ts). Null for an unknown type.
 */
export function mapPlanType(planType: string, snpIndicator = '', snpType = ''): string | null {
  if (/prescription drug plan|^pdp$/i.test(planType.trim())) return PDP_PLAN_TYPE;
  if (/pace/i.test(planType)) return 'PACE';
  if (/medicare-medicaid/i.test(planType)) return 'MMP';
  const base =
    MA_BASE_PLAN_TYPES[
      planType
        .replace(/\b[DCI]-?SNP\b/i, '')
        .replace(/[^A-Za-z0-9]/g, '')
        .toUpperCase()
    ];
  if (!base) return null;
  const snp = snpKindOf(planType, snpIndicator, snpType);
  return snp ? `${base} ${snp}` : base;
}

export type ContractCategory = 'MA' | 'MA-PD' | 'SNP' | 'PDP';

/**
 * CMS's Contract Category Type; without the column (up to 2024): PDP for an S contract, SNP, MA-PD with
 * drugs, else MA. `invalid` for a value CMS has not used.
 */
export function contractCategoryOf(
  text: string,
  derived: { contractId: string; snp: boolean; hasRxCoverage: boolean; pdp: boolean },
): ContractCategory | 'invalid' {
  const letters = text.replace(/[^A-Za-z]/g, '').toUpperCase();
  if (letters === 'MA') return 'MA';
  if (letters === 'MAPD') return 'MA-PD';
  if (letters === 'SNP') return 'SNP';
  if (letters === 'PDP') return 'PDP';
  if (letters !== '' && !NOT_APPLICABLE.test(text.trim())) return 'invalid';
  if (derived.pdp || /^S/i.test(derived.contractId)) return 'PDP';
  if (derived.snp) return 'SNP';
  return derived.hasRxCoverage ? 'MA-PD' : 'MA';
}

/**
 * "FIDE", "HIDE", "CO", also as spelled out from 2027 ("Coordination Only (CO)"); "Not Applicable" and blank
 * → null; another text kept as written, never guessed.
 */
export function dsnpIntegrationStatus(text: string): string | null {
  const tidy = text.replace(/\s+/g, ' ').trim();
  if (tidy === '' || NOT_APPLICABLE.test(tidy)) return null;
  const code = /\b(FIDE|HIDE|CO)\b/.exec(tidy)?.[1];
  if (code) return code;
  if (/^coordination[- ]only/i.test(tidy)) return 'CO';
  if (/^fully integrated/i.test(tidy)) return 'FIDE';
  if (/^highly integrated/i.test(tidy)) return 'HIDE';
  return tidy;
}

/** "; "-joined conditions from the condition-type cell or the older files' flag columns. */
export function csnpConditionTypes(text: string, flagged: readonly string[] = []): string | null {
  const tidy = text.replace(/\s+/g, ' ').trim();
  if (tidy !== '' && !NOT_APPLICABLE.test(tidy)) {
    // A comma in a condition's name ("…Heart Failure and Diabetes") is kept when the cell uses semicolons.
    const parts = tidy.includes(';') ? tidy.split(';') : tidy.split(',');
    return parts
      .map((p) => p.trim())
      .filter((p) => p !== '')
      .join('; ');
  }
  return flagged.length > 0 ? flagged.join('; ') : null;
}

/** A condition flag cell of an older SNP file is marked when it holds anything but No / N/A. */
export const isFlagMarked = (text: string): boolean => {
  const t = text.trim();
  return t !== '' && !NOT_APPLICABLE.test(t) && !/^(no?|0|false)$/i.test(t);
};

export const yesNo = (text: string): boolean | undefined =>
  /^y(es)?$/i.test(text.trim()) ? true : /^no?$/i.test(text.trim()) ? false : undefined;
