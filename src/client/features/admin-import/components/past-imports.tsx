import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ListStatus } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { PAST_IMPORTS_PAGE_SIZE, usePastImports } from '../api/import-queries';
import { PastImportRow } from './past-import-row';

const HEADERS = ['Date', 'File', 'Kind', 'Status', 'Records', 'Admin', 'Errors'];

export function PastImports() {
  const [page, setPage] = useState(1);
  const list = usePastImports(page);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAST_IMPORTS_PAGE_SIZE));

  return (
    <section aria-labelledby="past-imports-heading" className="mt-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="past-imports-heading" className="text-2xl font-bold">
          Past imports
        </h2>
        <Button variant="secondary" onClick={() => list.refetch()}>
          <RefreshCw aria-hidden="true" className="size-5" />
          Refresh
        </Button>
      </div>
      <ListStatus query={list} loading="Loading past imports…" failed="Failed to load past imports" />
      {list.data && list.data.jobs.length === 0 ? <p className="text-lg">No imports yet.</p> : null}
      {list.data && list.data.jobs.length > 0 ? (
        <TableScrollRegion label="Past imports table">
          <table
            className="w-full min-w-[60rem] border-collapse text-left"
            aria-busy={list.isFetching || undefined}
          >
            <caption className="sr-only">Past imports, newest first</caption>
            <thead>
              <tr className="bg-slate-100">
                {HEADERS.map((header) => (
                  <th key={header} scope="col" className="border-b-2 border-slate-300 p-3">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.jobs.map((job) => (
                <PastImportRow key={job.id} job={job} />
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      ) : null}
      {list.data && pages > 1 ? (
        <nav
          aria-label="Past imports pages"
          className="mt-4 flex flex-wrap items-center justify-between gap-3"
        >
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            Previous
          </Button>
          <p className="font-semibold">
            Page {page} of {pages}
          </p>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
