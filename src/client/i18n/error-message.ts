import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiErrorCode } from '../../shared/api-error';
import { asLanguage } from '../../shared/i18n/languages';
import { ApiError, errorMessage } from '../lib/api-client';

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

/** The server answers in English (ADR 0019): English pages show its text, Spanish ones our words for its code or the fallback. */
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
