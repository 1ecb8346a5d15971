import clsx from 'clsx';
import type { ReactNode } from 'react';

export function PageHeading({
  children,
  subtitle,
  className,
}: {
  children: ReactNode;
  subtitle?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('mb-6', className)}>
      <h1 className="text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{children}</h1>
      {subtitle ? <p className="mt-2 text-lg text-slate-700">{subtitle}</p> : null}
    </div>
  );
}
