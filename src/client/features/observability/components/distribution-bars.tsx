import clsx from 'clsx';
import type { ReactNode } from 'react';

export type DistributionBar = {
  key: string;
  label: string;
  count: number;
  /** The bar's length is count / of. */
  of: number;
  /** The words beside the bar ("3 of 10"); they carry the number, the bar only shows it. */
  text: ReactNode;
  /** Drawn in the warning colour; the text must say why. */
  warn?: boolean;
};

/**
 * Horizontal bars as a list of text lines: the words carry every number (screen readers and
 * high-contrast modes read them), the bars are decoration. Horizontal, so a phone never scrolls.
 */
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
