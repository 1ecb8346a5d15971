import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A wide table's own horizontal scroller, so the page never scrolls sideways at 375 px or 200 %
 * zoom. Focusable and named so keyboard users can scroll it (axe: scrollable-region-focusable).
 * `relative` makes it the containing block of visually hidden (absolute) labels in the cells, which
 * would otherwise escape the scroller and widen the page.
 * When the table is wider than the space it has, a line above it says it scrolls sideways, and its
 * first column stays in view while it scrolls (styles.css, [data-scrolls]): no column is cut off
 * without a sign that there is more.
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
  const { t } = useTranslation();
  const cueId = useId();
  const region = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {scrolls ? (
        <p
          id={cueId}
          className="mb-1 flex items-center gap-2 font-semibold text-slate-800"
          data-print-hide=""
        >
          {t('tableScroll.cue')}
          <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
        </p>
      ) : null}
      <section
        ref={region}
        aria-label={label}
        aria-describedby={scrolls ? cueId : undefined}
        data-table-scroll=""
        data-scrolls={scrolls ? '' : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus to scroll by keyboard
        tabIndex={0}
        className={clsx('relative max-w-full overflow-x-auto rounded-md border border-slate-300', className)}
      >
        {children}
      </section>
    </>
  );
}
