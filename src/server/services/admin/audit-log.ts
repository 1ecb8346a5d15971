/**
 * Reading the audit trail (docs/security.md "Audit log"): the Audit page's paged list and its CSV export,
 * with the accounts actors name. Newest first by (created_at, id); the count stops at AUDIT_COUNT_CAP so
 * cost stays bounded. The export pages by keyset, the time compared as database text (no microsecond lost
 * in a Date). The record filter also matches records a search showed ("who saw this client").
 */
import { and, desc, eq, getTableColumns, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
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

/** `to` is inclusive. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

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

async function accountsOf(db: DbExecutor, rows: readonly AuditRow[]): Promise<AuditAccounts> {
  const ids = auditAccountIds(rows.map((r) => r.actor));
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.id, ids));
  return new Map(found.map((a) => [a.id, a.email]));
}

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

/** Every matching entry up to `max`, by batches; the file is the log as it was when the export began. */
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
      .select({ ...getTableColumns(auditLog), cursorTime: sql<string>`${auditLog.createdAt}::text` })
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

/** For the export's own audit row (ids, kinds and dates: no PHI). */
const filtersSet = (filters: AuditFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** The export's entries, then its own `audit.export` row (written after reading, so not in the file). */
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
