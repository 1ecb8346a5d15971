import clsx from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { memo, useId, useState } from 'react';
import type { AdminPlanRecord, AdminPlanUpdateInput } from '../../../../shared/admin-plan-contracts';
import type { PlanField, SaveCell } from '../api/admin-plan-queries';
import { type Choice, withCurrent } from '../lib/plan-options';

/** A failed save's mark (spec §4); role="alert", as focus returns to the cell and would not read it. */
export function CellError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="mt-1 flex max-w-64 items-start gap-1 font-semibold text-red-800">
      <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-red-700" />
      <span>
        <span className="sr-only">Save failed:</span> {message}
      </span>
    </p>
  );
}

/**
 * A cell's save (spec §4). `over` ties a shown value to the row value it replaced, so it yields as soon as
 * the row updates; an instant cell shows its new value while it saves (`optimistic`).
 */
export function useCellSave<V extends AdminPlanUpdateInput[PlanField]>(
  plan: AdminPlanRecord,
  field: PlanField,
  onSave: SaveCell,
) {
  const value = plan[field] as V;
  const [shown, setShown] = useState<{ value: V; over: V } | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = shown && shown.over === value ? shown.value : value;

  async function save(next: V, optimistic = false) {
    setSaving(true);
    if (optimistic) setShown({ value: next, over: value });
    const result = await onSave(plan, field, next);
    setSaving(false);
    setShown(result.ok ? { value: result.plan[field] as V, over: value } : null);
    setError(result.ok ? null : result.message);
  }
  return { current, saving, error, save };
}

type InstantCellProps = {
  plan: AdminPlanRecord;
  name: string;
  field: 'carrier' | 'planType' | 'hasRxCoverage' | 'isActive';
  label: string;
  /** A dropdown's choices; without them the cell is a checkbox. */
  options?: readonly Choice[];
  onSave: SaveCell;
};

/** A dropdown or checkbox that saves on change (spec §4). */
export const InstantCell = memo(function InstantCell({
  plan,
  name,
  field,
  label,
  options,
  onSave,
}: InstantCellProps) {
  const {
    current,
    saving: pending,
    error,
    save: saveValue,
  } = useCellSave<string | boolean>(plan, field, onSave);
  const id = useId();
  const errorId = `${id}-error`;

  function save(next: string | boolean) {
    if (!pending && next !== current) void saveValue(next, true);
  }

  const shared = {
    // Not `disabled`: that would drop keyboard focus while the save runs.
    'aria-disabled': pending || undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div>
      {options ? (
        <select
          aria-label={`${label} for ${name}`}
          value={String(current)}
          {...shared}
          onChange={(event) => save(event.target.value)}
          className={clsx(
            'block min-h-11 w-full min-w-40 rounded-md border-2 bg-white px-2 text-base text-slate-900',
            error ? 'border-red-700' : 'border-slate-500',
          )}
        >
          {withCurrent(options, String(current)).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <label
          htmlFor={id}
          className={clsx(
            'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border-2',
            error ? 'border-red-700 bg-red-50' : 'border-transparent',
          )}
        >
          <input
            id={id}
            type="checkbox"
            checked={current === true}
            {...shared}
            onChange={(event) => save(event.target.checked)}
            className="size-6 cursor-pointer accent-primary"
          />
          <span className="sr-only">{`${label} for ${name}`}</span>
        </label>
      )}
      {error ? <CellError id={errorId} message={error} /> : null}
    </div>
  );
});
