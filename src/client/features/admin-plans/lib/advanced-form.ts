/**
 * The advanced editor's flat form (inputs named by their shared/plan-fields.ts key) mapped to the
 * plan's nested copays, benefits and tiers (spec §2, §5). Keys without an input travel back as loaded.
 */
import {
  type AdminPlanRecord,
  type AdminPlanUpdateInput,
  adminPlanUpdateSchema,
  UNRATED,
} from '../../../../shared/admin-plan-contracts';
import type { ApiIssue } from '../../../../shared/api-error';
import { type PlanFieldKey, planField } from '../../../../shared/plan-fields';

/** The six tabs of spec §2, inputs in page order (to focus the first error). */
const TAB_FIELDS = {
  basic: ['planId', 'carrier', 'planName', 'planType', 'region', 'starRating'],
  costs: [
    'monthlyPremium',
    'partBPremiumReduction',
    'medicalDeductible',
    'moopInNetwork',
    'moopOutNetwork',
    'rxDeductible',
  ],
  copays: ['pcpCopayIn', 'specialistCopayIn', 'urgentCare', 'er', 'labsIn', 'xraysIn'],
  benefits: ['dental', 'vision', 'hearing', 'otc', 'gym', 'transportation'],
  rx: [
    'tier1Retail',
    'tier1Mail',
    'tier2Retail',
    'tier2Mail',
    'tier3Retail',
    'tier3Mail',
    'tier4Retail',
    'tier4Mail',
    'tier5Retail',
    'tier6Retail',
    'selectInsulin',
  ],
  settings: ['hospitalNetwork', 'preferredPharmacies', 'hasRxCoverage', 'isActive', 'enrollmentUrl', 'notes'],
} as const satisfies Record<string, readonly PlanFieldKey[]>;

export type AdvancedField = (typeof TAB_FIELDS)[keyof typeof TAB_FIELDS][number];
type Switches = 'hasRxCoverage' | 'isActive';
type OwnField = (typeof TAB_FIELDS)['basic' | 'costs' | 'settings'][number];
/** Text as typed (star rating "unrated" or "1"–"5"), switches as booleans. */
export type AdvancedFormValues = Record<Exclude<AdvancedField, Switches>, string> & Record<Switches, boolean>;

const FIELDS = Object.values(TAB_FIELDS).flat() as AdvancedField[];
const homeOf = (field: string) => planField(field)?.home ?? 'plan';
const NESTED_HOMES = ['copayStructure', 'benefits', 'prescriptionTiers'] as const;
type NestedHome = (typeof NESTED_HOMES)[number];
const inputsIn = (home: NestedHome) => FIELDS.filter((f) => homeOf(f) === home);

export function toFormValues(plan: AdminPlanRecord): AdvancedFormValues {
  const values: Record<string, string | boolean> = {};
  for (const field of FIELDS) {
    const home = homeOf(field);
    const value: unknown = home === 'plan' ? plan[field as keyof AdminPlanRecord] : plan[home]?.[field];
    if (field === 'starRating') values[field] = value === null ? UNRATED : String(value);
    else if (typeof value === 'boolean' && home === 'plan') values[field] = value;
    else values[field] = value === undefined || value === null ? '' : String(value);
  }
  return values as AdvancedFormValues;
}

/** An input left as loaded keeps the loaded value (a boolean stays one); an emptied input drops its key. */
function regroup<T extends string | boolean>(
  loaded: Record<string, T> | null | undefined,
  values: AdvancedFormValues,
  home: NestedHome,
): Record<string, T | string> {
  const merged: Record<string, T | string> = { ...(loaded ?? {}) };
  for (const key of inputsIn(home)) {
    const typed = values[key] as string;
    const was = loaded?.[key];
    if (was !== undefined && String(was) === typed) continue;
    const trimmed = typed.trim();
    if (trimmed === '') delete merged[key];
    else merged[key] = trimmed;
  }
  return merged;
}

/** The PUT body: own fields (an empty optional one null) plus the three regrouped objects. */
export function toUpdateBody(values: AdvancedFormValues, plan: AdminPlanRecord) {
  const own = FIELDS.filter((f) => homeOf(f) === 'plan').map((field) => {
    const value = values[field];
    if (typeof value === 'boolean' || planField(field)?.required) return [field, value];
    return [field, value.trim() === '' || (field === 'starRating' && value === UNRATED) ? null : value];
  });
  const body = {
    ...(Object.fromEntries(own) as Pick<AdminPlanUpdateInput, OwnField>),
    copayStructure: regroup(plan.copayStructure, values, 'copayStructure'),
    benefits: regroup(plan.benefits, values, 'benefits'),
    prescriptionTiers: regroup(plan.prescriptionTiers, values, 'prescriptionTiers'),
  };
  return body satisfies AdminPlanUpdateInput;
}

/** "copayStructure.er" → er. */
export function fieldOfIssuePath(path: string): AdvancedField | null {
  const [head = '', key = ''] = path.split('.');
  const field = (NESTED_HOMES as readonly string[]).includes(head) ? key : head;
  return FIELDS.includes(field as AdvancedField) && homeOf(field) === (field === head ? 'plan' : head)
    ? (field as AdvancedField)
    : null;
}

export function issuesByField(issues: readonly ApiIssue[]): {
  fields: Partial<Record<AdvancedField, string>>;
  other: string[];
} {
  const fields: Partial<Record<AdvancedField, string>> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const field = fieldOfIssuePath(issue.path);
    if (field) fields[field] ??= issue.message;
    else other.push(issue.path ? `${issue.path}: ${issue.message}` : issue.message);
  }
  return { fields, other };
}

/** The server's own schema (conventions habit 2), run on the body the form would send. */
export function validateAdvancedForm(values: AdvancedFormValues, plan: AdminPlanRecord) {
  const result = adminPlanUpdateSchema.safeParse(toUpdateBody(values, plan));
  if (result.success) return { ok: true as const };
  return {
    ok: false as const,
    ...issuesByField(
      result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    ),
  };
}

export type AdvancedTab = { value: keyof typeof TAB_FIELDS; label: string; fields: readonly AdvancedField[] };

const TAB_LABELS = {
  basic: 'Basic Info',
  costs: 'Costs',
  copays: 'Copays',
  benefits: 'Benefits',
  rx: 'Rx Tiers',
  settings: 'Settings',
} as const;

export const ADVANCED_TABS: readonly AdvancedTab[] = (Object.keys(TAB_FIELDS) as AdvancedTab['value'][]).map(
  (value) => ({ value, label: TAB_LABELS[value], fields: TAB_FIELDS[value] }),
);

export function firstError(
  hasError: (field: AdvancedField) => boolean,
): { tab: string; field: AdvancedField } | null {
  for (const tab of ADVANCED_TABS) {
    const field = tab.fields.find(hasError);
    if (field) return { tab: tab.value, field };
  }
  return null;
}

export type Option = { value: string; label: string };
