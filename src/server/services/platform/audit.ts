/** The audit trail of design.md §7: who did what to which entity, never with PHI in details. */
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { type RateLimitRule, rateLimitKey, reserveAttempt } from './rate-limiter.ts';

export type AuditEntry = {
  actor: string;
  action: string;
  entityType?: string;
  entityId?: string;
  clientAddress?: string;
  /** Ids, counts and outcomes; lists of record ids say what a read disclosed. */
  details?: Record<string, string | number | boolean | null | string[]>;
};

/** The columns of an entry's row (services that write it inside a larger statement use this). */
export const auditRow = (entry: AuditEntry) => ({
  actor: entry.actor,
  action: entry.action,
  entityType: entry.entityType ?? null,
  entityId: entry.entityId ?? null,
  clientAddress: entry.clientAddress ?? null,
  details: entry.details ?? null,
});

export async function writeAudit(db: DbExecutor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/** Many entries in one statement (an import's rows, each audited as its own write would be). */
export async function writeAudits(db: DbExecutor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(auditRow));
}

/** A refused read's row gathers the same actor's refusals of the same kind for this long. */
export const REFUSED_READ_WINDOW_MS = 10 * 60 * 1000;
/** Record ids one refused-read row lists (its count goes on past them). */
export const REFUSED_READ_IDS = 20;
/**
 * New refused-read rows from one client address in a window: a browser can make up a new history
 * key (a new actor) for every request, so the rows are bounded per address too. Past this, the
 * address's rows already say it is probing; further refusals from it write nothing.
 */
export const REFUSED_READ_ROWS_PER_ADDRESS: RateLimitRule = { limit: 20, windowMs: REFUSED_READ_WINDOW_MS };

export type RefusedRead = {
  actor: string;
  /** What was asked for, as the audit action a granted read writes (`recommendations.read`). */
  attempted: string;
  /** The id asked for, when it is one (a malformed id is counted but never written). */
  recordId: string | null;
  /** Whether that id names someone else's record (the caller gets the same 404 either way). */
  ofAnother: boolean;
  clientAddress: string;
};

/**
 * The audit trail of a refused record read (security finding 6): a counselor probing another's
 * client ids, or anyone trying ids, leaves a row naming the actor, what they asked for and the ids,
 * never more. Repeats gather in one row per actor and kind of read per REFUSED_READ_WINDOW_MS
 * (`count`, the first REFUSED_READ_IDS distinct ids in `recordIds`, `ofAnother` how many named an
 * existing record of someone else): the row is updated in one statement, so no repeat is lost; two
 * first refusals at the same instant may each start a row. Windows run on the database's clock, as
 * `created_at` does.
 */
export async function auditRefusedRead(db: DbExecutor, refused: RefusedRead, now: Date): Promise<void> {
  const id = refused.recordId;
  const another = refused.ofAnother ? 1 : 0;
  const ids = sql`${auditLog.details} -> 'recordIds'`;
  const [updated] = await queryRows<{ id: number }>(
    db,
    sql`update ${auditLog} set details = jsonb_build_object(
        'attempted', ${auditLog.details} ->> 'attempted',
        'count', (${auditLog.details} ->> 'count')::int + 1,
        'ofAnother', (${auditLog.details} ->> 'ofAnother')::int + ${another}::int,
        'recordIds', case when ${id}::text is null or ${ids} ? ${id}::text
          or jsonb_array_length(${ids}) >= ${REFUSED_READ_IDS}::int
          then ${ids} else ${ids} || jsonb_build_array(${id}::text) end)
      where ${auditLog.id} = (select a.id from ${auditLog} a
        where a.actor = ${refused.actor} and a.action = 'submission.read.refused'
          and a.details ->> 'attempted' = ${refused.attempted}
          and a.created_at > now() - make_interval(secs => ${REFUSED_READ_WINDOW_MS / 1000}::float8)
        order by a.id desc limit 1)
      returning ${auditLog.id}`,
  );
  if (updated) return;
  const key = rateLimitKey('refused-read-rows', refused.clientAddress);
  if (!(await reserveAttempt(db, key, REFUSED_READ_ROWS_PER_ADDRESS, now)).allowed) return;
  await writeAudit(db, {
    actor: refused.actor,
    action: 'submission.read.refused',
    entityType: 'medicare_user',
    ...(id === null ? {} : { entityId: id }),
    clientAddress: refused.clientAddress,
    details: {
      attempted: refused.attempted,
      count: 1,
      ofAnother: another,
      recordIds: id === null ? [] : [id],
    },
  });
}
