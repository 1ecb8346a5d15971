import clsx from 'clsx';
import type { ComponentProps } from 'react';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={clsx(
        'block min-h-11 w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900',
        'placeholder:text-slate-600 aria-invalid:border-red-700',
        className,
      )}
      {...props}
    />
  );
}
