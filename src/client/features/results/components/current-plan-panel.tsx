import { Link } from 'react-router';
import type { CurrentPlanComparison } from '../../../../shared/current-plan-contracts';
import { formatMoney } from '../../../../shared/format';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useCurrentPlanComparison } from '../api/results-queries';

/**
 * "Is my current plan still best?" (issue 18), above the results that name a current plan: what it
 * will cost in the results' year against now, what changes, and the best plans that cost less.
 */
export function CurrentPlanPanel({ userId, basePath }: { userId: string; basePath: string }) {
  const comparison = useCurrentPlanComparison(userId, true);
  return (
    <section
      aria-labelledby="current-plan-heading"
      className="mb-6 rounded-lg border-2 border-slate-300 bg-white p-5 text-slate-900"
    >
      <h2 id="current-plan-heading" className="text-2xl font-bold">
        Is your current plan still best?
      </h2>
      {comparison.isPending ? (
        <LoadingState label="Comparing your current plan…" className="py-4" />
      ) : comparison.isError ? (
        <ErrorState
          message="We could not compare your current plan."
          onRetry={() => void comparison.refetch()}
        />
      ) : (
        <CurrentPlanFacts comparison={comparison.data} basePath={basePath} />
      )}
    </section>
  );
}

function CurrentPlanFacts({ comparison, basePath }: { comparison: CurrentPlanComparison; basePath: string }) {
  const { now, next, planYear } = comparison;
  return (
    <div className="mt-3 flex flex-col gap-4 text-lg">
      <p>
        Your current plan: <strong>{comparison.planName}</strong> ({comparison.planId}), {comparison.carrier}.
      </p>
      {comparison.isSampleData ? (
        <p className="rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-2">
          Sample data for demonstration: not a real plan offer. Check your plan's Annual Notice of Change.
        </p>
      ) : null}
      {next ? (
        <p>
          In {planYear} it would cost you about <strong>{formatMoney(next.estimatedAnnualCost)}</strong>
          {now
            ? ` (about ${formatMoney(now.estimatedAnnualCost)} in ${now.year}, for the same drugs and care)`
            : ''}
          .
        </p>
      ) : null}
      <div>
        <h3 className="text-xl font-bold">What changes in {planYear}</h3>
        <ul className="ml-6 list-disc">
          {comparison.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-xl font-bold">
          {next ? `Plans that would cost you less in ${planYear}` : `Our best matches for ${planYear}`}
        </h3>
        {comparison.alternatives.length === 0 ? (
          <p>None of the plans we compared costs you less: your plan is among the cheapest for you.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {comparison.alternatives.map((alt) => (
              <li key={alt.planId}>
                <Link to={`${basePath}/plan/${encodeURIComponent(alt.planId)}`}>{alt.name}</Link>
                {`: about ${formatMoney(alt.estimatedAnnualCost)}`}
                {next && alt.savings > 0 ? `, saving you about ${formatMoney(alt.savings)}` : ''}
                {` (ranked ${alt.rank})`}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
