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

/** For services that write the row inside a larger statement. */
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

export async function writeAudits(db: DbExecutor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(auditRow));
}

/** A refused read's row gathers the same actor's refusals of the same kind for this long. */
export const REFUSED_READ_WINDOW_MS = 10 * 60 * 1000;
export const REFUSED_READ_IDS = 20;
/** Per address too: a browser can make up a history key (actor) per request. Past this, none written. */
export const REFUSED_READ_ROWS_PER_ADDRESS: RateLimitRule = { limit: 20, windowMs: REFUSED_READ_WINDOW_MS };

export type RefusedRead = {
  actor: string;
  /** The action a granted read writes (`recommendations.read`). */
  attempted: string;
  /** A malformed id is counted but never written. */
  recordId: string | null;
  /** Someone else's record (the caller gets the same 404 either way). */
  ofAnother: boolean;
  clientAddress: string;
};

/**
 * A refused record read's audit row (security finding 6), gathered per actor and kind per window
 * (`count`, the first REFUSED_READ_IDS ids, `ofAnother`) in one updating statement so no repeat is lost;
 * two simultaneous first refusals may each start a row. Windows use the database clock.
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
