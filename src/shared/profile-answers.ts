/**
 * What the finder asks besides drugs and doctors (ADR 0012): health (sets the care priced), SNP
 * qualifiers, other creditable drug coverage, priorities. Every answer has a default, so an older
 * profile reads as "a few visits, no special needs, no other coverage, no priorities".
 */
import { z } from 'zod';
import { INTL_LOCALES, type Language } from './i18n/languages.ts';
import { coverageStartMonths } from './plan-years.ts';

export const PHARMACY_CHOICES = ['preferred', 'standard', 'mail'] as const;
export type PharmacyChoice = (typeof PHARMACY_CHOICES)[number];

/** Extra Help as the finder asks: none, not sure (priced as none, with a pointer), or a copay level. */
export const EXTRA_HELP_LEVELS = ['none', 'notSure', 'institutional', 'fullDual', 'full'] as const;
export type ExtraHelpLevel = (typeof EXTRA_HELP_LEVELS)[number];
export type ExtraHelpYes = Exclude<ExtraHelpLevel, 'none' | 'notSure'>;

/** A "yes" answer: the person gets Extra Help (and so may join a plan for people with Medicaid). */
export function hasExtraHelp(level: ExtraHelpLevel): level is ExtraHelpYes {
  return level !== 'none' && level !== 'notSure';
}

/** Standard network pharmacy: no discount assumed. */
export const DEFAULT_PHARMACY: PharmacyChoice = 'standard';

export const HEALTH_ANSWERS = ['rarely', 'some', 'ongoing'] as const;
export type HealthAnswer = (typeof HEALTH_ANSWERS)[number];
export const DEFAULT_HEALTH: HealthAnswer = 'some';

/** Chronic conditions C-SNPs serve (CMS's list, abridged). */
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

/** What matters beyond cost; each pick earns points where a plan offers it. */
export const PRIORITIES = ['dental', 'vision', 'hearing', 'fitness', 'lowPremium', 'keepDoctors'] as const;
export type Priority = (typeof PRIORITIES)[number];

const distinct = <T extends string>(values: readonly T[]) => [...new Set(values)];

/** What a current plan that is not one of the plans on file is told. */
export const CURRENT_PLAN_PICK = 'Choose your current plan from the list';

const START_MONTH_MESSAGE = 'The start month must be a month from 1 to 12';

/** The answers as the submit request carries them; each may be left out (its default applies). */
export const profileAnswersSchema = z
  .object({
    health: z.enum(HEALTH_ANSWERS, { error: 'Choose how your health has been' }).default(DEFAULT_HEALTH),
    /** Has Medicaid (SoonerCare in Oklahoma) or Extra Help: may join a D-SNP. */
    medicaidOrExtraHelp: z.boolean({ error: 'Medicaid or Extra Help must be yes or no' }).default(false),
    /** Lives in a nursing home or needs that level of care: may join an I-SNP. */
    livesInFacility: z.boolean({ error: 'Nursing home care must be yes or no' }).default(false),
    chronicConditions: z
      .array(z.enum(CHRONIC_CONDITIONS, { error: 'Unknown condition' }))
      .max(CHRONIC_CONDITIONS.length)
      .default([])
      .transform(distinct),
    /**
     * Creditable drug coverage (VA, TRICARE, IHS, employer, union, FEHB): plans without drug coverage
     * then rank with the others, the one case a counselor leads with one (docs/how-we-rank.md).
     */
    creditableDrugCoverage: z.boolean({ error: 'Other drug coverage must be yes or no' }).default(false),
    priorities: z
      .array(z.enum(PRIORITIES, { error: 'Unknown priority' }))
      .max(PRIORITIES.length)
      .default([])
      .transform(distinct),
    pharmacy: z
      .enum(PHARMACY_CHOICES, { error: 'Choose where you fill your prescriptions' })
      .default(DEFAULT_PHARMACY),
    /**
     * A pharmacy the person uses (NPI), or null: each plan is priced there (its kind and fees in that
     * network, or out of network); `pharmacy` then prices plans whose network is not on file.
     */
    pharmacyNpi: z
      .string({ error: 'Choose a pharmacy from the list' })
      .regex(/^\d{10}$/, { error: 'Choose a pharmacy from the list' })
      .nullable()
      .default(null),
    /** 'notSure' is priced as none. */
    extraHelp: z.enum(EXTRA_HELP_LEVELS, { error: 'Choose whether you get Extra Help' }).default('none'),
    /** First month (1–12) the new plan would cover; costs count from then. */
    coverageStartMonth: z
      .number({ error: START_MONTH_MESSAGE })
      .int({ error: START_MONTH_MESSAGE })
      .min(1, { error: START_MONTH_MESSAGE })
      .max(12, { error: START_MONTH_MESSAGE })
      .default(1),
    /** The current plan (CMS plan ID), or null: results show its cost, its changes and the savings. */
    currentPlanId: z
      .string({ error: CURRENT_PLAN_PICK })
      .regex(/^[A-Za-z0-9-]{1,40}$/, { error: CURRENT_PLAN_PICK })
      .nullable()
      .default(null),
  })
  .strict();
export type ProfileAnswers = z.output<typeof profileAnswersSchema>;

/** Every answer's default: what a profile saved before a question existed reads as. */
export const DEFAULT_ANSWERS: ProfileAnswers = profileAnswersSchema.parse({});

/** The earliest possible start month (plan-years.ts), or January (whole year, as an example) when none can start. */
export function defaultCoverageStartMonth(today: Date, planYear: number): number {
  return coverageStartMonths(today, planYear).first;
}

/** "July 2026" ("julio de 2026" in Spanish). */
export function coverageStartLabel(month: number, planYear: number, language: Language = 'en'): string {
  return new Date(Date.UTC(planYear, month - 1, 1)).toLocaleString(INTL_LOCALES[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The answers as the API gives them back (every one present). */
export const profileAnswersRecordSchema = z.strictObject({
  health: z.enum(HEALTH_ANSWERS),
  medicaidOrExtraHelp: z.boolean(),
  livesInFacility: z.boolean(),
  chronicConditions: z.array(z.enum(CHRONIC_CONDITIONS)),
  creditableDrugCoverage: z.boolean(),
  priorities: z.array(z.enum(PRIORITIES)),
  pharmacy: z.enum(PHARMACY_CHOICES),
  pharmacyNpi: z.string().nullable(),
  extraHelp: z.enum(EXTRA_HELP_LEVELS),
  coverageStartMonth: z.number().int().min(1).max(12),
  currentPlanId: z.string().nullable(),
});

/** Stored answers (a JSON column) read back; anything unreadable falls back to the defaults. */
export function readAnswers(value: unknown): ProfileAnswers {
  const parsed = profileAnswersSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : { ...DEFAULT_ANSWERS };
}
