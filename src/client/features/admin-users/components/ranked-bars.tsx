import type { ReactNode } from 'react';

export type RankedItem = { label: string; count: number; value: string };

/** The words carry the content; the bars (scaled to the first entry) are hidden decoration. */
export function RankedBars({
  id,
  title,
  description,
  items,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  items: RankedItem[];
}) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-lg border border-slate-300 bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
      {items.length === 0 ? (
        <p className="mt-3 text-slate-700">None in this period.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.label}>
              <div className="flex flex-wrap justify-between gap-x-4">
                <span className="min-w-0 font-semibold break-words text-slate-900">{item.label}</span>
                <span className="text-slate-800">{item.value}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-3 rounded-sm bg-slate-200">
                <div
                  className="h-3 rounded-sm bg-primary"
                  style={{ width: `${(item.count / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
