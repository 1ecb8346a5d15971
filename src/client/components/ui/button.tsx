import { Slot } from '@radix-ui/react-slot';
import clsx from 'clsx';
import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-strong',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200 border border-slate-300',
  outline: 'border-2 border-primary bg-white text-primary hover:bg-blue-50',
  ghost: 'bg-transparent text-slate-900 hover:bg-slate-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
};

type ButtonProps = ComponentProps<'button'> & {
  variant?: Variant;
  asChild?: boolean;
};

/** At least 44 px tall (touch target), keeping the global focus ring. */
export function Button({ variant = 'primary', asChild = false, className, type, ...props }: ButtonProps) {
  const classes = clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2 text-base font-semibold',
    'no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    className,
  );
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
