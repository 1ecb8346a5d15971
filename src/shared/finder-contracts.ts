// The finder's submission (spec §3, §5), one schema for form and route: blank entries dropped, then the opt-out rule.
import { z } from 'zod';
import type { savedUserRecordSchema } from './api-responses.ts';
import { isCalendarDate } from './calendar-day.ts';
import { DEFAULT_RADIUS_MILES } from './constants.ts';
import { radiusSchema, ZIP_MESSAGE } from './lookup-contracts.ts';
import { profileAnswersSchema } from './profile-answers.ts';
import { doctorEntrySchema, medicationEntrySchema } from './profile-entries.ts';

export const OPT_OUT_MESSAGE = 'Please either check the opt-out checkbox or provide at least one entry';
export const MAX_MEDICATIONS = 50;
export const MAX_DOCTORS = 30;

const isBlankName = (entry: unknown) =>
  typeof entry === 'object' &&
  entry !== null &&
  (typeof (entry as { name?: unknown }).name !== 'string' || (entry as { name: string }).name.trim() === '');

/** Spec §5: "On submit, entries with blank names are dropped." */
const entries = <T extends z.ZodType>(schema: T, max: number) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((e) => !isBlankName(e)) : value),
    z.array(schema).max(max, `At most ${max} entries`),
  );

const requiredText = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);

export const birthDateSchema = z
  .string({ message: 'Birth date is required' })
  .trim()
  .min(1, 'Birth date is required')
  .refine(isCalendarDate, 'Please enter a valid birth date')
  .refine(
    (v) => v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10),
    'Please enter a valid birth date',
  );

export const medicareSubmissionSchema = z
  .object({
    firstName: requiredText('First name'),
    lastName: requiredText('Last name'),
    birthDate: birthDateSchema,
    zipCode: z
      .string({ message: ZIP_MESSAGE })
      .trim()
      .regex(/^\d{5}$/, ZIP_MESSAGE),
    county: requiredText('County'),
    isCustomCounty: z.boolean().default(false),
    doctorSearchRadius: radiusSchema.default(DEFAULT_RADIUS_MILES),
    noMedications: z.boolean().default(false),
    medications: entries(medicationEntrySchema, MAX_MEDICATIONS).default([]),
    noDoctors: z.boolean().default(false),
    doctors: entries(doctorEntrySchema, MAX_DOCTORS).default([]),
    /**
     * Health, qualifiers, other coverage, priorities (each has a default). No start month prices the
     * whole year; a named month must still be startable (checked against the server clock).
     */
    answers: profileAnswersSchema
      .extend({ coverageStartMonth: profileAnswersSchema.shape.coverageStartMonth.unwrap().optional() })
      .prefault({}),
    /** The plan year; the finder's default when left out. */
    planYear: z
      .number({ error: 'Plan year must be a year' })
      .int('Plan year must be a year')
      .min(2000)
      .max(2100)
      .optional(),
    /** A counselor's client agreed to RETENTION_DAYS keeping (ADR 0020); required from counselors only. */
    clientConsent: z.boolean().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.noMedications && value.medications.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['medications'], message: OPT_OUT_MESSAGE });
    }
    if (!value.noDoctors && value.doctors.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['doctors'], message: OPT_OUT_MESSAGE });
    }
  })
  .transform((value) => ({
    ...value,
    medications: value.noMedications ? [] : value.medications,
    doctors: value.noDoctors ? [] : value.doctors,
  }));

export type MedicareSubmissionInput = z.input<typeof medicareSubmissionSchema>;
export type MedicareSubmission = z.output<typeof medicareSubmissionSchema>;

const HISTORY_HINT = 'Type at least 2 characters to search.';

/** POST /api/medicare/users/search (ADR 0011: no names in URLs); empty q lists this device's newest, else 2+ characters. */
export const historySearchRequestSchema = z.strictObject({
  q: z
    .string({ message: HISTORY_HINT })
    .trim()
    .max(100, 'Search text is too long')
    .refine((q) => q.length === 0 || q.length >= 2, HISTORY_HINT),
});

/** POST /api/medicare/history/forget takes nothing but an empty JSON object. */
export const forgetDeviceRequestSchema = z.strictObject({});

/** POST /api/admin/submissions/search: an admin finds a submission to analyse (2+ characters). */
export const adminSubmissionSearchSchema = z.strictObject({
  q: z.string({ message: HISTORY_HINT }).trim().min(2, HISTORY_HINT).max(100, 'Search text is too long'),
});

/** Spec §3 "Saved user record". */
export type SavedUserRecord = z.infer<typeof savedUserRecordSchema>;
