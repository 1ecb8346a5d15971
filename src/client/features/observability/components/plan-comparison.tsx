import clsx from 'clsx';
import { ChevronRight, Trophy, X } from 'lucide-react';
import { Fragment, useId, useMemo, useState } from 'react';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { scoreText } from '../lib/analysis-summary';
import { comparisonNote } from '../lib/plan-selection';
import {
  bestIndexes,
  type ComponentLine,
  type PointsGroup,
  scoreGroups,
  yearlyCostText,
} from '../lib/score-breakdown';
import { PointsText } from './score-breakdown-accordion';

type PlanComparisonProps = {
  plans: readonly ScoringAnalysisPlan[];
  selectedCount: number;
  onClear: () => void;
};

type LineRow = { label: string; cells: (ComponentLine | undefined)[] };

/** Priorities may differ between plans: their union. */
function lineRows(groups: readonly PointsGroup[]): LineRow[] {
  const labels = [...new Set(groups.flatMap((g) => g.lines.map((l) => l.label)))];
  return labels.map((label) => ({ label, cells: groups.map((g) => g.lines.find((l) => l.label === label)) }));
}

const linePoints = (row: LineRow) =>
  row.cells.some((c) => c?.points !== undefined) ? row.cells.map((c) => c?.points ?? 0) : null;

/** The first 3 selected plans side by side over the engine's score, "Best" per row, "Highest" final score. */
export function PlanComparison({ plans, selectedCount, onClear }: PlanComparisonProps) {
  const groupsByPlan = useMemo(() => plans.map(scoreGroups), [plans]);
  const groupNames = groupsByPlan[0]?.map((g) => g.name) ?? [];
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const note = comparisonNote(selectedCount);
  const finalBest = bestIndexes(plans.map((p) => p.finalScore));
  const toggle = (name: string) =>
    setOpen((old) => {
      const next = new Set(old);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  return (
    <section aria-labelledby={`${baseId}-heading`} className="mb-6">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={`${baseId}-heading`} className="text-2xl font-bold text-slate-900">
              Plan Comparison
            </h2>
            {note ? <p className="mt-1 font-semibold text-slate-800">{note}</p> : null}
          </div>
          <Button variant="outline" onClick={onClear}>
            <X aria-hidden="true" className="size-5" />
            Clear Selection
          </Button>
        </div>
        <TableScrollRegion label="Plan comparison table" className="mt-4">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">
              Points per score component for the compared plans. Open a component to see what it counts.
            </caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="border-b-2 border-slate-300 px-3 py-2">
                  Score component
                </th>
                {plans.map((plan) => (
                  <th
                    key={plan.planId}
                    scope="col"
                    className="min-w-52 border-b-2 border-slate-300 px-3 py-2 align-top"
                  >
                    <span className="block break-words">{plan.planName}</span>
                    <span className="block font-normal text-slate-700">
                      {plan.planId} · {plan.carrier} · Rank {plan.currentRank}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {groupNames.map((name, index) => {
                const groups = groupsByPlan.map((g) => g[index] as PointsGroup);
                const totals = groups.map((g) => g.total);
                const best = bestIndexes(totals);
                const expanded = open.has(name);
                return (
                  <Fragment key={name}>
                    <tr className="border-b border-slate-300">
                      <th scope="row" className="px-1 py-1">
                        <button
                          type="button"
                          aria-expanded={expanded}
                          onClick={() => toggle(name)}
                          className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-left font-bold hover:bg-slate-100"
                        >
                          <ChevronRight
                            aria-hidden="true"
                            className={clsx('size-5 shrink-0 transition-transform', expanded && 'rotate-90')}
                          />
                          {name}
                        </button>
                      </th>
                      {totals.map((total, i) => (
                        <td key={plans[i]?.planId} className="px-3 py-2">
                          <PointsText points={total} />
                          {best.has(i) ? <MarkBadge>Best</MarkBadge> : null}
                        </td>
                      ))}
                    </tr>
                    {expanded
                      ? lineRows(groups).map((row) => {
                          const points = linePoints(row);
                          const lineBest = points ? bestIndexes(points) : new Set<number>();
                          return (
                            <tr key={row.label} className="border-b border-slate-200 bg-slate-50">
                              <th scope="row" className="py-1 pr-3 pl-10 font-normal break-words">
                                {row.label}
                              </th>
                              {row.cells.map((cell, i) => (
                                <td key={plans[i]?.planId} className="px-3 py-1">
                                  {points ? (
                                    <>
                                      <PointsText points={points[i] ?? 0} />
                                      {lineBest.has(i) ? <MarkBadge>Best</MarkBadge> : null}
                                    </>
                                  ) : (
                                    (cell?.text ?? '')
                                  )}
                                </td>
                              ))}
                            </tr>
                          );
                        })
                      : null}
                  </Fragment>
                );
              })}
              <tr className="border-t-2 border-slate-400 bg-slate-100">
                <th scope="row" className="px-3 py-2 font-bold">
                  Estimated Yearly Cost
                </th>
                {plans.map((plan) => (
                  <td key={plan.planId} className="px-3 py-2 font-semibold tabular-nums">
                    {yearlyCostText(plan)}
                  </td>
                ))}
              </tr>
              <tr className="bg-slate-100">
                <th scope="row" className="px-3 py-2 font-bold">
                  Final Score
                </th>
                {plans.map((plan, i) => (
                  <td key={plan.planId} className="px-3 py-2 text-xl font-bold tabular-nums">
                    {scoreText(plan.finalScore)}
                    {finalBest.has(i) ? <MarkBadge>Highest</MarkBadge> : null}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </TableScrollRegion>
      </Card>
    </section>
  );
}

/** "Best" or "Highest": a word and an icon, not a colour alone. */
function MarkBadge({ children }: { children: string }) {
  return (
    <Badge className="ml-2 gap-1 border border-green-800 bg-green-50 text-green-900">
      <Trophy aria-hidden="true" className="size-4" />
      {children}
    </Badge>
  );
}
