import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { PAGE_SIZES, pagerFor } from '../lib/plan-list-state';

type PlanPagerProps = {
  page: number;
  limit: number;
  total: number;
  /** With a page size choice, the pager shows even with one page. */
  sizes: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
};

/** Spec §9. */
export function PlanPager({ page, limit, total, sizes, onPage, onLimit }: PlanPagerProps) {
  const pager = pagerFor(page, total, limit);
  if (!pager.visible && !sizes) return null;
  return (
    <nav aria-label="Plan list pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" disabled={!pager.canPrevious} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        Previous
      </Button>
      <p className="font-semibold">
        Page {page} of {Math.max(1, pager.pages)}
      </p>
      {sizes ? (
        <div className="flex items-center gap-2">
          <Label htmlFor="plan-page-size">Rows per page</Label>
          <Select
            id="plan-page-size"
            value={String(limit)}
            onChange={(event) => onLimit(Number(event.target.value))}
            className="w-24"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <Button variant="outline" disabled={!pager.canNext} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  );
}
