import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

type TablePaginationProps = {
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
};

/** Paging by the server (limit ≤ 100): where we are, Previous/Next and the page size. */
export function TablePagination({ page, limit, total, onPageChange, onLimitChange }: TablePaginationProps) {
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav aria-label="Pages of plans" className="mt-4 flex flex-wrap items-center justify-between gap-4">
      <p aria-live="polite">
        Showing {first}–{last} of {total} plans. Page {page} of {pages}.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-size`}>Rows per page</Label>
          <Select
            id={`${id}-size`}
            value={String(limit)}
            onChange={(event) => onLimitChange(Number(event.target.value))}
            className="w-24"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          Previous
        </Button>
        <Button variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </nav>
  );
}
