import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A wide table's own focusable, named scroller (axe: scrollable-region-focusable); `relative` keeps hidden labels
 * inside it. When it overflows, a line says it scrolls and the first column sticks (styles.css, [data-scrolls]).
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
