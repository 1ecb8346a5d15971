/**
 * The audit log as a CSV file (issue 20): the Audit page's filtered entries, newest first, up to
 * AUDIT_EXPORT_MAX_ROWS, named as the page names them. The writing rules (BOM, RFC 4180, the
 * formula-injection guard of design.md §7) are the plan export's (import/plan-files.ts). The
 * export is itself audited (`audit.export`, with the filters and the count).
 */
import type { AuditEntry, AuditFilters } from '../../../shared/audit-contracts.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { CellValue } from '../import/plan-cells.ts';
import { rowsToCsv } from '../import/plan-files.ts';
import { writeAudit } from '../platform/audit.ts';
import { auditEntriesForExport } from './audit-log.ts';

/** The file's columns: the raw values a tool can match on, each beside its words. */
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
type AuditCsvColumn = (typeof AUDIT_CSV_COLUMNS)[number];

export function auditCsvCells(entry: AuditEntry): Record<AuditCsvColumn, CellValue> {
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

/** The filters that were set, for the export's own audit row (ids, kinds and dates: no PHI). */
const filtersSet = (filters: AuditFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** The CSV of the matching entries; writes the `audit.export` row (after reading, so not in the file). */
export async function exportAuditLog(
  db: DbExecutor,
  filters: AuditFilters,
  by: { actor: string; clientAddress: string },
): Promise<{ csv: string; rows: number }> {
  const entries = await auditEntriesForExport(db, filters);
  await writeAudit(db, {
    actor: by.actor,
    action: 'audit.export',
    clientAddress: by.clientAddress,
    details: { rows: entries.length, ...filtersSet(filters) },
  });
  return { csv: rowsToCsv(AUDIT_CSV_COLUMNS, entries.map(auditCsvCells)), rows: entries.length };
}
