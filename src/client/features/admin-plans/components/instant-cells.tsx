import clsx from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { memo, useId, useState } from 'react';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import type { SaveCell } from '../api/admin-plan-queries';
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

type InstantCellProps = {
  plan: AdminPlanRecord;
  name: string;
  field: 'carrier' | 'planType' | 'hasRxCoverage' | 'isActive';
  label: string;
  /** A dropdown's choices; without them the cell is a checkbox. */
  options?: readonly Choice[];
  onSave: SaveCell;
};

type Shown = { value: string | boolean; over: string | boolean; pending: boolean };

/**
 * A dropdown or checkbox that saves on change (spec §4). `over` ties a shown value to the row value
 * it replaced, so it yields as soon as the row updates.
 */
export const InstantCell = memo(function InstantCell({
  plan,
  name,
  field,
  label,
  options,
  onSave,
}: InstantCellProps) {
  const value = plan[field];
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const active = shown && shown.over === value ? shown : null;
  const pending = active?.pending ?? false;
  const current = active ? active.value : value;
  const id = useId();
  const errorId = `${id}-error`;

  async function save(next: string | boolean) {
    if (pending || next === current) return;
    setShown({ value: next, over: value, pending: true });
    const result = await onSave(plan, field, next);
    setShown(result.ok ? { value: result.plan[field], over: value, pending: false } : null);
    setError(result.ok ? null : result.message);
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
          onChange={(event) => void save(event.target.value)}
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
            onChange={(event) => void save(event.target.checked)}
            className="size-6 cursor-pointer accent-primary"
          />
          <span className="sr-only">{`${label} for ${name}`}</span>
        </label>
      )}
      {error ? <CellError id={errorId} message={error} /> : null}
    </div>
  );
});
