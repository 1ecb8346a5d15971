/** The results screens' words and formatters in the page's language, passed to pure lib helpers. */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../../../shared/i18n/formatters';
import { INTL_LOCALES } from '../../../../shared/i18n/languages';
import { useFormatters } from '../../../i18n/use-formatters';
import { errorMessage, isApiError } from '../../../lib/api-client';

export type ResultsText = { t: TFunction<'results'>; format: Formatters };

export function useResultsText(): ResultsText {
  const { t } = useTranslation('results');
  const format = useFormatters();
  return useMemo(() => ({ t, format }), [t, format]);
}

/** "July 2026" / "julio de 2026": the formatters have no month-and-year. */
export function monthYear(tx: ResultsText, month: number, planYear: number): string {
  return new Date(Date.UTC(planYear, month - 1, 1)).toLocaleString(INTL_LOCALES[tx.format.language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A server error: in English its own message; in Spanish the catalogue's text for its status, else `fallback` (ADR 0019). */
export function serverMessage(
  error: unknown,
  fallback: string,
  tx: ResultsText,
  byStatus: Readonly<Partial<Record<number, string>>> = {},
): string {
  if (tx.format.language === 'en') return errorMessage(error, fallback);
  for (const [status, text] of Object.entries(byStatus)) {
    if (text !== undefined && isApiError(error, Number(status))) return text;
  }
  return fallback;
}
