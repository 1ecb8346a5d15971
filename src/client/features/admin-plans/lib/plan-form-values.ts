/**
 * The create and basic edit form (spec §2 "Create Plan", "Edit Plan"; §5 rules) and how its
 * values map to the admin plan API. Validation is the server's own create schema, picked down to
 * the form's fields (conventions habit 2), so the browser and the server give the same messages.
 */
import {
  type AdminPlanCreateInput,
  type AdminPlanRecord,
  type AdminPlanUpdateInput,
  adminPlanCreateSchema,
  UNRATED,
} from '../../../../shared/admin-plan-contracts';

/** The form's fields in page order (also the order errors are focused in). */
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

/**
 * What the inputs hold: text as typed (the plan year "2027"; the rating "" for no choice on
 * create, "unrated" for edit's "No rating", or "1".."5"), the two switches as booleans.
 */
export type PlanFormValues = {
  [F in PlanFormField]: F extends 'hasRxCoverage' | 'isActive' ? boolean : string;
};

/**
 * Plan ID, carrier, name, type and region required; the premium a valid amount (spec §5). The plan
 * year is optional to the server (it then uses the finder's default year), but the form always
 * fills it in, so an emptied box is refused with the server's own message.
 */
export const planFormSchema = adminPlanCreateSchema.pick(
  Object.fromEntries(PLAN_FORM_FIELDS.map((f) => [f, true])) as { [F in PlanFormField]: true },
);

const ZERO = '0.00';

/**
 * Spec §5 defaults of a new plan: premium and Part B reduction 0.00, Rx coverage on, active on; the
 * plan year given (lib/admin-plans-api suggestedPlanYear: the year the server would pick).
 */
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

/** A plan as the edit form shows it: empty text for no value, "unrated" for no star rating. */
export function planToFormValues(plan: AdminPlanRecord): PlanFormValues {
  const shown = (field: PlanFormField) => {
    const value = plan[field];
    if (typeof value === 'boolean') return value;
    return field === 'starRating' && value === null ? UNRATED : String(value ?? '');
  };
  return Object.fromEntries(PLAN_FORM_FIELDS.map((f) => [f, shown(f)])) as PlanFormValues;
}

/**
 * POST body of a new plan: the validated fields (trimmed, amounts as "12.50", no rating as null),
 * plus spec §5's other defaults the form has no input for: medical and Rx deductible 0.00.
 */
export function toCreateBody(values: PlanFormValues): AdminPlanCreateInput {
  return { ...planFormSchema.parse(values), medicalDeductible: ZERO, rxDeductible: ZERO };
}

/** One field's value as the server would store it; the raw value when it does not validate. */
function normalized(field: PlanFormField, value: unknown): unknown {
  const result = planFormSchema.shape[field].safeParse(value);
  return result.success ? result.data : value;
}

/**
 * PUT body of an edit: only the fields whose value really changes (PUT is partial, and the change
 * history then lists only what the admin changed). "12.5" against a stored "12.50" is no change.
 * A cleared rating is sent as "unrated", the value of the form's "No rating" option.
 */
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
