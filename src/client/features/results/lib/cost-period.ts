/** The months a result's costs count: a start after January prices only those months, never "yearly". */
import { monthYear, type ResultsText } from './results-text';

/** "December 2026" or "July 2026 to December 2026"; null for the whole year (a January start). */
export function costPeriod(tx: ResultsText, startMonth: number, planYear: number): string | null {
  if (startMonth <= 1) return null;
  const end = monthYear(tx, 12, planYear);
  if (startMonth >= 12) return end;
  return tx.t('yearlyCost.months', { start: monthYear(tx, startMonth, planYear), end });
}

export function costLabel(
  tx: ResultsText,
  startMonth: number,
  planYear: number,
  whose: 'plan' | 'yours' = 'plan',
): string {
  const period = costPeriod(tx, startMonth, planYear);
  if (period === null) return tx.t(whose === 'yours' ? 'yearlyCost.yourLabel' : 'yearlyCost.label');
  return tx.t(whose === 'yours' ? 'yearlyCost.yourLabelFor' : 'yearlyCost.labelFor', { period });
}
