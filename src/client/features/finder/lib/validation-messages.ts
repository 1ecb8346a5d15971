/** The shared contract's English messages in the page's language (ADR 0019); the test fails on a message the table lacks. */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OPT_OUT_MESSAGE } from '../../../../shared/finder-contracts';
import type { Resources } from '../../../../shared/i18n/resources';
import { ZIP_MESSAGE } from '../../../../shared/lookup-contracts';

type ValidationKey = Exclude<
  keyof Resources['finder']['validation'],
  'tooLong' | 'tooMany' | 'entry' | 'other'
>;

export const VALIDATION_KEYS: Readonly<Record<string, ValidationKey>> = {
  'First name is required': 'firstNameRequired',
  'First name is too long': 'firstNameTooLong',
  'Last name is required': 'lastNameRequired',
  'Last name is too long': 'lastNameTooLong',
  'Birth date is required': 'birthDateRequired',
  'Please enter a valid birth date': 'birthDateInvalid',
  [ZIP_MESSAGE]: 'zip',
  'County is required': 'countyRequired',
  'County is too long': 'countyTooLong',
  [OPT_OUT_MESSAGE]: 'optOut',
  'Medication name is required': 'medicationNameRequired',
  'Dosage is required': 'dosageRequired',
  'Quantity is required': 'quantityRequired',
  'Quantity must be a whole number': 'quantityWhole',
  'Quantity must be between 1 and 10000': 'quantityRange',
  'Frequency is required': 'frequencyRequired',
  'Frequency must be monthly, every two months, quarterly or yearly': 'frequencyInvalid',
  'Doctor name is required': 'doctorNameRequired',
  'Specialty is required': 'specialtyRequired',
  'Radius must be a number': 'radiusNumber',
  'Radius must be a whole number of miles': 'radiusWhole',
  'Radius must be at least 1 mile': 'radiusMin',
  'Radius cannot exceed 200 miles': 'radiusMax',
};

const TOO_LONG = /^Must be at most (\d+) characters$/;
const TOO_MANY = /^At most (\d+) entries$/;
const ENTRY = /^Entry (\d+): (.+)$/;

/** Unchanged in English; elsewhere its translation, or a general "please check this answer", never English. */
export function validationMessage(message: string, t: TFunction<'finder'>, language: string): string {
  if (language === 'en') return message;
  const key = VALIDATION_KEYS[message];
  if (key) return t(`validation.${key}`);
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return t('validation.tooLong', { max: Number(tooLong[1]) });
  const tooMany = TOO_MANY.exec(message);
  if (tooMany) return t('validation.tooMany', { max: Number(tooMany[1]) });
  const entry = ENTRY.exec(message);
  if (entry)
    return t('validation.entry', {
      number: Number(entry[1]),
      message: validationMessage(entry[2] ?? '', t, language),
    });
  return t('validation.other');
}

export function isKnownValidationMessage(message: string): boolean {
  if (message in VALIDATION_KEYS || TOO_LONG.test(message) || TOO_MANY.test(message)) return true;
  const entry = ENTRY.exec(message);
  return entry ? isKnownValidationMessage(entry[2] ?? '') : false;
}

export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('finder');
  const language = i18n.language;
  return useCallback(
    (message: string | undefined) => (message ? validationMessage(message, t, language) : message),
    [t, language],
  );
}
