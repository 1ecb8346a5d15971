import { CircleCheck, CircleOff, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { BulkPlanAction } from '../../../../shared/admin-plan-contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { BULK_FAILED, bulkPlanYear, type PlanRef, useBulkAction } from '../api/admin-plan-queries';
import { SELECT_ALL_ID } from './plan-table';

type BulkBarProps = {
  plans: (PlanRef & { name: string })[];
  filterYear: string;
  onClear: () => void;
};

/**
 * Spec §4 "Table row selection": success clears the selection, a failure keeps it with its message
 * until the next action or selection. The count's live region is always there, so changes are announced.
 */
export function BulkBar({ plans, filterYear, onClear }: BulkBarProps) {
  const count = plans.length;
  const planIds = plans.map((p) => p.planId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const focusSelectAll = useRef(false);
  const bulk = useBulkAction(() => {
    setConfirmOpen(false);
    focusSelectAll.current = true;
    onClear();
  });

  // A refusal is about the selection it was for: a new selection starts without it.
  const selection = plans.map((p) => p.name).join(' ');
  const { reset } = bulk;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection changes
  useEffect(() => reset(), [selection, reset]);

  // The bar (and its focused button) goes with the selection: keep the keyboard on select-all.
  useEffect(() => {
    if (count === 0 && focusSelectAll.current) {
      focusSelectAll.current = false;
      document.getElementById(SELECT_ALL_ID)?.focus();
    }
  }, [count]);

  function run(action: BulkPlanAction) {
    if (bulk.isPending) return;
    bulk.mutate(
      { action, planIds, planYear: bulkPlanYear(filterYear, plans) },
      { onError: () => setConfirmOpen(false) },
    );
  }

  return (
    <div className={count > 0 ? 'mt-4 rounded-lg border-2 border-primary bg-blue-50 p-3' : undefined}>
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className={count > 0 ? 'mr-auto text-lg font-bold' : 'sr-only'}>
          {count > 0 ? `${count} selected` : ''}
        </p>
        {count > 0 ? (
          <>
            <Button variant="outline" aria-disabled={bulk.isPending} onClick={() => run('activate')}>
              <CircleCheck aria-hidden="true" className="size-5" />
              Activate
            </Button>
            <Button variant="outline" aria-disabled={bulk.isPending} onClick={() => run('deactivate')}>
              <CircleOff aria-hidden="true" className="size-5" />
              Deactivate
            </Button>
            <Button
              variant="destructive"
              aria-disabled={bulk.isPending}
              onClick={() => !bulk.isPending && setConfirmOpen(true)}
            >
              <Trash2 aria-hidden="true" className="size-5" />
              Delete
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                focusSelectAll.current = true;
                onClear();
              }}
            >
              <X aria-hidden="true" className="size-5" />
              Clear selection
            </Button>
          </>
        ) : null}
      </div>
      {bulk.isPending && !confirmOpen ? <p className="mt-2">Saving changes…</p> : null}
      {count > 0 && bulk.isError ? (
        <p
          role="alert"
          className="mt-2 rounded-md border-2 border-red-700 bg-white p-3 font-semibold text-red-800"
        >
          {errorMessage(bulk.error, BULK_FAILED)}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Delete ${count} ${count === 1 ? 'plan' : 'plans'}?`}
        description={
          <p>
            This permanently deletes {plans.map((p) => p.name).join(', ')}. People searching for plans will no
            longer see {count === 1 ? 'it' : 'them'}. This cannot be undone.
          </p>
        }
        confirmLabel={count === 1 ? 'Delete plan' : 'Delete plans'}
        pendingLabel="Deleting…"
        pending={bulk.isPending}
        onConfirm={() => run('delete')}
      />
    </div>
  );
}
