import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

type SwitchProps = Omit<ComponentProps<'input'>, 'type' | 'role'> & {
  id: string;
  label: ReactNode;
  description?: ReactNode;
};

/** A native checkbox with the switch role (Space toggles, forms read it as a checkbox), one 44 px target. */
export function Switch({ id, label, description, className, ...props }: SwitchProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <span className="relative inline-flex h-8 w-14 shrink-0">
          <input
            id={id}
            type="checkbox"
            // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox states its own checked state (ARIA in HTML: do not repeat it)
            role="switch"
            aria-describedby={descriptionId}
            className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
            {...props}
          />
          <span
            aria-hidden="true"
            className={clsx(
              'size-full rounded-full border-2 border-slate-600 bg-slate-200 transition-colors',
              'peer-checked:border-primary peer-checked:bg-primary',
              'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-focus',
            )}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1 left-1 size-6 rounded-full border-2 border-slate-600 bg-white transition-transform peer-checked:translate-x-6 peer-checked:border-white"
          />
        </span>
        <span>{label}</span>
      </label>
      {description ? (
        <p id={descriptionId} className="text-slate-700">
          {description}
        </p>
      ) : null}
    </div>
  );
}
