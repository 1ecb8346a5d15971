/** The "Raw Data" column: the inputs as stored (unrated stars "NULL→3.5", scored as 3.5), not the rounded display. */

import { fieldLabel } from '../../../../shared/plan-fields';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';
import { UNRATED_STARS_TEXT } from './score-breakdown';

const CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

const amount = (value: number | null, format: Intl.NumberFormat) =>
  value === null || !Number.isFinite(value) ? 'NULL' : format.format(value);

export type RawDataLine = { label: string; value: string };

export function rawDataLines(raw: ScoringAnalysisPlan['rawData']): RawDataLine[] {
  const moop =
    raw.moopOutNetwork === null
      ? amount(raw.moopInNetwork, DOLLARS)
      : `${amount(raw.moopInNetwork, DOLLARS)} in / ${amount(raw.moopOutNetwork, DOLLARS)} out`;
  return [
    { label: 'Type', value: raw.planType },
    { label: 'Premium', value: amount(raw.monthlyPremium, CENTS) },
    { label: 'Part B', value: amount(raw.partBPremiumReduction, CENTS) },
    { label: 'MOOP', value: moop },
    { label: 'Stars', value: raw.starRating === null ? UNRATED_STARS_TEXT : String(raw.starRating) },
    { label: 'Rx', value: raw.hasRxCoverage ? 'Yes' : 'No' },
    { label: fieldLabel('medicalDeductible'), value: amount(raw.medicalDeductible, DOLLARS) },
    { label: fieldLabel('rxDeductible'), value: amount(raw.rxDeductible, DOLLARS) },
  ];
}
