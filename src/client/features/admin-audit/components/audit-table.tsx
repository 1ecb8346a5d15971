import { Link } from 'react-router';
import type { AuditEntry } from '../../../../shared/audit-contracts';
import { auditRecordTypeLabel } from '../../../../shared/audit-labels';
import { ListTable } from '../../../components/admin-list';
import { formatAuditTime } from '../lib/audit-view';

const COLUMNS = ['Time', 'Who', 'What', 'Record', 'Client address', 'Details'] as const;

/** Time in the admin's zone, actor and action in words over the raw strings, the record as a link to its entries. */
export function AuditTable({
  entries,
  recordPath,
}: {
  entries: AuditEntry[];
  recordPath: (record: string) => string;
}) {
  return (
    <ListTable
      label="Audit entries"
      caption="Audit entries, newest first: time, who, what, record, client address and details"
      columns={COLUMNS}
      actions={false}
      className="min-w-[64rem]"
    >
      {entries.map((entry) => {
        const recordType = auditRecordTypeLabel(entry.entityType);
        return (
          <tr key={entry.id} className="border-b border-slate-300 align-top">
            <td className="whitespace-nowrap px-3 py-2">
              <time dateTime={entry.createdAt}>{formatAuditTime(entry.createdAt)}</time>
            </td>
            <th scope="row" className="px-3 py-2 font-semibold">
              {entry.actorLabel}
              {entry.actorLabel !== entry.actor ? (
                <span className="block font-mono text-base font-normal text-slate-700">{entry.actor}</span>
              ) : null}
            </th>
            <td className="px-3 py-2">
              {entry.actionLabel}
              {entry.actionLabel !== entry.action ? (
                <span className="block font-mono text-base text-slate-700">{entry.action}</span>
              ) : null}
            </td>
            <td className="px-3 py-2">
              {entry.entityId ? (
                <>
                  {recordType ? <span className="block">{recordType}</span> : null}
                  <Link to={recordPath(entry.entityId)} className="break-all font-mono text-base">
                    <span className="sr-only">Every entry for record </span>
                    {entry.entityId}
                  </Link>
                </>
              ) : (
                <span className="text-slate-700">—</span>
              )}
            </td>
            <td className="px-3 py-2 font-mono text-base">{entry.clientAddress ?? '—'}</td>
            <td className="max-w-md break-words px-3 py-2 text-base [overflow-wrap:anywhere]">
              {entry.detailsText || '—'}
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
