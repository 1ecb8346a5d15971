/**
 * The create and quick edit form's values and API bodies (spec §2, §5), validated by the server's
 * own create schema (conventions habit 2) so both give the same messages.
 */
import {
  type AdminPlanCreateInput,
  type AdminPlanRecord,
  type AdminPlanUpdateInput,
  adminPlanCreateSchema,
  UNRATED,
} from '../../../../shared/admin-plan-contracts';

/** In page order (also the order errors are focused in). */
export const PLAN_FORM_FIELDS = [
  'planId',
  'planYear',
  'carrier',
  'planName',
  'planType',
  'monthlyPremium',
  'partBPremiumReduction',
  'moopInNetwork',
  'region',
  'starRating',
  'hasRxCoverage',
  'isActive',
  'notes',
] as const;
export type PlanFormField = (typeof PLAN_FORM_FIELDS)[number];

/** Text as typed (the rating "" for no choice, "unrated" for "No rating"), switches as booleans. */
export type PlanFormValues = {
  [F in PlanFormField]: F extends 'hasRxCoverage' | 'isActive' ? boolean : string;
};

/** The plan year is optional to the server, but the form fills it in, so an emptied box is refused. */
export const planFormSchema = adminPlanCreateSchema.pick(
  Object.fromEntries(PLAN_FORM_FIELDS.map((f) => [f, true])) as { [F in PlanFormField]: true },
);

const ZERO = '0.00';

/** Spec §5 defaults; `planYear` is the year the server would pick (suggestedPlanYear). */
export function newPlanValues(planYear: number): PlanFormValues {
  return {
    ...(Object.fromEntries(PLAN_FORM_FIELDS.map((f) => [f, ''])) as Record<PlanFormField, string>),
    planYear: String(planYear),
    monthlyPremium: ZERO,
    partBPremiumReduction: ZERO,
    hasRxCoverage: true,
    isActive: true,
  };
}

export function planToFormValues(plan: AdminPlanRecord): PlanFormValues {
  const shown = (field: PlanFormField) => {
    const value = plan[field];
    if (typeof value === 'boolean') return value;
    return field === 'starRating' && value === null ? UNRATED : String(value ?? '');
  };
  return Object.fromEntries(PLAN_FORM_FIELDS.map((f) => [f, shown(f)])) as PlanFormValues;
}

/** Plus spec §5's defaults the form has no input for: medical and Rx deductible 0.00. */
export function toCreateBody(values: PlanFormValues): AdminPlanCreateInput {
  return { ...planFormSchema.parse(values), medicalDeductible: ZERO, rxDeductible: ZERO };
}

function normalized(field: PlanFormField, value: unknown): unknown {
  const result = planFormSchema.shape[field].safeParse(value);
  return result.success ? result.data : value;
}

/** Only fields that really change ("12.5" over "12.50" does not), so the history lists only those. */
export function changedFields(plan: AdminPlanRecord, values: PlanFormValues): AdminPlanUpdateInput {
  const before = planToFormValues(plan);
  const body: Record<string, unknown> = {};
  for (const field of PLAN_FORM_FIELDS) {
    const was = normalized(field, before[field]);
    const now = normalized(field, values[field]);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    body[field] = field === 'starRating' && now === null ? UNRATED : now;
  }
  return body as AdminPlanUpdateInput;
}
