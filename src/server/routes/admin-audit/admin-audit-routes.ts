/** The audit log's list and CSV export (docs/security.md "Audit log"); both need audit:read (admin only). */
import { Hono } from 'hono';
import {
  AUDIT_PAGE_SIZE,
  auditExportFileName,
  auditFilterSchema,
  auditListQuerySchema,
} from '../../../shared/audit-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validate } from '../../http/validate.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { AUDIT_CSV_COLUMNS, auditCsvCells, auditEntry } from '../../presenters/audit-presenter.ts';
import { exportAuditEntries, listAuditEntries } from '../../services/admin/audit-log.ts';
import { rowsToCsv } from '../../services/import/plan-files.ts';

export function adminAuditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/api/admin/audit',
      requirePermission('audit:read'),
      validate('query', auditListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const { rows, accounts, ...counted } = await listAuditEntries(deps.db, query);
        const entries = rows.map((row) => auditEntry(row, accounts));
        return c.json({ entries, ...counted, page: query.page, pageSize: AUDIT_PAGE_SIZE });
      },
    )
    .get(
      '/api/admin/audit/export',
      requirePermission('audit:read'),
      validate('query', auditFilterSchema),
      async (c) => {
        const { rows, accounts } = await exportAuditEntries(deps.db, c.req.valid('query'), {
          actor: `admin:${c.get('admin').id}`,
          clientAddress: clientAddress(c, deps.config.trustProxyHops),
        });
        const csv = rowsToCsv(
          AUDIT_CSV_COLUMNS,
          rows.map((row) => auditCsvCells(auditEntry(row, accounts))),
        );
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${auditExportFileName(deps.now())}"`,
        });
      },
    );
}
