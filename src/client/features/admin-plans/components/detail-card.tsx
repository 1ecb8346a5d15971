import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

export function DetailCard({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <Card className="h-full">
        <h2 id={`${id}-heading`} className="mb-4 text-2xl font-bold">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

export function FactList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="flex flex-col gap-3">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 border-b border-slate-200 pb-2">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
