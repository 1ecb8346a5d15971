import { type Ref, useId, useState } from 'react';
import {
  MEDIGAP_PLANS,
  MEDIGAP_RATING_METHODS,
  MEDIGAP_SEXES,
  type MedigapRateCreateInput,
} from '../../../../shared/medigap-contracts';
import { US_STATES } from '../../../../shared/service-area';
import { ListForm, type ListFormProps } from '../../../components/admin-list';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-message';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import {
  checkForm,
  type MedigapFormErrors,
  type MedigapFormField,
  type MedigapFormValues,
  type MedigapServerError,
  RATING_METHOD_LABELS,
  SEX_LABELS,
} from '../lib/medigap-rate-form';

/** `serverError`: by field when the server names them, else one message above the buttons. */
type MedigapRateFormProps = ListFormProps<MedigapRateCreateInput, MedigapServerError> & {
  title: string;
  submitLabel: string;
  initial: MedigapFormValues;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** Checked with the API's schema before sending; server problems (taken key, overlapping band) show by their field. */
export function MedigapRateForm(props: MedigapRateFormProps) {
  const { title, submitLabel, pending, initial, serverError, onSubmit, onCancel, headingRef } = props;
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MedigapFormErrors>({});
  const shown: MedigapFormErrors = { ...serverError?.byField, ...errors };
  const fieldId = (field: MedigapFormField) => `${id}-${field}`;

  const set =
    <F extends MedigapFormField>(field: F) =>
    (value: MedigapFormValues[F]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    };

  function submit() {
    const checked = checkForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = (Object.keys(values) as MedigapFormField[]).find((f) => checked.errors[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    onSubmit(checked.body);
  }

  const text = (
    field: MedigapFormField,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={fieldId(field)}
      label={label}
      value={String(values[field])}
      onChange={(event) => set(field)(event.target.value as never)}
      error={shown[field]}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <ListForm
      title={title}
      headingRef={headingRef}
      submitLabel={submitLabel}
      pendingLabel="Saving…"
      pending={pending}
      serverError={serverError?.message}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {text('carrier', 'Carrier', { placeholder: 'e.g. Prairie Mutual' })}
        <SelectField
          id={fieldId('planLetter')}
          label="Plan letter"
          value={values.planLetter}
          error={shown.planLetter}
          onChange={(event) => set('planLetter')(event.target.value as never)}
        >
          {MEDIGAP_PLANS.map((p) => (
            <option key={p.letter} value={p.letter}>
              {p.letter === p.name.replace('Plan ', '') ? p.name : `${p.letter} (${p.name})`}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={fieldId('ratingMethod')}
          label="Rating method"
          value={values.ratingMethod}
          error={shown.ratingMethod}
          onChange={(event) => set('ratingMethod')(event.target.value as never)}
        >
          {MEDIGAP_RATING_METHODS.map((m) => (
            <option key={m} value={m}>
              {RATING_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        {text('planYear', 'Plan year', { inputMode: 'numeric' })}
        <SelectField
          id={fieldId('state')}
          label="State"
          value={values.state}
          error={shown.state}
          onChange={(event) => set('state')(event.target.value as never)}
        >
          {Object.entries(US_STATES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        {text('zip3', 'Area (ZIP code’s first three digits)', {
          hint: 'Leave empty for the whole state.',
          inputMode: 'numeric',
          maxLength: 3,
        })}
        {text('ageFrom', 'Age from', { inputMode: 'numeric' })}
        {text('ageTo', 'Age to', { inputMode: 'numeric', hint: '120 for “and over”.' })}
        <SelectField
          id={fieldId('sex')}
          label="Sex"
          value={values.sex}
          error={shown.sex}
          onChange={(event) => set('sex')(event.target.value as never)}
        >
          {MEDIGAP_SEXES.map((s) => (
            <option key={s} value={s}>
              {SEX_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={fieldId('tobacco')}
          label="Tobacco use"
          value={values.tobacco}
          error={shown.tobacco}
          onChange={(event) => set('tobacco')(event.target.value as 'yes' | 'no')}
        >
          <option value="no">Does not use tobacco</option>
          <option value="yes">Uses tobacco</option>
        </SelectField>
        {text('monthlyPremium', 'Monthly premium ($)', { inputMode: 'decimal', placeholder: 'e.g. 142.50' })}
        {text('source', 'Source', { hint: 'Where the rate comes from, such as the carrier’s filing.' })}
      </div>
      <div>
        <Checkbox
          id={fieldId('sample')}
          label="Sample rate (demonstration data, not a carrier’s offer)"
          checked={values.sample}
          onChange={(event) => set('sample')(event.target.checked)}
          aria-describedby={shown.sample ? `${fieldId('sample')}-error` : undefined}
        />
        <FieldError id={`${fieldId('sample')}-error`} message={shown.sample} />
      </div>
    </ListForm>
  );
}
