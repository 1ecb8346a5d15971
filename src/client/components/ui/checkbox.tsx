import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { id: string; label: ReactNode };

/** A native checkbox with its label as one 44 px tall target. */
export function Checkbox({ id, label, className, ...props }: CheckboxProps) {
  return (
    <label
      htmlFor={id}
      className={clsx('inline-flex min-h-11 cursor-pointer items-center gap-3 font-semibold', className)}
    >
      <input id={id} type="checkbox" className="size-6 shrink-0 cursor-pointer accent-primary" {...props} />
      <span>{label}</span>
    </label>
  );
}
