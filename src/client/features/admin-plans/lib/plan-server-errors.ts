/** A refused create or update as messages beside the fields: a 409 on Plan ID, a 400's issues on theirs. */
import { ApiError } from '../../../lib/api-client';
import { PLAN_FORM_FIELDS, type PlanFormField } from './plan-form-values';

type PlanFieldErrors = Partial<Record<PlanFormField, string>>;

const isFormField = (path: string): path is PlanFormField =>
  (PLAN_FORM_FIELDS as readonly string[]).includes(path);

export function planFieldErrors(error: unknown): PlanFieldErrors {
  if (!(error instanceof ApiError) || !error.body) return {};
  const body = error.body;
  if (error.status === 409 && body.code === 'CONFLICT') return { planId: body.error };
  const errors: PlanFieldErrors = {};
  for (const issue of body.issues ?? []) {
    const field = issue.path.split('.')[0] ?? '';
    if (isFormField(field)) errors[field] ??= issue.message;
  }
  return errors;
}
