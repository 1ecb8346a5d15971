import { Download } from 'lucide-react';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_EXPORT_MAX_ROWS, type AuditEntry, type AuditList } from '../../../../shared/audit-contracts';
import { auditRecordTypeLabel } from '../../../../shared/audit-labels';
import { AdminListPage, ListPager, ListStatus, ListTable, useAdminGet } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import {
  type AuditView,
  auditExportPath,
  auditListPath,
  auditViewParams,
  formatAuditTime,
  isFiltered,
  NO_AUDIT_FILTERS,
  pageCount,
  parseAuditView,
  showingText,
} from '../lib/audit-view';
import { AuditFilterForm } from './audit-filter-form';

const COLUMNS = ['Time', 'Who', 'What', 'Record', 'Client address', 'Details'] as const;

/** Time in the admin's zone, actor and action in words over the raw strings, the record as a link to its entries. */
function AuditTable({
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

/** The audit list; the previous page stays on screen while the next loads. */
const useAuditList = (view: AuditView) =>
  useAdminGet<AuditList>(['admin', 'audit', auditListPath(view)], auditListPath(view), { keep: true });

/** /admin/audit (docs/security.md "Audit log"): filters and page in the URL, CSV export of the filtered entries; admins only. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const view = parseAuditView(params);
  const list = useAuditList(view);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const go = (next: AuditView) => {
    setParams(auditViewParams(next));
    focusAfterRender(() => resultsRef.current);
  };
  const recordPath = (record: string) =>
    `/admin/audit?${auditViewParams({ filters: { ...NO_AUDIT_FILTERS, record }, page: 1 })}`;

  const data = list.data;
  const pages = data ? pageCount(data) : 1;
  const filtered = isFiltered(view.filters);

  return (
    <AdminListPage
      title="Audit log"
      subtitle="Who did what to which record: every sign-in, every read and search of a client’s record, every share link and every change to plans and rates. The log holds ids, counts and outcomes, never a client’s name, birth date, ZIP code, drugs or doctors."
      back="Dashboard"
    >
      {/* Keyed by the URL's filters: Back, a bookmark or a record link refills the form. */}
      <AuditFilterForm
        key={auditViewParams({ filters: view.filters, page: 1 }).toString()}
        applied={view.filters}
        onApply={(filters) => go({ filters, page: 1 })}
      />

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 ref={resultsRef} tabIndex={-1} className="text-2xl font-bold">
          Entries
        </h2>
        <Button asChild variant="outline">
          <a href={auditExportPath(view.filters)} download>
            <Download aria-hidden="true" className="size-5" />
            Export CSV
          </a>
        </Button>
      </div>
      <p className="mb-4 max-w-3xl text-slate-700">
        Times are shown in your own time zone. The export holds every entry these filters show (up to{' '}
        {AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-US')}, newest first) with times in UTC, and is itself
        recorded in the log.
      </p>

      <ListStatus
        query={list}
        loading="Loading audit entries…"
        failed={(error) => errorMessage(error, 'The audit log could not be loaded.')}
      />
      {data ? (
        <>
          <p className="mb-3 font-semibold" role="status">
            {data.entries.length > 0
              ? showingText(data)
              : data.total > 0
                ? `Page ${view.page.toLocaleString('en-US')} is past the last page of these entries.`
                : filtered
                  ? 'No entries match these filters. Clear the filters to see every entry.'
                  : 'The audit log has no entries yet.'}
          </p>
          {data.entries.length === 0 && data.total > 0 ? (
            <Button variant="outline" className="mb-4" onClick={() => go({ ...view, page: 1 })}>
              Go to the first page
            </Button>
          ) : null}
          {data.entries.length > 0 ? <AuditTable entries={data.entries} recordPath={recordPath} /> : null}
          {pages > 1 ? (
            <ListPager
              label="Pages of the audit log"
              page={view.page}
              pages={pages}
              busy={list.isFetching}
              onPage={(page) => go({ ...view, page })}
            />
          ) : null}
        </>
      ) : null}
    </AdminListPage>
  );
}
