import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { PlanData } from '../../../../shared/data-sources';
import { useFormatters } from '../../../i18n/use-formatters';
import { usePlanYears } from '../api/plan-years';
import { PLAN_YEAR } from '../lib/coverage-answers';
import type { FinderFormValues } from '../lib/form-values';
import { planDataText } from '../lib/plan-data-text';
import { AnswerRadioGroup } from './answer-radio-group';

/**
 * Which year's plans (issue 18): from October 15 to December 31 the finder offers next year's plans
 * (chosen by default) and this year's; otherwise only this year's, named in a sentence. A year the
 * finder no longer offers (kept in saved progress) gives way to the default. Changing the year moves
 * the start month to the earliest a plan of it can start (January for next year, next month for this
 * year, as the server's clock has it), and a month that can no longer start (saved progress, a page
 * left open since last month) gives way to that one too. Each year says where its plan
 * data came from (planDataLine), read with its radio, or under the sentence when there is one year.
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

  // A passive effect, on purpose: the questions beside this one (the current plan's search, the
  // start month) subscribe to the form in layout effects, and when the section is made anew with the
  // years already known (Begin Fresh Search, a restore) a layout effect here would set the year first.
  useEffect(() => {
    if (defaultYear === null) return;
    const year = years.find((y) => y.year === chosen) ?? years.find((y) => y.year === defaultYear);
    if (!year) return;
    if (year.year !== chosen) setValue('planYear', year.year);
    // The start month was asked for the year the form assumed: it stays when that is the year and
    // a plan of it can still start in that month; otherwise the earliest month that can.
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
      // The server names each year in English; another language names it by the same rule
      // (shared/plan-years.ts planYearChoiceLabel).
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
