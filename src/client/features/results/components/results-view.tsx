import { ChevronDown } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { COMPARE_MAX, TOP_RESULTS } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import type { RecommendationsResponse } from '../../../../shared/recommendation-contracts';
import { sharedSummaryPdfPath, summaryPdfPath } from '../../../../shared/summary-contracts';
import { Button } from '../../../components/ui/button';
import { usePrinting } from '../../../lib/use-printing';
import { type ResultsSource, resultsBasePath, useEmailAvailable } from '../api/results-queries';
import { CostStartProvider } from '../lib/cost-start';
import {
  arrangePlans,
  carriersOf,
  compareColumns,
  nextShownCount,
  planTypesOf,
  showMoreLabel,
  sortOptionsFor,
  toggleCompare,
} from '../lib/plan-list';
import { resultsMailto } from '../lib/results-email';
import { useResultsText } from '../lib/results-text';
import { type ResultsViewState, readViewState, writeViewState } from '../lib/results-url';
import { searchSummary } from '../lib/search-summary';
import { PlanWordsNote } from './blocks';
import { COMPARE_SECTION_ID, CompareBar, CompareTable } from './compare-table';
import { CurrentPlanPanel } from './current-plan-panel';
import { EmailResultsButton } from './email-results-dialog';
import { PlanCard, planHeadingId } from './plan-card';
import { DeleteResults, SaveResults, ShareResults } from './results-actions';
import {
  NewSearchLink,
  PrintDate,
  PrintNextSteps,
  PrintProfile,
  ResultsDataNote,
  ResultsHeading,
} from './results-header';
import { ResultsToolbar } from './results-toolbar';
import { RoadsPanel } from './roads-panel';

type ResultsViewProps = {
  data: RecommendationsResponse & { share?: { expiresAt: string } };
  user: SavedUserRecord | undefined;
  source: ResultsSource;
};

export function ResultsView({ data, user, source }: ResultsViewProps) {
  const tx = useResultsText();
  const { t } = tx;
  const basePath = resultsBasePath(source);
  // The view lives in the address (lib/results-url.ts); replace, so ticking and sorting add no Back steps.
  const [params, setParams] = useSearchParams();
  const view = readViewState(params);
  const sortOptions = useMemo(() => sortOptionsFor(data.plans), [data.plans]);
  const { filters, compare } = view;
  const sort = sortOptions.includes(view.sort) ? view.sort : 'rank';
  const update = (change: (current: ResultsViewState) => ResultsViewState) =>
    setParams((current) => writeViewState(change(readViewState(current)), current), { replace: true });
  // Printing includes the top 10, as the PDF does (ADR 0018), or more when more are open.
  const printing = usePrinting();
  const shownCount = printing ? Math.max(view.shownCount, TOP_RESULTS) : view.shownCount;
  const [focusPlanId, setFocusPlanId] = useState<string | null>(null);
  const [compareRefused, setCompareRefused] = useState<string | null>(null);

  const { matching, shown, nextCount } = arrangePlans(data.plans, { filters, sort, shownCount });
  const { columns, selectedCount } = compareColumns(compare, data.plans);
  // Ticks of plans not in these results (an old or edited address) are ignored.
  const ticked = columns.map((plan) => plan.id);
  const planTypes = useMemo(() => planTypesOf(data.plans), [data.plans]);
  const carriers = useMemo(() => carriersOf(data.plans), [data.plans]);
  const mailto = useMemo(
    () =>
      source.kind === 'shared'
        ? resultsMailto(
            {
              plans: data.plans,
              planYear: data.planYear,
              startMonth: data.coverageStartMonth,
              resultsUrl: `${window.location.origin}${basePath}`,
            },
            tx,
          )
        : undefined,
    [data, source.kind, basePath, tx],
  );

  const emailAvailable = useEmailAvailable(source.kind === 'own');
  const emailButton =
    source.kind === 'own' && emailAvailable ? (
      <EmailResultsButton userId={source.userId} firstName={user?.firstName} />
    ) : undefined;

  // After "Show more", focus the first new plan once it has rendered.
  const focusTarget = focusPlanId && shown.some((plan) => plan.id === focusPlanId) ? focusPlanId : null;
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(planHeadingId(focusTarget))?.focus();
    setFocusPlanId(null);
  }, [focusTarget]);

  const showMore = () => {
    setFocusPlanId(matching[shown.length]?.id ?? null);
    update((v) => ({ ...v, shownCount: nextShownCount(shown.length) }));
  };
  const setInCompare = (planId: string, checked: boolean) => {
    if (checked && !ticked.includes(planId) && ticked.length >= COMPARE_MAX) {
      setCompareRefused(planId);
      return;
    }
    setCompareRefused(null);
    update((v) => ({ ...v, compare: toggleCompare(ticked, planId, checked) }));
  };
  const openComparison = () => document.getElementById(COMPARE_SECTION_ID)?.focus();

  const originalOnly = source.kind === 'own' && view.roads === 'original';

  const greeting = user
    ? t('resultsView.greeting', { name: user.firstName, summary: searchSummary(user, data.planYear, tx) })
    : undefined;

  return (
    <CostStartProvider value={{ planYear: data.planYear, startMonth: data.coverageStartMonth }}>
      <ResultsHeading subtitle={greeting} />
      {data.share ? <SharedNote expiresAt={data.share.expiresAt} /> : null}
      <PrintDate />
      <PrintProfile user={user} plans={data.plans} />
      {originalOnly ? (
        <p className="mb-6 rounded-lg border-2 border-slate-300 p-6 text-lg" data-print-hide="">
          {t('resultsView.originalOnly')}
        </p>
      ) : (
        <>
          <ResultsToolbar
            sortOptions={sortOptions}
            planTypes={planTypes}
            carriers={carriers}
            filters={filters}
            onFiltersChange={(next) => update((v) => ({ ...v, filters: next }))}
            sort={sort}
            onSortChange={(next) => update((v) => ({ ...v, sort: next }))}
            shownCount={shown.length}
            matchingCount={matching.length}
            totalCount={data.plans.length}
            compareCount={selectedCount}
          />
          {shown.some((plan) => plan.benefits.length > 0) ? <PlanWordsNote /> : null}
          {shown.length === 0 ? (
            <p className="rounded-lg border-2 border-slate-300 p-6 text-lg font-semibold">
              {t('resultsView.noMatches')}
            </p>
          ) : (
            <ol aria-label={t('resultsView.listLabel')} className="flex flex-col gap-6">
              {shown.map((plan) => (
                <li key={plan.id}>
                  <PlanCard
                    plan={plan}
                    planYear={data.planYear}
                    basePath={basePath}
                    inCompare={ticked.includes(plan.id)}
                    compareRefused={compareRefused === plan.id}
                    compareCount={selectedCount}
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
                {showMoreLabel(nextCount, tx)}
              </Button>
            </div>
          ) : null}
          <CompareTable
            columns={columns}
            selectedCount={selectedCount}
            onRemove={(planId) => setInCompare(planId, false)}
            onClear={() => {
              setCompareRefused(null);
              update((v) => ({ ...v, compare: [] }));
            }}
          />
          <CompareBar count={selectedCount} onOpen={openComparison} />
        </>
      )}
      <div className="mt-8">
        <ResultsDataNote data={data} />
      </div>
      {source.kind === 'own' && user?.answers.currentPlanId ? (
        <CurrentPlanPanel userId={source.userId} basePath={basePath} />
      ) : null}
      {source.kind === 'own' ? (
        <RoadsPanel
          userId={source.userId}
          basePath={basePath}
          birthDate={user?.birthDate}
          roads={view.roads}
          onRoadsChange={(roads) => update((v) => ({ ...v, roads }))}
        />
      ) : null}
      <div className="mb-6 flex flex-wrap gap-3">
        <NewSearchLink />
      </div>
      <PrintNextSteps />
      <SaveResults
        mailto={mailto}
        emailButton={emailButton}
        pdfHref={
          source.kind === 'own'
            ? summaryPdfPath(source.userId, tx.format.language)
            : sharedSummaryPdfPath(source.token, tx.format.language)
        }
      />
      {source.kind === 'own' ? <ShareResults userId={source.userId} plans={data.plans} /> : null}
      {source.kind === 'own' ? <DeleteResults userId={source.userId} /> : null}
    </CostStartProvider>
  );
}

function SharedNote({ expiresAt }: { expiresAt: string }) {
  const { t, format } = useResultsText();
  return (
    <div className="mb-4 rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-3 text-slate-900">
      <p className="font-semibold">{t('resultsView.sharedTitle')}</p>
      <p>{t('resultsView.sharedNote', { date: format.date(expiresAt) })}</p>
    </div>
  );
}
