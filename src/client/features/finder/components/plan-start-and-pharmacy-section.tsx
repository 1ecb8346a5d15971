import type { ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namedFigure, planYearParameters } from '../../../../engine/plan-year';
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
import { PlanYearChoice } from './plan-year-choice';

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
