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
import { ALL_PLAN_TYPES, arrangePlans, planTypesOf, type SortKey, showMoreLabel } from '../lib/plan-list';
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
  const [planType, setPlanType] = useState(ALL_PLAN_TYPES);
  const [sort, setSort] = useState<SortKey>('rank');
  const [showAll, setShowAll] = useState(false);
  const [compare, setCompare] = useState<string[]>([]);
  const [focusPlanId, setFocusPlanId] = useState<string | null>(null);

  const { matching, shown, hiddenCount } = arrangePlans(data.plans, { planType, sort, showAll });
  const { columns, selectedCount } = compareColumns(compare, data.plans);
  const planTypes = useMemo(() => planTypesOf(data.plans), [data.plans]);
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
    const showEverything = () => flushSync(() => setShowAll(true));
    window.addEventListener('beforeprint', showEverything);
    return () => window.removeEventListener('beforeprint', showEverything);
  }, []);

  const showMore = () => {
    setFocusPlanId(matching[INITIAL_RESULTS_SHOWN]?.id ?? null);
    setShowAll(true);
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
        planType={planType}
        onPlanTypeChange={setPlanType}
        sort={sort}
        onSortChange={setSort}
        shownCount={shown.length}
        matchingCount={matching.length}
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
      {hiddenCount > 0 ? (
        <div className="mt-6 flex justify-center" data-print-hide="">
          <Button variant="outline" onClick={showMore}>
            <ChevronDown aria-hidden="true" className="size-5" />
            {showMoreLabel(hiddenCount)}
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
