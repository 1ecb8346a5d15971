import type { ReactNode } from 'react';
import { HeadRow } from './head-row';
import { TableScrollRegion } from './table-scroll-region';

export type ResponsiveRow = { key: string; header: ReactNode; cells: ReactNode[] };

type Props = {
  label: string;
  caption: string;
  /** The row-header column first, then one per cell. */
  columns: string[];
  rows: ResponsiveRow[];
  /** A Tailwind min-width class, from 768 px up. */
  minWidthClass: string;
};

/** A table from 768 px up; below, each row is a card, so nothing sits off-screen. Only one is displayed at a width. */
export function ResponsiveTable({ label, caption, columns, rows, minWidthClass }: Props) {
  const [rowHeading, ...cellHeadings] = columns;
  return (
    <>
      <ul aria-label={label} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.key} className="rounded-md border-2 border-slate-300 bg-white p-3">
            <p className="text-lg font-bold break-words">
              <span className="sr-only">{rowHeading}: </span>
              {row.header}
            </p>
            <dl className="mt-1 divide-y divide-slate-200">
              {row.cells.map((cell, i) => (
                <div key={cellHeadings[i]} className="flex flex-wrap justify-between gap-x-4 py-1">
                  <dt className="font-semibold">{cellHeadings[i]}</dt>
                  <dd className="text-right">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <TableScrollRegion label={label}>
          <table className={`w-full ${minWidthClass} border-collapse text-left`}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              <HeadRow columns={columns} className="bg-slate-100" cell="border-b-2 border-slate-300 p-3" />
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-300">
                  <th scope="row" className="p-3 font-semibold">
                    {row.header}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={cellHeadings[i]} className="p-3">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      </div>
    </>
  );
}
