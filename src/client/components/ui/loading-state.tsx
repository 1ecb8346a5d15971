import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';

export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={clsx('flex items-center justify-center gap-3 py-10 text-slate-700', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-7 motion-safe:animate-spin" />
      <span>{label}</span>
    </div>
  );
}
