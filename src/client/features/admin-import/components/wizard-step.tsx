import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { STEP_TITLES, STEPS, type Step } from '../lib/wizard-state';

/**
 * A step of the wizard under its heading. When the step replaces the previous one, focus moves to its heading
 * (not on the page's first render), so nobody is left on a button that no longer exists.
 */
export function WizardStep({
  step,
  focusOnMount,
  onSubmit,
  children,
}: {
  step: Step;
  focusOnMount: boolean;
  /** Given, the step is a form (its fields checked by the step, not the browser). */
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Only on mount: later renders of the same step must not pull the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-only by design
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, []);
  const content = (
    <>
      <h2 ref={ref} tabIndex={-1} className="text-2xl font-bold text-slate-900">
        <span className="block text-lg font-semibold text-slate-700">
          Step {STEPS.indexOf(step) + 1} of {STEPS.length}
        </span>
        {STEP_TITLES[step]}
      </h2>
      {children}
    </>
  );
  return onSubmit ? (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {content}
    </form>
  ) : (
    <div className="flex flex-col gap-6">{content}</div>
  );
}

export function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back
        </Button>
      ) : null}
      {children}
    </div>
  );
}
