import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COVERED_STATE, ZIP_LENGTH } from '../../../../shared/constants';
import { TextField } from '../../../components/ui/text-field';
import type { FinderFormValues } from '../lib/form-values';
import { useValidationMessage } from '../lib/validation-messages';

const today = () => new Date().toISOString().slice(0, 10);

export function PersonalFields() {
  const { t } = useTranslation('finder');
  const message = useValidationMessage();
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<FinderFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id="finder-first-name"
        label={t('personal.firstName')}
        autoComplete="given-name"
        error={message(errors.firstName?.message)}
        {...register('firstName')}
      />
      <TextField
        id="finder-last-name"
        label={t('personal.lastName')}
        autoComplete="family-name"
        error={message(errors.lastName?.message)}
        {...register('lastName')}
      />
      <TextField
        id="finder-birth-date"
        label={t('personal.birthDate')}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={today()}
        error={message(errors.birthDate?.message)}
        {...register('birthDate')}
      />
      <TextField
        id="finder-zip-code"
        label={t('personal.zip')}
        hint={t('personal.zipHint', { state: COVERED_STATE })}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={ZIP_LENGTH}
        error={message(errors.zipCode?.message)}
        {...register('zipCode', {
          // Digits only: a letter or space typed or pasted ("74012-1234") never reaches the value.
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, ZIP_LENGTH);
            if (digits !== event.target.value) {
              event.target.value = digits;
              setValue('zipCode', digits, { shouldDirty: true });
            }
          },
        })}
      />
    </div>
  );
}
