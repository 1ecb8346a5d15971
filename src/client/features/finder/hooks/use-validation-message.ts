import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../lib/validation-messages';

export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('finder');
  const language = i18n.language;
  return useCallback(
    (message: string | undefined) => (message ? validationMessage(message, t, language) : message),
    [t, language],
  );
}
