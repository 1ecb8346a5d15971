/** History (ADR 0020): search, forget this device, delete a client; searches audited and budgeted. */
import { Hono } from 'hono';
import { forgetDeviceRequestSchema, historySearchRequestSchema } from '../../../shared/finder-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { clientAddress } from '../../http/client-address.ts';
import { clearHistoryKey, deviceActor, historyKeyHash } from '../../http/history-cookie.ts';
import { auditSubmission, refuseSubmission } from '../../http/owned-record.ts';
import { type Owner, requestOwner } from '../../http/request-owner.ts';
import { validate } from '../../http/validate.ts';
import { toSavedUserRecord } from '../../presenters/saved-user-presenter.ts';
import {
  deleteOwnedSubmission,
  forgetHistoryKey,
  searchOwnedSubmissions,
} from '../../results/submissions.ts';
import { writeAudit } from '../../services/platform/audit.ts';
import {
  HISTORY_SEARCHES_PER_ADDRESS,
  HISTORY_SEARCHES_PER_OWNER,
  type RequestLimit,
  RequestLimits,
} from '../../services/platform/request-limits.ts';

function historyLimits(owner: Owner, address: string): RequestLimit[] {
  const who =
    owner.kind === 'counselor'
      ? `counselor:${owner.counselorId}`
      : owner.keyHash && `device:${owner.keyHash}`;
  return [
    { scope: 'history-search-address', subject: address, rule: HISTORY_SEARCHES_PER_ADDRESS },
    // A browser without a history key finds nothing, and has no budget of its own to spend.
    ...(who ? [{ scope: 'history-search-owner', subject: who, rule: HISTORY_SEARCHES_PER_OWNER }] : []),
  ];
}

const SEARCH_RATE_LIMITED = 'Too many searches just now. Please wait a few minutes and try again.';

export function historyRoutes(deps: AppDeps) {
  const limits = new RequestLimits();
  return (
    new Hono<AppEnv>()
      .post('/api/medicare/users/search', validate('json', historySearchRequestSchema), async (c) => {
        const owner = await requestOwner(c, deps);
        const address = clientAddress(c, deps.config.trustProxyHops);
        // The budget bounds the audit rows a flood of searches writes.
        await limits.spend(deps.db, deps.now(), historyLimits(owner, address), SEARCH_RATE_LIMITED);
        const rows = await searchOwnedSubmissions(deps.db, owner, c.req.valid('json').q);
        await writeAudit(deps.db, {
          actor: owner.actor,
          action: 'history.search',
          clientAddress: address,
          details: { results: rows.length, recordIds: rows.map((r) => r.id) },
        });
        return c.json(rows.map(toSavedUserRecord));
      })
      // With its scores and share links (ADR 0020).
      .delete('/api/medicare/users/:userId', async (c) => {
        const owner = await requestOwner(c, deps);
        const id = c.req.param('userId');
        if (!(await deleteOwnedSubmission(deps.db, id, owner)))
          return refuseSubmission(c, deps, owner, id, 'submission.delete');
        await auditSubmission(c, deps, {
          actor: owner.actor,
          action: 'submission.delete',
          userId: id.toLowerCase(),
        });
        return c.json({ deleted: true });
      })
      .post('/api/medicare/history/forget', validate('json', forgetDeviceRequestSchema), async (c) => {
        const keyHash = historyKeyHash(c, deps);
        const released = keyHash ? await forgetHistoryKey(deps.db, keyHash) : 0;
        clearHistoryKey(c, deps);
        await writeAudit(deps.db, {
          actor: deviceActor(keyHash),
          action: 'history.forget',
          clientAddress: clientAddress(c, deps.config.trustProxyHops),
          details: { released },
        });
        return c.json({ forgotten: true, released });
      })
  );
}
