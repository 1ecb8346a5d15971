/**
 * Where the person is in the finder (spec §2 "Home": three steps, a bar and a percentage): step 1
 * until the personal part is filled in, step 2 (medications and doctors) after it; step 3 is the
 * results page. The bar moves with each part filled in: a third for the personal fields (a share
 * for each field), a third for the medications and doctors (a share for each list done, i.e. with
 * an entry or its opt-out box ticked), and the last third is the results.
 */
import { ZIP_LENGTH } from '../../../../shared/constants';
import type { FinderFormValues } from './form-values';

export type FormProgress = { step: 1 | 2; title: string; percent: number };

type ProgressValues = Pick<
  FinderFormValues,
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'zipCode'
  | 'county'
  | 'noMedications'
  | 'medications'
  | 'noDoctors'
  | 'doctors'
>;

export function formProgress(values: ProgressValues): FormProgress {
  const personal = [
    values.firstName.trim() !== '',
    values.lastName.trim() !== '',
    values.birthDate !== '',
    new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(values.zipCode.trim()),
    values.county.trim() !== '',
  ];
  const lists = [
    values.noMedications || values.medications.length > 0,
    values.noDoctors || values.doctors.length > 0,
  ];
  const share = (done: boolean[]) => done.filter(Boolean).length / done.length;
  const personalDone = personal.every(Boolean);
  const percent = Math.round((100 / 3) * (share(personal) + (personalDone ? share(lists) : 0)));
  if (!personalDone) return { step: 1, title: 'Personal Information', percent };
  const title = lists.every(Boolean) ? 'Ready to find your plans' : 'Medications & Doctors';
  return { step: 2, title, percent };
}
