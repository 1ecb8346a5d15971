/**
 * Where the year's plan data came from and which Medicare amounts are not confirmed yet, in the
 * page's language (planDataLine of shared/plan-data-line.ts, and the server's planYearNotice, say
 * the same in English).
 */
import { PLAN_YEARS } from '../../../../engine/plan-year';
import type { PlanData } from '../../../../shared/data-sources';
import type { PlanDetail } from '../../../../shared/recommendation-contracts';
import type { ResultsText } from './results-text';
import { unconfirmedText } from './roads';

/** The line the consumer pages show, or null when there is nothing true to say. */
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

/**
 * The server's notice that some of the year's amounts are last year's: as sent in English, and
 * said again from the plan year's own list in Spanish.
 */
export function planYearNoticeText(notice: string | null, planYear: number, tx: ResultsText): string | null {
  if (!notice || tx.format.language === 'en') return notice;
  const unconfirmed = PLAN_YEARS[planYear]?.unconfirmed ?? [];
  if (unconfirmed.length === 0) return notice;
  return tx.t('planData.yearNotice', { year: planYear, items: unconfirmedText(unconfirmed, tx) });
}

/**
 * Which parts of one plan's page are sample data and where the others come from (issue 36):
 * "Doctor network: sample data for demonstration", "Drug list and prices: from Medicare's drug
 * plan files"; no drug line for a plan without drug coverage.
 */
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
