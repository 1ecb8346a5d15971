import clsx from 'clsx';
import { Clock } from 'lucide-react';

const STEPS = ['Personal Info', 'Medications & Doctors', 'Your Recommendations'];
const PERCENT = 33;

/** Spec §2 "Home": step 1 of 3, a progress bar at 33 percent and an estimated time of 5 minutes. */
export function FinderProgress() {
  return (
    <div className="rounded-lg border border-blue-200 bg-blue-50 p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <p id="finder-step" className="font-bold text-slate-900">
          Step 1 of 3: Personal Information
        </p>
        <p className="flex items-center gap-2 text-slate-800">
          <Clock aria-hidden="true" className="size-5 shrink-0" />
          Estimated time: 5 minutes
        </p>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label="Form progress"
          aria-valuenow={PERCENT}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={`${PERCENT}% complete, step 1 of 3`}
          className="h-3 flex-1 overflow-hidden rounded-full border border-slate-500 bg-white"
        >
          <div className="h-full w-1/3 rounded-full bg-primary" />
        </div>
        <span className="text-slate-800">{PERCENT}%</span>
      </div>
      <ol className="mt-4 grid gap-2 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === 0 ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2',
              index === 0 ? 'font-bold text-slate-900' : 'text-slate-800',
            )}
          >
            <span
              aria-hidden="true"
              className={clsx(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                index === 0 ? 'border-primary bg-primary text-white' : 'border-slate-500 bg-white',
              )}
            >
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}
