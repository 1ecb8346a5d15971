/**
 * What the finder asks besides drugs and doctors (issue "An honest ranking", ADR 0012): how the
 * person's health has been (which sets the medical care we price), what could let them join a
 * Special Needs Plan, whether they have other drug coverage as good as Medicare's, and what matters
 * to them beyond cost. Every answer has a default, so a profile saved before these questions
 * existed reads as "a few visits a year, no special needs, no other drug coverage, no priorities".
 */
import { z } from 'zod';

export const HEALTH_ANSWERS = ['rarely', 'some', 'ongoing'] as const;
export type HealthAnswer = (typeof HEALTH_ANSWERS)[number];
export const DEFAULT_HEALTH: HealthAnswer = 'some';

export const HEALTH_LABELS: Record<HealthAnswer, string> = {
  rarely: 'I rarely see a doctor',
  some: 'A few doctor visits a year',
  ongoing: 'Ongoing care, or a hospital stay in the past year',
};

/** Chronic conditions that Chronic Condition Special Needs Plans (C-SNPs) serve (CMS's list, abridged). */
export const CHRONIC_CONDITIONS = [
  'diabetes',
  'heartFailure',
  'cardiovascular',
  'lungDisease',
  'kidneyDisease',
  'dementia',
  'cancer',
  'other',
] as const;
export type ChronicCondition = (typeof CHRONIC_CONDITIONS)[number];

export const CHRONIC_CONDITION_LABELS: Record<ChronicCondition, string> = {
  diabetes: 'Diabetes',
  heartFailure: 'Chronic heart failure',
  cardiovascular: 'Heart or blood vessel disease (such as heart disease or irregular heartbeat)',
  lungDisease: 'Chronic lung disease (such as COPD or asthma)',
  kidneyDisease: 'Kidney disease needing dialysis',
  dementia: 'Dementia',
  cancer: 'Cancer',
  other: 'Another long-term condition',
};

/** What matters to the person beyond cost; each one they pick earns points where a plan offers it. */
export const PRIORITIES = ['dental', 'vision', 'hearing', 'fitness', 'lowPremium', 'keepDoctors'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const PRIORITY_LABELS: Record<Priority, string> = {
  dental: 'Dental coverage',
  vision: 'Vision coverage',
  hearing: 'Hearing coverage',
  fitness: 'A fitness membership',
  lowPremium: 'A low monthly premium',
  keepDoctors: 'Keeping my doctors',
};

export type ProfileAnswers = {
  health: HealthAnswer;
  /** Has Medicaid (SoonerCare in Oklahoma) or Extra Help: may join a D-SNP. */
  medicaidOrExtraHelp: boolean;
  /** Lives in a nursing home or needs that level of care: may join an I-SNP. */
  livesInFacility: boolean;
  /** Conditions a C-SNP may serve. */
  chronicConditions: ChronicCondition[];
  /** Drug coverage at least as good as Medicare's (VA, TRICARE, an employer or union plan). */
  creditableDrugCoverage: boolean;
  priorities: Priority[];
};

export const DEFAULT_ANSWERS: ProfileAnswers = {
  health: DEFAULT_HEALTH,
  medicaidOrExtraHelp: false,
  livesInFacility: false,
  chronicConditions: [],
  creditableDrugCoverage: false,
  priorities: [],
};

const distinct = <T extends string>(values: readonly T[]) => [...new Set(values)];

/** The answers as the submit request carries them; each may be left out (its default applies). */
export const profileAnswersSchema = z
  .object({
    health: z
      .enum(HEALTH_ANSWERS, { error: 'Choose how your health has been' })
      .default(DEFAULT_ANSWERS.health),
    medicaidOrExtraHelp: z.boolean({ error: 'Medicaid or Extra Help must be yes or no' }).default(false),
    livesInFacility: z.boolean({ error: 'Nursing home care must be yes or no' }).default(false),
    chronicConditions: z
      .array(z.enum(CHRONIC_CONDITIONS, { error: 'Unknown condition' }))
      .max(CHRONIC_CONDITIONS.length)
      .default([])
      .transform(distinct),
    creditableDrugCoverage: z.boolean({ error: 'Other drug coverage must be yes or no' }).default(false),
    priorities: z
      .array(z.enum(PRIORITIES, { error: 'Unknown priority' }))
      .max(PRIORITIES.length)
      .default([])
      .transform(distinct),
  })
  .strict();

/** The answers as the API gives them back (every one present). */
export const profileAnswersRecordSchema = z.strictObject({
  health: z.enum(HEALTH_ANSWERS),
  medicaidOrExtraHelp: z.boolean(),
  livesInFacility: z.boolean(),
  chronicConditions: z.array(z.enum(CHRONIC_CONDITIONS)),
  creditableDrugCoverage: z.boolean(),
  priorities: z.array(z.enum(PRIORITIES)),
});

/** Stored answers (a JSON column) read back; anything unreadable falls back to the defaults. */
export function readAnswers(value: unknown): ProfileAnswers {
  const parsed = profileAnswersSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : { ...DEFAULT_ANSWERS };
}
