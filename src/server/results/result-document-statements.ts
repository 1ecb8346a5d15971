/** Statements behind the kept answers (result-documents.ts): version, owner check, audit row. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { auditLog, medicareUsers } from '../db/schema.ts';
import type { SubmissionOwner } from './submissions.ts';

/**
 * The version of a submission's answer: catalogue and data source versions (db/reference-versions.ts)
 * and the submission's stored scores. Read with the owner check before the answer is composed, so an
 * answer is never kept under a newer version than its data.
 */
export const VERSION = sql<string>`concat_ws('|',
  (select string_agg(v.name || ':' || v.version, ',' order by v.name) from reference_versions v
    where v.name in ('medicare_plans', 'data_sources')),
  (select sum(s.xmin::text::bigint) from plan_scores s where s.user_id = medicare_users.id))`;

export type ResultReader = { actor: string; clientAddress?: string };

export const READ_ACTION = 'recommendations.read';

/** The owner check with the version, prepared per kind of owner (planning was half a read's time). */
function readStatements(db: DbExecutor, kind: SubmissionOwner['kind']) {
  const ownerColumn = kind === 'counselor' ? medicareUsers.counselorId : medicareUsers.historyKeyHash;
  const owned = and(eq(medicareUsers.id, sql.placeholder('id')), eq(ownerColumn, sql.placeholder('owner')));
  return {
    owned: db
      .select({ id: medicareUsers.id, version: VERSION })
      .from(medicareUsers)
      .where(owned)
      .prepare(`result_document_owned_by_${kind}`),
    // Owner and version checks and the audit row in one statement (audit_log columns in table order).
    audited: db
      .insert(auditLog)
      .select(
        sql`select nextval(pg_get_serial_sequence('audit_log', 'id')), ${sql.placeholder('actor')}::text,
          ${READ_ACTION}::text, 'medicare_user'::text, ${medicareUsers.id}::text,
          ${sql.placeholder('clientAddress')}::text, ${sql.placeholder('details')}::jsonb, now()
        from ${medicareUsers} where ${owned} and ${VERSION} = ${sql.placeholder('version')}::text`,
      )
      .returning({ id: auditLog.id })
      .prepare(`result_document_audited_by_${kind}`),
  };
}

type ReadStatements = Record<SubmissionOwner['kind'], ReturnType<typeof readStatements>>;
const statements = new WeakMap<DbExecutor, ReadStatements>();

export function statementsFor(db: DbExecutor, kind: SubmissionOwner['kind']) {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = { device: readStatements(db, 'device'), counselor: readStatements(db, 'counselor') };
    statements.set(db, prepared);
  }
  return prepared[kind];
}

const sharedVersions = new WeakMap<DbExecutor, ReturnType<typeof prepareSharedVersion>>();

function prepareSharedVersion(db: DbExecutor) {
  return db
    .select({ version: VERSION })
    .from(medicareUsers)
    .where(eq(medicareUsers.id, sql.placeholder('id')))
    .prepare('result_document_shared_version');
}

export function sharedVersionStatement(db: DbExecutor) {
  let prepared = sharedVersions.get(db);
  if (!prepared) {
    prepared = prepareSharedVersion(db);
    sharedVersions.set(db, prepared);
  }
  return prepared;
}
