/**
 * The advanced editor's form values and how they map to the plan record (spec §2 "Advanced Edit",
 * §5 "Advanced edit submit"). The form is flat; the plan keeps copays, benefits and drug tiers in
 * nested objects whose keys are those of data/plans.json (the emergency room copay is `er`, fitness
 * is `gym`, insulin is `selectInsulin`). Keys without an input (pcpCopayOon, meals, mriCtIn,
 * persDevice…) travel back exactly as loaded, and an input left as loaded keeps its value as is.
 */

import {
  type AdminPlanRecord,
  type AdminPlanUpdateInput,
  adminPlanUpdateSchema,
  UNRATED,
} from '../../../../shared/admin-plan-contracts';
import type { ApiIssue } from '../../../../shared/api-error';

/** Form field → key in the plan's nested object. */
export const COPAY_KEYS = {
  pcpCopayIn: 'pcpCopayIn',
  specialistCopayIn: 'specialistCopayIn',
  urgentCare: 'urgentCare',
  emergencyRoom: 'er',
  labsIn: 'labsIn',
  xraysIn: 'xraysIn',
} as const;
export const BENEFIT_KEYS = {
  dental: 'dental',
  vision: 'vision',
  hearing: 'hearing',
  otc: 'otc',
  fitness: 'gym',
  transportation: 'transportation',
} as const;
export const TIER_KEYS = {
  tier1Retail: 'tier1Retail',
  tier1Mail: 'tier1Mail',
  tier2Retail: 'tier2Retail',
  tier2Mail: 'tier2Mail',
  tier3Retail: 'tier3Retail',
  tier3Mail: 'tier3Mail',
  tier4Retail: 'tier4Retail',
  tier4Mail: 'tier4Mail',
  tier5Retail: 'tier5Retail',
  tier6Retail: 'tier6Retail',
  insulin: 'selectInsulin',
} as const;

const NESTED = {
  copayStructure: COPAY_KEYS,
  benefits: BENEFIT_KEYS,
  prescriptionTiers: TIER_KEYS,
} as const;
type NestedGroup = keyof typeof NESTED;
type NestedField = keyof typeof COPAY_KEYS | keyof typeof BENEFIT_KEYS | keyof typeof TIER_KEYS;

const REQUIRED_TEXT = ['planId', 'carrier', 'planName', 'planType', 'region'] as const;
const MONEY = [
  'monthlyPremium',
  'partBPremiumReduction',
  'medicalDeductible',
  'moopInNetwork',
  'moopOutNetwork',
  'rxDeductible',
] as const;
const OPTIONAL_TEXT = ['hospitalNetwork', 'preferredPharmacies', 'enrollmentUrl', 'notes'] as const;

type TextField =
  | (typeof REQUIRED_TEXT)[number]
  | (typeof MONEY)[number]
  | (typeof OPTIONAL_TEXT)[number]
  | NestedField
  | 'starRating';

/** Every input of the six tabs: text as typed (star rating "unrated" or "1"–"5"), switches as booleans. */
export type AdvancedFormValues = Record<TextField, string> & { hasRxCoverage: boolean; isActive: boolean };
export type AdvancedField = keyof AdvancedFormValues;

/** What the editor loads from the plan. */
export function toFormValues(plan: AdminPlanRecord): AdvancedFormValues {
  const nested = {} as Record<NestedField, string>;
  for (const group of Object.keys(NESTED) as NestedGroup[]) {
    const source: Record<string, string | boolean> = plan[group] ?? {};
    for (const [field, key] of Object.entries(NESTED[group])) {
      const value = source[key];
      nested[field as NestedField] = value === undefined ? '' : String(value);
    }
  }
  const text = (fields: readonly (keyof AdminPlanRecord)[]) =>
    Object.fromEntries(fields.map((f) => [f, (plan[f] as string | null) ?? '']));
  return {
    ...(text(REQUIRED_TEXT) as Record<(typeof REQUIRED_TEXT)[number], string>),
    ...(text(MONEY) as Record<(typeof MONEY)[number], string>),
    ...(text(OPTIONAL_TEXT) as Record<(typeof OPTIONAL_TEXT)[number], string>),
    ...nested,
    starRating: plan.starRating === null ? UNRATED : String(plan.starRating),
    hasRxCoverage: plan.hasRxCoverage,
    isActive: plan.isActive,
  };
}

/**
 * The form's inputs merged into the loaded object: an input left as loaded keeps the loaded value
 * (a boolean stays a boolean), an emptied input drops its key, anything else is sent trimmed. Keys
 * with no input are kept untouched.
 */
function regroup<T extends string | boolean>(
  loaded: Record<string, T> | null | undefined,
  values: AdvancedFormValues,
  keys: Record<string, string>,
): Record<string, T | string> {
  const merged: Record<string, T | string> = { ...(loaded ?? {}) };
  for (const [field, key] of Object.entries(keys)) {
    const typed = values[field as NestedField];
    const was = loaded?.[key];
    if (was !== undefined && String(was) === typed) continue;
    const trimmed = typed.trim();
    if (trimmed === '') delete merged[key];
    else merged[key] = trimmed;
  }
  return merged;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** PUT /api/admin/plans/{planId}'s body: the plan's own fields plus the three regrouped objects. */
export function toUpdateBody(values: AdvancedFormValues, plan: AdminPlanRecord) {
  const body = {
    planId: values.planId,
    carrier: values.carrier,
    planName: values.planName,
    planType: values.planType,
    region: values.region,
    starRating: values.starRating === UNRATED || values.starRating.trim() === '' ? null : values.starRating,
    ...Object.fromEntries(MONEY.map((f) => [f, blankToNull(values[f])])),
    ...Object.fromEntries(OPTIONAL_TEXT.map((f) => [f, blankToNull(values[f])])),
    hasRxCoverage: values.hasRxCoverage,
    isActive: values.isActive,
    copayStructure: regroup(plan.copayStructure, values, COPAY_KEYS),
    benefits: regroup(plan.benefits, values, BENEFIT_KEYS),
    prescriptionTiers: regroup(plan.prescriptionTiers, values, TIER_KEYS),
  };
  return body satisfies AdminPlanUpdateInput;
}

/** The form field an issue of the update schema belongs to ("copayStructure.er" → emergencyRoom). */
export function fieldOfIssuePath(path: string): AdvancedField | null {
  const [head, key] = path.split('.');
  if (head && head in NESTED) {
    const entry = Object.entries(NESTED[head as NestedGroup]).find(([, k]) => k === key);
    return entry ? (entry[0] as AdvancedField) : null;
  }
  const flat: readonly string[] = [
    ...REQUIRED_TEXT,
    ...MONEY,
    ...OPTIONAL_TEXT,
    'starRating',
    'hasRxCoverage',
    'isActive',
  ];
  return head && flat.includes(head) ? (head as AdvancedField) : null;
}

/** Issues split into messages beside fields and the rest (a key with no input, say). */
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

/** The server's own rules (conventions habit 2), run on the body the form would send. */
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

export type AdvancedTab = { value: string; label: string; fields: readonly AdvancedField[] };

/** The six tabs of spec §2, each with its fields in page order (to find and focus the first error). */
export const ADVANCED_TABS: readonly AdvancedTab[] = [
  {
    value: 'basic',
    label: 'Basic Info',
    fields: ['planId', 'carrier', 'planName', 'planType', 'region', 'starRating'],
  },
  { value: 'costs', label: 'Costs', fields: MONEY },
  { value: 'copays', label: 'Copays', fields: Object.keys(COPAY_KEYS) as AdvancedField[] },
  { value: 'benefits', label: 'Benefits', fields: Object.keys(BENEFIT_KEYS) as AdvancedField[] },
  { value: 'rx', label: 'Rx Tiers', fields: Object.keys(TIER_KEYS) as AdvancedField[] },
  {
    value: 'settings',
    label: 'Settings',
    fields: ['hospitalNetwork', 'preferredPharmacies', 'hasRxCoverage', 'isActive', 'enrollmentUrl', 'notes'],
  },
];

/** The first field in tab order that has an error, and its tab. */
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
