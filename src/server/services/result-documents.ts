/**
 * Ready-to-send recommendations answers (issue 21). A stored result does not change: its ranks,
 * costs and reasons are written once, at submit. What its answer also shows comes from the plan
 * catalogue (names, benefits) and the data sources (the "plan data as of" line), so each answer is
 * kept serialized with the version of both it was made from (and of its own stored rows), and made
 * again only when one has changed, whoever changed it (another server process included). The owner check and the audit
 * row stay with every read (routes/medicare); only the composing is saved.
 *
 * Bounded: at most MAX_DOCUMENTS answers (a few tens of KB each), the least recently read going
 * first. A deleted submission is never served from here: its owner check fails first, and its id
 * (a random UUID) never comes back.
 */
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Language } from '../../shared/i18n/languages.ts';
import { type DbExecutor, queryRows } from '../db/client.ts';
import { dataSources, medicarePlans, medicareUsers, planScores } from '../db/schema.ts';
import { isUuid } from '../db/sql-text.ts';
import { bodyBytes, type PrebuiltJson } from '../http/prebuilt-body.ts';
import type { EngineCaches } from './caches.ts';
import { planYearNotice } from './plan-years.ts';
import { ownedBy, readRecommendations, type SubmissionOwner } from './submissions.ts';

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
 * The submission if this owner may read it, with the version of what its answer is made from, in
 * one statement: the catalogue's and the data sources' row count and latest change (every plan
 * write sets updated_at, plan-changes.ts; a deletion changes the count), and the submission's own
 * stored scores (written once at submit; the transaction ids of its rows would change if they were
 * ever rewritten). Read before the answer is composed, so an answer is never kept under a newer
 * version than its data.
 */
async function ownedWithVersion(
  db: DbExecutor,
  id: string,
  owner: SubmissionOwner,
): Promise<{ id: string; planYear: number; version: string } | null> {
  const scope = ownedBy(owner);
  if (!scope || !isUuid(id)) return null;
  const userId = id.toLowerCase();
  const [row] = await queryRows<{ id: string; plan_year: number | string; version: string }>(
    db,
    sql`select ${medicareUsers.id} as id, ${medicareUsers.planYear} as plan_year, concat_ws('|',
      (select count(*) from ${medicarePlans}), (select max(${medicarePlans.updatedAt}) from ${medicarePlans}),
      (select count(*) from ${dataSources}), (select max(${dataSources.importedAt}) from ${dataSources}),
      (select sum(xmin::text::bigint) from ${planScores} where ${planScores.userId} = ${userId})) as version
      from ${medicareUsers} where ${medicareUsers.id} = ${userId} and ${scope}`,
  );
  return row ? { id: row.id, planYear: Number(row.plan_year), version: row.version } : null;
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
