import { ChevronDown } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { INITIAL_RESULTS_SHOWN } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import type { RecommendationsResponse } from '../../../../shared/recommendation-contracts';
import { Button } from '../../../components/ui/button';
import { compareColumns, toggleCompare } from '../lib/compare';
import { ALL_PLAN_TYPES, arrangePlans, planTypesOf, type SortKey, showMoreLabel } from '../lib/plan-list';
import { resultsMailto } from '../lib/results-email';
import { searchSummary } from '../lib/search-summary';
import { CompareTable } from './compare-table';
import { PlanCard, planHeadingId } from './plan-card';
import { NewSearchLink, ResultsDataNote, ResultsHeading } from './results-header';
import { ResultsToolbar } from './results-toolbar';
import { SaveResults } from './save-results';

type ResultsViewProps = { data: RecommendationsResponse; user: SavedUserRecord | undefined };

/** The loaded results: filter, sort, show more, compare and save (spec §2, §4 "Results"). */
export function ResultsView({ data, user }: ResultsViewProps) {
  const [planType, setPlanType] = useState(ALL_PLAN_TYPES);
  const [sort, setSort] = useState<SortKey>('rank');
  const [showAll, setShowAll] = useState(false);
  const [compare, setCompare] = useState<string[]>([]);
  const [focusPlanId, setFocusPlanId] = useState<string | null>(null);

  const { matching, shown, hiddenCount } = arrangePlans(data.plans, { planType, sort, showAll });
  const { columns, selectedCount } = compareColumns(compare, data.plans);
  const planTypes = useMemo(() => planTypesOf(data.plans), [data.plans]);
  const mailto = useMemo(
    () =>
      resultsMailto({
        plans: data.plans,
        planYear: data.planYear,
        resultsUrl: `${window.location.origin}/results/${encodeURIComponent(data.userId)}`,
      }),
    [data],
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
                userId={data.userId}
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
    </>
  );
}
