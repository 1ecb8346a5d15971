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
import type { DbExecutor } from '../db/client.ts';
import { medicareUsers } from '../db/schema.ts';
import { isUuid } from '../db/sql-text.ts';
import { bodyBytes, type PrebuiltJson } from '../http/prebuilt-body.ts';
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

/**
 * The owner check and the version as prepared statements, one per kind of owner (the scope of
 * submissions.ts ownedBy): a read is the one query the database plans once per connection, not on
 * every request (planning was half of its time there).
 */
function ownedStatement(db: DbExecutor, kind: SubmissionOwner['kind']) {
  const ownerColumn = kind === 'counselor' ? medicareUsers.counselorId : medicareUsers.historyKeyHash;
  return db
    .select({ id: medicareUsers.id, planYear: medicareUsers.planYear, version: VERSION })
    .from(medicareUsers)
    .where(and(eq(medicareUsers.id, sql.placeholder('id')), eq(ownerColumn, sql.placeholder('owner'))))
    .prepare(`result_document_owned_by_${kind}`);
}

type OwnedStatements = Record<SubmissionOwner['kind'], ReturnType<typeof ownedStatement>>;
const statements = new WeakMap<DbExecutor, OwnedStatements>();

/** The submission with its answer's version, if this owner may read it. */
async function ownedWithVersion(
  db: DbExecutor,
  id: string,
  owner: SubmissionOwner,
): Promise<{ id: string; planYear: number; version: string } | null> {
  const ownerValue = owner.kind === 'counselor' ? owner.counselorId : owner.keyHash;
  if (ownerValue === null || !isUuid(id)) return null;
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = { device: ownedStatement(db, 'device'), counselor: ownedStatement(db, 'counselor') };
    statements.set(db, prepared);
  }
  const [row] = await prepared[owner.kind].execute({ id: id.toLowerCase(), owner: ownerValue });
  return row ? { id: row.id, planYear: row.planYear, version: String(row.version) } : null;
}

export class ResultDocuments {
  private readonly kept = new Map<string, ResultDocument>();

  constructor(private readonly max = MAX_DOCUMENTS) {}

  /** How many answers are kept now (tests). */
  get size(): number {
    return this.kept.size;
  }

  /**
   * The answer for this submission in this language if this owner may read it (null otherwise):
   * the kept one while its version holds.
   */
  async answer(
    db: DbExecutor,
    caches: EngineCaches,
    id: string,
    owner: SubmissionOwner,
    language: Language,
  ): Promise<ResultDocument | null> {
    const user = await ownedWithVersion(db, id, owner);
    if (!user) return null;
    const { version } = user;
    const key = `${user.id}|${language}`;
    const found = this.kept.get(key);
    this.kept.delete(key);
    if (found?.version === version) {
      this.kept.set(key, found);
      return found;
    }
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
