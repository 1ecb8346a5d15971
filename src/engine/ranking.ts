/**
 * The results order (ADR 0012). Plan A beats B when it costs no more (after the giveback), covers at
 * least as many drugs and doctors, has at least as many stars and drug coverage whenever B does, and
 * is better on one. A beaten plan never scores or ranks above its dominator: `capDominated` caps its
 * score, `compareResults` breaks ties by the same measures, then plan id. Compared rounded to cents;
 * a submission stores each plan's place (plan_scores.rank).
 */
import { roundCents } from './cost-share.ts';

export type Rankable = {
  score: number;
  /** What the person pays in the year after the Part B giveback: the cost the order uses. */
  cost: { total: number };
  medicationsCovered: number;
  doctorsInNetwork: number;
  /** Effective stars (unrated as 3.5). */
  stars: number;
  /** 1 when the plan has drug coverage that counts for this person (always 1 with creditable coverage). */
  drugCoverage: number;
  plan: { planId: string };
};

/** The measures dominance compares, each as "higher is better". */
const measures = (r: Rankable) => [
  -roundCents(r.cost.total),
  r.medicationsCovered,
  r.doctorsInNetwork,
  r.stars,
  r.drugCoverage,
];

/** True when `a` is at least as good as `b` on every measure and better on one. */
export function dominates(a: Rankable, b: Rankable): boolean {
  const ma = measures(a);
  const mb = measures(b);
  let better = false;
  for (let i = 0; i < ma.length; i++) {
    const x = ma[i] as number;
    const y = mb[i] as number;
    if (x < y) return false;
    if (x > y) better = true;
  }
  return better;
}

/** Measures, best first, then plan id: a plan always comes after every plan that dominates it. */
function compareMeasures(a: Rankable, b: Rankable): number {
  const ma = measures(a);
  const mb = measures(b);
  for (let i = 0; i < ma.length; i++) {
    const d = (mb[i] as number) - (ma[i] as number);
    if (d !== 0) return d;
  }
  return a.plan.planId < b.plan.planId ? -1 : a.plan.planId > b.plan.planId ? 1 : 0;
}

/** How the dominance rule lowered a plan's score: by `points` (< 0), to the score of plan `by`. */
export type DominanceCap = { points: number; by: string };

/**
 * Caps each plan's score at the (capped) score of every dominator, in place; returns each capped
 * plan's adjustment by plan id. Visited in measure order, so dominators are final first. O(n²).
 */
export function capDominated<T extends Rankable>(results: T[]): Map<string, DominanceCap> {
  const ordered = [...results].sort(compareMeasures);
  const caps = new Map<string, DominanceCap>();
  for (let i = 0; i < ordered.length; i++) {
    const plan = ordered[i] as T;
    let cap = plan.score;
    let by: string | null = null;
    for (let j = 0; j < i; j++) {
      const other = ordered[j] as T;
      if (other.score < cap && dominates(other, plan)) {
        cap = other.score;
        by = other.plan.planId;
      }
    }
    if (by !== null) {
      caps.set(plan.plan.planId, { points: roundCents(cap - plan.score), by });
      plan.score = cap;
    }
  }
  return caps;
}

/**
 * Drug coverage that counts first, then score; ties by the dominance measures, then plan id.
 * Without other creditable coverage every plan with drug coverage ranks above every plan without
 * (ADR 0007): going without adds a late-enrollment penalty for life, so no counselor leads with one.
 * The score is left as it is. Dominance still holds across the two groups.
 */
export function compareResults(a: Rankable, b: Rankable): number {
  return (
    b.drugCoverage - a.drugCoverage || roundCents(b.score) - roundCents(a.score) || compareMeasures(a, b)
  );
}
