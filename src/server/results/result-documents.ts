/**
 * Ready-to-send recommendations answers. A stored result never changes, but its answer also shows the
 * catalogue and data sources, so each answer is kept serialized with their versions and remade only when
 * one changed (in any process). The owner check and audit row stay with every read; only composing is
 * saved. Bounded (MAX_DOCUMENTS, least recently read first); a deleted submission fails its owner check.
 */
import { gzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../shared/i18n/languages.ts';
import type { RecommendationPlan } from '../../shared/recommendation-contracts.ts';
import type { DbExecutor } from '../db/client.ts';
import { auditLog, medicareUsers } from '../db/schema.ts';
import { isUuid } from '../db/sql-text.ts';
import { bodyBytes } from '../http/prebuilt-body.ts';
import { planYearNotice } from '../services/catalogue/plan-years.ts';
import { writeAudit } from '../services/platform/audit.ts';
import type { EngineCaches } from '../services/platform/caches.ts';
import { keepRecent } from '../services/platform/recent.ts';
import { Turns } from '../services/platform/turns.ts';
import {
  type RecommendationsRead,
  readRecommendations,
  resultPage,
  type SubmissionOwner,
} from './submissions.ts';

/**
 * The version of a submission's answer: catalogue and data source versions (db/reference-versions.ts)
 * and the submission's stored scores. Read with the owner check before the answer is composed, so an
 * answer is never kept under a newer version than its data.
 */
const VERSION = sql<string>`concat_ws('|',
  (select string_agg(v.name || ':' || v.version, ',' order by v.name) from reference_versions v
    where v.name in ('medicare_plans', 'data_sources')),
  (select sum(s.xmin::text::bigint) from plan_scores s where s.user_id = medicare_users.id))`;

export type ResultReader = { actor: string; clientAddress?: string };

const READ_ACTION = 'recommendations.read';

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

function prepareStatements(db: DbExecutor) {
  return {
    device: readStatements(db, 'device'),
    counselor: readStatements(db, 'counselor'),
    sharedVersion: db
      .select({ version: VERSION })
      .from(medicareUsers)
      .where(eq(medicareUsers.id, sql.placeholder('id')))
      .prepare('result_document_shared_version'),
  };
}

const prepared = new WeakMap<DbExecutor, ReturnType<typeof prepareStatements>>();

function statementsFor(db: DbExecutor) {
  let found = prepared.get(db);
  if (!found) {
    found = prepareStatements(db);
    prepared.set(db, found);
  }
  return found;
}

/** About 35 KB each with ten plans' reasons, a fifth of that compressed. */
export const MAX_DOCUMENTS = 400;

export type ResultDocument = ReturnType<typeof composed>;

export type PresentPlans = (read: RecommendationsRead, language: Language) => RecommendationPlan[];

export class ResultDocuments {
  private readonly kept = new Map<string, ResultDocument>();

  constructor(
    private readonly present: PresentPlans,
    private readonly max = MAX_DOCUMENTS,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  /** The answer if this owner may read it (else null), audited for `reader`; kept while its version holds. */
  async answer(
    db: DbExecutor,
    caches: EngineCaches,
    id: string,
    owner: SubmissionOwner,
    language: Language,
    reader: ResultReader,
    page = 1,
  ): Promise<ResultDocument | null> {
    const ownerValue = owner.kind === 'counselor' ? owner.counselorId : owner.keyHash;
    if (ownerValue === null || !isUuid(id)) return null;
    const prepared = statementsFor(db)[owner.kind];
    const key = `${id.toLowerCase()}|${language}|${page}`;
    const found = this.kept.get(key);
    if (found) {
      const audited = await prepared.audited.execute({
        id: found.userId,
        owner: ownerValue,
        version: found.version,
        actor: reader.actor,
        clientAddress: reader.clientAddress ?? null,
        details: JSON.stringify({ plansShown: found.plansShown }),
      });
      if (audited.length > 0) return this.keep(key, found, true);
    }
    const [user] = await prepared.owned.execute({ id: id.toLowerCase(), owner: ownerValue });
    if (!user) return null;
    const version = String(user.version);
    const read = await readRecommendations(db, caches, user.id, resultPage(page));
    const document = composed(user.id, version, read, this.present(read, language), page, {
      userId: user.id,
    });
    await writeAudit(db, {
      actor: reader.actor,
      action: READ_ACTION,
      entityType: 'medicare_user',
      entityId: document.userId,
      ...(reader.clientAddress === undefined ? {} : { clientAddress: reader.clientAddress }),
      details: { plansShown: document.plansShown },
    });
    return this.keep(key, document, read.fromStoredDetails);
  }

  /** A share link's answer, kept per link, language and page (security finding 5). The caller audits it. */
  async sharedAnswer(
    db: DbExecutor,
    caches: EngineCaches,
    share: { id: string; userId: string; expiresAt: Date },
    language: Language,
    page: number,
  ): Promise<ResultDocument> {
    const key = `share:${share.id}|${language}|${page}`;
    const [row] = await statementsFor(db).sharedVersion.execute({ id: share.userId });
    const version = String(row?.version);
    const found = this.kept.get(key);
    if (found?.version === version) return this.keep(key, found, true);
    const read = await readRecommendations(db, caches, share.userId, resultPage(page));
    // The owner's record id stays out of a shared answer: the link is the only handle.
    const document = composed(share.userId, version, read, this.present(read, language), page, {
      userId: '',
      share: { expiresAt: share.expiresAt.toISOString() },
    });
    return this.keep(key, document, read.fromStoredDetails);
  }

  /** Kept as the most recently read (unless `keepIt` is false), the least recently read dropped past `max`. */
  private keep(key: string, document: ResultDocument, keepIt: boolean): ResultDocument {
    if (keepIt) return keepRecent(this.kept, key, document, this.max);
    this.kept.delete(key);
    return document;
  }
}

function composed(
  userId: string,
  version: string,
  read: RecommendationsRead,
  plans: RecommendationPlan[],
  page: number,
  extra: { userId: string; share?: { expiresAt: string } },
) {
  const { share, ...head } = extra;
  const json = Buffer.from(
    JSON.stringify({
      ...head,
      planYear: read.planYear,
      coverageStartMonth: read.coverageStartMonth,
      planYearNotice: planYearNotice(read.planYear),
      planData: read.planData,
      totalEligiblePlans: read.totalEligiblePlans,
      plans,
      ...(read.hasMore ? { nextPage: page + 1 } : {}),
      ...(share ? { share } : {}),
    }),
  );
  return {
    userId,
    version,
    body: { json: bodyBytes(json), gzip: bodyBytes(gzipSync(json)) },
    plansShown: plans.length,
  };
}

/** What the results core keeps in memory for one app (the caches hold reference data only). */
export type ResultsState = {
  documents: ResultDocuments;
  /** Embedded database only: submissions scored and stored one at a time in arrival order (turns.ts). */
  submissionTurns: Turns;
};

export function createResultsState(present: PresentPlans): ResultsState {
  return { documents: new ResultDocuments(present), submissionTurns: new Turns() };
}
