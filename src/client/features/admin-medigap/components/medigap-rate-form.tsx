import { type ChangeEvent, type ComponentProps, type Ref, useId, useState } from 'react';
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

type Options = (readonly [value: string, text: string])[];

/** In page order: a select's options, or a text box's extras. */
const FIELDS: [MedigapFormField, string, Options | Partial<ComponentProps<typeof TextField>>][] = [
  ['carrier', 'Carrier', { placeholder: 'e.g. Prairie Mutual' }],
  [
    'planLetter',
    'Plan letter',
    MEDIGAP_PLANS.map((p) => [
      p.letter,
      p.letter === p.name.replace('Plan ', '') ? p.name : `${p.letter} (${p.name})`,
    ]),
  ],
  ['ratingMethod', 'Rating method', MEDIGAP_RATING_METHODS.map((m) => [m, RATING_METHOD_LABELS[m]])],
  ['planYear', 'Plan year', { inputMode: 'numeric' }],
  ['state', 'State', Object.entries(US_STATES)],
  [
    'zip3',
    'Area (ZIP code’s first three digits)',
    { hint: 'Leave empty for the whole state.', inputMode: 'numeric', maxLength: 3 },
  ],
  ['ageFrom', 'Age from', { inputMode: 'numeric' }],
  ['ageTo', 'Age to', { inputMode: 'numeric', hint: '120 for “and over”.' }],
  ['sex', 'Sex', MEDIGAP_SEXES.map((s) => [s, SEX_LABELS[s]])],
  [
    'tobacco',
    'Tobacco use',
    [
      ['no', 'Does not use tobacco'],
      ['yes', 'Uses tobacco'],
    ],
  ],
  ['monthlyPremium', 'Monthly premium ($)', { inputMode: 'decimal', placeholder: 'e.g. 142.50' }],
  ['source', 'Source', { hint: 'Where the rate comes from, such as the carrier’s filing.' }],
];

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
        {FIELDS.map(([field, label, extra]) => {
          const shell = {
            id: fieldId(field),
            label,
            value: String(values[field]),
            error: shown[field],
            onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
              set(field)(event.target.value as never),
          };
          return Array.isArray(extra) ? (
            <SelectField key={field} {...shell}>
              {extra.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField key={field} {...shell} autoComplete="off" {...extra} />
          );
        })}
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
