/** The summary cards and distribution charts, from the server's analysis. */
import { CARRIER_IMBALANCE_THRESHOLD } from '../../../../shared/constants';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';

export type CarrierShare = { carrier: string; count: number };

export type CarrierBalance = { balanced: true } | { balanced: false; over: CarrierShare[] };

/** Spec §9: more than 4 plans of one carrier in the top results is an imbalance; exactly 4 is balanced. */
export function carrierBalance(distribution: Readonly<Record<string, number>>): CarrierBalance {
  const over = carrierShares(distribution).filter((s) => s.count > CARRIER_IMBALANCE_THRESHOLD);
  return over.length === 0 ? { balanced: true } : { balanced: false, over };
}

/** Most plans first, then by name; carriers with no plan left out. */
export function carrierShares(distribution: Readonly<Record<string, number>>): CarrierShare[] {
  return Object.entries(distribution)
    .filter(([, count]) => count > 0)
    .map(([carrier, count]) => ({ carrier, count }))
    .sort((a, b) => b.count - a.count || a.carrier.localeCompare(b.carrier, 'en-US'));
}

export function carrierCount(plans: readonly ScoringAnalysisPlan[]): number {
  return new Set(plans.map((p) => p.carrier)).size;
}

export function scoreRange(plans: readonly ScoringAnalysisPlan[]): { min: number; max: number } | null {
  if (plans.length === 0) return null;
  const scores = plans.map((p) => p.finalScore);
  return { min: Math.min(...scores), max: Math.max(...scores) };
}

/** Always two decimals ("71.20"). */
export const scoreText = (score: number) => score.toFixed(2);

export const SCORE_BIN_SIZE = 10;

export type ScoreBin = {
  from: number;
  /** Exclusive, except the bin ending at 100, which holds a perfect 100. */
  to: number;
  count: number;
  inTopResults: number;
};

const binOf = (score: number) => {
  const index = Math.floor(score / SCORE_BIN_SIZE);
  // A perfect 100 belongs with the 90s rather than alone in a 100–110 bin.
  return score === 100 ? index - 1 : index;
};

/** 10-point bins from the lowest score's to the highest's, empty ones included so the spread is honest. */
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

export function binLabel(bin: Pick<ScoreBin, 'from' | 'to'>): string {
  return bin.to === 100 ? `${bin.from} to 100` : `${bin.from} to under ${bin.to}`;
}
