import clsx from 'clsx';
import { type ReactNode, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { RADIUS_PRESETS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-message';
import { Input } from '../../../components/ui/input';
import { Field } from '../../../components/ui/text-field';
import { parseCustomRadius } from '../lib/custom-radius';
import type { FinderFormValues } from '../lib/form-values';
import { useValidationMessage } from '../lib/validation-messages';

const isPreset = (miles: number) => (RADIUS_PRESETS as readonly number[]).includes(miles);

/** Presets 5, 10, 20, 50 miles (default 20), or a custom 1-200 applied with Apply. */
export function RadiusPicker() {
  const { t } = useTranslation('finder');
  const message = useValidationMessage();
  const miles = (count: number) => t('radius.miles', { count });
  const { control } = useFormContext<FinderFormValues>();
  const { field, fieldState } = useController({ control, name: 'doctorSearchRadius' });
  const [customMode, setCustomMode] = useState(() => !isPreset(field.value));
  const [text, setText] = useState(() => (isPreset(field.value) ? '' : String(field.value)));
  const custom = parseCustomRadius(text);
  const customError = custom.ok ? undefined : message(custom.message ?? undefined);

  function apply() {
    if (custom.ok) field.onChange(custom.miles);
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby="finder-radius-hint">
      <legend className="font-semibold text-slate-900">{t('radius.legend')}</legend>
      <p id="finder-radius-hint" className="text-slate-700">
        {t('radius.hint')}
      </p>
      <div className="flex flex-wrap gap-3">
        {RADIUS_PRESETS.map((preset) => (
          <RadioPill
            key={preset}
            id={`finder-radius-${preset}`}
            checked={!customMode && field.value === preset}
            onChange={() => {
              setCustomMode(false);
              field.onChange(preset);
            }}
          >
            {miles(preset)}
          </RadioPill>
        ))}
        <RadioPill id="finder-radius-custom" checked={customMode} onChange={() => setCustomMode(true)}>
          {t('radius.custom')}
        </RadioPill>
      </div>
      {customMode ? (
        <Field
          id="finder-radius-custom-miles"
          label={t('radius.customLabel')}
          hint={t('radius.customHint')}
          error={customError}
          control={(input) => (
            <div className="mt-1 flex flex-wrap gap-3">
              <Input
                {...input}
                inputMode="numeric"
                autoComplete="off"
                className="w-32"
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault(); // Enter applies the radius instead of submitting the form.
                  apply();
                }}
              />
              <Button variant="outline" disabled={!custom.ok} onClick={apply}>
                {t('radius.apply')}
              </Button>
            </div>
          )}
        />
      ) : null}
      <p aria-live="polite" className="text-slate-900">
        <Trans
          t={t}
          i18nKey="radius.within"
          values={{ miles: miles(field.value) }}
          components={{ strong: <strong /> }}
        />
      </p>
      <FieldError id="finder-radius-error" message={message(fieldState.error?.message)} />
    </fieldset>
  );
}

function RadioPill({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className={clsx(
        'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 px-4 font-semibold',
        checked
          ? 'border-primary bg-blue-50 text-primary-strong'
          : 'border-slate-400 bg-white text-slate-900',
      )}
    >
      <input
        id={id}
        type="radio"
        name="finder-radius"
        className="size-5 accent-primary"
        checked={checked}
        onChange={onChange}
      />
      {children}
    </label>
  );
}
