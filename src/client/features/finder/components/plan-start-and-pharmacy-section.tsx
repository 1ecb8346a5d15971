import type { ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  coverageStartLabel,
  EXTRA_HELP_LABELS,
  type ExtraHelpLevel,
} from '../../../../shared/profile-answers';
import { Select } from '../../../components/ui/select';
import { PLAN_YEAR } from '../lib/coverage-answers';
import type { FinderFormValues } from '../lib/form-values';
import { AnswerRadioGroup } from './answer-radio-group';
import { CurrentPlanQuestion } from './current-plan-question';
import { FormSection } from './form-section';
import { PharmacyQuestion, type PharmacyQuestionProps } from './pharmacy-question';
import { PlanYearChoice } from './plan-year-choice';

/** No, not sure, then the yes answers from the most common (Extra Help alone) to the most specific. */
const EXTRA_HELP_ORDER: ExtraHelpLevel[] = ['none', 'notSure', 'full', 'fullDual', 'institutional'];

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** "January 2026 (the whole year)", "February 2026", … in the plan year chosen. */
export const startMonthLabel = (month: number, planYear: number = PLAN_YEAR) =>
  `${coverageStartLabel(month, planYear)}${month === 1 ? ' (the whole year)' : ''}`;

/**
 * What prices the drugs (issue 17): when the new plan would start (costs count from then), the
 * kind of pharmacy or the person's own (PharmacyQuestion), and Extra Help (which also decides
 * whether plans for people with Medicaid are shown). `onLeaveForHelp` keeps the answers so far
 * before the help page opens in this tab.
 */
export function PlanStartAndPharmacySection({
  onLeaveForHelp,
  currentPlan,
  pharmacy,
}: {
  onLeaveForHelp: () => void;
  currentPlan: ComponentProps<typeof CurrentPlanQuestion>;
  pharmacy: PharmacyQuestionProps;
}) {
  const { register, control } = useFormContext<FinderFormValues>();
  const extraHelp = useWatch({ control, name: 'answers.extraHelp' });
  const planYear = useWatch({ control, name: 'planYear' }) ?? PLAN_YEAR;
  return (
    <FormSection id="finder-plan-start" title="Your Plan Start, Pharmacy and Extra Help">
      <PlanYearChoice />
      <CurrentPlanQuestion {...currentPlan} />
      <div>
        <label htmlFor="finder-coverage-start" className="block text-lg font-bold text-slate-900">
          When would your new plan start?
        </label>
        <p id="finder-coverage-start-hint" className="mb-1 text-slate-700">
          Costs are counted from this month to the end of the year.
        </p>
        <Select
          id="finder-coverage-start"
          className="sm:max-w-sm"
          aria-describedby="finder-coverage-start-hint"
          {...register('answers.coverageStartMonth', { valueAsNumber: true })}
        >
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {startMonthLabel(month, planYear)}
            </option>
          ))}
        </Select>
      </div>
      <PharmacyQuestion {...pharmacy} />
      <AnswerRadioGroup
        name="answers.extraHelp"
        idPrefix="finder-extra-help"
        legend="Do you get Extra Help or Medicaid?"
        hint="Extra Help is a Medicare program that lowers drug costs for people with limited income; everyone with Medicaid (SoonerCare) gets it. If you get it, we price your drugs with its lower copays and also show plans for people with Medicaid."
        choices={EXTRA_HELP_ORDER.map((value) => ({ value, label: EXTRA_HELP_LABELS[value] }))}
      >
        <div aria-live="polite">
          {extraHelp === 'notSure' ? (
            <p
              id="finder-extra-help-unsure"
              className="mt-2 rounded-md border-l-4 border-blue-700 bg-blue-50 px-4 py-3 text-slate-900"
            >
              That's fine: for now we price your drugs without Extra Help.{' '}
              <Link to="/help#extra-help" onClick={onLeaveForHelp}>
                How to find out if you get Extra Help
              </Link>{' '}
              (your answers so far are kept).
            </p>
          ) : null}
        </div>
      </AnswerRadioGroup>
    </FormSection>
  );
}
