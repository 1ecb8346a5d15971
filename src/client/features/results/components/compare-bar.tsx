import { Columns3 } from 'lucide-react';
import { COMPARE_MAX } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';

/**
 * While plans are ticked for comparison: a bar fixed to the bottom of the screen, "Compare (2 of 3)",
 * that opens the comparison wherever the person is on the page (on a phone it is far below). A
 * spacer of the bar's height keeps it from covering the end of the page.
 */
export function CompareBar({ count, onOpen }: { count: number; onOpen: () => void }) {
  if (count === 0) return null;
  return (
    <>
      <div aria-hidden="true" className="h-24" data-print-hide="" />
      <section
        aria-label="Your comparison"
        data-print-hide=""
        className="fixed inset-x-0 bottom-0 z-30 border-t-2 border-slate-400 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.15)]"
      >
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
          <p className="font-semibold">
            {count} of {COMPARE_MAX} plans ticked to compare
          </p>
          <Button onClick={onOpen}>
            <Columns3 aria-hidden="true" className="size-5" />
            Compare ({count} of {COMPARE_MAX})
          </Button>
        </div>
      </section>
    </>
  );
}
