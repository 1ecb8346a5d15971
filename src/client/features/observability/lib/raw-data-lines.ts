/** The "Raw Data" column: the inputs as stored (unrated stars "NULL→3.5", scored as 3.5), not the rounded display. */

import { formatCents } from '../../../../shared/format';
import { fieldLabel } from '../../../../shared/plan-fields';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';
import { UNRATED_STARS_TEXT } from './score-breakdown';

// Whole dollars, but the cents an amount has (formatMoney would round them away); `format` is bound.
const { format: dollars } = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

const amount = (value: number | null, format: (value: number) => string = dollars) =>
  value === null || !Number.isFinite(value) ? 'NULL' : format(value);

export type RawDataLine = { label: string; value: string };

export function rawDataLines(raw: ScoringAnalysisPlan['rawData']): RawDataLine[] {
  const moop =
    raw.moopOutNetwork === null
      ? amount(raw.moopInNetwork)
      : `${amount(raw.moopInNetwork)} in / ${amount(raw.moopOutNetwork)} out`;
  return [
    { label: 'Type', value: raw.planType },
    { label: 'Premium', value: amount(raw.monthlyPremium, formatCents) },
    { label: 'Part B', value: amount(raw.partBPremiumReduction, formatCents) },
    { label: 'MOOP', value: moop },
    { label: 'Stars', value: raw.starRating === null ? UNRATED_STARS_TEXT : String(raw.starRating) },
    { label: 'Rx', value: raw.hasRxCoverage ? 'Yes' : 'No' },
    { label: fieldLabel('medicalDeductible'), value: amount(raw.medicalDeductible) },
    { label: fieldLabel('rxDeductible'), value: amount(raw.rxDeductible) },
  ];
}
