import { GitCompareArrows, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DOCTOR_NETWORK_MAX_POINTS,
  MEDICATION_COVERAGE_MAX_POINTS,
  PRIORITY_MAX_POINTS,
  STAR_RATING_MAX_POINTS,
  YEARLY_COST_MAX_POINTS,
} from '../../../../engine/weights';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';
import { AdminListPage } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorMessage } from '../../../lib/api-client';
import { useScoringAnalysis } from '../api/scoring-analysis';
import {
  comparedPlans,
  comparisonOpenAfter,
  comparisonShown,
  knownSelection,
  MIN_COMPARED,
  selectAllState,
  toggleAll,
  toggleSelected,
} from '../lib/plan-selection';
import { DEFAULT_SORT, nextSort, type SortColumn, sortPlans } from '../lib/plan-sort';
import { DistributionCards, SummaryCards } from './analysis-cards';
import { PlanComparison } from './plan-comparison';
import { ProfilePicker } from './profile-picker';
import { ScoringTable } from './scoring-table';

const NO_PLANS: ScoringAnalysisPlan[] = [];
const LOAD_FAILED = 'Failed to load scoring analysis';

/** Spec §2 "Observability": scoring for the reference profile or one submission (`?userId=`, the opaque result ID). */
export function ObservabilityPage() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('userId') || null;
  const yearText = params.get('year') ?? '';
  const year = !userId && /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  const analysis = useScoringAnalysis(userId, year);
  const data = analysis.isError ? undefined : analysis.data;
  const plans = data?.plans ?? NO_PLANS;
  const planIds = useMemo(() => plans.map((p) => p.planId), [plans]);

  const [sort, setSort] = useState(DEFAULT_SORT);
  const sorted = useMemo(() => sortPlans(plans, sort), [plans, sort]);
  const sortedIds = useMemo(() => sorted.map((p) => p.planId), [sorted]);
  const onSort = useCallback((column: SortColumn) => setSort((old) => nextSort(old, column)), []);

  const selection = usePlanSelection(userId ?? '', planIds);
  const selectedSet = useMemo(() => new Set(selection.selected), [selection.selected]);
  const compared = useMemo(() => comparedPlans(selection.selected, plans), [selection.selected, plans]);
  const count = selection.selected.length;
  const tableHeading = useRef<HTMLHeadingElement>(null);

  const clearSelection = () => {
    selection.clear();
    // The comparison (and the button pressed) goes away: continue from the table.
    tableHeading.current?.focus();
  };
  const chooseProfile = (id: string | null) => setParams(id ? { userId: id } : {});
  const chooseYear = (next: number) => setParams({ year: String(next) });
  const refetch = () => void analysis.refetch();

  let announcement = '';
  if (count > 0) announcement = `${count} ${count === 1 ? 'plan' : 'plans'} selected.`;
  if (selection.comparisonShown) announcement += ' The comparison is shown above the table.';
  if (data && analysis.isFetching) announcement = 'Refreshing the scoring analysis…';

  return (
    <AdminListPage
      title="Observability Dashboard"
      subtitle="Medicare Plan Scoring Analysis"
      back="Back to Admin"
    >
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={refetch}>
          <RefreshCw
            aria-hidden="true"
            className={analysis.isFetching ? 'size-5 motion-safe:animate-spin' : 'size-5'}
          />
          Refresh
        </Button>
        {count > 0 ? (
          <>
            <Button
              variant={selection.comparisonShown ? 'primary' : 'outline'}
              aria-pressed={selection.comparisonShown}
              disabled={count < MIN_COMPARED}
              onClick={selection.toggleComparison}
            >
              <GitCompareArrows aria-hidden="true" className="size-5" />
              Compare ({count})
            </Button>
            {count < MIN_COMPARED ? (
              <span className="text-slate-700">Select at least 2 plans to compare.</span>
            ) : null}
          </>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <ProfilePicker
        userId={userId}
        profile={data?.profile}
        planYear={data?.planYear ?? year}
        onChoose={chooseProfile}
        onYear={chooseYear}
      />

      {analysis.isPending ? <LoadingState label="Loading scoring analysis…" /> : null}
      {analysis.isError ? (
        <ErrorState
          message={[LOAD_FAILED, errorMessage(analysis.error, '')].filter(Boolean).join('. ')}
          onRetry={refetch}
          retryLabel="Retry"
        />
      ) : null}

      {data ? (
        <>
          <SummaryCards analysis={data} />
          <DistributionCards analysis={data} />
          {selection.comparisonShown ? (
            <PlanComparison plans={compared} selectedCount={count} onClear={clearSelection} />
          ) : null}
          <section aria-labelledby="observability-plans">
            <h2
              id="observability-plans"
              ref={tableHeading}
              tabIndex={-1}
              className="mb-3 text-2xl font-bold text-slate-900"
            >
              Plan Scores
            </h2>
            <p className="mb-3 max-w-4xl text-slate-800">
              Each final score is the engine's own sum: yearly cost (up to {YEARLY_COST_MAX_POINTS} points),
              drugs covered ({MEDICATION_COVERAGE_MAX_POINTS}), doctors in network (
              {DOCTOR_NETWORK_MAX_POINTS}), star rating ({STAR_RATING_MAX_POINTS}) and what matters to you (
              {PRIORITY_MAX_POINTS}), less the points for no drug coverage and the dominance cap. Without
              other creditable coverage, plans without drug coverage rank after every plan with it.
            </p>
            {plans.length === 0 ? (
              <p className="rounded-lg border-2 border-slate-300 bg-slate-50 p-6 text-lg">
                No plans are scored for this profile.
              </p>
            ) : (
              <ScoringTable
                plans={sorted}
                sort={sort}
                onSort={onSort}
                selected={selectedSet}
                allState={selectAllState(selection.selected, sortedIds)}
                onToggle={selection.toggle}
                onToggleAll={() => selection.toggleAll(sortedIds)}
              />
            )}
          </section>
        </>
      ) : null}
    </AdminListPage>
  );
}

type State = { selected: string[]; open: boolean };
const EMPTY: State = { selected: [], open: false };

/** Selection and comparison state for one analysis (`scope`): another starts afresh; plans a refresh dropped don't count. */
function usePlanSelection(scope: string, planIds: readonly string[]) {
  const [state, setState] = useState<State & { scope: string }>({ ...EMPTY, scope });
  // Reset during render when the analysed profile changes (React's "adjust state on prop change").
  if (state.scope !== scope) setState({ ...EMPTY, scope });

  const known = useRef(planIds);
  useEffect(() => {
    known.current = planIds;
  }, [planIds]);

  const change = useCallback((next: (selected: string[]) => string[]) => {
    setState((old) => {
      const before = knownSelection(old.selected, known.current);
      const selected = next(before);
      return { ...old, selected, open: comparisonOpenAfter(old.open, before.length, selected.length) };
    });
  }, []);

  const selected = state.scope === scope ? knownSelection(state.selected, planIds) : [];
  return {
    selected,
    comparisonShown: comparisonShown(state.open, selected.length),
    toggle: useCallback((planId: string) => change((old) => toggleSelected(old, planId)), [change]),
    toggleAll: useCallback((allIds: readonly string[]) => change((old) => toggleAll(old, allIds)), [change]),
    clear: useCallback(() => change(() => []), [change]),
    toggleComparison: useCallback(() => setState((old) => ({ ...old, open: !old.open })), []),
  };
}
