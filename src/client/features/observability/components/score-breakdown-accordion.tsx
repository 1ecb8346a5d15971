import clsx from 'clsx';
import { ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';
import { pointsTone, scoreGroups, signedPoints } from '../lib/score-breakdown';

/** One disclosure per score component; lines render only while open, so a table of hundreds of plans stays light. */
export function ScoreBreakdownAccordion({ plan }: { plan: ScoringAnalysisPlan }) {
  const groups = useMemo(() => scoreGroups(plan), [plan]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const toggle = (name: string) =>
    setOpen((old) => {
      const next = new Set(old);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  return (
    <ul className="min-w-80 space-y-1">
      {groups.map((group, index) => {
        const expanded = open.has(group.name);
        const panelId = `${baseId}-${index}`;
        return (
          <li key={group.name}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => toggle(group.name)}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md border border-slate-300 bg-white px-2 text-left font-semibold hover:bg-slate-100"
            >
              <span className="inline-flex items-center gap-1">
                <ChevronRight
                  aria-hidden="true"
                  className={clsx('size-5 shrink-0 transition-transform', expanded && 'rotate-90')}
                />
                {group.name}
              </span>{' '}
              <PointsText points={group.total} />
            </button>
            <div id={panelId} hidden={!expanded}>
              {expanded && group.lines.length === 0 ? (
                <p className="mt-1 mb-2 pl-3">No points here.</p>
              ) : null}
              {expanded && group.lines.length > 0 ? (
                <dl className="mt-1 mb-2 border-l-4 border-slate-300 pl-3">
                  {group.lines.map((line) => (
                    <div
                      key={line.label}
                      className="flex items-start justify-between gap-3 border-b border-slate-200 py-1"
                    >
                      <dt className="min-w-0 font-semibold break-words">{line.label}</dt>
                      <dd className="min-w-0 text-right break-words">
                        {line.points === undefined ? line.text : <PointsText points={line.points} />}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const TONES = { positive: 'text-green-800', negative: 'text-red-800', zero: 'text-slate-700' } as const;

/** Green when positive, red when negative, the sign always written. */
export function PointsText({ points }: { points: number }) {
  return (
    <span className={clsx('font-semibold whitespace-nowrap tabular-nums', TONES[pointsTone(points)])}>
      {signedPoints(points)}
    </span>
  );
}
