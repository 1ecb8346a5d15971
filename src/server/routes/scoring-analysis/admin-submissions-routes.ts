/** POST /api/admin/submissions/search: a submission to analyse; text in the body, ids audited. */
import { Hono } from 'hono';
import { adminSubmissionSearchSchema } from '../../../shared/finder-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validate } from '../../http/validate.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { toSavedUserRecord } from '../../presenters/saved-user-presenter.ts';
import { searchAllSubmissions } from '../../results/submissions.ts';
import { writeAudit } from '../../services/platform/audit.ts';

export function adminSubmissionsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/api/admin/submissions/search',
    requirePermission('analytics:read'),
    validate('json', adminSubmissionSearchSchema),
    async (c) => {
      const rows = await searchAllSubmissions(deps.db, c.req.valid('json').q);
      await writeAudit(deps.db, {
        actor: `admin:${c.get('admin').id}`,
        action: 'submission.search',
        clientAddress: clientAddress(c, deps.config.trustProxyHops),
        details: { results: rows.length, recordIds: rows.map((r) => r.id) },
      });
      return c.json(rows.map(toSavedUserRecord));
    },
  );
}
