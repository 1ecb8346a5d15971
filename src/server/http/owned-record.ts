/** The owner check for one submission (security finding 6): refusals are audited, answered the same 404. */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { isUuid } from '../db/sql-text.ts';
import { errors } from '../errors.ts';
import { findOwnedSubmission, type SubmissionRow, submissionExists } from '../results/submissions.ts';
import { type AuditEntry, auditRefusedRead, writeAudit } from '../services/platform/audit.ts';
import { clientAddress } from './client-address.ts';
import { type Owner, requestOwner } from './request-owner.ts';

export const SUBMISSION_NOT_FOUND = 'We could not find those results.';

/** The audited 404; `attempted`: the audit action the granted request writes, e.g. `recommendations.read`. */
export async function refuseSubmission(
  c: Context<AppEnv>,
  deps: AppDeps,
  owner: Owner,
  id: string,
  attempted: string,
): Promise<never> {
  const recordId = isUuid(id) ? id.toLowerCase() : null;
  await auditRefusedRead(
    deps.db,
    {
      actor: owner.actor,
      attempted,
      recordId,
      ofAnother: recordId !== null && (await submissionExists(deps.db, recordId)),
      clientAddress: clientAddress(c, deps.config.trustProxyHops),
    },
    deps.now(),
  );
  throw errors.notFound(SUBMISSION_NOT_FOUND);
}

/** The path's `userId` submission if it is the caller's, with the caller as owner; else the audited 404. */
export async function requireOwnedSubmission(
  c: Context<AppEnv>,
  deps: AppDeps,
  attempted: string,
  id = c.req.param('userId') ?? '',
): Promise<{ user: SubmissionRow; owner: Owner }> {
  const owner = await requestOwner(c, deps);
  const user = await findOwnedSubmission(deps.db, id, owner);
  return user ? { user, owner } : refuseSubmission(c, deps, owner, id, attempted);
}

/**
 * The owner's request about their submission: `answer` for theirs, then one audit row `action` with the
 * answer's `details`; another's (or none) gets the audited 404, and a thrown answer writes no row.
 */
export async function answerOwned<T>(
  c: Context<AppEnv>,
  deps: AppDeps,
  {
    action,
    answer,
    details,
  }: {
    action: string;
    answer: (user: SubmissionRow) => Promise<T>;
    details?: (answer: T) => AuditEntry['details'];
  },
): Promise<T> {
  const { user, owner } = await requireOwnedSubmission(c, deps, action);
  const answered = await answer(user);
  const entry = { actor: owner.actor, action, userId: user.id };
  await auditSubmission(c, deps, details ? { ...entry, details: details(answered) } : entry);
  return answered;
}

export const auditSubmission = (
  c: Context<AppEnv>,
  deps: AppDeps,
  entry: { actor: string; action: string; userId: string; details?: AuditEntry['details'] },
) =>
  writeAudit(deps.db, {
    actor: entry.actor,
    action: entry.action,
    entityType: 'medicare_user',
    entityId: entry.userId,
    clientAddress: clientAddress(c, deps.config.trustProxyHops),
    ...(entry.details ? { details: entry.details } : {}),
  });
