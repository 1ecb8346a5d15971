import { ChevronDown } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { INITIAL_RESULTS_SHOWN } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { formatDate } from '../../../../shared/format';
import type { RecommendationsResponse } from '../../../../shared/recommendation-contracts';
import { Button } from '../../../components/ui/button';
import { type ResultsSource, resultsBasePath } from '../api/results-queries';
import { compareColumns, toggleCompare } from '../lib/compare';
import {
  arrangePlans,
  carriersOf,
  NO_FILTERS,
  nextShownCount,
  type PlanFilters,
  planTypesOf,
  type SortKey,
  showMoreLabel,
} from '../lib/plan-list';
import { resultsMailto } from '../lib/results-email';
import { searchSummary } from '../lib/search-summary';
import { CompareTable } from './compare-table';
import { PlanCard, planHeadingId } from './plan-card';
import { NewSearchLink, ResultsDataNote, ResultsHeading } from './results-header';
import { ResultsToolbar } from './results-toolbar';
import { SaveResults } from './save-results';
import { ShareResults } from './share-results';

type ResultsViewProps = {
  data: RecommendationsResponse & { share?: { expiresAt: string } };
  user: SavedUserRecord | undefined;
  source: ResultsSource;
};

/** The loaded results: filter, sort, show more, compare and save (spec §2, §4 "Results"). */
export function ResultsView({ data, user, source }: ResultsViewProps) {
  const basePath = resultsBasePath(source);
  const [filters, setFilters] = useState<PlanFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortKey>('rank');
  const [shownCount, setShownCount] = useState(INITIAL_RESULTS_SHOWN);
  const [compare, setCompare] = useState<string[]>([]);
  const [focusPlanId, setFocusPlanId] = useState<string | null>(null);

  const { matching, shown, nextCount } = arrangePlans(data.plans, { filters, sort, shownCount });
  const { columns, selectedCount } = compareColumns(compare, data.plans);
  const planTypes = useMemo(() => planTypesOf(data.plans), [data.plans]);
  const carriers = useMemo(() => carriersOf(data.plans), [data.plans]);
  // A shared page e-mails its own link; the owner e-mails a share link (ShareResults).
  const mailto = useMemo(
    () =>
      source.kind === 'shared'
        ? resultsMailto({
            plans: data.plans,
            planYear: data.planYear,
            resultsUrl: `${window.location.origin}${basePath}`,
          })
        : undefined,
    [data, source.kind, basePath],
  );

  // After "Show more", reading continues at the first plan that appeared.
  useEffect(() => {
    if (focusPlanId) document.getElementById(planHeadingId(focusPlanId))?.focus();
  }, [focusPlanId]);

  // Printing (the buttons or the browser's own command) includes every plan, not only the first 3.
  useEffect(() => {
    const showEverything = () => flushSync(() => setShownCount(Number.POSITIVE_INFINITY));
    window.addEventListener('beforeprint', showEverything);
    return () => window.removeEventListener('beforeprint', showEverything);
  }, []);

  const showMore = () => {
    setFocusPlanId(matching[shown.length]?.id ?? null);
    setShownCount(nextShownCount(shown.length));
  };
  const setInCompare = (planId: string, checked: boolean) =>
    setCompare((selected) => toggleCompare(selected, planId, checked));

  const greeting = user ? `Hello, ${user.firstName}. ${searchSummary(user)}.` : undefined;

  return (
    <>
      <ResultsHeading subtitle={greeting} />
      {data.share ? <SharedNote expiresAt={data.share.expiresAt} /> : null}
      <div className="mb-4 flex flex-wrap gap-3">
        <NewSearchLink />
      </div>
      <ResultsDataNote planYear={data.planYear} totalEligiblePlans={data.totalEligiblePlans} />
      <ResultsToolbar
        planTypes={planTypes}
        carriers={carriers}
        filters={filters}
        onFiltersChange={setFilters}
        sort={sort}
        onSortChange={setSort}
        shownCount={shown.length}
        matchingCount={matching.length}
        totalCount={data.plans.length}
        compareCount={selectedCount}
      />
      {shown.length === 0 ? (
        <p className="rounded-lg border-2 border-slate-300 p-6 text-lg font-semibold">
          No plans found matching your criteria
        </p>
      ) : (
        <ol aria-label="Recommended plans" className="flex flex-col gap-6">
          {shown.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                basePath={basePath}
                inCompare={compare.includes(plan.id)}
                onCompareChange={setInCompare}
              />
            </li>
          ))}
        </ol>
      )}
      {nextCount > 0 ? (
        <div className="mt-6 flex justify-center" data-print-hide="">
          <Button variant="outline" onClick={showMore}>
            <ChevronDown aria-hidden="true" className="size-5" />
            {showMoreLabel(nextCount)}
          </Button>
        </div>
      ) : null}
      <CompareTable
        columns={columns}
        selectedCount={selectedCount}
        onRemove={(planId) => setInCompare(planId, false)}
        onClear={() => setCompare([])}
      />
      <SaveResults mailto={mailto} />
      {source.kind === 'own' ? (
        <ShareResults userId={source.userId} plans={data.plans} planYear={data.planYear} />
      ) : null}
    </>
  );
}

/** On a page opened through a share link: whose results these are not, and until when. */
function SharedNote({ expiresAt }: { expiresAt: string }) {
  return (
    <div className="mb-4 rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-3 text-slate-900">
      <p className="font-semibold">These results were shared with you.</p>
      <p>
        They show plans and costs for someone else's medications and doctors. The link works until{' '}
        {formatDate(expiresAt)}.
      </p>
    </div>
  );
}
