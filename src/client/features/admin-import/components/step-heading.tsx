import { type ReactNode, useEffect, useRef } from 'react';

/**
 * When the step replaces the previous one, focus moves to its heading (not on the page's first render), so
 * nobody is left on a button that no longer exists.
 */
export function StepHeading({
  number,
  total,
  focusOnMount,
  children,
}: {
  number: number;
  total: number;
  focusOnMount: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Only on mount: later renders of the same step must not pull the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-only by design
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-2xl font-bold text-slate-900">
      <span className="block text-lg font-semibold text-slate-700">
        Step {number} of {total}
      </span>
      {children}
    </h2>
  );
}
