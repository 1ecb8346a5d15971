/**
 * Medigap premiums as data (/api/admin/medigap-rates): plan letters in plain words, rating methods,
 * and the schemas the admin API and forms share. Money as exact decimal strings ("142.50").
 */
import { z } from 'zod';
import { exportFormatParam, requiredAmountSchema } from './admin-plan-contracts.ts';
import { optionalQuery, pagingParams } from './query-params.ts';
import { US_STATES } from './service-area.ts';

/** The standardized letters in Medicare's order; C, F and HDF only for those first eligible before 2020. */
export const MEDIGAP_PLAN_LETTERS = ['A', 'B', 'C', 'D', 'F', 'HDF', 'G', 'HDG', 'K', 'L', 'M', 'N'] as const;
export type MedigapPlanLetter = (typeof MEDIGAP_PLAN_LETTERS)[number];
export const MEDIGAP_BEFORE_2020_ONLY: readonly MedigapPlanLetter[] = ['C', 'F', 'HDF'];

/** "High-deductible Plan G" for HDG, "Plan N" for N. */
export const medigapPlanName = (letter: MedigapPlanLetter): string =>
  letter.startsWith('HD') ? `High-deductible Plan ${letter.slice(2)}` : `Plan ${letter}`;
export const MEDIGAP_PLANS = MEDIGAP_PLAN_LETTERS.map((letter) => ({
  letter,
  name: medigapPlanName(letter),
}));

/**
 * C, F, HDF by age: only people first eligible before January 1, 2020. Medicare starts the month of
 * turning 65 (the month before for a birthday on the 1st), so born on or before January 1, 1955.
 * Younger people with Medicare before 2020 (disability) are asked (RoadsRequest.medicareBefore2020).
 */
export const eligibleBefore2020 = (birthDate: string) => birthDate <= '1955-01-01';

/**
 * Age rating: attained-age (rises with age), issue-age (fixed at purchase), community-rated (same
 * at every age). For someone buying now both ages are today's.
 */
export const MEDIGAP_RATING_METHODS = ['attained-age', 'issue-age', 'community-rated'] as const;
export type MedigapRatingMethod = (typeof MEDIGAP_RATING_METHODS)[number];
export const MEDIGAP_SEXES = ['female', 'male', 'any'] as const;
export type MedigapSex = (typeof MEDIGAP_SEXES)[number];

export const MEDIGAP_AGE_MAX = 120;
export const MEDIGAP_CARRIER_MAX = 100;
export const MEDIGAP_SOURCE_MAX = 300;
export const MEDIGAP_LETTER_MESSAGE = `Plan letter must be one of ${MEDIGAP_PLAN_LETTERS.join(', ')}`;
export const MEDIGAP_METHOD_MESSAGE = 'Rating method must be attained-age, issue-age or community-rated';
export const MEDIGAP_SEX_MESSAGE = 'Sex must be female, male or any';
export const MEDIGAP_STATE_MESSAGE = 'State must be a two-letter US state code, such as OK';
export const MEDIGAP_ZIP3_MESSAGE =
  "Area must be a ZIP code's first three digits, or empty for the whole state";
export const MEDIGAP_AGE_MESSAGE = `Age must be a whole number from 0 to ${MEDIGAP_AGE_MAX}`;
export const MEDIGAP_AGE_ORDER = 'The age band must start at or before its end (age from ≤ age to)';
export const MEDIGAP_YEAR_MESSAGE = 'Plan year must be a whole number from 2020 to 2100';
export const MEDIGAP_PREMIUM_POSITIVE = 'Monthly premium must be more than 0';
export const MEDIGAP_CARRIER_REQUIRED = 'Carrier is required';
export const MEDIGAP_TOBACCO_MESSAGE = 'Tobacco must be true or false';
export const MEDIGAP_UPDATE_EMPTY = 'Send at least one field to change';
export const MEDIGAP_RATE_NOT_FOUND = 'Medigap rate not found';
export const MEDIGAP_RATE_DUPLICATE =
  'A rate with this plan year, state, carrier, plan letter, rating method, first age, sex, tobacco use and area already exists';
export const medigapBandOverlaps = (other: { ageFrom: number; ageTo: number }) =>
  `The age band overlaps the band ${other.ageFrom}–${other.ageTo} of the same carrier, letter, rating method, sex, tobacco use and area`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

const tidyText = (max: number, required: string) =>
  z
    .string({ error: required })
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(max, `Must be at most ${max} characters`)
        .refine((v) => !CONTROL.test(v), 'Must not contain control characters'),
    );

const planYear = z
  .number({ error: MEDIGAP_YEAR_MESSAGE })
  .int(MEDIGAP_YEAR_MESSAGE)
  .min(2020, MEDIGAP_YEAR_MESSAGE)
  .max(2100, MEDIGAP_YEAR_MESSAGE);
const state = z
  .string({ error: MEDIGAP_STATE_MESSAGE })
  .transform((v) => v.trim().toUpperCase())
  .refine((v) => /^[A-Z]{2}$/.test(v) && v in US_STATES, MEDIGAP_STATE_MESSAGE);
const age = z
  .number({ error: MEDIGAP_AGE_MESSAGE })
  .int(MEDIGAP_AGE_MESSAGE)
  .min(0, MEDIGAP_AGE_MESSAGE)
  .max(MEDIGAP_AGE_MAX, MEDIGAP_AGE_MESSAGE);
const zip3 = z
  .union([z.string(), z.null()], { error: MEDIGAP_ZIP3_MESSAGE })
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || /^[0-9]{3}$/.test(v), MEDIGAP_ZIP3_MESSAGE);
const source = z
  .union([z.string(), z.null()], { error: 'Source must be text' })
  .transform((v) => (v === null ? null : v.replace(/\s+/g, ' ').trim() || null))
  .refine(
    (v) => v === null || v.length <= MEDIGAP_SOURCE_MAX,
    `Must be at most ${MEDIGAP_SOURCE_MAX} characters`,
  )
  .refine((v) => v === null || !CONTROL.test(v), 'Must not contain control characters');
const premium = requiredAmountSchema.refine((v) => Number(v) > 0, MEDIGAP_PREMIUM_POSITIVE);

const sample = z.boolean({ error: 'Sample must be true or false' });
const rateFields = {
  planYear,
  state,
  carrier: tidyText(MEDIGAP_CARRIER_MAX, MEDIGAP_CARRIER_REQUIRED),
  planLetter: z.enum(MEDIGAP_PLAN_LETTERS, { error: MEDIGAP_LETTER_MESSAGE }),
  ratingMethod: z.enum(MEDIGAP_RATING_METHODS, { error: MEDIGAP_METHOD_MESSAGE }),
  ageFrom: age,
  ageTo: age,
  sex: z.enum(MEDIGAP_SEXES, { error: MEDIGAP_SEX_MESSAGE }),
  tobacco: z.boolean({ error: MEDIGAP_TOBACCO_MESSAGE }),
  zip3,
  monthlyPremium: premium,
  sample,
  source,
};

/** True when the band is in order (the update checks the stored band the same way). */
export const bandInOrder = (r: { ageFrom: number; ageTo: number }) => r.ageFrom <= r.ageTo;

export const medigapRateCreateSchema = z
  .strictObject({
    ...rateFields,
    state: state.default('OK'),
    zip3: zip3.default(null),
    sample: sample.default(false),
    source: source.default(null),
  })
  .refine(bandInOrder, { message: MEDIGAP_AGE_ORDER, path: ['ageTo'] });
export type MedigapRateCreate = z.infer<typeof medigapRateCreateSchema>;
export type MedigapRateCreateInput = z.input<typeof medigapRateCreateSchema>;

/** A partial change; the band it leaves (with the stored ends) is checked by the service. */
export const medigapRateUpdateSchema = z
  .strictObject(rateFields)
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), MEDIGAP_UPDATE_EMPTY);
export type MedigapRateUpdate = z.infer<typeof medigapRateUpdateSchema>;

/** GET /api/admin/medigap-rates: blank filters = any; 50 a page by default, 500 at most. */
export const medigapRateListQuerySchema = z.strictObject({
  year: optionalQuery(z.coerce.number({ error: MEDIGAP_YEAR_MESSAGE }).pipe(planYear)),
  state: optionalQuery(state),
  letter: optionalQuery(
    z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .pipe(z.enum(MEDIGAP_PLAN_LETTERS, { error: MEDIGAP_LETTER_MESSAGE })),
  ),
  /** The carrier's name, letter case ignored. */
  carrier: optionalQuery(
    z.string().trim().max(MEDIGAP_CARRIER_MAX, `Must be at most ${MEDIGAP_CARRIER_MAX} characters`),
  ),
  ...pagingParams(50, 500),
});
export type MedigapRateListQuery = z.infer<typeof medigapRateListQuerySchema>;

/** GET /api/admin/medigap-rates/export: the list's filters, no paging; CSV by default. */
export const medigapRateExportQuerySchema = medigapRateListQuerySchema
  .omit({ page: true, limit: true })
  .extend({ format: exportFormatParam });
export type MedigapRateExportQuery = z.output<typeof medigapRateExportQuerySchema>;

/** Export and import columns (docs/medigap-rates.md), named as the API does, so an export imports back unchanged. */
export const MEDIGAP_RATE_COLUMN_LABELS = {
  planYear: 'Plan year',
  state: 'State',
  carrier: 'Carrier',
  planLetter: 'Plan letter',
  ratingMethod: 'Rating method',
  ageFrom: 'Age from',
  ageTo: 'Age to',
  sex: 'Sex',
  tobacco: 'Tobacco',
  zip3: 'Area (ZIP first three digits)',
  monthlyPremium: 'Monthly premium',
  sample: 'Sample',
  source: 'Source',
} satisfies Record<keyof typeof rateFields, string>;
export type MedigapRateColumn = keyof typeof MEDIGAP_RATE_COLUMN_LABELS;
export const MEDIGAP_RATE_COLUMNS = Object.keys(MEDIGAP_RATE_COLUMN_LABELS) as readonly MedigapRateColumn[];

/** The yes/no cells of an import: these words, any letter case. */
export const MEDIGAP_YES_NO_WORDS = 'yes, no, true, false, 1 or 0';
export const medigapYesNoMessage = (label: 'Tobacco' | 'Sample') =>
  `${label} must be ${MEDIGAP_YES_NO_WORDS}`;

/** A rate's natural key (the table's unique key). */
export type MedigapRateKeyFields = {
  planYear: number;
  state: string;
  carrier: string;
  planLetter: string;
  ratingMethod: string;
  ageFrom: number;
  sex: string;
  tobacco: boolean;
  zip3: string | null;
};

/** Rates whose age bands must not overlap: same year, state, carrier, letter, method, sex, tobacco, area. */
export const medigapBandGroup = (r: Omit<MedigapRateKeyFields, 'ageFrom'>): string =>
  [r.planYear, r.state, r.carrier, r.planLetter, r.ratingMethod, r.sex, r.tobacco, r.zip3 ?? ''].join(
    '\u0000',
  );
export const medigapRateKey = (r: MedigapRateKeyFields): string => `${medigapBandGroup(r)}\u0000${r.ageFrom}`;

/** Both ends included, as the table stores bands. */
export const medigapBandsOverlap = (
  a: { ageFrom: number; ageTo: number },
  b: { ageFrom: number; ageTo: number },
): boolean => a.ageFrom <= b.ageTo && b.ageFrom <= a.ageTo;

const rowList = (rows: readonly number[]) =>
  rows.length <= 2 ? rows.join(' and ') : `${rows.slice(0, -1).join(', ')} and ${rows[rows.length - 1]}`;

/** An import's row whose key another row of the same file has too. */
export const medigapKeyTwiceInFile = (rows: readonly number[]) =>
  `The same rate (plan year, state, carrier, plan letter, rating method, first age, sex, tobacco use and area) appears more than once in this file (rows ${rowList(rows)})`;

/** An import's row whose band overlaps another row's of the same file. */
export const medigapBandOverlapsRow = (other: { ageFrom: number; ageTo: number; row: number }) =>
  `The age band overlaps the band ${other.ageFrom}–${other.ageTo} in row ${other.row} of this file, of the same carrier, letter, rating method, sex, tobacco use and area`;

export const medigapRateRecordSchema = z.strictObject({
  id: z.number().int(),
  planYear: z.number().int(),
  state: z.string(),
  carrier: z.string(),
  planLetter: z.enum(MEDIGAP_PLAN_LETTERS),
  ratingMethod: z.enum(MEDIGAP_RATING_METHODS),
  ageFrom: z.number().int(),
  ageTo: z.number().int(),
  sex: z.enum(MEDIGAP_SEXES),
  tobacco: z.boolean(),
  zip3: z.string().nullable(),
  /** Exact decimal string, "142.50". */
  monthlyPremium: z.string().regex(/^\d+\.\d{2}$/),
  sample: z.boolean(),
  source: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MedigapRateRecord = z.infer<typeof medigapRateRecordSchema>;

export const medigapRateListSchema = z.strictObject({
  rates: z.array(medigapRateRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type MedigapRateList = z.infer<typeof medigapRateListSchema>;

export const medigapRateDeleteResponseSchema = z.strictObject({
  deleted: z.literal(true),
  id: z.number().int(),
});

/** One carrier's premium for one letter, as the quote finds it (services/catalogue/medigap-rates.ts). */
export type MedigapOffer = Omit<
  MedigapRateRecord,
  'id' | 'planYear' | 'state' | 'tobacco' | 'createdAt' | 'updatedAt'
> & { rateId: number };
