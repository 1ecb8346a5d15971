/**
 * The results order (ADR 0012), in one place.
 *
 * Dominance: plan A beats plan B when A costs the person no more a year (after the Part B
 * giveback), covers at least as many of their drugs and doctors, has at least as many stars, and
 * has drug coverage whenever B does (for someone without other creditable drug coverage), and is
 * better on at least one of these. A plan beaten this way never scores above, and never ranks
 * above, the plan that beats it: `capDominated` lowers its score to the best score of the plans
 * that beat it (the difference is its `dominanceAdjustmentPoints`), and `compareResults` breaks
 * equal scores by those same measures in the same direction, then by plan id.
 *
 * Scores and costs are compared as stored and shown, rounded to cents. A submission stores each
 * plan's place in this order (plan_scores.rank) and every reader orders by that column.
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
  /** 1 when the plan has drug coverage that counts for this person, else 0 (always 1 with creditable coverage). */
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

const byPlanId = (a: Rankable, b: Rankable) =>
  a.plan.planId < b.plan.planId ? -1 : a.plan.planId > b.plan.planId ? 1 : 0;

/** Measures, best first, then plan id: a plan always comes after every plan that dominates it. */
function compareMeasures(a: Rankable, b: Rankable): number {
  const ma = measures(a);
  const mb = measures(b);
  for (let i = 0; i < ma.length; i++) {
    const d = (mb[i] as number) - (ma[i] as number);
    if (d !== 0) return d;
  }
  return byPlanId(a, b);
}

/** How the dominance rule lowered a plan's score: by `points` (< 0), to the score of plan `by`. */
export type DominanceCap = { points: number; by: string };

/**
 * Caps each plan's score at the (capped) score of every plan that dominates it, in place, and
 * returns each capped plan's adjustment and the plan that set the cap, by plan id. Plans are
 * visited in measure order, so a plan's dominators are final before it is reached. O(n²)
 * comparisons: 150,000 for 387 plans.
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
 * Drug coverage that counts for the person first, then higher score; equal scores by the dominance
 * measures (cheaper, more covered, …), then plan id.
 *
 * Drug coverage first (issue 36, ADR 0007): for someone without other creditable drug coverage,
 * whether they take drugs now or not, every plan with drug coverage ranks above every plan
 * without it (`drugCoverage` is 1 or 0). Going without drug coverage adds a late-enrollment
 * penalty for life, so a counselor never leads with such a plan, however cheap it is for someone
 * who takes no drugs today. The score is left as it is: it still says how well the plan fits and
 * what it costs. With creditable coverage every plan's `drugCoverage` is 1 and nothing moves. The
 * dominance rule holds within and across the two groups: a plan that beats another has drug
 * coverage whenever the other does.
 */
export function compareResults(a: Rankable, b: Rankable): number {
  return (
    b.drugCoverage - a.drugCoverage || roundCents(b.score) - roundCents(a.score) || compareMeasures(a, b)
  );
}
