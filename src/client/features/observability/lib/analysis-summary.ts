/**
 * The summary cards and the two distribution charts (spec §2 "Observability"; issue 7's score
 * distribution), computed from the analysis the server sent.
 */
import { CARRIER_IMBALANCE_THRESHOLD } from '../../../../shared/constants';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';

export type CarrierShare = { carrier: string; count: number };

export type CarrierBalance =
  | { balanced: true }
  /** The carriers over the limit, most plans first. */
  | { balanced: false; over: CarrierShare[] };

/**
 * Spec §9: one carrier with more than 4 plans in the top results is an imbalance; exactly 4 is
 * still balanced. `distribution` is carrier → number of its plans in the top results.
 */
export function carrierBalance(distribution: Readonly<Record<string, number>>): CarrierBalance {
  const over = carrierShares(distribution).filter((s) => s.count > CARRIER_IMBALANCE_THRESHOLD);
  return over.length === 0 ? { balanced: true } : { balanced: false, over };
}

/** The distribution as bars: most plans first, then by name. Carriers with no plan are left out. */
export function carrierShares(distribution: Readonly<Record<string, number>>): CarrierShare[] {
  return Object.entries(distribution)
    .filter(([, count]) => count > 0)
    .map(([carrier, count]) => ({ carrier, count }))
    .sort((a, b) => b.count - a.count || a.carrier.localeCompare(b.carrier, 'en-US'));
}

/** How many different carriers the analysed plans come from. */
export function carrierCount(plans: readonly ScoringAnalysisPlan[]): number {
  return new Set(plans.map((p) => p.carrier)).size;
}

/** The lowest and highest final score, or null when there are no plans. */
export function scoreRange(plans: readonly ScoringAnalysisPlan[]): { min: number; max: number } | null {
  if (plans.length === 0) return null;
  const scores = plans.map((p) => p.finalScore);
  return { min: Math.min(...scores), max: Math.max(...scores) };
}

/** A score as the dashboard prints it: always two decimals ("71.20"). */
export const scoreText = (score: number) => score.toFixed(2);

export const SCORE_BIN_SIZE = 10;

export type ScoreBin = {
  /** Inclusive lower bound. */
  from: number;
  /** Exclusive upper bound, except the bin that ends at 100, which holds a perfect 100. */
  to: number;
  count: number;
  /** How many of them are in the top results. */
  inTopResults: number;
};

const binOf = (score: number) => {
  const index = Math.floor(score / SCORE_BIN_SIZE);
  // A perfect 100 belongs with the 90s rather than alone in a 100–110 bin.
  return score === 100 ? index - 1 : index;
};

/**
 * Final scores in 10-point bins from the lowest score's bin to the highest's, empty bins
 * included so the shape of the spread is honest.
 */
export function scoreHistogram(plans: readonly ScoringAnalysisPlan[]): ScoreBin[] {
  const finite = plans.filter((p) => Number.isFinite(p.finalScore));
  if (finite.length === 0) return [];
  const indexes = finite.map((p) => binOf(p.finalScore));
  const first = Math.min(...indexes);
  const last = Math.max(...indexes);
  const bins: ScoreBin[] = [];
  for (let i = first; i <= last; i++)
    bins.push({ from: i * SCORE_BIN_SIZE, to: (i + 1) * SCORE_BIN_SIZE, count: 0, inTopResults: 0 });
  finite.forEach((plan, n) => {
    const bin = bins[(indexes[n] as number) - first] as ScoreBin;
    bin.count += 1;
    if (plan.inTopResults) bin.inTopResults += 1;
  });
  return bins;
}

/** "60 to under 70"; the bin ending at 100 reads "90 to 100". */
export function binLabel(bin: Pick<ScoreBin, 'from' | 'to'>): string {
  return bin.to === 100 ? `${bin.from} to 100` : `${bin.from} to under ${bin.to}`;
}
