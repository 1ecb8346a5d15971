/**
 * Admin plan catalogue contracts (spec §3-§5, §7), shared by the browser forms and the server routes.
 * Money travels as exact decimal strings ("3900.00"), never as floats.
 */
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './constants.ts';
import {
  fieldInSentence,
  PLAN_COLUMN_FIELDS,
  type PlanColumnField,
  type PlanFieldKind,
} from './plan-fields.ts';
import { PLAN_ID, PLAN_ID_FORM_MESSAGE } from './plan-id.ts';
import { blankAsMissing, optionalQuery, pagingParams } from './query-params.ts';
import { REGION_NOT_A_STATE, stateCodeOf } from './service-area.ts';

/** "Plan name": a field's catalogue name (plan-fields.ts) to begin a sentence. */
const sentence = (key: string) => fieldInSentence(key).replace(/^./, (c) => c.toUpperCase());
const requiredMessage = (key: string) => `${sentence(key)} is required`;
const PLAN_ID_REQUIRED = requiredMessage('planId');
export const REGION_REQUIRED = requiredMessage('region');
/** A plan ID a lookup cannot hold; a new one must be in CMS's form (plan-id.ts). */
export const PLAN_ID_FORMAT = 'Plan ID may contain only letters, digits and hyphens';
export const AMOUNT_MESSAGE = 'Must be a valid amount (e.g., 0.00)';
export const AMOUNT_NEGATIVE = 'Must be 0 or more';
export const AMOUNT_TOO_LARGE = 'Must be at most 99999999.99';
export const STAR_RATING_MESSAGE = 'Star rating must be between 1 and 5';
export const STAR_RATING_STEP = 'Star rating may have at most one decimal place';
export const ENROLLMENT_URL_MESSAGE = 'Enrollment link must be a web address starting with https://';
export const PLAN_NOT_FOUND = 'Plan not found';
export const DUPLICATE_PLAN_ID = 'A plan with this ID already exists for this plan year';

export const ADMIN_PLAN_LIMIT_MAX = 100;
export const BULK_PLAN_IDS_MAX = 1000;
/** The edit forms' "No rating" option (spec §2); stored as null. */
export const UNRATED = 'unrated';

export const ADMIN_PLAN_SORT_FIELDS = [
  'createdAt',
  'planId',
  'planName',
  'carrier',
  'monthlyPremium',
  'starRating',
  'updatedAt',
] as const;
export type AdminPlanSortField = (typeof ADMIN_PLAN_SORT_FIELDS)[number];

export const BULK_PLAN_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type BulkPlanAction = (typeof BULK_PLAN_ACTIONS)[number];

/** The money columns of medicare_plans: numeric(10,2), shown as decimal strings. */
export type MoneyField = Extract<PlanColumnField, { kind: 'money' }>['key'];
export const MONEY_FIELDS = PLAN_COLUMN_FIELDS.filter((f) => f.kind === 'money').map(
  (f) => f.key,
) as readonly MoneyField[];

/** Consumers pay a county's Landscape premium (or "All Counties") where on file, else the plan's; lowest/highest: C + D range. */
export const premiumSourceSchema = z.union([
  z.strictObject({ kind: z.literal('plan') }),
  z.strictObject({
    kind: z.literal('county'),
    counties: z.number().int(),
    allCountiesIn: z.array(z.string()),
    lowest: z.string(),
    highest: z.string(),
  }),
]);
export type PremiumSource = z.output<typeof premiumSourceSchema>;

const dollars = (amount: string) => `$${Number(amount).toFixed(2).replace(/\.00$/, '')}`;

/** The editor's line on where consumers' premium comes from (same words on every admin screen). */
export function premiumSourceText(source: PremiumSource): string {
  if (source.kind === 'plan') return 'Consumers see this premium (the plan has no county premiums).';
  const places = [
    ...(source.counties > 0 ? [`${source.counties} ${source.counties === 1 ? 'county' : 'counties'}`] : []),
    ...source.allCountiesIn.map((state) => `all counties in ${state}`),
  ].join(', ');
  const range =
    source.lowest === source.highest
      ? dollars(source.lowest)
      : `${dollars(source.lowest)}\u2013${dollars(source.highest)}`;
  return `Consumers see county premiums from the Landscape file: ${places}, ${range}.`;
}

/** Beside every premium editor: a new premium replaces the plan year's county premiums (admin-plans.ts removes them). */
export const PREMIUM_REPLACES_COUNTIES =
  'Saving a new premium here replaces them: every county then sees this premium, and the Landscape file\u2019s Extra Help figures no longer apply (a new Landscape import brings county premiums back).';

export function premiumEditText(source: PremiumSource): string {
  return source.kind === 'plan'
    ? premiumSourceText(source)
    : `${premiumSourceText(source)} ${PREMIUM_REPLACES_COUNTIES}`;
}

/** "12.5", 12.5, "012.50" → "12.50" (exact, no floats); or the message to show for a bad amount. */
export function normalizeAmount(
  value: string | number,
): { ok: true; value: string } | { ok: false; message: string } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, message: AMOUNT_MESSAGE };
    if (value < 0) return { ok: false, message: AMOUNT_NEGATIVE };
    const cents = Math.round(value * 100);
    if (!Number.isSafeInteger(cents)) return { ok: false, message: AMOUNT_TOO_LARGE };
    // Float noise (0.1 + 0.2) is fine; a third decimal place is not.
    if (Math.abs(value * 100 - cents) > 1e-6) return { ok: false, message: AMOUNT_MESSAGE };
    text = (cents / 100).toFixed(2);
  } else {
    text = value.trim();
  }
  if (/^-\d+(\.\d{1,2})?$/.test(text)) return { ok: false, message: AMOUNT_NEGATIVE };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { ok: false, message: AMOUNT_MESSAGE };
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  if (whole.length > 8) return { ok: false, message: AMOUNT_TOO_LARGE };
  return { ok: true, value: `${whole}.${(match[2] ?? '').padEnd(2, '0')}` };
}

const amountInput = z.union([z.string(), z.number(), z.null()], { error: AMOUNT_MESSAGE });

const toAmount = (value: string | number, ctx: z.RefinementCtx): string => {
  const result = normalizeAmount(value);
  if (result.ok) return result.value;
  ctx.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
};

/** An optional amount ≥ 0; empty or null means no value. */
export const optionalAmountSchema = amountInput.transform((value, ctx): string | null =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : toAmount(value, ctx),
);

export const requiredAmountSchema = z
  .union([z.string(), z.number()], { error: AMOUNT_MESSAGE })
  .transform(toAmount);

/** 1-5 with at most one decimal place; "", null and "unrated" mean unrated (null). */
export const starRatingSchema = z
  .union([z.string(), z.number(), z.null()], { error: STAR_RATING_MESSAGE })
  .transform((value, ctx): number | null => {
    if (value === null) return null;
    const text = typeof value === 'number' ? '' : value.trim();
    if (typeof value === 'string' && (text === '' || text.toLowerCase() === UNRATED)) return null;
    const n = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(n) || n < 1 || n > 5) {
      ctx.addIssue({ code: 'custom', message: STAR_RATING_MESSAGE });
      return z.NEVER;
    }
    if (Math.abs(n * 10 - Math.round(n * 10)) > 1e-9) {
      ctx.addIssue({ code: 'custom', message: STAR_RATING_STEP });
      return z.NEVER;
    }
    return Math.round(n * 10) / 10;
  });

/** PostgreSQL text and jsonb cannot hold NUL: refuse it here rather than fail in the database. */
export const NUL_MESSAGE = 'Must not contain control characters';
const hasNoNul = (v: string) => !v.includes('\u0000');

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);

const optionalText = (max: number) =>
  z
    .union(
      [z.string().max(max, `Must be at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE), z.null()],
      { error: 'Must be text' },
    )
    .transform((v) => (v === null ? null : v.trim() || null));

/** What a route looks a plan up by (URL-safe); wider than `planIdSchema`, so pre-CMS-form plans stay reachable. */
export const PLAN_ID_PATTERN = /^[A-Za-z0-9-]+$/;
export const PLAN_ID_MAX_LENGTH = 40;
/** A plan ID as created or changed: CMS's form, "H1234-001". */
export const planIdSchema = requiredText(PLAN_ID_REQUIRED, PLAN_ID_MAX_LENGTH).regex(
  PLAN_ID,
  PLAN_ID_FORM_MESSAGE,
);

const boolean = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const PLAN_YEAR_MESSAGE = 'Plan year must be a year such as 2027';
/** A plan year: a number or its text ("2027" from a spreadsheet). */
export const planYearSchema = z
  .union([z.number(), z.string()], { error: PLAN_YEAR_MESSAGE })
  .transform((value, ctx): number => {
    const n = typeof value === 'number' ? value : /^\s*\d{4}\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < 2000 || n > 2100) {
      ctx.addIssue({ code: 'custom', message: PLAN_YEAR_MESSAGE });
      return z.NEVER;
    }
    return n;
  });
export const planYearQuerySchema = z.object({
  year: z.preprocess((v) => (v === '' ? undefined : v), planYearSchema.optional()),
});

/** A free-form map key: letters, digits, underscores, never an inherited name like toString (security finding 8). */
export function isSafeFieldName(key: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(key) && !(key in Object.prototype);
}
const MAX_JSON_KEYS = 60;
/** The keys as sent (before parsing, which would silently drop a `__proto__` key). */
const safeKeys = z.unknown().superRefine((input, ctx) => {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return;
  for (const key of Object.keys(input)) {
    if (!/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(key)) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'Field names must be letters and digits' });
    } else if (!isSafeFieldName(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `"${key}" is a reserved name and cannot be a field name`,
      });
    }
  }
});
const jsonObject = <T extends z.ZodType>(value: T, label: string) =>
  safeKeys
    .pipe(
      z
        .record(z.string(), value, { error: `${label} must be an object` })
        .refine(
          (o) => Object.keys(o).length <= MAX_JSON_KEYS,
          `${label} may have at most ${MAX_JSON_KEYS} fields`,
        ),
    )
    .nullable();

const mapText = (what: string) =>
  z
    .string({ error: `${what} values must be text` })
    .trim()
    .max(500, 'Must be at most 500 characters')
    .refine(hasNoNul, NUL_MESSAGE);

export const copayStructureSchema = jsonObject(mapText('Copay'), 'Copay structure');
export const benefitsSchema = jsonObject(
  z.union(
    [
      z.string().trim().max(1000, 'Must be at most 1000 characters').refine(hasNoNul, NUL_MESSAGE),
      z.boolean(),
    ],
    { error: 'Benefit values must be text or true/false' },
  ),
  'Benefits',
);
export const prescriptionTiersSchema = jsonObject(mapText('Tier'), 'Prescription tiers');

const countiesSchema = z
  .array(
    z
      .string({ error: 'County names must be text' })
      .trim()
      .min(1, 'County is required')
      .max(100)
      .refine(hasNoNul, NUL_MESSAGE),
    { error: 'Counties must be a list of county names' },
  )
  .max(100, 'At most 100 counties')
  .nullable();

const providerIdSchema = z
  .union([z.number(), z.string(), z.null()], { error: 'Provider ID must be a whole number' })
  .transform((value, ctx): number | null => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'Provider ID must be a whole number' });
      return z.NEVER;
    }
    return n;
  });

const enrollmentUrlSchema = optionalText(500).refine(
  (v) => v === null || /^https:\/\/[^\s]+$/i.test(v),
  ENROLLMENT_URL_MESSAGE,
);

/** The row id and timestamps are the server's: sending them is an error. */
const readOnly = (name: string) => z.undefined({ error: `${name} cannot be changed` }).optional();
const READ_ONLY_SHAPE = {
  id: readOnly('id'),
  createdAt: readOnly('createdAt'),
  updatedAt: readOnly('updatedAt'),
};

type RequiredText = ReturnType<typeof requiredText>;
type OptionalText = ReturnType<typeof optionalText>;
const nullableText = z.string().nullable();

const textSchema = (f: PlanColumnField): RequiredText | OptionalText =>
  f.required ? requiredText(requiredMessage(f.key), f.max) : optionalText(f.max ?? 200);

/** How requests check and records answer each column kind (plan-fields.ts: kind, `required`, `max`). */
const COLUMN_KINDS = {
  id: { write: () => planIdSchema, read: z.string() },
  year: { write: () => planYearSchema, read: z.number().int() },
  // The state the plan's counties belong to: its service area is placed by it (ADR 0016).
  region: {
    write: (f: PlanColumnField) =>
      requiredText(requiredMessage(f.key), f.max).refine((v) => stateCodeOf(v) !== null, {
        message: REGION_NOT_A_STATE,
        // Only otherwise valid text is asked to name a state: one message for an empty region.
        when: (payload) => (payload.issues ?? []).length === 0,
      }),
    read: nullableText,
  },
  text: { write: textSchema, read: nullableText },
  longText: { write: textSchema, read: nullableText },
  choice: { write: textSchema, read: z.string() },
  money: { write: () => optionalAmountSchema, read: z.string().nullable() },
  stars: { write: () => starRatingSchema, read: z.number().nullable() },
  flag: { write: (f: PlanColumnField) => boolean(sentence(f.key)), read: z.boolean() },
  list: { write: () => countiesSchema, read: z.array(z.string()).nullable() },
  url: { write: () => enrollmentUrlSchema, read: nullableText },
  number: { write: () => providerIdSchema, read: z.number().int().nullable() },
} satisfies Partial<Record<PlanFieldKind, { write: (f: PlanColumnField) => z.ZodType; read: z.ZodType }>>;
type ColumnKinds = typeof COLUMN_KINDS;

type KindOf<F extends PlanColumnField> = F['kind'];
type WriteOf<F extends PlanColumnField> = F extends { kind: 'text' | 'longText' | 'choice' }
  ? F extends { required: true }
    ? RequiredText
    : OptionalText
  : ReturnType<ColumnKinds[KindOf<F>]['write']>;
type ReadOf<F extends PlanColumnField> = F extends { required: true; kind: 'text' }
  ? z.ZodString
  : ColumnKinds[KindOf<F>]['read'];

const kindOf = (f: PlanColumnField) => COLUMN_KINDS[f.kind];
const columnShape = <T>(schema: (f: PlanColumnField) => z.ZodType) =>
  Object.fromEntries(PLAN_COLUMN_FIELDS.map((f) => [f.key, schema(f)])) as T;

/** Every writable field, optional (update schema; create adds requirements and defaults). */
const writableShape = {
  ...columnShape<{ [F in PlanColumnField as F['key']]: WriteOf<F> }>((f) => kindOf(f).write(f)),
  copayStructure: copayStructureSchema,
  benefits: benefitsSchema,
  prescriptionTiers: prescriptionTiersSchema,
};
type WritableKey = keyof typeof writableShape;

/** The admin plan record (spec §3), as every admin plan route answers it. */
export const adminPlanRecordSchema = z.strictObject({
  id: z.number().int(),
  ...columnShape<{ [F in PlanColumnField as F['key']]: ReadOf<F> }>((f) =>
    f.required && f.kind === 'text' ? z.string() : kindOf(f).read,
  ),
  copayStructure: z.record(z.string(), z.string()),
  benefits: z.record(z.string(), z.union([z.string(), z.boolean()])),
  prescriptionTiers: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Where the consumer's premium comes from: the plan's field or county premiums (list, read, update only). */
  premiumSource: premiumSourceSchema.optional(),
});
export type AdminPlanRecord = z.output<typeof adminPlanRecordSchema>;

/** PUT /api/admin/plans/{planId}: any subset of writable fields; nested objects replaced; unknown refused. */
export const adminPlanUpdateSchema = z.object(writableShape).partial().extend(READ_ONLY_SHAPE).strict();
export type AdminPlanUpdateInput = z.input<typeof adminPlanUpdateSchema>;
export type AdminPlanUpdate = z.output<typeof adminPlanUpdateSchema>;

const ZERO = '0.00';
/** Spec §5's non-empty defaults of a new plan; the rest starts empty. */
const NEW_PLAN_DEFAULTS: Partial<Record<WritableKey, string | boolean>> = {
  monthlyPremium: ZERO,
  partBPremiumReduction: ZERO,
  medicalDeductible: ZERO,
  rxDeductible: ZERO,
  hasRxCoverage: true,
  isActive: true,
};
type RequiredKey = Extract<PlanColumnField, { required: true }>['key'];
type CreateShape = {
  [K in WritableKey]: K extends RequiredKey
    ? (typeof writableShape)[K]
    : K extends 'planYear'
      ? z.ZodOptional<typeof planYearSchema>
      : K extends 'monthlyPremium'
        ? z.ZodDefault<typeof requiredAmountSchema>
        : z.ZodDefault<(typeof writableShape)[K]>;
};
const REQUIRED_KEYS: ReadonlySet<string> = new Set(
  PLAN_COLUMN_FIELDS.filter((f) => f.required).map((f) => f.key),
);

function createField(key: string, schema: z.ZodType): z.ZodType {
  if (REQUIRED_KEYS.has(key)) return schema;
  // Left out: the plan year the finder offers by default (services/catalogue/plan-years.ts).
  if (key === 'planYear') return schema.optional();
  const defaulted = key === 'monthlyPremium' ? requiredAmountSchema : schema;
  return defaulted.default((NEW_PLAN_DEFAULTS[key as WritableKey] ?? null) as never);
}

/** POST /api/admin/plans (spec §5): plan ID, carrier, name, type, region and a valid premium required. */
export const adminPlanCreateSchema = z
  .object({
    ...READ_ONLY_SHAPE,
    ...(Object.fromEntries(
      Object.entries(writableShape).map(([key, schema]) => [key, createField(key, schema)]),
    ) as CreateShape),
  })
  .strict();
export type AdminPlanCreateInput = z.input<typeof adminPlanCreateSchema>;
export type AdminPlanCreate = z.output<typeof adminPlanCreateSchema>;

const queryText = (max: number) =>
  optionalQuery(
    z.string().trim().max(max, `Must be at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE),
  );

/** GET /api/admin/plans (spec §4, §7, §9): defaults page 1, limit 25, createdAt desc. */
export const adminPlanListQuerySchema = z.object({
  ...pagingParams(ADMIN_PAGE_SIZE, ADMIN_PLAN_LIMIT_MAX),
  search: queryText(100),
  carrier: queryText(200),
  planType: queryText(60),
  region: queryText(100),
  /** Only this plan year's plans; every year's when left out. */
  planYear: optionalQuery(planYearSchema),
  sortBy: z.preprocess(
    blankAsMissing,
    z
      .enum(ADMIN_PLAN_SORT_FIELDS, { error: `Sort by must be one of ${ADMIN_PLAN_SORT_FIELDS.join(', ')}` })
      .default('createdAt'),
  ),
  sortOrder: z.preprocess(
    blankAsMissing,
    z.enum(['asc', 'desc'], { error: 'Sort order must be asc or desc' }).default('desc'),
  ),
  isActive: optionalQuery(
    z.enum(['true', 'false'], { error: 'isActive must be true or false' }).transform((v) => v === 'true'),
  ),
});
export type AdminPlanListQuery = z.output<typeof adminPlanListQuerySchema>;

export const adminPlanListResponseSchema = z.strictObject({
  plans: z.array(adminPlanRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminPlanListResponse = z.output<typeof adminPlanListResponseSchema>;

/** One plan_update_history row; `changes` maps each changed field to its value before and after. */
const planFieldChangeSchema = z.strictObject({ before: z.unknown(), after: z.unknown() });
export type PlanFieldChange = z.output<typeof planFieldChangeSchema>;
export const planHistoryResponseSchema = z.strictObject({
  history: z.array(
    z.strictObject({
      id: z.number().int(),
      planId: z.string(),
      action: z.string(),
      changes: z.record(z.string(), planFieldChangeSchema).nullable(),
      adminEmail: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type PlanHistoryResponse = z.output<typeof planHistoryResponseSchema>;
export type PlanHistoryEntry = PlanHistoryResponse['history'][number];

/** PATCH /api/admin/plans/bulk: one action on 1-1000 plans, all or nothing. */
export const bulkPlanRequestSchema = z
  .object({
    action: z.enum(BULK_PLAN_ACTIONS, { error: 'Action must be activate, deactivate or delete' }),
    planIds: z
      .array(
        z
          .string({ error: 'Plan IDs must be text' })
          .trim()
          .min(1, PLAN_ID_REQUIRED)
          .max(40)
          .refine(hasNoNul, NUL_MESSAGE),
        { error: 'planIds must be a list of plan IDs' },
      )
      .min(1, 'Select at least one plan')
      .max(BULK_PLAN_IDS_MAX, `At most ${BULK_PLAN_IDS_MAX} plans at a time`),
    /** The plans' year; may be left out when each is on file for one year only (else refused, naming them). */
    planYear: planYearSchema.optional(),
    /** Accepted for spec §7; no action uses it. */
    data: safeKeys.pipe(z.record(z.string(), z.unknown(), { error: 'data must be an object' })).nullish(),
  })
  .strict();
export type BulkPlanRequest = z.infer<typeof bulkPlanRequestSchema>;
export const bulkPlanResponseSchema = z.union([
  z.strictObject({ updated: z.number().int(), changed: z.number().int() }),
  z.strictObject({ deleted: z.number().int() }),
]);
export type BulkPlanResponse = z.output<typeof bulkPlanResponseSchema>;

/** GET /api/admin/plans/options: the catalogue's distinct values, sorted, for filters and forms. */
export const adminPlanOptionsSchema = z.strictObject({
  carriers: z.array(z.string()),
  planTypes: z.array(z.string()),
  regions: z.array(z.string()),
});
export type AdminPlanOptions = z.output<typeof adminPlanOptionsSchema>;

export const PLAN_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type PlanExportFormat = (typeof PLAN_EXPORT_FORMATS)[number];
/** An export's `format`: CSV by default. */
export const exportFormatParam = z.preprocess(
  blankAsMissing,
  z.enum(PLAN_EXPORT_FORMATS, { error: 'Format must be csv or xlsx' }).default('csv'),
);

/** GET /api/admin/plans/export: the list's filters and sort, no paging; CSV by default. */
export const adminPlanExportQuerySchema = adminPlanListQuerySchema
  .omit({ page: true, limit: true })
  .extend({ format: exportFormatParam });
export type AdminPlanExportQuery = z.output<typeof adminPlanExportQuerySchema>;
