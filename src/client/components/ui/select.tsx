import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { fieldOf } from './text-field';

/** A native select styled like Input: the best keyboard and screen-reader support there is. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={clsx(
        'block min-h-11 w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900',
        'aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-700',
        className,
      )}
      {...props}
    />
  );
}

export const SelectField = fieldOf<ComponentProps<'select'>>(Select);
