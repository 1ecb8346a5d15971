import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHRONIC_CONDITIONS, HEALTH_ANSWERS, PRIORITIES } from '../../../../shared/profile-answers';
import { Checkbox } from '../../../components/ui/checkbox';
import type { FinderFormValues } from '../lib/form-values';
import { FormSection } from './form-section';

const legendClass = 'mb-1 text-lg font-bold';
const hintClass = 'mb-2 text-slate-700';

/** What ClearPlan needs besides drugs and doctors to rank honestly (ADR 0012); every question has a default. */
export function HealthAndCoverageSection() {
  const { t } = useTranslation('finder');
  const { register } = useFormContext<FinderFormValues>();
  return (
    <FormSection id="finder-health" title={t('health.title')}>
      <fieldset>
        <legend className={legendClass}>{t('health.legend')}</legend>
        <p className={hintClass}>{t('health.hint')}</p>
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
              {t(`health.answers.${answer}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legendClass}>{t('health.appliesLegend')}</legend>
        <p className={hintClass}>{t('health.appliesHint')}</p>
        <div className="flex flex-col">
          <Checkbox
            id="finder-facility"
            label={t('health.facility')}
            {...register('answers.livesInFacility')}
          />
          <Checkbox
            id="finder-creditable"
            label={t('health.creditable')}
            {...register('answers.creditableDrugCoverage')}
          />
        </div>
      </fieldset>
      <CheckboxGroup
        legend={t('health.conditionsLegend')}
        hint={t('health.conditionsHint')}
        name="answers.chronicConditions"
        idPrefix="finder-condition"
        label={(condition) => t(`health.conditions.${condition}`)}
        values={CHRONIC_CONDITIONS}
      />
      <CheckboxGroup
        legend={t('health.prioritiesLegend')}
        hint={t('health.prioritiesHint')}
        name="answers.priorities"
        idPrefix="finder-priority"
        label={(priority) => t(`health.priorities.${priority}`)}
        values={PRIORITIES}
      />
    </FormSection>
  );
}

function CheckboxGroup<T extends string>(props: {
  legend: string;
  hint: string;
  name: 'answers.chronicConditions' | 'answers.priorities';
  idPrefix: string;
  label: (value: T) => string;
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
            label={props.label(value)}
            {...register(props.name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
