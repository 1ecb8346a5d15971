/** Admin authentication and role checks for /api/admin/* (design.md §7; spec §6). */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { type Permission, roleCan } from '../../shared/roles.ts';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { errors } from '../errors.ts';
import { cookieName } from '../http/cookies.ts';
import { resolveSession } from '../services/admin/admin-sessions.ts';

/** 401 without a live back-office session in the admin cookie (a counselor's never opens /api/admin/*). */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, cookieName(deps.config, 'admin'));
    const admin = token ? await resolveSession(deps.db, token, 'admin', deps.now()) : null;
    if (!admin) throw errors.authRequired();
    c.set('admin', admin);
    return next();
  };
}

/** 403 when the admin's role lacks the permission, whatever the UI shows. */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!roleCan(c.get('admin').role, permission)) throw errors.forbidden();
    return next();
  };
}
