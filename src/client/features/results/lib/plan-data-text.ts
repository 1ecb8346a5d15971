/** Where the year's plan data came from and which Medicare amounts are unconfirmed, in the page's language. */
import { PLAN_YEARS } from '../../../../engine/plan-year';
import type { PlanData } from '../../../../shared/data-sources';
import type { PlanDetail } from '../../../../shared/recommendation-contracts';
import type { ResultsText } from './results-text';
import { unconfirmedText } from './roads';
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
