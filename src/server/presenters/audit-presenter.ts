/** audit_log rows → the Audit page's entries, the actor and action named (shared/audit-labels.ts). */
import type { AuditEntry } from '../../shared/audit-contracts.ts';
import {
  type AuditAccounts,
  auditActionLabel,
  auditDetailsText,
  describeActor,
} from '../../shared/audit-labels.ts';
import type { auditLog } from '../db/schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** Details are written as an object of ids, counts and outcomes; anything else is shown as no details. */
const detailsObject = (details: unknown): Record<string, unknown> | null =>
  details !== null && typeof details === 'object' && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : null;

export function auditEntry(row: AuditRow, accounts: AuditAccounts): AuditEntry {
  const actor = describeActor(row.actor, accounts);
  const details = detailsObject(row.details);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: row.actor,
    actorKind: actor.kind,
    actorLabel: actor.label,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    entityType: row.entityType,
    entityId: row.entityId,
    clientAddress: row.clientAddress,
    details,
    detailsText: auditDetailsText(details),
  };
}
