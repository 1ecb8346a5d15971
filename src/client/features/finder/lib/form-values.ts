import { asFrequency, DEFAULT_RADIUS_MILES, type Frequency } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import type { ProfileAnswers } from '../../../../shared/profile-answers';
import { answersForForm, defaultFinderAnswers } from './coverage-answers';

/** A medication as the form holds it: quantity stays text so the input can be empty. */
export type MedicationDraft = { name: string; dosage: string; quantity: string; frequency: Frequency };

/** A doctor as the form holds it; providerId is set only when chosen from the directory. */
export type DoctorDraft = { name: string; specialty: string; providerId: number | null };

/** The form's values: exactly the keys of medicareSubmissionSchema (a strict object). */
export type FinderFormValues = {
  firstName: string;
  lastName: string;
  birthDate: string;
  zipCode: string;
  county: string;
  isCustomCounty: boolean;
  doctorSearchRadius: number;
  noMedications: boolean;
  medications: MedicationDraft[];
  noDoctors: boolean;
  doctors: DoctorDraft[];
  /**
   * Health, special-needs qualifiers, other drug coverage, priorities, pharmacy, Extra Help and the
   * start month (shared/profile-answers.ts); `medicaidOrExtraHelp` follows Extra Help (coverage-answers.ts).
   */
  answers: ProfileAnswers;
  /** The plan year chosen (issue 18); unset until the finder knows the years offered (the server's default applies). */
  planYear?: number;
};

/** The parts of a saved user record (spec §3) that fill the form. */
export type HistoryRecordFields = Pick<
  SavedUserRecord,
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'zipCode'
  | 'county'
  | 'isCustomCounty'
  | 'doctorSearchRadius'
  | 'medications'
  | 'doctors'
  | 'answers'
  | 'planYear'
>;

export const EMPTY_MEDICATION: MedicationDraft = { name: '', dosage: '', quantity: '', frequency: 'monthly' };
export const EMPTY_DOCTOR: DoctorDraft = { name: '', specialty: '', providerId: null };

export function emptyFormValues(): FinderFormValues {
  return {
    firstName: '',
    lastName: '',
    birthDate: '',
    zipCode: '',
    county: '',
    isCustomCounty: false,
    doctorSearchRadius: DEFAULT_RADIUS_MILES,
    noMedications: false,
    medications: [],
    noDoctors: false,
    doctors: [],
    answers: defaultFinderAnswers(),
  };
}

/**
 * A history record (spec §2 "Selecting a record returns to / with the form pre-filled") as form
 * values. An earlier submission with empty lists was opted out, so the boxes are ticked again.
 */
export function formValuesFromRecord(record: HistoryRecordFields): FinderFormValues {
  const medications = record.medications.map((m) => ({
    name: m.name,
    dosage: m.dosage,
    quantity: String(m.quantity),
    frequency: asFrequency(m.frequency),
  }));
  const doctors = record.doctors.map((d) => ({
    name: d.name,
    specialty: d.specialty,
    providerId: d.providerId ?? null,
  }));
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    birthDate: record.birthDate,
    zipCode: record.zipCode,
    county: record.county ?? '',
    isCustomCounty: record.isCustomCounty,
    doctorSearchRadius: record.doctorSearchRadius,
    noMedications: medications.length === 0,
    medications,
    noDoctors: doctors.length === 0,
    doctors,
    answers: answersForForm(structuredClone(record.answers)),
    // Set only by "Duplicate for next year"; otherwise the form offers today's plan year.
    ...(record.planYear === undefined ? {} : { planYear: record.planYear }),
  };
}
