import clsx from 'clsx';
import type { ComponentProps } from 'react';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full bg-blue-100 px-3 py-0.5 text-base font-semibold text-blue-900',
        className,
      )}
      {...props}
    />
  );
}
