import clsx from 'clsx';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FinderStep } from '../lib/finder-steps';

const STEPS = ['personal', 'lists', 'results'] as const;

const TITLES = { 1: 'personal', 2: 'lists' } as const;

export const FINDER_STEP_HEADING_ID = 'finder-step';

/** "Step 1 of 3: …", a progress bar (the results page is the last third) and an estimated time. */
export function FinderProgress({ step }: { step: FinderStep }) {
  const { t } = useTranslation('finder');
  const percent = step === 1 ? 33 : 66;
  return (
    <div className="rounded-lg border border-blue-200 bg-blue-50 p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <h2 id={FINDER_STEP_HEADING_ID} tabIndex={-1} className="text-xl font-bold text-slate-900">
          {t('progress.step', { step, title: t(`progress.titles.${TITLES[step]}`) })}
        </h2>
        <p className="flex items-center gap-2 text-slate-800">
          <Clock aria-hidden="true" className="size-5 shrink-0" />
          {t('progress.estimate')}
        </p>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={t('progress.valueText', { percent, step })}
          className="h-3 flex-1 overflow-hidden rounded-full border border-slate-500 bg-white"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <span className="text-slate-800">{percent}%</span>
      </div>
      <ol className="mt-4 grid gap-2 sm:grid-cols-3">
        {STEPS.map((id, index) => {
          const label = t(`progress.steps.${id}`);
          const current = index + 1 === step;
          const done = index + 1 < step;
          return (
            <li
              key={id}
              aria-current={current ? 'step' : undefined}
              className={clsx(
                'flex items-center gap-2',
                current ? 'font-bold text-slate-900' : 'text-slate-800',
              )}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                  current || done ? 'border-primary bg-primary text-white' : 'border-slate-500 bg-white',
                )}
              >
                {done ? '✓' : index + 1}
              </span>
              {label}
              {done ? <span className="sr-only">{t('progress.done')}</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
