/**
 * The statements behind the kept recommendations answers (result-documents.ts): the version an
 * answer is made from, the owner check read with it, the kept reads' checks and audit rows (one
 * statement per read on PGlite, gathered into one per batch on PostgreSQL), and a share link's
 * version check.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type DbExecutor, preparedRows } from '../db/client.ts';
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
    // One read's checks and audit row in one statement, for PGlite (KeptReadChecks below): the
    // columns of audit_log in the table's order, as services/platform/audit.ts writes them.
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

/** One read of a kept answer, waiting for its checks and its audit row. */
type KeptRead = {
  userId: string;
  owner: SubmissionOwner;
  version: string;
  reader: ResultReader;
  plansShown: number;
  done: (passed: boolean) => void;
  failed: (error: unknown) => void;
};

/** At most this many reads' checks in one statement. */
const MAX_BATCH = 100;

/**
 * The reads of kept answers on PostgreSQL, checked and audited together (issue 21). Each read's
 * owner check, the check that its kept answer's version still holds, and its audit row are one
 * statement, and the reads that arrive while one such statement is on its way go together in the
 * next: a group commit. A read alone waits for nothing more than before; under load, eight readers
 * cost one round trip and one commit instead of eight (a round trip is a system call each way,
 * which on two shared cores was most of a read's cost). Every read still has its audit row written, in the
 * same statement as its own owner check, before its answer is sent; a read that fails its checks
 * writes none.
 */
export class KeptReadChecks {
  private waiting: KeptRead[] = [];
  private sending = false;

  private readonly statement: (values: { asked: string }) => Promise<Array<{ n: number }>>;

  constructor(db: DbExecutor) {
    this.statement = preparedRows<{ n: number }>(
      db,
      'result_documents_kept_reads',
      sql`with asked as materialized (
          select * from jsonb_to_recordset(${sql.placeholder('asked')}::jsonb)
            as a(n int, id uuid, counselor int, key text, version text, actor text, address text, details jsonb)),
        passed as materialized (
          select a.* from asked a
          where a.version = (select ${VERSION} from ${medicareUsers} where ${medicareUsers.id} = a.id
            and (${medicareUsers.counselorId} = a.counselor or ${medicareUsers.historyKeyHash} = a.key))),
        audited as (
          insert into ${auditLog} (actor, action, entity_type, entity_id, client_address, details)
          select actor, ${READ_ACTION}, 'medicare_user', id::text, address, details from passed order by n)
        select n from passed`,
    );
  }

  check(read: Omit<KeptRead, 'done' | 'failed'>): Promise<boolean> {
    return new Promise((done, failed) => {
      this.waiting.push({ ...read, done, failed });
      if (!this.sending) void this.send();
    });
  }

  private async send(): Promise<void> {
    this.sending = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      await this.settle(batch, batch.length > 1);
    }
    this.sending = false;
  }

  /**
   * Sends one batch's statement and answers its reads. A statement that fails writes none of its
   * rows; each of its reads is then tried alone, so a read fails only for a reason of its own.
   */
  private async settle(batch: KeptRead[], eachAloneOnError: boolean): Promise<void> {
    try {
      const passed = await this.passed(batch);
      for (const [n, read] of batch.entries()) read.done(passed.has(n));
    } catch (error) {
      if (!eachAloneOnError) {
        for (const read of batch) read.failed(error);
        return;
      }
      for (const read of batch) await this.settle([read], false);
    }
  }

  /**
   * Which reads of the batch (by position) passed their checks, each of those audited. The audit
   * rows are those services/platform/audit.ts writes for every other read; a data-modifying `with` runs to
   * its end whether or not its rows are read, and in the same statement, so all or none.
   */
  private async passed(batch: KeptRead[]): Promise<Set<number>> {
    const asked = batch.map((read, n) => ({
      n,
      id: read.userId,
      counselor: read.owner.kind === 'counselor' ? read.owner.counselorId : null,
      key: read.owner.kind === 'device' ? read.owner.keyHash : null,
      version: read.version,
      actor: read.reader.actor,
      address: read.reader.clientAddress ?? null,
      details: { plansShown: read.plansShown },
    }));
    const rows = await this.statement({ asked: JSON.stringify(asked) });
    return new Set(rows.map((row) => Number(row.n)));
  }
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
