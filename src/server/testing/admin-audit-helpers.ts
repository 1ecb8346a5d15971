/** Shared pieces of the audit API tests. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../tests/setup/test-app.ts';
import type { AuditList } from '../../shared/audit-contracts.ts';
import { adminUsers, auditLog } from '../db/schema.ts';

type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAudit(t: TestApp, rows: AuditInsert[]): Promise<number[]> {
  const inserted = await t.database.db.insert(auditLog).values(rows).returning({ id: auditLog.id });
  return inserted.map((r) => r.id);
}

export async function adminIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  if (!row) throw new Error(`no admin ${email}`);
  return row.id;
}

export async function auditList(t: TestApp, cookies: string, query: string): Promise<AuditList> {
  const res = await t.request(`/api/admin/audit?${query}`, { cookies });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AuditList;
}
