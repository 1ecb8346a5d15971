import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * A wide table's own horizontal scroller, so the page never scrolls sideways at 375 px or 200 %
 * zoom. Focusable and named so keyboard users can scroll it (axe: scrollable-region-focusable).
 * `relative` makes it the containing block of visually hidden (absolute) labels in the cells, which
 * would otherwise escape the scroller and widen the page.
 */
export function TableScrollRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus to scroll by keyboard
      tabIndex={0}
      className={clsx('relative max-w-full overflow-x-auto rounded-md border border-slate-300', className)}
    >
      {children}
    </section>
  );
}
