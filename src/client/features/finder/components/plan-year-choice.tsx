import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { PlanData } from '../../../../shared/data-sources';
import { useFormatters } from '../../../i18n/use-formatters';
import { usePlanYears } from '../api/finder-queries';
import { PLAN_YEAR } from '../lib/coverage-answers';
import type { FinderFormValues } from '../lib/form-values';
import { planDataText } from '../lib/plan-data-text';
import { AnswerRadioGroup } from './answer-radio-group';

/**
 * Which year's plans: next year (default) and this year from October 15 to December 31, else this year only.
 * A year or start month no longer offered (saved progress) gives way to the default / earliest possible.
 */
export function PlanYearChoice() {
  const { t, i18n } = useTranslation('finder');
  const format = useFormatters();
  const dataLine = (planData: PlanData) => planDataText(planData, t, format);
  const { setValue, control } = useFormContext<FinderFormValues>();
  const chosen = useWatch({ control, name: 'planYear' });
  const month = useWatch({ control, name: 'answers.coverageStartMonth' });
  const { data } = usePlanYears();
  const years = data?.years ?? [];
  const defaultYear = data?.defaultYear ?? null;

  // A passive effect on purpose: sibling questions subscribe in layout effects, and a layout effect here
  // would set the year before them when the section remounts with the years known.
  useEffect(() => {
    if (defaultYear === null) return;
    const year = years.find((y) => y.year === chosen) ?? years.find((y) => y.year === defaultYear);
    if (!year) return;
    if (year.year !== chosen) setValue('planYear', year.year);
    // The start month stays when a plan of this year can still start then; otherwise the earliest that can.
    const assumed = (chosen ?? PLAN_YEAR) === year.year;
    if (!assumed || !year.startMonths.includes(month))
      setValue('answers.coverageStartMonth', year.startMonths[0] ?? 1);
  }, [chosen, month, defaultYear, years, setValue]);

  if (years.length === 0) return null;
  const [only] = years;
  if (only && years.length === 1) {
    const line = dataLine(only.planData);
    return (
      <div>
        <p id="finder-plan-year" className="text-lg text-slate-900">
          <Trans
            t={t}
            i18nKey="planYear.comparing"
            values={{ year: only.year }}
            components={{ strong: <strong /> }}
          />
        </p>
        {line ? <p className="mt-1 text-slate-700">{line}</p> : null}
      </div>
    );
  }
  const choose = (year: number) => {
    setValue('planYear', year, { shouldDirty: true });
    const first = years.find((y) => y.year === year)?.startMonths[0] ?? 1;
    setValue('answers.coverageStartMonth', first, { shouldDirty: true });
  };
  return (
    <AnswerRadioGroup
      idPrefix="finder-plan-year"
      legend={t('planYear.legend')}
      hint={t('planYear.hint')}
      value={String(chosen ?? defaultYear)}
      onChange={(value) => choose(Number(value))}
      // The server names each year in English; other languages by the same rule (planYearChoiceLabel).
      choices={years.map(({ year, label, planData }) => ({
        value: String(year),
        label:
          i18n.language === 'en'
            ? label
            : // Two years are offered only in open enrollment: next year's and this year's.
              year > Math.min(...years.map((y) => y.year))
              ? t('planYear.next', { year })
              : t('planYear.current', { year }),
        hint: dataLine(planData) ?? undefined,
      }))}
    />
  );
}
