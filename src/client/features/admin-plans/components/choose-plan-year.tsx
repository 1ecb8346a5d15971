import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { useAdminPlanList } from '../api/admin-plan-queries';
import { type PlanPage, planPagePath, planYearText } from '../lib/plan-paths';
import { BackToPlans } from './back-to-plans';

/** The link named no year and the plan ID is on file for several (400, issue at `year`). */
export function needsPlanYear(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    (error.body?.issues ?? []).some((issue) => issue.path === 'year')
  );
}

/** The server's message naming the years, and a link to each year's page. */
export function ChoosePlanYear({
  planId,
  message,
  page,
}: {
  planId: string;
  message: string;
  page: PlanPage;
}) {
  const found = useAdminPlanList({ search: planId, limit: 100, sortBy: 'planId', sortOrder: 'asc' });
  const years = [
    ...new Set((found.data?.plans ?? []).filter((p) => p.planId === planId).map((p) => p.planYear)),
  ].sort((a, b) => b - a);
  return (
    <div className="flex flex-col items-start gap-4">
      <PageHeading>
        <span className="inline-flex items-center gap-3">
          <TriangleAlert aria-hidden="true" className="size-8 shrink-0 text-amber-700" />
          Which plan year?
        </span>
      </PageHeading>
      <p className="text-lg">{message}</p>
      {years.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {years.map((year) => (
            <li key={year}>
              <Button asChild variant="outline">
                <Link to={planPagePath(planId, year, page)}>
                  {planId}: {planYearText(year)}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <BackToPlans label="Return to Plans" className="-ml-2" />
    </div>
  );
}
