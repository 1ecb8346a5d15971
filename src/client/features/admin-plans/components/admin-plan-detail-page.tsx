import { Pencil, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { formatDateTime } from '../../../../shared/format';
import { fieldLabel } from '../../../../shared/plan-fields';
import { ListStatus } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlanHistory } from '../api/admin-plan-queries';
import {
  actionLabel,
  changeLines,
  type FieldChangeLine,
  moneyText,
  newestFirst,
  partBReductionText,
  premiumText,
  starRatingText,
  statusText,
  yesNo,
} from '../lib/plan-display';
import { planPagePath, planYearText } from '../lib/plan-paths';
import { BackToPlans, PlanNotFound, usePagePlan } from './plan-notices';

/** /admin/plans/{planId} (spec §2 "Plan detail (admin)"). */
export function AdminPlanDetailPage() {
  const { plan, choose } = usePagePlan('');
  useDocumentTitle(plan.data ? `${plan.data.planName}, ${planYearText(plan.data.planYear)}` : 'Plan Details');

  if (plan.isPending) return <LoadingState label="Loading plan…" />;
  if (choose) return choose;
  if (plan.isError) return <PlanNotFound message="Plan not found or failed to load" />;
  return <PlanDetail plan={plan.data} />;
}

function PlanDetail({ plan }: { plan: AdminPlanRecord }) {
  const network: [string, string][] = [];
  if (plan.hospitalNetwork) network.push([fieldLabel('hospitalNetwork'), plan.hospitalNetwork]);
  if (plan.preferredPharmacies) network.push([fieldLabel('preferredPharmacies'), plan.preferredPharmacies]);

  return (
    <>
      <BackToPlans />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading subtitle={`Plan ID ${plan.planId} · ${planYearText(plan.planYear)}`}>
          {plan.planName}
        </PageHeading>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={planPagePath(plan.planId, plan.planYear, '/edit')}>
              <Pencil aria-hidden="true" className="size-5" />
              Edit Plan
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={planPagePath(plan.planId, plan.planYear, '/advanced')}>
              <SlidersHorizontal aria-hidden="true" className="size-5" />
              Advanced Edit
            </Link>
          </Button>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailCard id="plan-basic" title="Basic Information">
          <FactList
            facts={[
              [fieldLabel('planYear'), String(plan.planYear)],
              [fieldLabel('carrier'), plan.carrier],
              [
                fieldLabel('planType'),
                <span
                  key="type"
                  className="inline-flex rounded-full bg-blue-100 px-3 font-semibold text-blue-900"
                >
                  {plan.planType}
                </span>,
              ],
              [fieldLabel('region'), plan.region ?? 'N/A'],
              ['Status', statusText(plan.isActive)],
              [fieldLabel('starRating'), starRatingText(plan.starRating)],
              [fieldLabel('hasRxCoverage'), yesNo(plan.hasRxCoverage)],
            ]}
          />
        </DetailCard>
        <DetailCard id="plan-financial" title="Financial Details">
          <FactList
            facts={[
              [fieldLabel('monthlyPremium'), premiumText(plan.monthlyPremium)],
              [fieldLabel('partBPremiumReduction'), partBReductionText(plan.partBPremiumReduction)],
              [fieldLabel('moopInNetwork'), moneyText(plan.moopInNetwork)],
              [fieldLabel('medicalDeductible'), moneyText(plan.medicalDeductible)],
            ]}
          />
        </DetailCard>
        {network.length > 0 ? (
          <DetailCard id="plan-network" title="Network Information">
            <FactList facts={network} />
          </DetailCard>
        ) : null}
        {plan.notes ? (
          <DetailCard id="plan-notes" title="Notes">
            <p className="break-words whitespace-pre-line">{plan.notes}</p>
          </DetailCard>
        ) : null}
        <DetailCard id="plan-system" title="System Information">
          <FactList
            facts={[
              ['Created', formatDateTime(plan.createdAt)],
              ['Last Updated', formatDateTime(plan.updatedAt)],
            ]}
          />
        </DetailCard>
        <PlanHistoryCard planId={plan.planId} planYear={plan.planYear} />
      </div>
    </>
  );
}

function DetailCard({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <Card className="h-full">
        <h2 id={`${id}-heading`} className="mb-4 text-2xl font-bold">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

function FactList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="flex flex-col gap-3">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 border-b border-slate-200 pb-2">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PlanHistoryCard({ planId, planYear }: { planId: string; planYear: number }) {
  const history = usePlanHistory(planId, planYear);
  return (
    <DetailCard id="plan-history" title="Change History" className="lg:col-span-2">
      <ListStatus
        query={history}
        loading="Loading change history…"
        failed="Failed to load the change history"
      />
      {history.data?.history.length === 0 ? <p>No changes recorded yet.</p> : null}
      {history.data && history.data.history.length > 0 ? (
        <ol className="flex flex-col gap-5">
          {newestFirst(history.data.history).map((entry) => (
            <li key={entry.id} className="rounded-md border border-slate-300 p-4">
              <p className="font-bold">
                {actionLabel(entry.action)}
                <span className="font-normal">
                  {' '}
                  by {entry.adminEmail ?? 'an unknown admin'} on {formatDateTime(entry.createdAt)}
                </span>
              </p>
              <ul className="mt-2 flex flex-col gap-1">
                {changeLines(entry.changes).map((line) =>
                  line.kind === 'field' ? (
                    <ChangeItem key={line.field} line={line} />
                  ) : (
                    <li key={line.field}>
                      <span className="font-semibold">{line.label}:</span>
                      <ul className="mt-1 ml-5 flex list-disc flex-col gap-1">
                        {line.changes.map((part) => (
                          <ChangeItem key={part.field} line={part} />
                        ))}
                      </ul>
                    </li>
                  ),
                )}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
    </DetailCard>
  );
}

/** "Monthly Premium: $0.00 → $42.00"; the arrow is read as "changed to". */
function ChangeItem({ line }: { line: FieldChangeLine }) {
  return (
    <li className="break-words">
      <span className="font-semibold">{line.label}:</span> {line.before} <span aria-hidden="true">→</span>{' '}
      <span className="sr-only">changed to</span> {line.after}
    </li>
  );
}
