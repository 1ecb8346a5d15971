import { useFormContext } from 'react-hook-form';
import {
  CHRONIC_CONDITION_LABELS,
  CHRONIC_CONDITIONS,
  HEALTH_ANSWERS,
  HEALTH_LABELS,
  PRIORITIES,
  PRIORITY_LABELS,
} from '../../../../shared/profile-answers';
import { Checkbox } from '../../../components/ui/checkbox';
import type { FinderFormValues } from '../lib/form-values';
import { FormSection } from './form-section';

const legendClass = 'mb-1 text-lg font-bold';
const hintClass = 'mb-2 text-slate-700';

/**
 * What ClearPlan needs besides drugs and doctors to rank honestly (ADR 0012): how much care to
 * price, which Special Needs Plans the person may join (plans for people with Medicaid follow the
 * Extra Help question, PlanStartAndPharmacySection), whether a plan without drug coverage risks a
 * penalty, and what matters to them beyond cost. Every question has a default.
 */
export function HealthAndCoverageSection() {
  const { register } = useFormContext<FinderFormValues>();
  return (
    <FormSection id="finder-health" title="Your Health and Coverage">
      <fieldset>
        <legend className={legendClass}>How has your health been over the past year?</legend>
        <p className={hintClass}>We use this to estimate your doctor and hospital costs under each plan.</p>
        <div className="flex flex-col">
          {HEALTH_ANSWERS.map((answer) => (
            <label
              key={answer}
              className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-semibold"
            >
              <input
                type="radio"
                value={answer}
                className="size-6 shrink-0 cursor-pointer accent-primary"
                {...register('answers.health')}
              />
              {HEALTH_LABELS[answer]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legendClass}>Do any of these apply to you?</legend>
        <p className={hintClass}>
          Some plans are only for people in a nursing home or with certain conditions. We show them only if
          you may join.
        </p>
        <div className="flex flex-col">
          <Checkbox
            id="finder-facility"
            label="I live in a nursing home or need that level of care"
            {...register('answers.livesInFacility')}
          />
          <Checkbox
            id="finder-creditable"
            label="I have other drug coverage as good as Medicare's (VA, TRICARE, or an employer or union plan)"
            {...register('answers.creditableDrugCoverage')}
          />
        </div>
      </fieldset>
      <CheckboxGroup
        legend="Long-term conditions (optional)"
        hint="Tick any you have, to see plans for people with that condition."
        name="answers.chronicConditions"
        idPrefix="finder-condition"
        labels={CHRONIC_CONDITION_LABELS}
        values={CHRONIC_CONDITIONS}
      />
      <CheckboxGroup
        legend="What matters to you besides cost? (optional)"
        hint="Plans that offer what you tick rank a little higher. Cost still comes first."
        name="answers.priorities"
        idPrefix="finder-priority"
        labels={PRIORITY_LABELS}
        values={PRIORITIES}
      />
    </FormSection>
  );
}

/** A group of checkboxes that fill one list of the form (react-hook-form collects the ticked values). */
function CheckboxGroup<T extends string>(props: {
  legend: string;
  hint: string;
  name: 'answers.chronicConditions' | 'answers.priorities';
  idPrefix: string;
  labels: Record<T, string>;
  values: readonly T[];
}) {
  const { register } = useFormContext<FinderFormValues>();
  return (
    <fieldset>
      <legend className={legendClass}>{props.legend}</legend>
      <p className={hintClass}>{props.hint}</p>
      <div className="grid gap-x-6 sm:grid-cols-2">
        {props.values.map((value) => (
          <Checkbox
            key={value}
            id={`${props.idPrefix}-${value}`}
            value={value}
            label={props.labels[value]}
            {...register(props.name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
