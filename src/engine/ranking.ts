/**
 * The results order, in one place: the higher total score first, then the lower estimated yearly
 * cost, then the plan id (in code-unit order, the same in every locale and database collation).
 * Scores and costs are compared as stored and shown, rounded to cents. A submission stores each
 * plan's place in this order (plan_scores.rank) and every reader orders by that column.
 */
import { roundCents } from './cost-share.ts';

export type Rankable = { score: number; cost: { total: number }; plan: { planId: string } };

export function compareResults(a: Rankable, b: Rankable): number {
  return (
    roundCents(b.score) - roundCents(a.score) ||
    roundCents(a.cost.total) - roundCents(b.cost.total) ||
    (a.plan.planId < b.plan.planId ? -1 : a.plan.planId > b.plan.planId ? 1 : 0)
  );
}
