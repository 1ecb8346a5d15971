import { Columns3 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPARE_MAX } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';

/** A fixed bottom bar "Compare (2 of 3)" while plans are ticked; a measured spacer keeps it off the page's end. */
export function CompareBar({ count, onOpen }: { count: number; onOpen: () => void }) {
  const { t } = useTranslation('results');
  const shown = count > 0;
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!shown || !bar) return;
    const { body } = document;
    const measure = () => body.style.setProperty('--compare-bar-height', `${bar.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      body.style.removeProperty('--compare-bar-height');
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <>
      <div aria-hidden="true" className="h-(--compare-bar-height,6rem)" data-print-hide="" />
      <section
        ref={barRef}
        aria-label={t('compareBar.label')}
        data-print-hide=""
        className="fixed inset-x-0 bottom-0 z-30 border-t-2 border-slate-400 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.15)]"
      >
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
          <p className="font-semibold">{t('compareBar.ticked', { count, max: COMPARE_MAX })}</p>
          <Button onClick={onOpen}>
            <Columns3 aria-hidden="true" className="size-5" />
            {t('compareBar.compare', { count, max: COMPARE_MAX })}
          </Button>
        </div>
      </section>
    </>
  );
}
