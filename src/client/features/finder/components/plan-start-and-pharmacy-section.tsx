import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namedFigure, planYearParameters } from '../../../../engine/plan-year';
import type { PlanData } from '../../../../shared/data-sources';
import type { Formatters } from '../../../../shared/i18n/formatters';
import { asLanguage } from '../../../../shared/i18n/languages';
import { coverageStartLabel, type ExtraHelpLevel } from '../../../../shared/profile-answers';
import { Select } from '../../../components/ui/select';
import { useFormatters } from '../../../i18n/use-formatters';
import { usePlanYears } from '../api/finder-queries';
import { PLAN_YEAR } from '../lib/coverage-answers';
import type { FinderFormValues } from '../lib/form-values';
import { AnswerRadioGroup } from './answer-radio-group';
import { CurrentPlanQuestion } from './current-plan-question';
import { FormSection } from './form-section';
import { PharmacyQuestion, type PharmacyQuestionProps } from './pharmacy-question';

/** No, not sure, then yes answers from the most common (Extra Help alone) to the most specific. */
const EXTRA_HELP_ORDER: ExtraHelpLevel[] = ['none', 'notSure', 'full', 'fullDual', 'institutional'];

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** What prices the drugs: plan start, pharmacy, Extra Help. `onLeaveForHelp` saves the answers before the help page opens. */
export function PlanStartAndPharmacySection({
  onLeaveForHelp,
  currentPlan,
  pharmacy,
}: {
  onLeaveForHelp: () => void;
  currentPlan: ComponentProps<typeof CurrentPlanQuestion>;
  pharmacy: PharmacyQuestionProps;
}) {
  const { t, i18n } = useTranslation('finder');
  const format = useFormatters();
  const { register, control } = useFormContext<FinderFormValues>();
  const extraHelp = useWatch({ control, name: 'answers.extraHelp' });
  const planYear = useWatch({ control, name: 'planYear' }) ?? PLAN_YEAR;
  // Only months a plan of the year can still start by the server's clock; every month until the years are known.
  const offered = usePlanYears().data?.years.find((y) => y.year === planYear);
  const months = offered?.startMonths ?? MONTHS;
  const startMonthLabel = (month: number) => {
    const label = coverageStartLabel(month, planYear, asLanguage(i18n.language));
    return month === 1 ? t('planStart.wholeYear', { month: label }) : label;
  };
  const copays = planYearParameters(planYear).extraHelpCopays;
  const copaysFrom = namedFigure(planYear, 'extraHelpCopays');
  const note = copaysFrom.carried ? t('extraHelp.carried', { from: copaysFrom.from, year: planYear }) : '';
  const extraHelpLabel = (value: ExtraHelpLevel) =>
    value === 'full' || value === 'fullDual'
      ? t(`extraHelp.${value}`, {
          generic: format.cents(copays[value].generic),
          brand: format.cents(copays[value].brand),
          note,
        })
      : t(`extraHelp.${value}`);
  return (
    <FormSection id="finder-plan-start" title={t('planStart.title')}>
      <PlanYearChoice />
      <CurrentPlanQuestion {...currentPlan} />
      <div>
        <label htmlFor="finder-coverage-start" className="block text-lg font-bold text-slate-900">
          {t('planStart.startLabel')}
        </label>
        <p id="finder-coverage-start-hint" className="mb-1 text-slate-700">
          {offered && !offered.canStart
            ? t('planStart.wholeYearExample', { year: planYear })
            : t('planStart.startHint')}
        </p>
        <Select
          id="finder-coverage-start"
          className="sm:max-w-sm"
          aria-describedby="finder-coverage-start-hint"
          {...register('answers.coverageStartMonth', { valueAsNumber: true })}
        >
          {months.map((month) => (
            <option key={month} value={month}>
              {startMonthLabel(month)}
            </option>
          ))}
        </Select>
      </div>
      <PharmacyQuestion {...pharmacy} />
      <AnswerRadioGroup
        name="answers.extraHelp"
        idPrefix="finder-extra-help"
        legend={t('planStart.extraHelpLegend')}
        hint={t('planStart.extraHelpHint')}
        choices={EXTRA_HELP_ORDER.map((value) => ({ value, label: extraHelpLabel(value) }))}
      >
        <div aria-live="polite">
          {extraHelp === 'notSure' ? (
            <p
              id="finder-extra-help-unsure"
              className="mt-2 rounded-md border-l-4 border-blue-700 bg-blue-50 px-4 py-3 text-slate-900"
            >
              <Trans
                t={t}
                i18nKey="planStart.notSure"
                components={{ help: <Link to="/help#extra-help" onClick={onLeaveForHelp} /> }}
              />
            </p>
          ) : null}
        </div>
      </AnswerRadioGroup>
    </FormSection>
  );
}

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

/** shared/plan-data-line.ts's line in the page's language; null when nothing true to say. */
export function planDataText(data: PlanData, t: TFunction<'finder'>, format: Formatters): string | null {
  if (data.medicareUpdatedOn) {
    const line = t('planData.fromMedicare', {
      year: data.planYear,
      date: format.date(data.medicareUpdatedOn),
    });
    return data.samplePlans ? `${line} ${t('planData.sampleMarked')}` : line;
  }
  if (data.samplePlans) return t('planData.sampleOnly', { year: data.planYear });
  return null;
}
