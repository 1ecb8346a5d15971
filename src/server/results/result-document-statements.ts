/**
 * The statements behind the kept recommendations answers (result-documents.ts): the version an
 * answer is made from, the owner check read with it, a kept read's checks and audit row (one
 * statement per read), and a share link's version check.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { auditLog, medicareUsers } from '../db/schema.ts';
import type { SubmissionOwner } from './submissions.ts';

/**
 * The version of what a submission's answer is made from (written out, as a prepared select
 * names the columns of its one table without the table's name): the catalogue's and the data
 * sources' versions (db/reference-versions.ts: bumped when any write to them commits), and the
 * submission's own stored scores (written once at submit; the
 * transaction ids of its rows would change if they were ever rewritten). Read in the same statement
 * as the owner check and before the answer is composed, so an answer is never kept under a newer
 * version than its data.
 */
export const VERSION = sql<string>`concat_ws('|',
  (select string_agg(v.name || ':' || v.version, ',' order by v.name) from reference_versions v
    where v.name in ('medicare_plans', 'data_sources')),
  (select sum(s.xmin::text::bigint) from plan_scores s where s.user_id = medicare_users.id))`;

/** Who reads a result, for its audit row (services/platform/audit.ts). */
export type ResultReader = { actor: string; clientAddress?: string };

export const READ_ACTION = 'recommendations.read';

/**
 * The owner check with the answer's version, as a prepared statement per kind of owner (the scope of
 * submissions.ts ownedBy), planned once per connection (planning was half of a read's time on the
 * database).
 */
function readStatements(db: DbExecutor, kind: SubmissionOwner['kind']) {
  const ownerColumn = kind === 'counselor' ? medicareUsers.counselorId : medicareUsers.historyKeyHash;
  const owned = and(eq(medicareUsers.id, sql.placeholder('id')), eq(ownerColumn, sql.placeholder('owner')));
  return {
    owned: db
      .select({ id: medicareUsers.id, version: VERSION })
      .from(medicareUsers)
      .where(owned)
      .prepare(`result_document_owned_by_${kind}`),
    // A kept read's owner and version checks and its audit row in one statement: the columns of
    // audit_log in the table's order, as services/platform/audit.ts writes them.
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

/** The version of a submission's answer by its id alone (a share link has been opened already). */
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
