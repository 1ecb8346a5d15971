import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { Pager } from '../lib/plan-list-state';

/** Spec §9: "Page N of M", Previous off on page 1, Next off on the last; hidden with one page. */
export function PlanListPager({ pager, onPage }: { pager: Pager; onPage: (page: number) => void }) {
  if (!pager.visible) return null;
  return (
    <nav aria-label="Plan list pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" disabled={!pager.canPrevious} onClick={() => onPage(pager.page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        Previous
      </Button>
      <p className="font-semibold">
        Page {pager.page} of {pager.pages}
      </p>
      <Button variant="outline" disabled={!pager.canNext} onClick={() => onPage(pager.page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  );
}
