// Formulary and network imports: CSV rows → entries (parse), then entries → plan_formulary and plan_networks
// (apply) in a few set-based statements, writing nothing when any row cannot be resolved. Each changed plan
// is recorded with recordPlanChange so plan caches notice. Entries are added or changed, never removed.
import { sql } from 'drizzle-orm';
import { PLAN_ID_FORMAT, PLAN_ID_PATTERN, PLAN_NOT_FOUND } from '../../../shared/admin-plan-contracts.ts';
import type { ImportRowError } from '../../../shared/import-contracts.ts';
import {
  FORMULARY_TIER_MAX,
  FORMULARY_TIER_MIN,
  MEDICATION_NAME_MAX,
  TIER_MESSAGE,
  UNKNOWN_MEDICATION,
  UNKNOWN_PROVIDER,
} from '../../../shared/plan-catalogue-contracts.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { medicarePlans, medicationLookup, planFormulary, planNetworks, providers } from '../../db/schema.ts';
import { jsonArray } from '../../db/sql-text.ts';
import { recordPlanChange } from '../catalogue/plan-changes.ts';
import { isValidNpi } from '../providers/npi.ts';
import { missingColumns } from './header-columns.ts';
import { headerKey } from './header-mapping.ts';

type Row = Record<string, string>;
type FieldError = { field: string; message: string };

/** `row`: the file's row (header = row 1) for errors found when applying; else the entry's position. */
export type FormularyImportEntry = {
  planId: string;
  medicationName: string;
  tier: number;
  priorAuthorization: boolean;
  quantityLimit: boolean;
  stepTherapy: boolean;
  row?: number;
};
export type NetworkImportEntry = { planId: string; npi: string; row?: number };
export type ApplyResult = { created: number; updated: number; rowErrors: ImportRowError[] };

const FORMULARY_HEADERS = {
  planId: ['planId', 'formularyId'],
  drugName: ['drugName', 'medicationName', 'drug', 'medication'],
  tier: ['tier', 'tierLevel', 'tierLevelValue'],
  priorAuthorization: ['priorAuthorization', 'PA', 'priorAuthorizationYN'],
  quantityLimit: ['quantityLimit', 'QL', 'quantityLimitYN'],
  stepTherapy: ['stepTherapy', 'ST', 'stepTherapyYN'],
} as const;
const NETWORK_HEADERS = { planId: ['planId'], npi: ['npi', 'providerNpi'] } as const;
const FLAG_LABELS = {
  priorAuthorization: 'Prior authorization',
  quantityLimit: 'Quantity limit',
  stepTherapy: 'Step therapy',
};

function resolveHeaders<F extends string>(
  rows: Row[],
  aliases: Record<F, readonly string[]>,
  required: NoInfer<F>[],
): { get: (row: Row, field: F) => string; missing: F[] } {
  const byKey = new Map(Object.keys(rows[0] ?? {}).map((h) => [headerKey(h), h]));
  const headers = new Map<F, string>();
  for (const [field, names] of Object.entries(aliases) as [F, readonly string[]][]) {
    const header = names.map((n) => byKey.get(headerKey(n))).find((h) => h !== undefined);
    if (header !== undefined) headers.set(field, header);
  }
  return {
    get: (row, field) => {
      const header = headers.get(field);
      return header === undefined ? '' : (row[header] ?? '').trim();
    },
    missing: rows.length > 0 ? required.filter((f) => !headers.has(f)) : [],
  };
}

const isBlank = (row: Row) => Object.values(row).every((v) => (v ?? '').trim() === '');

function planIdError(planId: string): FieldError | null {
  if (planId === '') return { field: 'planId', message: 'Plan ID is required' };
  return PLAN_ID_PATTERN.test(planId) && planId.length <= 40
    ? null
    : { field: 'planId', message: PLAN_ID_FORMAT };
}

/** Y/N, yes/no, true/false, 1/0 in any case; blank means no. Undefined for anything else. */
export function parseFlag(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (['', 'n', 'no', 'false', '0'].includes(value)) return false;
  if (['y', 'yes', 'true', '1'].includes(value)) return true;
  return undefined;
}

/** "3" or "Tier 3" → 3, when 1–6; else undefined. */
export function parseTier(text: string): number | undefined {
  const match = /^(?:tier\s*)?(\d+)$/i.exec(text.trim());
  const tier = match ? Number(match[1]) : Number.NaN;
  return tier >= FORMULARY_TIER_MIN && tier <= FORMULARY_TIER_MAX ? tier : undefined;
}

function duplicateCheck(what: string) {
  const seen = new Map<string, number>();
  return (key: string, row: number, label: string): FieldError | null => {
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, row);
      return null;
    }
    return {
      field: what,
      message: `${label} appears more than once in this file (rows ${first} and ${row})`,
    };
  };
}

/**
 * CSV rows → entries: blank rows are skipped; a later row for the same plan and `read`'s key is an error on
 * `duplicateField`.
 */
function parseRows<F extends string, E>(
  rows: Row[],
  aliases: Record<F | 'planId', readonly string[]>,
  required: NoInfer<F | 'planId'>[],
  duplicateField: NoInfer<F>,
  read: (get: (field: F) => string, errors: FieldError[]) => { entry: E; key: string; label: string },
): { entries: (E & { planId: string; row: number })[]; rowErrors: ImportRowError[] } {
  const { get, missing } = resolveHeaders(rows, aliases, required);
  if (missing.length > 0) return { entries: [], rowErrors: missingColumns(missing) };
  const entries: (E & { planId: string; row: number })[] = [];
  const rowErrors: ImportRowError[] = [];
  const duplicate = duplicateCheck(duplicateField);
  rows.forEach((source, index) => {
    if (isBlank(source)) return;
    const row = index + 2;
    const planId = get(source, 'planId');
    const planError = planIdError(planId);
    const errors: FieldError[] = planError ? [planError] : [];
    const { entry, key, label } = read((field) => get(source, field), errors);
    if (errors.length === 0) {
      const dup = duplicate(`${planId.toUpperCase()}\n${key}`, row, `${label} for plan ${planId}`);
      if (dup) errors.push(dup);
    }
    if (errors.length > 0) rowErrors.push({ row, ...(planError ? {} : { planId }), errors });
    else entries.push({ planId, ...entry, row });
  });
  return { entries, rowErrors };
}

export function parseFormularyRows(rows: Row[]): {
  entries: FormularyImportEntry[];
  rowErrors: ImportRowError[];
} {
  return parseRows(rows, FORMULARY_HEADERS, ['planId', 'drugName', 'tier'], 'drugName', (get, errors) => {
    const medicationName = get('drugName').replace(/\s+/g, ' ');
    if (medicationName === '') errors.push({ field: 'drugName', message: 'Drug name is required' });
    else if (medicationName.length > MEDICATION_NAME_MAX) {
      errors.push({ field: 'drugName', message: `Must be at most ${MEDICATION_NAME_MAX} characters` });
    }
    const tier = parseTier(get('tier'));
    if (tier === undefined) errors.push({ field: 'tier', message: TIER_MESSAGE });
    const flags = {} as Record<keyof typeof FLAG_LABELS, boolean>;
    for (const [field, label] of Object.entries(FLAG_LABELS) as [keyof typeof FLAG_LABELS, string][]) {
      const value = parseFlag(get(field));
      if (value === undefined) errors.push({ field, message: `${label} must be Y or N` });
      flags[field] = value ?? false;
    }
    const entry = { medicationName, tier: tier as number, ...flags };
    return { entry, key: medicationName.toLowerCase(), label: 'This drug' };
  });
}

/** The NPI must be ten digits with a valid check digit. */
export function parseNetworkRows(rows: Row[]): {
  entries: NetworkImportEntry[];
  rowErrors: ImportRowError[];
} {
  return parseRows(rows, NETWORK_HEADERS, ['planId', 'npi'], 'npi', (get, errors) => {
    const npi = get('npi');
    if (npi === '') errors.push({ field: 'npi', message: 'NPI is required' });
    else if (!isValidNpi(npi))
      errors.push({ field: 'npi', message: 'NPI must be 10 digits with a valid check digit' });
    return { entry: { npi }, key: npi, label: 'This NPI' };
  });
}

/** Text keys → row ids in one query; plan IDs and drug names ignore case (exact match first). */
async function lookup(
  tx: DbExecutor,
  from: 'plans' | 'drugs' | 'providers',
  keys: string[],
  planYear?: number,
): Promise<(key: string) => { id: number; name: string } | undefined> {
  const distinct = [...new Set(keys)];
  // Plans: the plan year's row; without a year, the newest year's (read first, so it is kept).
  const query =
    from === 'plans'
      ? sql`select ${medicarePlans.id} as id, ${medicarePlans.planId} as name from ${medicarePlans}
          where upper(${medicarePlans.planId}) = any(array(select upper(k) from unnest(${jsonArray(distinct, 'text')}) k))
          ${planYear === undefined ? sql`` : sql`and ${medicarePlans.planYear} = ${planYear}`}
          order by ${medicarePlans.planYear} desc`
      : from === 'drugs'
        ? sql`select ${medicationLookup.id} as id, ${medicationLookup.name} as name from ${medicationLookup}
          where lower(${medicationLookup.name}) = any(array(select lower(k) from unnest(${jsonArray(distinct, 'text')}) k))`
        : sql`select ${providers.id} as id, ${providers.npi} as name from ${providers}
          where ${providers.npi} = any(${jsonArray(distinct, 'text')})`;
  const rows = await queryRows<{ id: number; name: string }>(tx, query);
  const fold = (text: string) => (from === 'providers' ? text : text.toLowerCase());
  const exact = new Map<string, { id: number; name: string }>();
  for (const r of rows) if (!exact.has(r.name)) exact.set(r.name, r);
  const folded = new Map<string, { id: number; name: string }>();
  for (const r of rows) if (!folded.has(fold(r.name))) folded.set(fold(r.name), r);
  return (key) => exact.get(key) ?? folded.get(fold(key));
}

function resolveErrors<E extends { planId: string; row?: number }>(
  entries: E[],
  check: (entry: E) => { errors: FieldError[]; key: string },
): ImportRowError[] {
  const rowErrors: ImportRowError[] = [];
  const duplicate = duplicateCheck('planId');
  entries.forEach((entry, index) => {
    const row = entry.row ?? index + 2;
    const { errors, key } = check(entry);
    if (errors.length === 0) {
      const dup = duplicate(key, row, `This entry for plan ${entry.planId}`);
      if (dup) errors.push(dup);
    }
    if (errors.length > 0) rowErrors.push({ row, planId: entry.planId, errors });
  });
  return rowErrors;
}

const toNumber = (value: unknown) => Number(value ?? 0);

/** The row ids of a `jsonb_agg` of plan ids (PGlite and node-postgres both answer parsed JSON). */
const planIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? (JSON.parse(value) as unknown[]) : []).map(
    Number,
  );

/** An entry that already reads the same counts as neither and leaves its plan's updated_at alone. */
export async function applyFormularyEntries(
  tx: DbExecutor,
  entries: FormularyImportEntry[],
  planYear?: number,
): Promise<ApplyResult> {
  if (entries.length === 0) return { created: 0, updated: 0, rowErrors: [] };
  const [codes, drugNames] = [entries.map((e) => e.planId), entries.map((e) => e.medicationName)];
  const plan = await lookup(tx, 'plans', codes, planYear);
  const drug = await lookup(tx, 'drugs', drugNames);
  const rowErrors = resolveErrors(entries, (e) => {
    const errors: FieldError[] = [];
    if (!plan(e.planId)) errors.push({ field: 'planId', message: PLAN_NOT_FOUND });
    if (!drug(e.medicationName)) errors.push({ field: 'drugName', message: UNKNOWN_MEDICATION });
    if (parseTier(String(e.tier)) !== e.tier) errors.push({ field: 'tier', message: TIER_MESSAGE });
    return { errors, key: `${plan(e.planId)?.id}\n${drug(e.medicationName)?.name}` };
  });
  if (rowErrors.length > 0) return { created: 0, updated: 0, rowErrors };

  const values = entries.map((e) => ({
    plan_id: plan(e.planId)?.id,
    medication_name: drug(e.medicationName)?.name,
    tier: e.tier,
    prior_authorization: e.priorAuthorization,
    quantity_limit: e.quantityLimit,
    step_therapy: e.stepTherapy,
  }));
  const [result] = await queryRows<{ created: unknown; updated: unknown; plans: unknown }>(
    tx,
    sql`with input as (
          select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as i(plan_id int,
            medication_name text, tier int, prior_authorization boolean, quantity_limit boolean,
            step_therapy boolean)
        ), written as (
          insert into ${planFormulary} (plan_id, medication_name, tier, prior_authorization, quantity_limit, step_therapy)
          select plan_id, medication_name, tier, prior_authorization, quantity_limit, step_therapy from input
          on conflict (plan_id, medication_name) do update set
            tier = excluded.tier, prior_authorization = excluded.prior_authorization,
            quantity_limit = excluded.quantity_limit, step_therapy = excluded.step_therapy
          where (${planFormulary}.tier, ${planFormulary}.prior_authorization, ${planFormulary}.quantity_limit,
            ${planFormulary}.step_therapy) is distinct from (excluded.tier,
            excluded.prior_authorization, excluded.quantity_limit, excluded.step_therapy)
          returning plan_id, xmax = 0 as inserted
        )
        select (select count(*) from written where inserted) as created,
          (select count(*) from written where not inserted) as updated,
          (select jsonb_agg(distinct plan_id) from written) as plans`,
  );
  await recordPlanChange(tx, { kind: 'formulary_import', planRowIds: planIds(result?.plans) });
  return { created: toNumber(result?.created), updated: toNumber(result?.updated), rowErrors: [] };
}

/** A doctor already in the network is left as is; `updated` is always 0. */
export async function applyNetworkEntries(
  tx: DbExecutor,
  entries: NetworkImportEntry[],
  planYear?: number,
): Promise<ApplyResult> {
  if (entries.length === 0) return { created: 0, updated: 0, rowErrors: [] };
  const [codes, npis] = [entries.map((e) => e.planId), entries.map((e) => e.npi)];
  const plan = await lookup(tx, 'plans', codes, planYear);
  const provider = await lookup(tx, 'providers', npis);
  const rowErrors = resolveErrors(entries, (e) => {
    const errors: FieldError[] = [];
    if (!plan(e.planId)) errors.push({ field: 'planId', message: PLAN_NOT_FOUND });
    if (!provider(e.npi)) errors.push({ field: 'npi', message: UNKNOWN_PROVIDER });
    return { errors, key: `${plan(e.planId)?.id}\n${provider(e.npi)?.id}` };
  });
  if (rowErrors.length > 0) return { created: 0, updated: 0, rowErrors };

  const values = entries.map((e) => ({ plan_id: plan(e.planId)?.id, provider_id: provider(e.npi)?.id }));
  const [result] = await queryRows<{ created: unknown; plans: unknown }>(
    tx,
    sql`with written as (
          insert into ${planNetworks} (plan_id, provider_id)
          select plan_id, provider_id from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
            as i(plan_id int, provider_id int)
          on conflict do nothing
          returning plan_id
        )
        select (select count(*) from written) as created,
          (select jsonb_agg(distinct plan_id) from written) as plans`,
  );
  await recordPlanChange(tx, { kind: 'network_import', planRowIds: planIds(result?.plans) });
  return { created: toNumber(result?.created), updated: 0, rowErrors: [] };
}
