/** The finder's steps: 1 the person, 2 medications and doctors, 3 the results page; `/?step=2` is step 2. */
import { medicareSubmissionSchema } from '../../../../shared/finder-contracts';
import type { FinderFormValues } from './form-values';

export type FinderStep = 1 | 2;

/** Next checks step 1's fields only. */
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

export function finderStepFromUrl(params: URLSearchParams): FinderStep {
  return params.get('step') === '2' ? 2 : 1;
}

export function stepSearch(step: FinderStep): Record<string, string> {
  return step === 2 ? { step: '2' } : {};
}

/** Whether step 1 passes the server's rules, marking nothing: an address at step 2 needs it. */
export function stepOneDone(values: FinderFormValues): boolean {
  const result = medicareSubmissionSchema.safeParse(values);
  const stepOne: readonly string[] = STEP_FIELDS[1];
  return result.success || !result.error.issues.some((issue) => stepOne.includes(String(issue.path[0])));
}
