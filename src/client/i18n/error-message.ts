import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiErrorCode } from '../../shared/api-error';
import { asLanguage } from '../../shared/i18n/languages';
import { ApiError, errorMessage } from '../lib/api-client';

/** The server's error codes a person may meet on a consumer page, each with its own words. */
const TRANSLATED_CODES = [
  'VALIDATION',
  'NOT_FOUND',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
  'ACCESS_REQUIRED',
  'PAYLOAD_TOO_LARGE',
] as const satisfies readonly ApiErrorCode[];
type TranslatedCode = (typeof TRANSLATED_CODES)[number];

const isTranslated = (code: ApiErrorCode | undefined): code is TranslatedCode =>
  (TRANSLATED_CODES as readonly string[]).includes(code ?? '');

/**
 * errorMessage in the page's language. The server answers in English (ADR 0019): an English
 * page shows the server's text as before; a Spanish page shows our words for the error's code,
 * or the screen's own fallback.
 */
export function useErrorMessage(): (error: unknown, fallback: string) => string {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return useCallback(
    (error: unknown, fallback: string) => {
      if (language === 'en') return errorMessage(error, fallback);
      const code = error instanceof ApiError ? error.body?.code : undefined;
      return isTranslated(code) ? t(`apiErrors.${code}`) : fallback;
    },
    [language, t],
  );
}
