/** The results screens' words and formatters in the page's language, passed to pure lib helpers. */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_YEARS } from '../../../../engine/plan-year';
import type { PlanData } from '../../../../shared/data-sources';
import type { Formatters } from '../../../../shared/i18n/formatters';
import { INTL_LOCALES } from '../../../../shared/i18n/languages';
import type { PlanDetail } from '../../../../shared/recommendation-contracts';
import { useFormatters } from '../../../i18n/use-formatters';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { unconfirmedText } from './roads';

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

/** Where the year's plan data came from and which Medicare amounts are unconfirmed, in the page's language. */
export function planDataText(data: PlanData, { t, format }: ResultsText): string | null {
  if (data.medicareUpdatedOn) {
    const line = t('planData.fromMedicare', {
      year: data.planYear,
      date: format.date(data.medicareUpdatedOn),
    });
    return data.samplePlans ? t('planData.withSample', { line }) : line;
  }
  if (data.samplePlans) return t('planData.allSample', { year: data.planYear });
  return null;
}

/** The server's "some amounts are last year's" notice: as sent in English, rebuilt from the year's list in Spanish. */
export function planYearNoticeText(notice: string | null, planYear: number, tx: ResultsText): string | null {
  if (!notice || tx.format.language === 'en') return notice;
  const unconfirmed = PLAN_YEARS[planYear]?.unconfirmed ?? [];
  if (unconfirmed.length === 0) return notice;
  return tx.t('planData.yearNotice', { year: planYear, items: unconfirmedText(unconfirmed, tx) });
}

/** Which parts of one plan's page are sample data and where the others come from. */
export function dataPartsText(
  { details, drugs, network }: PlanDetail['dataParts'],
  { t }: ResultsText,
): string[] {
  return [
    t(`planDetail.dataParts.details.${details}`),
    ...(drugs === 'none' ? [] : [t(`planDetail.dataParts.drugs.${drugs}`)]),
    t(`planDetail.dataParts.network.${network}`),
  ];
}
