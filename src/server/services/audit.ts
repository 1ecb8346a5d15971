/** The audit trail of design.md §7: who did what to which entity, never with PHI in details. */
import type { DbExecutor } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type AuditEntry = {
  actor: string;
  action: string;
  entityType?: string;
  entityId?: string;
  clientAddress?: string;
  /** Ids, counts and outcomes; lists of record ids say what a read disclosed. */
  details?: Record<string, string | number | boolean | null | string[]>;
};

/** The columns of an entry's row (services that write it inside a larger statement use this). */
export const auditRow = (entry: AuditEntry) => ({
  actor: entry.actor,
  action: entry.action,
  entityType: entry.entityType ?? null,
  entityId: entry.entityId ?? null,
  clientAddress: entry.clientAddress ?? null,
  details: entry.details ?? null,
});

export async function writeAudit(db: DbExecutor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/** Many entries in one statement (an import's rows, each audited as its own write would be). */
export async function writeAudits(db: DbExecutor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(auditRow));
}
