/**
 * Reading the audit trail (issue 20 "an audit a privacy officer can read"; docs/security.md
 * "Audit log"): the Audit page's filtered, paged list and the rows of its CSV export, each with the
 * accounts their actors name (presenters/audit-presenter.ts words them). Writing is audit.ts's.
 *
 * Order: newest first, (created_at, id) descending, so rows written in one transaction keep a
 * stable order. A page is an offset into that order; its cost stays bounded on a table of
 * millions because the count stops at AUDIT_COUNT_CAP and so do the pages. The export reads in
 * batches by keyset (created_at, id), the time compared as the database's own text so no
 * microsecond is lost in a JavaScript Date.
 *
 * The record filter matches an entry's own record (entity_id) or a record a search showed
 * (details.recordIds of history.search and submission.search): "who saw this client".
 */
import { and, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  type ActorKind,
  AUDIT_COUNT_CAP,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  type AuditListQuery,
} from '../../../shared/audit-contracts.ts';
import { type AuditAccounts, auditAccountIds } from '../../../shared/audit-labels.ts';
import type { DbExecutor } from '../../db/client.ts';
import { adminUsers, auditLog } from '../../db/schema.ts';
import { escapeLike } from '../../db/sql-text.ts';
import { writeAudit } from '../platform/audit.ts';

type AuditRow = typeof auditLog.$inferSelect;
/** Rows of the log with the e-mail addresses of the accounts their actors name. */
export type AuditRows = { rows: AuditRow[]; accounts: AuditAccounts };

const startsWith = (prefix: string) => like(auditLog.action, `${escapeLike(prefix)}%`);

/** Each kind as a condition on the actor string (audit-contracts.ts ACTOR_KINDS). */
function actorKindCondition(kind: ActorKind): SQL | undefined {
  switch (kind) {
    case 'device':
      return or(like(auditLog.actor, 'device:%'), eq(auditLog.actor, 'consumer'));
    case 'anonymous':
      return eq(auditLog.actor, 'anonymous');
    case 'system':
      return inArray(auditLog.actor, ['system', 'cli']);
    default: // admin, counselor, share: `<kind>:<id>`
      return like(auditLog.actor, `${kind}:%`);
  }
}

/** The day after a YYYY-MM-DD, at midnight UTC: `to` is inclusive. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The filters as one WHERE condition (undefined: every entry). */
export function auditWhere(f: AuditFilters): SQL | undefined {
  return and(
    f.actorKind ? actorKindCondition(f.actorKind) : undefined,
    f.actor ? eq(auditLog.actor, f.actor) : undefined,
    f.action ? (f.action.endsWith('.') ? startsWith(f.action) : eq(auditLog.action, f.action)) : undefined,
    f.record
      ? or(
          eq(auditLog.entityId, f.record),
          sql`(${auditLog.details} -> 'recordIds') @> ${JSON.stringify([f.record])}::jsonb`,
        )
      : undefined,
    f.from ? gte(auditLog.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(auditLog.createdAt, dayAfter(f.to)) : undefined,
  );
}

/** The e-mail addresses of the accounts these rows' actors name (one query; none when none do). */
async function accountsOf(db: DbExecutor, rows: readonly AuditRow[]): Promise<AuditAccounts> {
  const ids = auditAccountIds(rows.map((r) => r.actor));
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.id, ids));
  return new Map(found.map((a) => [a.id, a.email]));
}

/** Matching entries, counted up to AUDIT_COUNT_CAP + 1 (a bounded scan whatever the table's size). */
async function countUpToCap(db: DbExecutor, where: SQL | undefined): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(where)
    .limit(AUDIT_COUNT_CAP + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(limited);
  return row?.n ?? 0;
}

/** One page (AUDIT_PAGE_SIZE) of matching entries, newest first, with their accounts and a total. */
export async function listAuditEntries(
  db: DbExecutor,
  query: AuditListQuery,
): Promise<AuditRows & { total: number; totalCapped: boolean }> {
  const where = auditWhere(query);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    countUpToCap(db, where),
  ]);
  return {
    rows,
    accounts: await accountsOf(db, rows),
    total: Math.min(counted, AUDIT_COUNT_CAP),
    totalCapped: counted > AUDIT_COUNT_CAP,
  };
}

const EXPORT_BATCH = 5_000;

type Keyed = AuditRow & { cursorTime: string };

/**
 * Every matching entry up to `max` (AUDIT_EXPORT_MAX_ROWS), newest first, with their accounts as
 * the page has them, read EXPORT_BATCH at a time. Entries written while it reads are newer than the first
 * batch and so left out: the file is the log as it was when the export began.
 */
export async function auditEntriesForExport(
  db: DbExecutor,
  filters: AuditFilters,
  max = AUDIT_EXPORT_MAX_ROWS,
): Promise<AuditRows> {
  const where = auditWhere(filters);
  const rows: AuditRow[] = [];
  let cursor: { time: string; id: number } | null = null;
  while (rows.length < max) {
    const after: SQL | undefined = cursor
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.time}::timestamptz, ${cursor.id})`
      : undefined;
    const batch: Keyed[] = await db
      .select({
        id: auditLog.id,
        actor: auditLog.actor,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        clientAddress: auditLog.clientAddress,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        cursorTime: sql<string>`${auditLog.createdAt}::text`,
      })
      .from(auditLog)
      .where(and(where, after))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(Math.min(EXPORT_BATCH, max - rows.length));
    for (const { cursorTime: _time, ...row } of batch) rows.push(row);
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH) break;
    cursor = { time: last.cursorTime, id: last.id };
  }
  return { rows, accounts: await accountsOf(db, rows) };
}

/** The filters that were set, for the export's own audit row (ids, kinds and dates: no PHI). */
const filtersSet = (filters: AuditFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string'));

/**
 * The entries of the CSV export (issue 20), and its own `audit.export` row with the filters and the
 * count (written after reading, so not in the file).
 */
export async function exportAuditEntries(
  db: DbExecutor,
  filters: AuditFilters,
  by: { actor: string; clientAddress: string },
): Promise<AuditRows> {
  const found = await auditEntriesForExport(db, filters);
  await writeAudit(db, {
    actor: by.actor,
    action: 'audit.export',
    clientAddress: by.clientAddress,
    details: { rows: found.rows.length, ...filtersSet(filters) },
  });
  return found;
}
