import { useRef, useState } from 'react';
import type { RoadsRequest } from '../../../../shared/roads-contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useRoadsComparison } from '../api/roads';
import { RoadsComparisonView } from './roads-comparison';
import { type RoadsDraft, RoadsQuestions } from './roads-questions';

/**
 * "Medicare Advantage or Original Medicare?" (issue 19; ADR 0017), on the person's own results:
 * two questions Medigap premiums depend on, then each road's yearly cost in a typical and a bad
 * year. The answers stay in this page's memory only. It ships in the results page's chunk, which
 * is already loaded on demand: a chunk of its own (2 KB) split the shared code so that the first
 * load grew by 0.5 KB.
 */
export function RoadsPanel({ userId, basePath }: { userId: string; basePath: string }) {
  const [draft, setDraft] = useState<RoadsDraft>({ sex: null, tobacco: null });
  const [answers, setAnswers] = useState<RoadsRequest | null>(null);
  /** After "Change answers", the questions take focus: the button pressed is gone. */
  const [changing, setChanging] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const comparison = useRoadsComparison(userId, answers);

  const compare = (next: RoadsRequest) => {
    setDraft(next);
    setAnswers(next);
    // The button pressed gives way to the comparison: reading goes on from the panel's heading.
    heading.current?.focus();
  };

  return (
    <section
      aria-labelledby="roads-heading"
      className="mb-6 rounded-lg border-2 border-slate-300 bg-white p-5 text-slate-900"
    >
      <h2 id="roads-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        Medicare Advantage or Original Medicare?
      </h2>
      {answers === null ? (
        <RoadsQuestions initial={draft} onSubmit={compare} focusOnOpen={changing} />
      ) : comparison.isPending ? (
        <LoadingState label="Comparing both ways to get Medicare…" className="py-4 text-lg" />
      ) : comparison.isError ? (
        <div className="mt-3 text-lg">
          <ErrorState
            message="We could not compare the two ways to get Medicare."
            onRetry={() => void comparison.refetch()}
          />
        </div>
      ) : (
        <RoadsComparisonView
          comparison={comparison.data}
          basePath={basePath}
          onChangeAnswers={() => {
            setChanging(true);
            setAnswers(null);
          }}
        />
      )}
    </section>
  );
}
