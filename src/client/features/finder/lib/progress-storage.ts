/** The finder's browser storage: saved progress and the one-shot history record; unreadable entries are logged without content (PHI) and ignored. */

import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  asFrequency,
  DEFAULT_RADIUS_MILES,
  FORM_PROGRESS_KEY,
  HISTORY_LOAD_KEY,
  RADIUS_MAX,
  RADIUS_MIN,
} from '../../../../shared/constants';
import { formatLongDate, formatTime } from '../../../../shared/i18n/intl-format';
import type { Language } from '../../../../shared/i18n/languages';
import { removeStored } from '../../../lib/browser-storage';
import { readSavedAnswers } from './coverage-answers';
import type { EntryEditor } from './entry-editor';
import type { FinderStep } from './finder-steps';
import {
  type DoctorDraft,
  EMPTY_DOCTOR,
  EMPTY_MEDICATION,
  type FinderFormValues,
  formValuesFromRecord,
  type MedicationDraft,
} from './form-values';
import type { PharmacyPick } from './pharmacy-pick';

export type ProgressSnapshot = {
  values: FinderFormValues;
  medication: EntryEditor<MedicationDraft>;
  doctor: EntryEditor<DoctorDraft>;
  pharmacy: PharmacyPick;
  step?: FinderStep;
};

const medicationSchema = z.object({
  name: z.string(),
  dosage: z.string(),
  quantity: z.union([z.string(), z.number()]).transform(String),
  frequency: z.string().transform(asFrequency),
});

const doctorSchema = z.object({
  name: z.string(),
  specialty: z.string(),
  providerId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((id) => id ?? null),
});

const answersSchema = z
  .unknown()
  .optional()
  .transform((raw) => readSavedAnswers(raw));

const radiusSchema = z.number().int().min(RADIUS_MIN).max(RADIUS_MAX).catch(DEFAULT_RADIUS_MILES);

const formValuesSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  zipCode: z.string(),
  county: z
    .string()
    .nullish()
    .transform((county) => county ?? ''),
  isCustomCounty: z.boolean().catch(false),
  doctorSearchRadius: radiusSchema,
  noMedications: z.boolean().catch(false),
  medications: z.array(medicationSchema),
  noDoctors: z.boolean().catch(false),
  doctors: z.array(doctorSchema),
  // Progress saved before these questions existed may lack them: the defaults apply.
  answers: answersSchema,
});

const editIndexSchema = z.number().int().nonnegative().nullable().catch(null);

/** Unreadable or missing: undefined; the form fits it to the answers' NPI on load. */
const pharmacyPickSchema = z
  .object({
    specific: z.boolean(),
    picked: z.object({ npi: z.string(), label: z.string().trim().min(1).max(200) }).nullable(),
  })
  .optional()
  .catch(undefined);

const progressSchema = z.object({
  formData: formValuesSchema,
  medicationEntry: medicationSchema.catch({ ...EMPTY_MEDICATION }),
  doctorEntry: doctorSchema.catch({ ...EMPTY_DOCTOR }),
  editingMedicationIndex: editIndexSchema,
  editingDoctorIndex: editIndexSchema,
  pharmacyPick: pharmacyPickSchema,
  step: z
    .union([z.literal(1), z.literal(2)])
    .optional()
    .catch(undefined),
  savedAt: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
});

/** What Save Progress stores; older progress may lack the pharmacy pick and the step (step 1). */
export type SavedProgress = z.output<typeof progressSchema>;

const historyRecordSchema = formValuesSchema.omit({ noMedications: true, noDoctors: true }).extend({
  county: z.string().nullable().catch(null),
  planYear: z.number().int().optional().catch(undefined),
});

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage unavailable (privacy modes): nothing saved.
  }
}

function parseStored<T>(raw: string, schema: z.ZodType<T>, what: string): T | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  console.warn(`Ignoring unreadable ${what} in browser storage.`);
  return null;
}

/** Throws when the browser refuses to store it. */
export function saveProgress(snapshot: ProgressSnapshot, now = new Date()): SavedProgress {
  const progress: SavedProgress = {
    formData: snapshot.values,
    medicationEntry: snapshot.medication.draft,
    doctorEntry: snapshot.doctor.draft,
    editingMedicationIndex: snapshot.medication.editIndex,
    editingDoctorIndex: snapshot.doctor.editIndex,
    pharmacyPick: snapshot.pharmacy,
    ...(snapshot.step ? { step: snapshot.step } : {}),
    savedAt: now.toISOString(),
  };
  window.localStorage.setItem(FORM_PROGRESS_KEY, JSON.stringify(progress));
  return progress;
}

export function readProgress(): SavedProgress | null {
  const raw = readKey(FORM_PROGRESS_KEY);
  if (raw === null) return null;
  const progress = parseStored(raw, progressSchema, 'saved progress');
  if (!progress) return null;
  // An edit index must still point at a row of its list.
  const { medications, doctors } = progress.formData;
  return {
    ...progress,
    editingMedicationIndex: withinList(progress.editingMedicationIndex, medications.length),
    editingDoctorIndex: withinList(progress.editingDoctorIndex, doctors.length),
  };
}

function withinList(index: number | null, length: number): number | null {
  return index !== null && index < length ? index : null;
}

export function clearProgress(): void {
  removeStored(FORM_PROGRESS_KEY);
}

/** The undo of Begin Fresh Search. */
export function restoreProgress(progress: SavedProgress): void {
  window.localStorage.setItem(FORM_PROGRESS_KEY, JSON.stringify(progress));
}

/** The one-shot key is removed. */
export function takeHistoryRecord(): FinderFormValues | null {
  const raw = readKey(HISTORY_LOAD_KEY);
  if (raw === null) return null;
  removeStored(HISTORY_LOAD_KEY);
  const record = parseStored(raw, historyRecordSchema, 'history record');
  return record ? formValuesFromRecord(record) : null;
}

/** "Saved on November 21, 2026 at 3:05 PM", in the reader's time zone and language. */
export function describeSavedAt(savedAt: string, language: Language = 'en', t?: TFunction<'finder'>): string {
  const date = formatLongDate(language, savedAt);
  // ICU puts a narrow no-break space before AM/PM; formatTime gives a plain space, which reads the same.
  const time = formatTime(language, savedAt) ?? '';
  return t ? t('actions.savedAt', { date, time }) : `Saved on ${date} at ${time}`;
}
