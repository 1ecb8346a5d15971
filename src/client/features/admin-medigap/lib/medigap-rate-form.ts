/** The Medigap rate form's text values ⇄ the API body (medigapRateCreateSchema); one message per field. */

import {
  MEDIGAP_RATE_COLUMNS,
  type MedigapRateColumn,
  type MedigapRateCreateInput,
  type MedigapRateRecord,
  type MedigapRatingMethod,
  type MedigapSex,
  medigapRateCreateSchema,
} from '../../../../shared/medigap-contracts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { firstIssues } from '../../../lib/field-issues';

/** Every column but the two yes/no ones is a text box, in the columns' order. */
type TextField = Exclude<MedigapRateColumn, 'tobacco' | 'sample'>;
const TEXT_FIELDS = MEDIGAP_RATE_COLUMNS.filter((c): c is TextField => c !== 'tobacco' && c !== 'sample');
export type MedigapFormValues = Record<TextField, string> & {
  tobacco: 'yes' | 'no';
  sample: boolean;
};
export type MedigapFormField = keyof MedigapFormValues;
export type MedigapFormErrors = Partial<Record<MedigapFormField, string>>;

export function emptyFormValues(planYear: number): MedigapFormValues {
  return {
    planYear: String(planYear),
    state: 'OK',
    carrier: '',
    planLetter: 'G',
    ratingMethod: 'attained-age',
    ageFrom: '65',
    ageTo: '69',
    sex: 'female',
    tobacco: 'no',
    zip3: '',
    monthlyPremium: '',
    sample: false,
    source: '',
  };
}

export function formValuesOf(rate: MedigapRateRecord): MedigapFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(rate[field] ?? '')]));
  return {
    ...(text as Record<TextField, string>),
    tobacco: rate.tobacco ? 'yes' : 'no',
    sample: rate.sample,
  };
}

/** Anything but a whole number goes to the schema as typed, for its message. */
const whole = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);
const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The schema checks the letter, method and sex it is sent. */
export function bodyOf(values: MedigapFormValues): MedigapRateCreateInput {
  return {
    ...values,
    planYear: whole(values.planYear),
    ageFrom: whole(values.ageFrom),
    ageTo: whole(values.ageTo),
    tobacco: values.tobacco === 'yes',
    zip3: orNull(values.zip3),
    source: orNull(values.source),
  } as MedigapRateCreateInput;
}

export function checkForm(
  values: MedigapFormValues,
): { ok: true; body: MedigapRateCreateInput } | { ok: false; errors: MedigapFormErrors } {
  const body = bodyOf(values);
  const result = medigapRateCreateSchema.safeParse(body);
  if (result.success) return { ok: true, body };
  const fields = Object.keys(values) as MedigapFormField[];
  return { ok: false, errors: firstIssues(result.error.issues, fields) };
}

export type MedigapServerError = { byField: MedigapFormErrors | null; message: string | null };

/** A 400's issues by path; a 409 (taken key, overlapping band) on the first age; anything else above the buttons. */
export function serverError(error: unknown): MedigapServerError {
  const message = errorMessage(error, 'The rate could not be saved. Please try again.');
  if (!(error instanceof ApiError) || !error.body) return { byField: null, message };
  if (error.status === 400 && error.body.issues?.length) {
    const errors: MedigapFormErrors = {};
    for (const issue of error.body.issues) {
      const field = issue.path.split('.')[0] as MedigapFormField;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    if (Object.keys(errors).length > 0) return { byField: errors, message: null };
  }
  if (error.status === 409) return { byField: { ageFrom: error.body.error }, message: null };
  return { byField: null, message };
}

export const RATING_METHOD_LABELS: Record<MedigapRatingMethod, string> = {
  'attained-age': 'Attained age',
  'issue-age': 'Issue age',
  'community-rated': 'Community rated',
};
export const SEX_LABELS: Record<MedigapSex, string> = { female: 'Female', male: 'Male', any: 'Any' };

export function agesText(rate: Pick<MedigapRateRecord, 'ageFrom' | 'ageTo'>, maxAge = 120): string {
  return rate.ageTo >= maxAge ? `${rate.ageFrom} and over` : `${rate.ageFrom}–${rate.ageTo}`;
}

export const areaText = (zip3: string | null) => (zip3 === null ? 'Whole state' : `ZIP ${zip3}xx`);
