import clsx from 'clsx';
import { memo, useId } from 'react';
import type { PlanField, SaveCell } from '../api/table-plans';
import { useInstantSave } from '../hooks/use-instant-save';
import { withCurrent } from '../lib/table-options';
import { CellError } from './cell-error';

type SelectCellProps = {
  planId: string;
  planYear: number;
  /** The row as labels name it: the plan ID, with its year when the page shows the ID twice. */
  name: string;
  field: PlanField;
  /** The column in words: "Carrier", "Plan type". */
  label: string;
  value: string;
  options: readonly string[];
  onSave: SaveCell;
};

/** A select cell (spec §4): a dropdown that saves on change; a plan's own value is always listed. */
export const SelectCell = memo(function SelectCell({
  planId,
  planYear,
  name,
  field,
  label,
  value,
  options,
  onSave,
}: SelectCellProps) {
  const { current, pending, error, save } = useInstantSave({ planId, planYear }, field, value, onSave);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <select
        aria-label={`${label} for ${name}`}
        value={current}
        aria-disabled={pending || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => void save(event.target.value)}
        className={clsx(
          'block min-h-11 w-full min-w-40 rounded-md border-2 bg-white px-2 text-base text-slate-900',
          error ? 'border-red-700' : 'border-slate-500',
        )}
      >
        {withCurrent(options, current).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? <CellError id={errorId} message={error} /> : null}
    </div>
  );
});
