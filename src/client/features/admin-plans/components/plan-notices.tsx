import { ArrowLeft, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { useAdminPlan, useAdminPlanList } from '../api/admin-plan-queries';
import { type PlanPage, planPagePath, planYearText, yearParam } from '../lib/plan-paths';

function ToPlans({
  label,
  ...button
}: { label: string } & Pick<ComponentProps<typeof Button>, 'variant' | 'className'>) {
  return (
    <Button asChild {...button}>
      <Link to="/admin/plans">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {label}
      </Link>
    </Button>
  );
}

/** The way back to the plan list, above each plan screen's heading. */
export const BackToPlans = ({ label = 'Back to Plans' }: { label?: string }) => (
  <ToPlans label={label} variant="ghost" className="mb-4 -ml-2" />
);

function Notice({ heading, icon, children }: { heading: string; icon: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <PageHeading>
        <span className="inline-flex items-center gap-3">
          <TriangleAlert aria-hidden="true" className={`size-8 shrink-0 ${icon}`} />
          {heading}
        </span>
      </PageHeading>
      {children}
    </div>
  );
}

/** Spec §8 inline screens: "Plan not found" (edit) or "Plan not found or failed to load" (detail). */
export const PlanNotFound = ({ message }: { message: string }) => (
  <Notice heading={message} icon="text-red-800">
    <ToPlans label="Return to Plans" />
  </Notice>
);

/**
 * The plan a plan page's address names (`?year=` when known); `choose` is the "Which plan year?" screen when
 * the server refused to pick a year for an ID on file for several (400, issue at `year`).
 */
export function usePagePlan(page: PlanPage) {
  const planId = useParams().planId ?? '';
  const plan = useAdminPlan(planId, yearParam(useSearchParams()[0]));
  const { error } = plan;
  const choose =
    error instanceof ApiError &&
    error.status === 400 &&
    (error.body?.issues ?? []).some((i) => i.path === 'year') ? (
      <ChoosePlanYear planId={planId} message={error.body?.error ?? ''} page={page} />
    ) : null;
  return { plan, choose };
}

/** A link without `?year=` to a plan ID of several plan years: the server's message and a link to each year. */
function ChoosePlanYear({ planId, message, page }: { planId: string; message: string; page: PlanPage }) {
  const found = useAdminPlanList({ search: planId, limit: 100, sortBy: 'planId', sortOrder: 'asc' });
  const years = [
    ...new Set((found.data?.plans ?? []).filter((p) => p.planId === planId).map((p) => p.planYear)),
  ].sort((a, b) => b - a);
  return (
    <Notice heading="Which plan year?" icon="text-amber-700">
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
      <ToPlans label="Return to Plans" variant="ghost" className="-ml-2" />
    </Notice>
  );
}
