/**
 * Account roles and their permissions (spec §6, design.md §7): `admin` everything; `editor` reads
 * all and edits plans but not the audit log; `counselor` (ADR 0020) no admin permission: it owns its
 * clients' submissions and its session never opens /api/admin/*.
 */
export const ROLES = ['admin', 'editor', 'counselor'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'plans:read',
  'plans:write',
  'plans:delete',
  'plans:bulk',
  'plans:table',
  'plans:import',
  'admins:manage',
  'analytics:read',
  'audit:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EDITOR_PERMISSIONS: readonly Permission[] = ['plans:read', 'plans:write', 'analytics:read'];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** True when the role holds the permission; unknown roles hold nothing. */
export function roleCan(role: string, permission: Permission): boolean {
  if (role === 'admin') return true;
  if (role === 'editor') return EDITOR_PERMISSIONS.includes(permission);
  return false;
}

export const isCounselorRole = (role: string): boolean => role === 'counselor';

/** How each role is named on the admin Accounts screen. */
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', editor: 'Editor', counselor: 'Counselor' };
