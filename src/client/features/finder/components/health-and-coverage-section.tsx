import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHRONIC_CONDITIONS, HEALTH_ANSWERS, PRIORITIES } from '../../../../shared/profile-answers';
import { Checkbox } from '../../../components/ui/checkbox';
import type { FinderFormValues } from '../lib/form-values';
import { AnswerRadioGroup } from './answer-radio-group';
import { FormSection } from './form-section';

const legendClass = 'mb-1 text-lg font-bold';
const hintClass = 'mb-2 text-slate-700';

/** What ClearPlan needs besides drugs and doctors to rank honestly (ADR 0012); every question has a default. */
export function HealthAndCoverageSection() {
  const { t } = useTranslation('finder');
  const { register } = useFormContext<FinderFormValues>();
  return (
    <FormSection id="finder-health" title={t('health.title')}>
      <AnswerRadioGroup
        name="answers.health"
        idPrefix="finder-health"
        legend={t('health.legend')}
        hint={t('health.hint')}
        choices={HEALTH_ANSWERS.map((value) => ({ value, label: t(`health.answers.${value}`) }))}
      />
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
