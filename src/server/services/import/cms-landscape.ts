/**
 * CMS's Medicare Advantage Landscape file → plan create inputs (issue 7 "CMS Landscape import";
 * the mapping, with its reasons, is docs/import-cms-landscape.md). The file has one row per plan
 * per county; this keeps the rows of one state, groups them by plan and validates each plan with
 * the plan API's own create schema. Pure apart from reading our list of Oklahoma counties once.
 *
 * Each plan holds only the fields the file knows (no defaults filled in), so an upsert can update
 * exactly those and keep what admins added (copays, benefits, notes …).
 */
import {
  type AdminPlanCreateInput,
  adminPlanCreateSchema,
  normalizeAmount,
} from '../../../shared/admin-plan-contracts.ts';
import { FORMULA_START, IMPORT_MESSAGES, type ImportRowError } from '../../../shared/import-contracts.ts';
import { MA_BASE_PLAN_TYPES } from '../../../shared/plan-types.ts';
import { loadCounties } from '../../db/seed/reference-data.ts';
import { titleCase } from '../nppes-import.ts';

type FieldError = { field: string; message: string };
type Row = Record<string, string>;

/** Our names for the columns we read → CMS's header names, newest first (2026, 2025, earlier). */
const COLUMNS = {
  contractId: ['Contract ID'],
  planNumber: ['Plan ID'],
  segment: ['Segment ID'],
  stateCode: ['State Territory Abbreviation'],
  stateName: ['State Territory Name', 'State'],
  county: ['County Name', 'County'],
  carrier: ['Organization Marketing Name', 'Organization Name'],
  planName: ['Plan Name'],
  planType: ['Plan Type', 'Type of Medicare Health Plan'],
  category: ['Contract Category Type'],
  snpIndicator: ['Special Needs Plan (SNP) Indicator'],
  snpType: ['SNP Type', 'Special Needs Plan Type'],
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
} as const;
type Column = keyof typeof COLUMNS;
/** CMS's header names of the plan type, whose spelling an import keeps (import-kinds.ts). */
export const LANDSCAPE_PLAN_TYPE_HEADERS: readonly string[] = COLUMNS.planType;
const COUNTY_REQUIRED = (found: Partial<Record<Column, string>>): FieldError => ({
  field: found.county ?? COLUMNS.county[0],
  message: 'County is required',
});
const REQUIRED: Column[] = ['contractId', 'planNumber', 'county', 'carrier', 'planName', 'planType'];

/** Header matching ignores case, a byte order mark and runs of spaces ("Plan ID " = "plan id"). */
const headerKey = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Finds each column's header in the file; `get` reads a trimmed cell ("" when absent). */
function resolveColumns(headers: string[]) {
  const byKey = new Map(headers.map((h) => [headerKey(h), h]));
  const found = {} as Partial<Record<Column, string>>;
  for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const header = names.map((n) => byKey.get(headerKey(n))).find((h) => h !== undefined);
    if (header !== undefined) found[column] = header;
  }
  const get = (row: Row, column: Column) => {
    const header = found[column];
    return header === undefined ? '' : (row[header] ?? '').trim();
  };
  return { found, get };
}

const STATES = Object.fromEntries(
  (
    'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|' +
    'DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|' +
    'KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|' +
    'MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|' +
    'NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|' +
    'PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|' +
    'VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming|PR Puerto Rico|' +
    'GU Guam|VI Virgin Islands|AS American Samoa|MP Northern Mariana Islands'
  )
    .split('|')
    .map((pair) => [pair.slice(0, 2), pair.slice(3)]),
) as Record<string, string>;

/** "Oklahoma" for "OK": the region our catalogue gives every plan of the state. */
export const stateName = (code: string): string => STATES[code.trim().toUpperCase()] ?? code.trim();

const NOT_APPLICABLE = /^(not applicable|n\/?a|none)$/i;

/**
 * A Landscape amount as our money string: "$9,250.00 " → "9250.00", "($20.80)" → "-20.80";
 * "Not Applicable", "N/A" and blanks → null. Anything else is returned cleaned but unconverted,
 * for the plan schema to report.
 */
export function landscapeMoney(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || NOT_APPLICABLE.test(trimmed)) return null;
  const cleaned = trimmed.replace(/^\((.*)\)$/, '-$1').replace(/[$,\s]/g, '');
  if (cleaned === '' || cleaned === '-') return null;
  const amount = normalizeAmount(cleaned);
  return amount.ok ? amount.value : cleaned;
}

/**
 * "4.5", "4.5 out of 5 stars", "4 Stars" → the number; CMS's texts for an unrated plan ("Not
 * enough data available", "Plan too new to be measured", "Not Applicable") and blanks → null.
 * The plan schema then checks 1–5 in steps of 0.1.
 */
export function landscapeStars(text: string): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || NOT_APPLICABLE.test(trimmed)) return { ok: true, value: null };
  if (/not enough data|too new|not rated|no rating/i.test(trimmed)) return { ok: true, value: null };
  const match = /^(\d+(?:\.\d+)?)(?: ?out of 5)?(?: ?stars?)?$/i.exec(trimmed);
  return match ? { ok: true, value: Number(match[1]) } : { ok: false };
}

const SNP_KINDS: [RegExp, string][] = [
  [/^dual/i, 'D-SNP'],
  [/^chronic/i, 'C-SNP'],
  [/^institutional/i, 'I-SNP'],
];

/**
 * CMS's plan type → ours: HMO, HMO-POS, PPO (local and regional alike), PFFS, MSA or Cost, with
 * " D-SNP", " C-SNP" or " I-SNP" for special needs plans (from the type itself, or else the SNP
 * columns). Null for a type we do not know.
 */
export function mapPlanType(planType: string, snpIndicator = '', snpType = ''): string | null {
  const snpInType = /\b([DCI])-?SNP\b/i.exec(planType);
  const base =
    MA_BASE_PLAN_TYPES[
      planType
        .replace(/\b[DCI]-?SNP\b/i, '')
        .replace(/[^A-Za-z0-9]/g, '')
        .toUpperCase()
    ];
  if (!base) return null;
  let snp = snpInType ? `${snpInType[1]?.toUpperCase()}-SNP` : null;
  if (!snp && /^y(es)?$/i.test(snpIndicator.trim())) {
    snp = SNP_KINDS.find(([pattern]) => pattern.test(snpType.trim()))?.[1] ?? 'SNP';
  }
  return snp ? `${base} ${snp}` : base;
}

/**
 * Rows that are not Medicare Advantage plans a person picks in the finder: stand-alone drug
 * plans (PDP, S contracts), PACE and Medicare-Medicaid Plans. They are skipped, not errors.
 */
function isOutOfScope(category: string, contractId: string, planType: string): boolean {
  return (
    /^pdp$/i.test(category) ||
    /^S\d/i.test(contractId) ||
    /prescription drug plan|^pdp$|pace|medicare-medicaid/i.test(planType)
  );
}

/** "H1234" + "1" + "000" → "H1234-001"; a segment other than 0 is appended as Medicare.gov does ("-1"). */
export function landscapePlanId(
  contractId: string,
  planNumber: string,
  segment: string,
): { ok: true; planId: string } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const contract = contractId.trim().toUpperCase();
  if (!/^[A-Z]\d{4}$/.test(contract)) {
    errors.push({
      field: 'Contract ID',
      message: 'Contract ID must be a letter and four digits (e.g. H1234)',
    });
  }
  const plan = planNumber.trim();
  if (!/^\d{1,3}$/.test(plan))
    errors.push({ field: 'Plan ID', message: 'Plan ID must be up to three digits' });
  const seg = segment.trim();
  if (seg !== '' && !/^\d{1,3}$/.test(seg)) {
    errors.push({ field: 'Segment ID', message: 'Segment ID must be up to three digits' });
  }
  if (errors.length > 0) return { ok: false, errors };
  const segmentNumber = seg === '' ? 0 : Number(seg);
  const planId = `${contract}-${plan.padStart(3, '0')}${segmentNumber === 0 ? '' : `-${segmentNumber}`}`;
  return { ok: true, planId };
}

let oklahomaCounties: Map<string, string> | null = null;
/** Our spelling of each Oklahoma county by its letters alone ("leflore" → "Le Flore"). */
function knownCounties(state: string): Map<string, string> | null {
  if (state !== 'OK') return null;
  oklahomaCounties ??= new Map(loadCounties().map((c) => [letters(c.name), c.name]));
  return oklahomaCounties;
}
const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** "OKLAHOMA" → "Oklahoma", "MCCLAIN" → "McClain"; mixed case kept; our spelling when we know it. */
export function countyName(raw: string, state = ''): string {
  const name = titleCase(raw, 'place');
  return knownCounties(state.trim().toUpperCase())?.get(letters(name)) ?? name;
}

const yesNo = (text: string): boolean | undefined =>
  /^y(es)?$/i.test(text) ? true : /^no?$/i.test(text) ? false : undefined;
const cents = (amount: string | null) =>
  amount !== null && /^\d+\.\d{2}$/.test(amount) ? Number(amount.replace('.', '')) : null;

type PlanGroup = { row: number; source: Row; counties: Set<string>; statewide: boolean };

/**
 * A plan's premiums in one county, as the file gives them (plan_premiums): amounts as money
 * strings, null for "Not Applicable". `county` '' = every county the plan serves.
 */
export type LandscapePremium = {
  planId: string;
  county: string;
  contractYear: number | null;
  partCPremium: string | null;
  partDPremium: string | null;
  partDPremiumExtraHelp: string | null;
};

export type LandscapeResult = {
  plans: AdminPlanCreateInput[];
  /** Every county's premiums of the plans in `plans` (empty when the file has no Part D premium columns). */
  premiums: LandscapePremium[];
  rowErrors: ImportRowError[];
  counts: { rowsRead: number; rowsInState: number; plans: number };
};

/**
 * The plans of one state in a Landscape file (issue 7): planId = Contract ID-Plan ID (three
 * digits) plus -Segment ID when not 0; counties gathered from the plan's rows, sorted; the other
 * fields from the plan's first row (CMS repeats them per county; a later row that differs is
 * ignored, see the docs). Rows are numbered as the spreadsheet shows them (header = row 1).
 */
export function landscapeToPlans(rows: Row[], options: { state: string }): LandscapeResult {
  const state = options.state.trim().toUpperCase();
  const counts = { rowsRead: rows.length, rowsInState: 0, plans: 0 };
  const { found, get } = resolveColumns(Object.keys(rows[0] ?? {}));
  const missing = REQUIRED.filter((c) => !found[c]).map((c) => COLUMNS[c][0]);
  if (!found.stateCode && !found.stateName) missing.push(COLUMNS.stateCode[0]);
  if (!found.consolidatedPremium && !found.partCPremium) missing.push(COLUMNS.consolidatedPremium[0]);
  if (missing.length > 0 && rows.length > 0) {
    const errors = missing.map((header) => ({
      field: header,
      message: `The file has no "${header}" column`,
    }));
    return { plans: [], premiums: [], rowErrors: [{ row: 1, errors }], counts };
  }

  const inState = (row: Row) => {
    if (found.stateCode) return get(row, 'stateCode').toUpperCase() === state;
    const value = get(row, 'stateName').toLowerCase();
    return value === state.toLowerCase() || value === stateName(state).toLowerCase();
  };

  const rowErrors: ImportRowError[] = [];
  const groups = new Map<string, PlanGroup>();
  const premiums = new Map<string, LandscapePremium>();
  const keepPremiums = found.partDPremium !== undefined || found.partDPremiumExtraHelp !== undefined;
  rows.forEach((row, index) => {
    if (!inState(row)) return;
    counts.rowsInState += 1;
    if (isOutOfScope(get(row, 'category'), get(row, 'contractId'), get(row, 'planType'))) return;
    const id = landscapePlanId(get(row, 'contractId'), get(row, 'planNumber'), get(row, 'segment'));
    if (!id.ok) {
      rowErrors.push({ row: index + 2, errors: id.errors });
      return;
    }
    let group = groups.get(id.planId);
    if (!group) {
      group = { row: index + 2, source: row, counties: new Set(), statewide: false };
      groups.set(id.planId, group);
    }
    const county = get(row, 'county');
    let premiumCounty: string | null = null;
    if (/^all counties$/i.test(county)) {
      group.statewide = true;
      premiumCounty = '';
    } else if (county !== '') {
      premiumCounty = countyName(county, state);
      group.counties.add(premiumCounty);
    }
    // A blank county must not turn a county plan into a statewide one.
    else rowErrors.push({ row: index + 2, planId: id.planId, errors: [COUNTY_REQUIRED(found)] });
    if (keepPremiums && premiumCounty !== null) {
      const premium = countyPremium(id.planId, premiumCounty, found, (column) => get(row, column));
      if (premium.ok) premiums.set(`${id.planId}|${premiumCounty}`, premium.premium);
      else rowErrors.push({ row: index + 2, planId: id.planId, errors: premium.errors });
    }
  });

  const plans: AdminPlanCreateInput[] = [];
  for (const [planId, group] of groups) {
    const result = toPlan(planId, group, state, found, (column) => get(group.source, column));
    if (result.ok) plans.push(result.plan);
    else rowErrors.push({ row: group.row, planId, errors: result.errors });
  }
  rowErrors.sort((a, b) => a.row - b.row);
  counts.plans = plans.length;
  const kept = new Set(plans.map((p) => String(p.planId)));
  return { plans, premiums: [...premiums.values()].filter((p) => kept.has(p.planId)), rowErrors, counts };
}

const MONEY = /^\d+\.\d{2}$/;

/**
 * One row's premiums (plan_premiums). An amount that is not money (or is negative) is the row's
 * error, named by its column; "Not Applicable" and blanks are null. A county listed twice keeps
 * its last row.
 */
function countyPremium(
  planId: string,
  county: string,
  found: Partial<Record<Column, string>>,
  get: (column: Column) => string,
): { ok: true; premium: LandscapePremium } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const amount = (column: Column): string | null => {
    const value = landscapeMoney(get(column));
    if (value === null || MONEY.test(value)) return value;
    errors.push({
      field: found[column] ?? COLUMNS[column][0],
      message: 'Must be an amount of money such as $12.30, or Not Applicable',
    });
    return null;
  };
  const year = get('contractYear');
  const premium: LandscapePremium = {
    planId,
    county,
    contractYear: /^\d{4}$/.test(year) ? Number(year) : null,
    partCPremium: amount('partCPremium'),
    partDPremium: amount('partDPremium'),
    partDPremiumExtraHelp: amount('partDPremiumExtraHelp'),
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, premium };
}

/** One plan from its first row and its counties, checked with the plan API's create schema. */
function toPlan(
  planId: string,
  group: PlanGroup,
  state: string,
  found: Partial<Record<Column, string>>,
  get: (column: Column) => string,
): { ok: true; plan: AdminPlanCreateInput } | { ok: false; errors: FieldError[] } {
  const header = (column: Column) => found[column] ?? COLUMNS[column][0];
  const errors: FieldError[] = [];

  const planType = mapPlanType(get('planType'), get('snpIndicator'), get('snpType'));
  if (planType === null) {
    errors.push({
      field: header('planType'),
      message: `Plan type "${get('planType')}" is not one we know (HMO, HMO-POS, PPO, PFFS, MSA, Cost)`,
    });
  }

  const partC = landscapeMoney(get('partCPremium'));
  const partD = landscapeMoney(get('partDPremium'));
  const consolidated = landscapeMoney(get('consolidatedPremium'));
  const [c, d] = [cents(partC), cents(partD)];
  const premium = consolidated ?? (c !== null && d !== null ? ((c + d) / 100).toFixed(2) : partC);
  if (premium === null) {
    errors.push({ field: header('consolidatedPremium'), message: 'The file has no premium for this plan' });
  }
  const deductible = landscapeMoney(get('rxDeductible'));
  const hasRxCoverage =
    yesNo(get('partDIndicator')) ??
    (deductible !== null ||
      partD !== null ||
      (consolidated !== null && partC !== null && consolidated !== partC));

  const stars = landscapeStars(get('stars'));
  if (!stars.ok) {
    errors.push({
      field: header('stars'),
      message: 'Star rating must be a number from 1 to 5 or one of CMS\u2019s "not rated" texts',
    });
  }

  const texts: [Column, string][] = [
    ['carrier', get('carrier')],
    ['planName', get('planName')],
    ...[...group.counties].map((county): [Column, string] => ['county', county]),
  ];
  for (const [column, text] of texts) {
    if (FORMULA_START.test(text)) errors.push({ field: header(column), message: IMPORT_MESSAGES.formula });
  }

  const counties = group.statewide ? [] : [...group.counties].sort((a, b) => a.localeCompare(b, 'en'));
  const year = get('contractYear');
  const plan: AdminPlanCreateInput = {
    planId,
    // The file's Contract Year; a file without one takes the import's year (import-kinds.ts).
    ...(/^\d{4}$/.test(year) ? { planYear: Number(year) } : {}),
    carrier: get('carrier'),
    planName: get('planName'),
    planType: planType ?? get('planType'),
    region: stateName(state),
    monthlyPremium: premium ?? '',
    moopInNetwork: landscapeMoney(get('moopInNetwork')),
    rxDeductible: hasRxCoverage ? deductible : null,
    hasRxCoverage,
    starRating: stars.ok ? stars.value : null,
    county: counties[0] ?? null,
    counties: counties.length > 0 ? counties : null,
  };
  // A plan under CMS sanction may not enroll anyone; otherwise the admin's active flag stands.
  if (yesNo(get('sanctioned')) === true) plan.isActive = false;

  const parsed = adminPlanCreateSchema.safeParse(plan);
  if (!parsed.success) {
    const source: Partial<Record<string, Column>> = {
      planId: 'contractId',
      carrier: 'carrier',
      planName: 'planName',
      planType: 'planType',
      monthlyPremium: found.consolidatedPremium ? 'consolidatedPremium' : 'partCPremium',
      moopInNetwork: 'moopInNetwork',
      rxDeductible: 'rxDeductible',
      starRating: 'stars',
      county: 'county',
      counties: 'county',
    };
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'plan');
      const column = source[field];
      // An amount or type already reported above is not reported twice.
      if (errors.some((e) => e.field === (column ? header(column) : field))) continue;
      errors.push({ field: column ? header(column) : field, message: issue.message });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, plan };
}
