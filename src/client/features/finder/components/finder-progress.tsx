import clsx from 'clsx';
import { Clock } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formProgress } from '../lib/form-progress';
import type { FinderFormValues } from '../lib/form-values';

const STEPS = ['personal', 'lists', 'results'] as const;

/** formProgress names the step in English (its tests read that way); the page says it in its language. */
const TITLE_KEYS: Record<string, 'personal' | 'lists' | 'ready'> = {
  'Personal Information': 'personal',
  'Medications & Doctors': 'lists',
  'Ready to find your plans': 'ready',
};

/**
 * Spec §2 "Home": the step, a progress bar and an estimated time of 5 minutes; the step and the bar
 * follow the person through the form's parts (lib/form-progress.ts).
 */
export function FinderProgress() {
  const { control } = useFormContext<FinderFormValues>();
  const values = useWatch({ control }) as FinderFormValues;
  const { t } = useTranslation('finder');
  const { step, title, percent } = formProgress(values);
  return (
    <div className="rounded-lg border border-blue-200 bg-blue-50 p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <p id="finder-step" className="font-bold text-slate-900">
          {t('progress.step', { step, title: t(`progress.titles.${TITLE_KEYS[title] ?? 'personal'}`) })}
        </p>
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
