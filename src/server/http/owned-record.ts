/**
 * The owner check of a request for one client record, with the audit row of a refusal (security
 * finding 6): every route that reads or changes a submission by its id asks here, so any id that
 * is not the caller's (someone else's, unknown or malformed) is audited, aggregated where it
 * repeats (services/platform/audit.ts auditRefusedRead), while the caller gets the same 404 in every case.
 */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { isUuid } from '../db/sql-text.ts';
import { findOwnedSubmission, type SubmissionRow, submissionExists } from '../results/submissions.ts';
import { auditRefusedRead } from '../services/platform/audit.ts';
import { clientAddress } from './client-address.ts';
import type { Owner } from './request-owner.ts';

/**
 * Audits that `owner` was refused the record `id` for `attempted` (the audit action the granted
 * request writes, e.g. `recommendations.read`).
 */
export async function auditRefusal(
  c: Context<AppEnv>,
  deps: AppDeps,
  owner: Owner,
  id: string,
  attempted: string,
): Promise<void> {
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
}

/** The owner's submission with this id, or null after auditing the refusal. */
export async function ownedSubmissionOrAudit(
  c: Context<AppEnv>,
  deps: AppDeps,
  owner: Owner,
  id: string,
  attempted: string,
): Promise<SubmissionRow | null> {
  const user = await findOwnedSubmission(deps.db, id, owner);
  if (!user) await auditRefusal(c, deps, owner, id, attempted);
  return user;
}
