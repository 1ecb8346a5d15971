import { asFrequency, DEFAULT_RADIUS_MILES, type Frequency } from '../../../../shared/constants';
import type { MedicareSubmission, SavedUserRecord } from '../../../../shared/finder-contracts';
import type { ProfileAnswers } from '../../../../shared/profile-answers';
import { answersForForm, defaultFinderAnswers } from './coverage-answers';

/** Quantity stays text so the input can be empty. */
export type MedicationDraft = { name: string; dosage: string; quantity: string; frequency: Frequency };

/** providerId is set only when chosen from the directory. */
export type DoctorDraft = { name: string; specialty: string; providerId: number | null };

/** The keys of medicareSubmissionSchema (a strict object), with entries as typed and every answer set. */
export type FinderFormValues = Omit<
  MedicareSubmission,
  'medications' | 'doctors' | 'answers' | 'clientConsent'
> & {
  medications: MedicationDraft[];
  doctors: DoctorDraft[];
  /** `medicaidOrExtraHelp` follows Extra Help (coverage-answers.ts). */
  answers: ProfileAnswers;
};

export type HistoryRecordFields = Omit<SavedUserRecord, 'id' | 'createdAt' | 'retainUntil'>;

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

/** A history record as form values; empty lists were opted out, so the boxes are ticked again. */
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
    ...(record.planYear === undefined ? {} : { planYear: record.planYear }),
  };
}
