/**
 * History (spec §2, ADR 0011): a browser's own submissions, searched by name or birth date in a
 * POST body (never a URL), and "Forget this device". Every search is audited with the ids it
 * disclosed.
 */
import { Hono } from 'hono';
import { forgetDeviceRequestSchema, historySearchRequestSchema } from '../../../shared/finder-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { clientAddress } from '../../http/client-address.ts';
import { clearHistoryKey, deviceActor, historyKeyHash } from '../../http/history-cookie.ts';
import { validate } from '../../http/validate.ts';
import { toSavedUserRecord } from '../../presenters/saved-user-presenter.ts';
import { writeAudit } from '../../services/audit.ts';
import { forgetHistoryKey, searchOwnedSubmissions } from '../../services/submissions.ts';

export function historyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/api/medicare/users/search', validate('json', historySearchRequestSchema), async (c) => {
      const keyHash = historyKeyHash(c, deps);
      const rows = await searchOwnedSubmissions(deps.db, keyHash, c.req.valid('json').q);
      await writeAudit(deps.db, {
        actor: deviceActor(keyHash),
        action: 'history.search',
        clientAddress: clientAddress(c, deps.config.trustProxyHops),
        details: { results: rows.length, recordIds: rows.map((r) => r.id) },
      });
      return c.json(rows.map(toSavedUserRecord));
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
    });
}
