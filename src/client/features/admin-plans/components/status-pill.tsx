import clsx from 'clsx';
import { statusText } from '../lib/plan-display';

/** The word carries the meaning, not the colour. */
export function StatusPill({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border px-3 font-semibold whitespace-nowrap',
        isActive
          ? 'border-green-700 bg-green-50 text-green-900'
          : 'border-slate-500 bg-slate-100 text-slate-800',
      )}
    >
      {statusText(isActive)}
    </span>
  );
}
