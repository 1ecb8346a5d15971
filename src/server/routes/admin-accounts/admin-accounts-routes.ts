/**
 * The Accounts API (ADR 0020), admins:manage only: list, create, edit, delete, move a counselor's
 * clients; audited with ids only. An admin cannot delete or demote themselves; a counselor with clients
 * is neither deleted nor re-roled (409). A new password or role ends other sessions (admin-users.ts).
 */
import { type Context, Hono } from 'hono';
import {
  type AccountRow,
  accountCreateSchema,
  accountUpdateSchema,
  reassignClientsSchema,
} from '../../../shared/account-contracts.ts';
import { isCounselorRole } from '../../../shared/roles.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { rowIdParam } from '../../http/row-id.ts';
import { validate } from '../../http/validate.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import {
  AdminExistsError,
  countClients,
  createAdminUser,
  deleteAccount,
  findAccount,
  listAccounts,
  reassignClients,
  updateAccount,
} from '../../services/admin/admin-users.ts';
import { type AuditEntry, writeAudit } from '../../services/platform/audit.ts';

const ACCOUNT_NOT_FOUND = 'That account was not found.';
export const REASSIGN_FIRST =
  'This counselor still has clients. Move their clients to another counselor first (Reassign clients).';

export function adminAccountsRoutes(deps: AppDeps) {
  const manage = requirePermission('admins:manage');
  const audit = (
    c: Context<AppEnv>,
    { action, id, details }: { action: string; id: number; details: AuditEntry['details'] },
  ) =>
    writeAudit(deps.db, {
      actor: `admin:${c.get('admin').id}`,
      action,
      entityType: 'admin_user',
      entityId: String(id),
      clientAddress: clientAddress(c, deps.config.trustProxyHops),
      details,
    });

  return new Hono<AppEnv>()
    .get('/api/admin/admins', manage, async (c) => {
      const rows = await listAccounts(deps.db);
      const admins: AccountRow[] = rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        lastLogin: r.lastLogin ? r.lastLogin.toISOString() : null,
      }));
      return c.json({ admins });
    })
    .post('/api/admin/admins', manage, validate('json', accountCreateSchema), async (c) => {
      const input = c.req.valid('json');
      let created: { id: number };
      try {
        created = await createAdminUser(deps.db, input);
      } catch (error) {
        if (error instanceof AdminExistsError)
          throw errors.conflict('An account with this email already exists.');
        throw error;
      }
      await audit(c, { action: 'account.create', id: created.id, details: { role: input.role } });
      return c.json(created, 201);
    })
    .put('/api/admin/admins/:id', manage, validate('json', accountUpdateSchema), async (c) => {
      const id = rowIdParam(c, ACCOUNT_NOT_FOUND);
      const input = c.req.valid('json');
      const account = await findAccount(deps.db, id);
      if (!account) throw errors.notFound(ACCOUNT_NOT_FOUND);
      if (id === c.get('admin').id && input.role !== account.role) {
        throw errors.conflict('You cannot change the role of your own account.');
      }
      if (
        isCounselorRole(account.role) &&
        !isCounselorRole(input.role) &&
        (await countClients(deps.db, id)) > 0
      ) {
        throw errors.conflict(REASSIGN_FIRST);
      }
      await updateAccount(deps.db, id, input, { keepSessionId: c.get('admin').sessionId });
      const details = { role: input.role, passwordChanged: input.password !== undefined };
      await audit(c, { action: 'account.update', id, details });
      return c.json({ updated: true });
    })
    .delete('/api/admin/admins/:id', manage, async (c) => {
      const id = rowIdParam(c, ACCOUNT_NOT_FOUND);
      const account = await findAccount(deps.db, id);
      if (!account) throw errors.notFound(ACCOUNT_NOT_FOUND);
      if (id === c.get('admin').id) throw errors.conflict('You cannot delete your own account.');
      if ((await countClients(deps.db, id)) > 0) throw errors.conflict(REASSIGN_FIRST);
      await deleteAccount(deps.db, id);
      await audit(c, { action: 'account.delete', id, details: { role: account.role } });
      return c.json({ deleted: true });
    })
    .post(
      '/api/admin/counselors/:id/reassign',
      manage,
      validate('json', reassignClientsSchema),
      async (c) => {
        const id = rowIdParam(c, ACCOUNT_NOT_FOUND);
        const { toCounselorId } = c.req.valid('json');
        const [from, to] = await Promise.all([findAccount(deps.db, id), findAccount(deps.db, toCounselorId)]);
        if (!from || !isCounselorRole(from.role)) throw errors.notFound('That counselor was not found.');
        if (!to || !isCounselorRole(to.role)) {
          throw errors.validation('Choose another counselor account to take the clients.');
        }
        if (to.id === from.id) throw errors.validation('Choose a different counselor to take the clients.');
        const moved = await reassignClients(deps.db, from.id, to.id);
        await audit(c, {
          action: 'counselor.reassign',
          id: from.id,
          details: { toCounselorId: to.id, moved },
        });
        return c.json({ moved });
      },
    );
}
