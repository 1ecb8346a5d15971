import clsx from 'clsx';
import { memo, useId } from 'react';
import type { PlanField, SaveCell } from '../api/table-plans';
import { useInstantSave } from '../hooks/use-instant-save';
import { CellError } from './cell-error';

type ToggleCellProps = {
  planId: string;
  planYear: number;
  /** The row as labels name it: the plan ID, with its year when the page shows the ID twice. */
  name: string;
  field: PlanField;
  /** The column in words: "Rx coverage", "Active". */
  label: string;
  value: boolean;
  onSave: SaveCell;
};

/** A boolean cell (spec §4): a checkbox that saves on change; the label is one 44 px target. */
export const ToggleCell = memo(function ToggleCell({
  planId,
  planYear,
  name,
  field,
  label,
  value,
  onSave,
}: ToggleCellProps) {
  const { current, pending, error, save } = useInstantSave({ planId, planYear }, field, value, onSave);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
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
          checked={current}
          // Not `disabled`: that would drop keyboard focus while the save runs.
          aria-disabled={pending || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => void save(event.target.checked)}
          className="size-6 cursor-pointer accent-primary"
        />
        <span className="sr-only">{`${label} for ${name}`}</span>
      </label>
      {error ? <CellError id={errorId} message={error} /> : null}
    </div>
  );
});
