/**
 * The words of the results screens in the page's language: the `results` catalogue and the
 * formatters (money, dates, stars). The lib helpers that put sentences together take one of these,
 * so they say the same thing in English and Spanish and stay pure (tested without a page).
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../../../shared/i18n/formatters';
import { INTL_LOCALES } from '../../../../shared/i18n/languages';
import { useFormatters } from '../../../i18n/use-formatters';
import { errorMessage, isApiError } from '../../../lib/api-client';

export type ResultsText = { t: TFunction<'results'>; format: Formatters };

/** The results texts and formatters of the page's language, for a component. */
export function useResultsText(): ResultsText {
  const { t } = useTranslation('results');
  const format = useFormatters();
  return useMemo(() => ({ t, format }), [t, format]);
}

/**
 * A month of the plan year: "July 2026" / "julio de 2026" (English as coverageStartLabel of
 * shared/profile-answers.ts says it). The formatters have no month-and-year, so it lives here.
 */
export function monthYear(tx: ResultsText, month: number, planYear: number): string {
  return new Date(Date.UTC(planYear, month - 1, 1)).toLocaleString(INTL_LOCALES[tx.format.language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A server error in the page's language: in English the server's own message (as before), in
 * Spanish the catalogue's text for the error's HTTP status when there is one, else `fallback`
 * (the server answers in English, ADR 0019).
 */
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
