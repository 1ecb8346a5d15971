import type { ReactNode } from 'react';

export function PageHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{children}</h1>
      {subtitle ? <p className="mt-2 text-lg text-slate-700">{subtitle}</p> : null}
    </div>
  );
}
