/**
 * Admin Audit page contracts (docs/security.md "Audit log"): filters of GET /api/admin/audit and its
 * export, and its entries. Filters are ids, kinds, actions or dates, never PHI, so URLs may hold them.
 */
import { z } from 'zod';
import { DATE_PATTERN, isCalendarDate } from './calendar-day.ts';
import { blankAsMissing, optionalQuery } from './query-params.ts';

/** Newest first, 50 a page (fixed; screen and API agree). */
export const AUDIT_PAGE_SIZE = 50;
/** The count stops here, so a page costs the same on millions of rows; pages go as far as the count. */
export const AUDIT_COUNT_CAP = 100_000;
export const AUDIT_MAX_PAGE = AUDIT_COUNT_CAP / AUDIT_PAGE_SIZE;
/** The most rows one CSV export holds (newest first); narrow the dates for older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

/**
 * Actor forms (services/platform/audit.ts): `admin:<id>`, `counselor:<id>`, `device:<12 hex>`,
 * `consumer` (no history key), `share:<id>`, `anonymous` (unknown sign-in e-mail), `cli`, `system`.
 */
export const ACTOR_KINDS = ['admin', 'counselor', 'device', 'share', 'anonymous', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];
/** `other`: an actor string of none of the known forms, shown as it is. */
export type ActorKindOrOther = ActorKind | 'other';

export const ACTOR_KIND_LABELS: Record<ActorKind, string> = {
  admin: 'Admins',
  counselor: 'Counselors',
  device: 'Consumer devices',
  share: 'Share links',
  anonymous: 'Not signed in (failed sign-ins)',
  system: 'ClearPlan jobs and the command line',
};

const DAY_MESSAGE = 'Dates must be written as YYYY-MM-DD';

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const day = z
  .string()
  .trim()
  .regex(DATE_PATTERN, DAY_MESSAGE)
  .refine(isCalendarDate, 'That date does not exist');

/** Text of at most `max` characters, written as `pattern` says. */
const written = (max: number, what: string, pattern: RegExp, message: string) =>
  optionalQuery(z.string().trim().max(max, `${what} is at most ${max} characters`).regex(pattern, message));

const filterShape = {
  actorKind: optionalQuery(
    z.enum(ACTOR_KINDS, { error: `Actor kind must be one of ${ACTOR_KINDS.join(', ')}` }),
  ),
  /** One actor exactly as the log writes it: admin:3, counselor:7, device:0123456789ab, cli, … */
  actor: written(
    80,
    'An actor',
    /^[a-z]+(:[A-Za-z0-9_-]+)?$/,
    'An actor is written as the log writes it, like admin:3, device:0123456789ab or cli',
  ),
  /** An action exactly (share.create), or every action under a prefix ending in a dot (share.). */
  action: written(
    80,
    'An action',
    /^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)*\.?$/,
    'An action is written like share.create, or share. for every share action',
  ),
  /** A record's id: the entry's own record, or one a search showed. */
  record: written(
    100,
    'A record id',
    /^[A-Za-z0-9._:-]+$/,
    'A record id has letters, digits, dots, dashes and colons only',
  ),
  /** First day, inclusive, in UTC. */
  from: optionalQuery(day),
  /** Last day, inclusive, in UTC. */
  to: optionalQuery(day),
};

const datesInOrder = (v: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (v.from && v.to && v.from > v.to) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The "to" date must be on or after the "from" date',
    });
  }
};

/** GET /api/admin/audit/export: the list's filters, no paging. */
export const auditFilterSchema = z.strictObject(filterShape).superRefine(datesInOrder);
export type AuditFilters = z.output<typeof auditFilterSchema>;

/** GET /api/admin/audit: the filters and a page (from 1). */
export const auditListQuerySchema = z
  .strictObject({
    ...filterShape,
    page: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: 'Page must be a whole number' })
        .int('Page must be a whole number')
        .min(1, 'Page must be at least 1')
        .max(AUDIT_MAX_PAGE, `Pages stop at ${AUDIT_MAX_PAGE}: narrow the dates to see older entries`)
        .default(1),
    ),
  })
  .superRefine(datesInOrder);
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** The filter names, in the screen URL's and export link's order. */
export const AUDIT_FILTER_KEYS = ['actorKind', 'actor', 'action', 'record', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

export const auditDetailsSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.strictObject({
  id: z.number(),
  /** ISO time (UTC); shown in the admin's time zone. */
  createdAt: z.string(),
  actor: z.string(),
  actorKind: z.enum([...ACTOR_KINDS, 'other']),
  /** "Admin ana@example.org", "Consumer device 0123456789ab", … (audit-labels.ts). */
  actorLabel: z.string(),
  action: z.string(),
  /** "Created a share link"; the action itself when it has no description yet. */
  actionLabel: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  clientAddress: z.string().nullable(),
  /** Ids, counts and outcomes only (services/platform/audit.ts). */
  details: auditDetailsSchema,
  /** The details as "key: value; key: value". */
  detailsText: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.strictObject({
  entries: z.array(auditEntrySchema),
  /** Matching entries, at most AUDIT_COUNT_CAP (then `totalCapped`). */
  total: z.number(),
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditList = z.infer<typeof auditListSchema>;

/** `clearplan-audit-2026-11-27.csv`: the day of the export (UTC). */
export const auditExportFileName = (now: Date) => `clearplan-audit-${now.toISOString().slice(0, 10)}.csv`;
