import clsx from 'clsx';
import { Check } from 'lucide-react';
import { STEP_TITLES, STEPS, stepStatus, type WizardState } from '../lib/wizard-state';

const STATUS_TEXT = {
  done: 'done',
  current: 'current step',
  upcoming: 'not yet',
  skipped: '',
} as const;

/** Where the admin is among the five steps; words, not colour alone, say each step's state. */
export function ImportStepper({ state }: { state: WizardState }) {
  return (
    <ol aria-label="Import steps" className="mb-6 grid gap-2 sm:grid-cols-3 lg:grid-cols-5">
      {STEPS.map((step, index) => {
        const status = stepStatus(state, step);
        return (
          <li
            key={step}
            aria-current={status === 'current' ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2 rounded-md border-2 px-3 py-2',
              status === 'current' && 'border-primary bg-blue-50 font-bold text-slate-900',
              status === 'done' && 'border-green-700 bg-white text-slate-900',
              (status === 'upcoming' || status === 'skipped') && 'border-slate-300 bg-white text-slate-700',
            )}
          >
            <span
              aria-hidden="true"
              className={clsx(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-bold',
                status === 'done' ? 'border-green-700 bg-green-700 text-white' : 'border-current',
              )}
            >
              {status === 'done' ? <Check className="size-5" /> : index + 1}
            </span>
            <span>
              {STEP_TITLES[step]}
              {STATUS_TEXT[status] ? <span className="sr-only">, {STATUS_TEXT[status]}</span> : null}
              {status === 'skipped' ? <span className="block text-base">(not needed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
