import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { FORM_PROGRESS_KEY, PART_B_MONTHLY_PREMIUM } from '../../../../shared/constants';
import { type PlanData, planDataLine } from '../../../../shared/data-sources';
import { formatCents, formatCount } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';

export const RESULTS_HEADING = 'Your Top 10 Medicare Plans';

export function ResultsHeading({ subtitle }: { subtitle?: string }) {
  return <PageHeading subtitle={subtitle}>{RESULTS_HEADING}</PageHeading>;
}

function clearSavedProgress(): void {
  try {
    window.localStorage.removeItem(FORM_PROGRESS_KEY);
  } catch {
    // Storage unavailable: there is no saved progress to clear.
  }
}

/** Spec §2: "New Search" clears saved progress and goes to the form. */
export function NewSearchLink() {
  return (
    <Button asChild variant="outline" data-print-hide="">
      <Link to="/" onClick={clearSavedProgress}>
        <RotateCcw aria-hidden="true" className="size-5" />
        New Search
      </Link>
    </Button>
  );
}

/** Where the numbers come from, in one plain sentence, and how many plans were weighed. */
export function ResultsDataNote({
  planYear,
  planYearNotice = null,
  planData,
  totalEligiblePlans,
}: {
  planYear: number;
  /** Said when some of the year's Medicare amounts are last year's until confirmed. */
  planYearNotice?: string | null;
  /** Where the year's plan data came from: said only when there is something true to say. */
  planData: PlanData;
  totalEligiblePlans: number;
}) {
  const partB = PART_B_MONTHLY_PREMIUM[planYear];
  const dataLine = planDataLine(planData);
  return (
    <div className="mb-6 rounded-md border-l-4 border-primary bg-blue-50 px-4 py-3 text-slate-900">
      <p className="font-semibold">
        Plans for {planYear}. Costs are estimates — verify with the plan before enrolling.
      </p>
      {planYearNotice ? <p>{planYearNotice}</p> : null}
      {dataLine ? <p>{dataLine}</p> : null}
      <p>
        We compared {formatCount(totalEligiblePlans, 'plan')} you can join in your area, first by what you
        would pay in a year, then by how well each fits you.{' '}
        <Link to="/help#how-we-rank">How we rank plans</Link>
      </p>
      {partB === undefined ? null : (
        <p>
          You also pay the Part B premium ({formatCents(partB)} a month in {planYear}) with every plan; it is
          not in these costs.
        </p>
      )}
    </div>
  );
}
