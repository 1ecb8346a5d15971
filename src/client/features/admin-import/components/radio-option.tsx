import { type ReactNode, useId } from 'react';
import { IMPORT_MODE_LABELS, IMPORT_MODES, type ImportMode } from '../../../../shared/import-contracts';

/** A native radio with a large label: the whole row is the target, arrow keys move in the group. */
export function RadioOption({
  name,
  value,
  checked,
  onChange,
  children,
  hint,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  hint?: ReactNode;
}) {
  // Values may hold spaces (sheet names), which ids may not.
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-6 shrink-0 accent-primary"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {children}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-slate-700">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Whether a plan import may change plans on file: create only, or create and update by Plan ID. */
export function ImportModeChoice({
  name,
  mode,
  disabled,
  onChange,
}: {
  name: string;
  mode: ImportMode;
  disabled?: boolean;
  onChange: (mode: ImportMode) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 text-xl font-bold text-slate-900">What should the import do?</legend>
      {IMPORT_MODES.map((value) => (
        <RadioOption
          key={value}
          name={name}
          value={value}
          checked={mode === value}
          onChange={(next) => onChange(next as ImportMode)}
          hint={
            value === 'create'
              ? 'A row whose Plan ID already exists for its plan year is an error; no plan is changed.'
              : 'A row whose Plan ID exists for its plan year updates that plan; the others are created.'
          }
        >
          {IMPORT_MODE_LABELS[value]}
        </RadioOption>
      ))}
    </fieldset>
  );
}
