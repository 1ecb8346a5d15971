/** audit_log rows → the Audit page's entries and CSV cells (file rules: import/plan-files.ts). */
import type { AuditEntry } from '../../shared/audit-contracts.ts';
import {
  type AuditAccounts,
  auditActionLabel,
  auditDetailsText,
  describeActor,
} from '../../shared/audit-labels.ts';
import type { auditLog } from '../db/schema.ts';
import type { CellValue } from '../services/import/plan-cells.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** Anything but an object of ids, counts and outcomes is shown as no details. */
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

/** The raw values a tool can match on, each beside its words. */
export const AUDIT_CSV_COLUMNS = [
  'Time (UTC)',
  'Actor',
  'Who',
  'Action',
  'What',
  'Record type',
  'Record',
  'Client address',
  'Details',
] as const;

export function auditCsvCells(entry: AuditEntry): Record<(typeof AUDIT_CSV_COLUMNS)[number], CellValue> {
  return {
    'Time (UTC)': entry.createdAt,
    Actor: entry.actor,
    Who: entry.actorLabel,
    Action: entry.action,
    What: entry.actionLabel,
    'Record type': entry.entityType,
    Record: entry.entityId,
    'Client address': entry.clientAddress,
    Details: entry.detailsText,
  };
}
