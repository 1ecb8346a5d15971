// CMS's MA Landscape file → plan create inputs for one state (docs/import-cms-landscape.md;
// landscape-columns.ts): rows, one per plan per county, grouped by plan and checked with the plan API's
// create schema. A plan holds only the file's fields, so an upsert keeps admins' additions; what the plan API
// lacks travels in `details`.
import { type AdminPlanCreateInput, adminPlanCreateSchema } from '../../../shared/admin-plan-contracts.ts';
import { FORMULA_START, IMPORT_MESSAGES, type ImportRowError } from '../../../shared/import-contracts.ts';
import { CONTRACT_ID, CONTRACT_ID_MESSAGE, planIdOf } from '../../../shared/plan-id.ts';
import { stateCodeOf, stateNameOf } from '../../../shared/service-area.ts';
import { loadCounties } from '../../db/seed/reference-data.ts';
import { titleCase } from '../providers/nppes-import.ts';
import { missingColumns } from './header-columns.ts';
import {
  COLUMNS,
  type Column,
  type ContractCategory,
  contractCategoryOf,
  csnpConditionTypes,
  dsnpIntegrationStatus,
  type FoundColumns,
  headerOf,
  isFlagMarked,
  landscapeMoney,
  landscapeStars,
  mapPlanType,
  PDP_PLAN_TYPE,
  type Row,
  resolveColumns,
  type StarState,
  snpKindOf,
  yesNo,
} from './landscape-columns.ts';

export { landscapeMoney, landscapeStars, mapPlanType } from './landscape-columns.ts';

type FieldError = { field: string; message: string };

const REQUIRED: Column[] = ['contractId', 'planNumber', 'county', 'carrier', 'planName', 'planType'];

/**
 * By the state code column, else the state column's name or code (files up to 2024). Shared with the
 * streaming reader (landscape-read.ts) so both keep the same rows.
 */
export function landscapeStateOf(found: FoundColumns, get: (column: Column) => string): string {
  if (found.stateCode) return get('stateCode').toUpperCase();
  const value = get('stateName');
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  return stateCodeOf(value) ?? value;
}

/** "H1234" + "1" + "000" → "H1234-001"; a segment other than 0 is appended as Medicare.gov does ("-1"). */
export function landscapePlanId(
  contractId: string,
  planNumber: string,
  segment: string,
): { ok: true; planId: string } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const contract = contractId.trim().toUpperCase();
  if (!CONTRACT_ID.test(contract)) errors.push({ field: 'Contract ID', message: CONTRACT_ID_MESSAGE });
  const plan = planNumber.trim();
  if (!/^\d{1,3}$/.test(plan))
    errors.push({ field: 'Plan ID', message: 'Plan ID must be up to three digits' });
  const seg = segment.trim();
  if (seg !== '' && !/^\d{1,3}$/.test(seg)) {
    errors.push({ field: 'Segment ID', message: 'Segment ID must be up to three digits' });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, planId: planIdOf(contract, plan, seg) };
}

let oklahomaCounties: Map<string, string> | null = null;
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

const cents = (amount: string | null) =>
  amount !== null && /^\d+\.\d{2}$/.test(amount) ? Number(amount.replace('.', '')) : null;

type PremiumTally = { count: number; row: Row; order: number; totalCents: number };

type PlanGroup = {
  row: number;
  source: Row;
  counties: Set<string>;
  statewide: boolean;
  premiums: Map<string, PremiumTally>;
};

/** Premiums as money strings, null for "Not Applicable"; `county` '' = every county the plan serves. */
export type LandscapePremium = {
  planId: string;
  /** A plan in several states has a premium in each. */
  state: string;
  county: string;
  contractYear: number | null;
  partCPremium: string | null;
  partDPremium: string | null;
  partDPremiumExtraHelp: string | null;
};

/** Landscape facts the plan API has no field for (plan-premiums.ts writes them). */
export type LandscapePlanDetails = {
  planId: string;
  /** The plan's first row (header = row 1) and CMS's spelling of its type there. */
  row: number;
  filedPlanType: string;
  contractCategory: ContractCategory;
  /** Of the county row whose premium the plan keeps (the most common). */
  partCPremium: string | null;
  partDPremium: string | null;
  starRatingState: StarState | null;
  partCStarRating: number | null;
  partCStarRatingState: StarState | null;
  partDStarRating: number | null;
  partDStarRatingState: StarState | null;
  snpType: string | null;
  dsnpIntegrationStatus: string | null;
  csnpConditionTypes: string | null;
  zeroDollarCostSharing: boolean | null;
};

export type LandscapeResult = {
  plans: AdminPlanCreateInput[];
  details: LandscapePlanDetails[];
  premiums: LandscapePremium[];
  rowErrors: ImportRowError[];
  counts: { rowsRead: number; rowsInState: number; plans: number };
};

/**
 * A plan's premium can differ by county: it takes that of most of its counties (ties: the lowest total, then
 * the first listed), every county's staying in `premiums`. Other fields come from the plan's first row. Rows
 * are numbered as the spreadsheet shows them (header = row 1).
 */
export function landscapeToPlans(rows: Row[], options: { state: string }): LandscapeResult {
  const state = options.state.trim().toUpperCase();
  const counts = { rowsRead: rows.length, rowsInState: 0, plans: 0 };
  const { found, get, csnpFlags } = resolveColumns(Object.keys(rows[0] ?? {}));
  const missing = REQUIRED.filter((c) => !found[c]).map((c) => COLUMNS[c][0]);
  if (!found.stateCode && !found.stateName) missing.push(COLUMNS.stateCode[0]);
  if (!found.consolidatedPremium && !found.partCPremium) missing.push(COLUMNS.consolidatedPremium[0]);
  if (missing.length > 0 && rows.length > 0)
    return { plans: [], details: [], premiums: [], rowErrors: missingColumns(missing), counts };

  const rowErrors: ImportRowError[] = [];
  const groups = new Map<string, PlanGroup>();
  const premiums = new Map<string, LandscapePremium>();
  const keepPremiums = found.partDPremium !== undefined || found.partDPremiumExtraHelp !== undefined;
  rows.forEach((row, index) => {
    if (landscapeStateOf(found, (column) => get(row, column)) !== state) return;
    counts.rowsInState += 1;
    const id = landscapePlanId(get(row, 'contractId'), get(row, 'planNumber'), get(row, 'segment'));
    if (!id.ok) {
      rowErrors.push({ row: index + 2, errors: id.errors });
      return;
    }
    let group = groups.get(id.planId);
    if (!group) {
      group = { row: index + 2, source: row, counties: new Set(), statewide: false, premiums: new Map() };
      groups.set(id.planId, group);
    }
    tallyPremium(group, row, index, (column) => get(row, column));
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
    else
      rowErrors.push({
        row: index + 2,
        planId: id.planId,
        errors: [{ field: headerOf(found, 'county'), message: 'County is required' }],
      });
    if (keepPremiums && premiumCounty !== null) {
      const premium = countyPremium(id.planId, state, premiumCounty, found, (column) => get(row, column));
      if (premium.ok) premiums.set(`${id.planId}|${premiumCounty}`, premium.premium);
      else rowErrors.push({ row: index + 2, planId: id.planId, errors: premium.errors });
    }
  });

  const plans: AdminPlanCreateInput[] = [];
  const details: LandscapePlanDetails[] = [];
  for (const [planId, group] of groups) {
    const premiumRow = commonPremiumRow(group);
    const result = toPlan(planId, group, state, found, {
      get: (column) => get(group.source, column),
      premium: (column) => get(premiumRow, column),
      csnpFlags: csnpFlags.filter((f) => isFlagMarked(group.source[f.header] ?? '')).map((f) => f.name),
    });
    if (result.ok) {
      plans.push(result.plan);
      details.push(result.details);
    } else rowErrors.push({ row: group.row, planId, errors: result.errors });
  }
  rowErrors.sort((a, b) => a.row - b.row);
  counts.plans = plans.length;
  const kept = new Set(plans.map((p) => String(p.planId)));
  return {
    plans,
    details,
    premiums: [...premiums.values()].filter((p) => kept.has(p.planId)),
    rowErrors,
    counts,
  };
}

function tallyPremium(group: PlanGroup, row: Row, index: number, get: (column: Column) => string) {
  const [partC, partD, consolidated] = [
    landscapeMoney(get('partCPremium')),
    landscapeMoney(get('partDPremium')),
    landscapeMoney(get('consolidatedPremium')),
  ];
  const key = `${partC}|${partD}|${consolidated}`;
  const seen = group.premiums.get(key);
  if (seen) {
    seen.count += 1;
    return;
  }
  const total = cents(consolidated) ?? (cents(partC) ?? 0) + (cents(partD) ?? 0);
  group.premiums.set(key, { count: 1, row, order: index, totalCents: total });
}

/** The most common premium; ties: the lowest total, then the first listed. */
function commonPremiumRow(group: PlanGroup): Row {
  const [best] = [...group.premiums.values()].sort(
    (a, b) => b.count - a.count || a.totalCents - b.totalCents || a.order - b.order,
  );
  return best?.row ?? group.source;
}

const MONEY = /^\d+\.\d{2}$/;
const NOT_MONEY = 'Must be an amount of money such as $12.30, or Not Applicable';

/**
 * A non-money or negative amount is the row's error, named by its column; "Not Applicable" and blanks are
 * null. A county listed twice keeps its last row.
 */
function countyPremium(
  planId: string,
  state: string,
  county: string,
  found: FoundColumns,
  get: (column: Column) => string,
): { ok: true; premium: LandscapePremium } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const amount = (column: Column): string | null => {
    const value = landscapeMoney(get(column));
    if (value === null || MONEY.test(value)) return value;
    errors.push({ field: headerOf(found, column), message: NOT_MONEY });
    return null;
  };
  const year = get('contractYear');
  const premium: LandscapePremium = {
    planId,
    state,
    county,
    contractYear: /^\d{4}$/.test(year) ? Number(year) : null,
    partCPremium: amount('partCPremium'),
    partDPremium: amount('partDPremium'),
    partDPremiumExtraHelp: amount('partDPremiumExtraHelp'),
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, premium };
}

type PlanCells = {
  get: (column: Column) => string;
  premium: (column: Column) => string;
  csnpFlags: string[];
};

function toPlan(
  planId: string,
  group: PlanGroup,
  state: string,
  found: FoundColumns,
  { get, premium: premiumCell, csnpFlags }: PlanCells,
):
  | { ok: true; plan: AdminPlanCreateInput; details: LandscapePlanDetails }
  | { ok: false; errors: FieldError[] } {
  const header = (column: Column) => headerOf(found, column);
  const errors: FieldError[] = [];

  const planType = mapPlanType(get('planType'), get('snpIndicator'), get('snpType'));
  if (planType === null) {
    errors.push({
      field: header('planType'),
      message: `Plan type "${get('planType')}" is not one we know (HMO, HMO-POS, PPO, PFFS, MSA, Cost, PDP)`,
    });
  }
  const isPdp = planType === PDP_PLAN_TYPE || /^pdp$/i.test(get('category'));

  const partC = landscapeMoney(premiumCell('partCPremium'));
  const partD = landscapeMoney(premiumCell('partDPremium'));
  const consolidated = landscapeMoney(premiumCell('consolidatedPremium'));
  const [c, d] = [cents(partC), cents(partD)];
  const premium =
    consolidated ??
    (c !== null && d !== null ? ((c + d) / 100).toFixed(2) : c !== null ? partC : isPdp ? partD : partC);
  if (premium === null) {
    errors.push({ field: header('consolidatedPremium'), message: 'The file has no premium for this plan' });
  }
  const deductible = landscapeMoney(get('rxDeductible'));
  const hasRxCoverage =
    isPdp ||
    (yesNo(get('partDIndicator')) ??
      (deductible !== null ||
        partD !== null ||
        (consolidated !== null && partC !== null && consolidated !== partC)));

  // Text that is neither a rating nor CMS's words is an error.
  const starColumn = (column: Column): { value: number | null; state: StarState | null } => {
    const read = landscapeStars(get(column));
    if (read.ok) return { value: read.value, state: read.state };
    errors.push({
      field: header(column),
      message: 'Star rating must be a number from 1 to 5 or one of CMS\u2019s "not rated" texts',
    });
    return { value: null, state: null };
  };
  const [stars, partCStars, partDStars] = [
    starColumn('stars'),
    starColumn('partCStars'),
    starColumn('partDStars'),
  ];

  const snpType = snpKindOf(get('planType'), get('snpIndicator'), get('snpType'));
  const category = contractCategoryOf(get('category'), {
    contractId: get('contractId'),
    snp: snpType !== null,
    hasRxCoverage,
    pdp: planType === PDP_PLAN_TYPE,
  });
  if (category === 'invalid') {
    errors.push({
      field: header('category'),
      message: `Contract category "${get('category')}" is not one CMS uses (MA, MA-PD, SNP, PDP)`,
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
    region: stateNameOf(state),
    monthlyPremium: premium ?? '',
    moopInNetwork: landscapeMoney(get('moopInNetwork')),
    rxDeductible: hasRxCoverage ? deductible : null,
    hasRxCoverage,
    starRating: stars.value,
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
  // The Part C and Part D stars and premiums go through no plan schema: checked here alike.
  for (const [column, stars] of [
    ['partCStars', partCStars],
    ['partDStars', partDStars],
  ] as const) {
    if (stars.value !== null && !(stars.value >= 1 && stars.value <= 5 && Number.isInteger(stars.value * 10)))
      errors.push({ field: header(column), message: 'Star rating must be from 1 to 5 in steps of 0.1' });
  }
  for (const [column, amount] of [
    ['partCPremium', partC],
    ['partDPremium', partD],
  ] as const) {
    if (amount !== null && !MONEY.test(amount) && !errors.some((e) => e.field === header(column)))
      errors.push({ field: header(column), message: NOT_MONEY });
  }
  if (errors.length > 0 || category === 'invalid') return { ok: false, errors };
  const details: LandscapePlanDetails = {
    planId,
    row: group.row,
    filedPlanType: get('planType'),
    contractCategory: category,
    partCPremium: partC,
    partDPremium: partD,
    starRatingState: stars.state,
    partCStarRating: partCStars.value,
    partCStarRatingState: partCStars.state,
    partDStarRating: partDStars.value,
    partDStarRatingState: partDStars.state,
    snpType,
    dsnpIntegrationStatus: snpType === 'D-SNP' ? dsnpIntegrationStatus(get('dsnpIntegration')) : null,
    csnpConditionTypes: snpType === 'C-SNP' ? csnpConditionTypes(get('csnpConditions'), csnpFlags) : null,
    zeroDollarCostSharing: snpType === 'D-SNP' ? (yesNo(get('zeroDollar')) ?? null) : null,
  };
  return { ok: true, plan, details };
}
