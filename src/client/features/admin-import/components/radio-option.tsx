import { type ReactNode, useId } from 'react';

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
