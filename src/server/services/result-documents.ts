/**
 * Ready-to-send recommendations answers (issue 21). A stored result does not change: its ranks,
 * costs and reasons are written once, at submit. What its answer also shows comes from the plan
 * catalogue (names, benefits) and the data sources (the "plan data as of" line), so each answer is
 * kept serialized with the version of both it was made from (and of its own stored rows), and made
 * again only when one has changed, whoever changed it (another server process included). The owner
 * check (in the same statement as the version) and the audit row stay with every read; only the
 * composing is saved.
 *
 * Bounded: at most MAX_DOCUMENTS answers (a few tens of KB each), the least recently read going
 * first. A deleted submission is never served from here: its owner check fails first, and its id
 * (a random UUID) never comes back.
 */
import { gzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../shared/i18n/languages.ts';
import { type DbExecutor, isEmbedded, preparedRows } from '../db/client.ts';
import { auditLog, medicareUsers } from '../db/schema.ts';
import { isUuid } from '../db/sql-text.ts';
import { bodyBytes, type PrebuiltJson } from '../http/prebuilt-body.ts';
import { writeAudit } from './audit.ts';
import type { EngineCaches } from './caches.ts';
import { planYearNotice } from './plan-years.ts';
import { readRecommendations, type SubmissionOwner } from './submissions.ts';

/** How many answers one process keeps (about 35 KB each with ten plans' reasons, and a fifth of that compressed). */
export const MAX_DOCUMENTS = 400;

export type ResultDocument = {
  /** The submission it answers for. */
  userId: string;
  /** The catalogue and data-sources version the answer was made from. */
  version: string;
  /** The answer of GET /api/medicare/recommendations/{id}, as JSON and gzip-compressed. */
  body: PrebuiltJson;
  /** How many plans it shows (the audit row says so). */
  plansShown: number;
};

/**
 * The version of what a submission's answer is made from (written out, as a prepared select
 * names the columns of its one table without the table's name): the catalogue's and the data
 * sources' versions (db/reference-versions.ts: bumped when any write to them commits), and the
 * submission's own stored scores (written once at submit; the
 * transaction ids of its rows would change if they were ever rewritten). Read in the same statement
 * as the owner check and before the answer is composed, so an answer is never kept under a newer
 * version than its data.
 */
const VERSION = sql<string>`concat_ws('|',
  (select string_agg(v.name || ':' || v.version, ',' order by v.name) from reference_versions v
    where v.name in ('medicare_plans', 'data_sources')),
  (select sum(s.xmin::text::bigint) from plan_scores s where s.user_id = medicare_users.id))`;

/** Who reads a result, for its audit row (services/audit.ts). */
export type ResultReader = { actor: string; clientAddress?: string };

const READ_ACTION = 'recommendations.read';

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
      .select({ id: medicareUsers.id, planYear: medicareUsers.planYear, version: VERSION })
      .from(medicareUsers)
      .where(owned)
      .prepare(`result_document_owned_by_${kind}`),
    // One read's checks and audit row in one statement, for PGlite (KeptReadChecks below): the
    // columns of audit_log in the table's order, as services/audit.ts writes them.
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
class KeptReadChecks {
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
   * rows are those services/audit.ts writes for every other read; a data-modifying `with` runs to
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

function statementsFor(db: DbExecutor, kind: SubmissionOwner['kind']) {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = { device: readStatements(db, 'device'), counselor: readStatements(db, 'counselor') };
    statements.set(db, prepared);
  }
  return prepared[kind];
}

export class ResultDocuments {
  private readonly kept = new Map<string, ResultDocument>();
  private readonly checks = new WeakMap<DbExecutor, KeptReadChecks>();

  constructor(private readonly max = MAX_DOCUMENTS) {}

  private checksOn(db: DbExecutor): KeptReadChecks {
    let checks = this.checks.get(db);
    if (!checks) {
      checks = new KeptReadChecks(db);
      this.checks.set(db, checks);
    }
    return checks;
  }

  /** How many answers are kept now (tests). */
  get size(): number {
    return this.kept.size;
  }

  /**
   * The answer for this submission in this language if this owner may read it (null otherwise), its
   * read audited for `reader`: the kept one while its version holds (owner check, version check and
   * audit row in one statement), else composed again (owner check, compose, audit row).
   */
  async answer(
    db: DbExecutor,
    caches: EngineCaches,
    id: string,
    owner: SubmissionOwner,
    language: Language,
    reader: ResultReader,
  ): Promise<ResultDocument | null> {
    const ownerValue = owner.kind === 'counselor' ? owner.counselorId : owner.keyHash;
    if (ownerValue === null || !isUuid(id)) return null;
    const prepared = statementsFor(db, owner.kind);
    const key = `${id.toLowerCase()}|${language}`;
    const found = this.kept.get(key);
    if (found) {
      // On PGlite every statement runs in this process, one after another: gathering reads saves
      // no round trip there, and the batch's statement costs more to plan than one read's.
      const passed = isEmbedded(db)
        ? (
            await prepared.audited.execute({
              id: found.userId,
              owner: ownerValue,
              version: found.version,
              actor: reader.actor,
              clientAddress: reader.clientAddress ?? null,
              details: JSON.stringify({ plansShown: found.plansShown }),
            })
          ).length > 0
        : await this.checksOn(db).check({
            userId: found.userId,
            owner,
            version: found.version,
            reader,
            plansShown: found.plansShown,
          });
      if (passed) {
        this.kept.delete(key);
        this.kept.set(key, found);
        return found;
      }
    }
    const [user] = await prepared.owned.execute({ id: id.toLowerCase(), owner: ownerValue });
    if (!user) return null;
    const version = String(user.version);
    const read = await readRecommendations(db, caches, user.id, language);
    const json = Buffer.from(
      JSON.stringify({
        userId: user.id,
        planYear: user.planYear,
        planYearNotice: planYearNotice(user.planYear),
        planData: read.planData,
        totalEligiblePlans: read.totalEligiblePlans,
        plans: read.plans,
      }),
    );
    const document: ResultDocument = {
      userId: user.id,
      version,
      body: { json: bodyBytes(json), gzip: bodyBytes(gzipSync(json)) },
      plansShown: read.plans.length,
    };
    await writeAudit(db, {
      actor: reader.actor,
      action: READ_ACTION,
      entityType: 'medicare_user',
      entityId: document.userId,
      ...(reader.clientAddress === undefined ? {} : { clientAddress: reader.clientAddress }),
      details: { plansShown: document.plansShown },
    });
    this.kept.delete(key);
    if (read.fromStoredDetails) {
      this.kept.set(key, document);
      for (const oldest of this.kept.keys()) {
        if (this.kept.size <= this.max) break;
        this.kept.delete(oldest);
      }
    }
    return document;
  }
}
