import clsx from 'clsx';
import type { ReactNode } from 'react';

export type DistributionBar = {
  key: string;
  label: string;
  count: number;
  of: number;
  /** "3 of 10": the words carry the number. */
  text: ReactNode;
  /** Warning colour; the text must say why. */
  warn?: boolean;
};

/** Horizontal bars whose words carry every number; the bars are decoration. */
export function DistributionBars({ bars, label }: { bars: readonly DistributionBar[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-4 space-y-3">
      {bars.map((bar) => (
        <li key={bar.key}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold break-words">{bar.label}</span>
            <span className="tabular-nums">{bar.text}</span>
          </div>
          <div
            aria-hidden="true"
            className="mt-1 h-4 w-full rounded-full border border-slate-400 bg-slate-100"
          >
            <div
              className={clsx('h-full rounded-full', bar.warn ? 'bg-amber-600' : 'bg-primary')}
              style={{ width: `${bar.of > 0 ? Math.min(100, (bar.count / bar.of) * 100) : 0}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
