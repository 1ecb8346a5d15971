import clsx from 'clsx';
import { useState } from 'react';
import type { UserAnalytics } from '../../../../shared/user-analytics-contracts';
import { Button } from '../../../components/ui/button';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { barText, chartSummary, periodLabel } from '../lib/analytics-display';

/** CSS bars, each with hidden words and a tooltip; a caption sums up and a button shows a table; bars share the width. */
export function SubmissionsChart({ data }: { data: UserAnalytics }) {
  const [showTable, setShowTable] = useState(false);
  const points = data.submissionsOverTime;
  const { bucket } = data.range;
  const max = Math.max(1, ...points.map((p) => p.count));
  const first = points[0];
  const last = points.at(-1);
  return (
    <section
      aria-labelledby="over-time-heading"
      className="mb-8 rounded-lg border border-slate-300 bg-white p-4 sm:p-6"
    >
      <h2 id="over-time-heading" className="text-2xl font-bold">
        Submissions over time
      </h2>
      <figure className="mt-2">
        <figcaption className="text-slate-700">{chartSummary(data)}</figcaption>
        <div className="mt-4 flex gap-2">
          <div
            aria-hidden="true"
            className="flex h-56 flex-col justify-between text-right text-base text-slate-700"
          >
            <span>{max.toLocaleString('en-US')}</span>
            <span>0</span>
          </div>
          <ol
            aria-label={`Submissions per ${bucket}`}
            className={clsx(
              'flex h-56 min-w-0 flex-1 items-end border-b-2 border-l-2 border-slate-600',
              points.length <= 60 ? 'gap-1' : points.length <= 180 ? 'gap-px' : 'gap-0',
            )}
          >
            {points.map((p) => (
              <li
                key={p.period}
                title={barText(p, bucket)}
                className="flex h-full min-w-0 flex-1 flex-col justify-end"
              >
                <span className="sr-only">{barText(p, bucket)}</span>
                <span
                  aria-hidden="true"
                  className="block w-full rounded-t-sm bg-primary"
                  style={{ height: `${(p.count / max) * 100}%` }}
                />
              </li>
            ))}
          </ol>
        </div>
        {first && last ? (
          <div
            aria-hidden="true"
            className="mt-1 flex flex-wrap justify-between gap-x-4 text-base text-slate-700"
          >
            <span>{periodLabel(first.period, bucket)}</span>
            <span>{periodLabel(last.period, bucket)}</span>
          </div>
        ) : null}
      </figure>
      <Button
        variant="outline"
        className="mt-4"
        aria-expanded={showTable}
        aria-controls="over-time-table"
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? 'Hide the table' : 'Show as a table'}
      </Button>
      <div id="over-time-table" hidden={!showTable} className="mt-4">
        {showTable ? (
          <TableScrollRegion label="Submissions over time, as a table">
            <table className="w-full text-left">
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {bucket === 'week' ? 'Week' : 'Day'}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    Submissions
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.period} className="border-t border-slate-200">
                    <td className="px-4 py-2">{periodLabel(p.period, bucket)}</td>
                    <td className="px-4 py-2 text-right">{p.count.toLocaleString('en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScrollRegion>
        ) : null}
      </div>
    </section>
  );
}
