/**
 * The finder's steps (spec §2 "Home"): step 1 is the person (name, birth date, ZIP, county, radius,
 * plan year, plan start, pharmacy, health and coverage), step 2 their medications and doctors, and
 * step 3 the results page. The address names the step: `/` is step 1, `/?step=2` step 2.
 */
import { medicareSubmissionSchema } from '../../../../shared/finder-contracts';
import type { FinderFormValues } from './form-values';

export type FinderStep = 1 | 2;

/** The form's fields on each step: Next checks those of step 1 only. */
export const STEP_FIELDS = {
  1: [
    'firstName',
    'lastName',
    'birthDate',
    'zipCode',
    'county',
    'isCustomCounty',
    'doctorSearchRadius',
    'answers',
    'planYear',
  ],
  2: ['noMedications', 'medications', 'noDoctors', 'doctors'],
} as const satisfies Record<FinderStep, (keyof FinderFormValues)[]>;

export function stepOfField(field: keyof FinderFormValues): FinderStep {
  return (STEP_FIELDS[2] as readonly string[]).includes(field) ? 2 : 1;
}

/** Anything but `step=2` is step 1, so an odd address opens the start of the finder. */
export function finderStepFromUrl(params: URLSearchParams): FinderStep {
  return params.get('step') === '2' ? 2 : 1;
}

/** The query of a step's address: none for step 1, so `/` stays the finder's start. */
export function stepSearch(step: FinderStep): Record<string, string> {
  return step === 2 ? { step: '2' } : {};
}

/** Whether step 1's fields pass the server's rules, marking nothing: an address at step 2 needs it. */
export function stepOneDone(values: FinderFormValues): boolean {
  const result = medicareSubmissionSchema.safeParse(values);
  const stepOne: readonly string[] = STEP_FIELDS[1];
  return result.success || !result.error.issues.some((issue) => stepOne.includes(String(issue.path[0])));
}
