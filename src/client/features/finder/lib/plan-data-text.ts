import type { TFunction } from 'i18next';
import type { PlanData } from '../../../../shared/data-sources';
import type { Formatters } from '../../../../shared/i18n/formatters';

/** shared/plan-data-line.ts's line in the page's language; null when nothing true to say. */
export function planDataText(data: PlanData, t: TFunction<'finder'>, format: Formatters): string | null {
  if (data.medicareUpdatedOn) {
    const line = t('planData.fromMedicare', {
      year: data.planYear,
      date: format.date(data.medicareUpdatedOn),
    });
    return data.samplePlans ? `${line} ${t('planData.sampleMarked')}` : line;
  }
  if (data.samplePlans) return t('planData.sampleOnly', { year: data.planYear });
  return null;
}
