import type { ReactNode } from 'react';

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-5 rounded-lg border border-slate-300 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
