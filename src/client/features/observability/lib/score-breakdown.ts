/**
 * A plan's score as the engine worked it out (ADR 0012): one group per component in SCORE_COMPONENTS order, with
 * what its points count; groups add up to the final score. Pre-ADR-0012 field points (old submissions) are a last group.
 */
import { UNRATED_STAR_SCORE } from '../../../../shared/constants';
import { formatCents } from '../../../../shared/format';
import { fieldLabel, plainLabel } from '../../../../shared/plan-fields';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';

export type ComponentLine = { label: string; points?: number; text?: string };
export type PointsGroup = { name: string; total: number; lines: ComponentLine[] };

export const UNRATED_STARS_TEXT = `NULL→${UNRATED_STAR_SCORE}`;
export const EARLIER_SCORING = 'Earlier scoring (plan fields, before ADR 0012)';

const PRIORITY_LABELS: Readonly<Record<string, string>> = {
  prioritiesPoints: 'Nothing picked: every plan gets the whole pool',
  dentalPoints: 'Dental',
  visionPoints: 'Vision',
  hearingPoints: 'Hearing',
  gymPoints: 'Fitness',
  monthlyPremiumPoints: 'Low premium',
  keepDoctorsPoints: 'Keeping my doctors',
};

export function yearlyCostText(plan: Pick<ScoringAnalysisPlan, 'yearlyCost' | 'comesOutAhead'>): string {
  return plan.comesOutAhead > 0
    ? `${formatCents(0)} (comes out ${formatCents(plan.comesOutAhead)} ahead)`
    : formatCents(plan.yearlyCost);
}

const counted = (part: number, whole: number, none: string, what: string) =>
  whole === 0 ? none : `${part} of ${whole} ${what}`;

const single = (name: string, total: number, label: string, text: string): PointsGroup => ({
  name,
  total,
  lines: [{ label, text }],
});

export function scoreGroups(plan: ScoringAnalysisPlan): PointsGroup[] {
  const { components: c, costBreakdown: cost } = plan;
  const groups: PointsGroup[] = [
    {
      name: 'Yearly cost',
      total: c.cost,
      lines: [
        { label: 'Premiums', text: formatCents(cost.premiums) },
        { label: 'Drugs', text: formatCents(cost.drugs) },
        { label: 'Medical care', text: formatCents(cost.medical) },
        { label: 'Part B giveback', text: `−${formatCents(cost.partBGiveback)}` },
        { label: 'Estimated yearly cost', text: yearlyCostText(plan) },
        { label: 'Points', text: 'All 55 for the cheapest plan, fewer the more it costs above it' },
      ],
    },
    single(
      'Drugs covered',
      c.drugs,
      'Counted',
      counted(plan.medicationsCovered, plan.totalMedications, 'No drugs listed: all 10', 'drugs'),
    ),
    single(
      'Doctors in network',
      c.doctors,
      'Counted',
      counted(
        plan.doctorsInNetwork,
        plan.totalDoctors,
        'No doctors from the directory: all 10',
        'doctors checked',
      ),
    ),
    single(
      plainLabel('starRating'),
      c.stars,
      'Stars',
      plan.rawData.starRating === null ? UNRATED_STARS_TEXT : String(plan.rawData.starRating),
    ),
    {
      name: 'What matters to you',
      total: c.priorities,
      lines: Object.entries(plan.priorityPoints).map(([key, points]) => ({
        label: PRIORITY_LABELS[key] ?? key,
        points,
      })),
    },
    single(
      'No drug coverage',
      c.noDrugCoverage,
      'Order',
      plan.afterDrugCoverage
        ? 'No drug coverage and no other creditable coverage: ranked after every plan with drug coverage'
        : 'Drug coverage that counts for this person: not moved',
    ),
    single(
      'Dominance cap',
      c.dominance,
      'Capped by',
      plan.cappedBy
        ? `${plan.cappedBy}, which beats it on cost, drugs, doctors, stars and drug coverage: its score is lowered to that plan's`
        : 'No plan that beats it scores lower: not capped',
    ),
  ];
  const other = Object.entries(plan.otherPoints);
  if (other.length > 0)
    groups.push({
      name: EARLIER_SCORING,
      total: sum(other.map(([, points]) => points)),
      lines: other.map(([key, points]) => ({ label: key, points })),
    });
  return groups;
}

/** To cents of a point, so sums print cleanly (and -0 is 0). */
export const roundPoints = (points: number) => Math.round(points * 100) / 100 || 0;

/** "+2.50", "−1.25", "0.00": the sign is written, never left to colour. */
export function signedPoints(points: number): string {
  const sign = { positive: '+', negative: '−', zero: '' }[pointsTone(points)];
  return `${sign}${Math.abs(roundPoints(points)).toFixed(2)}`;
}

export type PointsTone = 'positive' | 'negative' | 'zero';

export function pointsTone(points: number): PointsTone {
  const rounded = roundPoints(points);
  return rounded > 0 ? 'positive' : rounded < 0 ? 'negative' : 'zero';
}

const sum = (values: readonly number[]) => roundPoints(values.reduce((a, b) => a + b, 0));

/** For "Best"/"Highest"; none when all are equal (a mark on all says nothing). */
export function bestIndexes(values: readonly number[]): Set<number> {
  const rounded = values.map(roundPoints);
  const max = Math.max(...rounded);
  if (rounded.length < 2 || rounded.every((v) => v === max)) return new Set();
  return new Set(rounded.flatMap((v, i) => (v === max ? [i] : [])));
}

/** The "Raw Data" column: the inputs as stored (unrated stars "NULL→3.5", scored as 3.5), not the rounded display. */
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
