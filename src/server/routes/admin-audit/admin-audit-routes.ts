/**
 * The audit log for the admin and the privacy officer (issue 20; docs/security.md "Audit log"):
 * the filtered, paged list and its CSV export. Mounted after requireAdmin; both need audit:read,
 * which only the admin role holds (shared/roles.ts).
 */
import { Hono } from 'hono';
import {
  auditExportFileName,
  auditFilterSchema,
  auditListQuerySchema,
} from '../../../shared/audit-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validate } from '../../http/validate.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { exportAuditLog } from '../../services/admin/audit-export.ts';
import { listAuditEntries } from '../../services/admin/audit-log.ts';

export function adminAuditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/api/admin/audit',
      requirePermission('audit:read'),
      validate('query', auditListQuerySchema),
      async (c) => c.json(await listAuditEntries(deps.db, c.req.valid('query'))),
    )
    .get(
      '/api/admin/audit/export',
      requirePermission('audit:read'),
      validate('query', auditFilterSchema),
      async (c) => {
        const { csv } = await exportAuditLog(deps.db, c.req.valid('query'), {
          actor: `admin:${c.get('admin').id}`,
          clientAddress: clientAddress(c, deps.config.trustProxyHops),
        });
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${auditExportFileName(deps.now())}"`,
        });
      },
    );
}
