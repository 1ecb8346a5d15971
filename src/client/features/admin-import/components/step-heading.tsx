import { useEffect, useRef } from 'react';
import { STEP_TITLES, STEPS, type Step } from '../lib/wizard-state';

/**
 * When the step replaces the previous one, focus moves to its heading (not on the page's first render), so
 * nobody is left on a button that no longer exists.
 */
export function StepHeading({ step, focusOnMount }: { step: Step; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Only on mount: later renders of the same step must not pull the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-only by design
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-2xl font-bold text-slate-900">
      <span className="block text-lg font-semibold text-slate-700">
        Step {STEPS.indexOf(step) + 1} of {STEPS.length}
      </span>
      {STEP_TITLES[step]}
    </h2>
  );
}
