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

/** The CSV's columns and the entry field each shows: the raw values a tool can match on, each beside its words. */
const AUDIT_CSV_FIELDS = {
  'Time (UTC)': 'createdAt',
  Actor: 'actor',
  Who: 'actorLabel',
  Action: 'action',
  What: 'actionLabel',
  'Record type': 'entityType',
  Record: 'entityId',
  'Client address': 'clientAddress',
  Details: 'detailsText',
} as const satisfies Record<string, keyof AuditEntry>;
type AuditCsvColumn = keyof typeof AUDIT_CSV_FIELDS;
export const AUDIT_CSV_COLUMNS = Object.keys(AUDIT_CSV_FIELDS) as AuditCsvColumn[];

export const auditCsvCells = (entry: AuditEntry): Record<AuditCsvColumn, CellValue> =>
  Object.fromEntries(AUDIT_CSV_COLUMNS.map((column) => [column, entry[AUDIT_CSV_FIELDS[column]]])) as Record<
    AuditCsvColumn,
    CellValue
  >;
