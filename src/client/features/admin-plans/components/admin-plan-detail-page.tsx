import { Pencil, SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { formatDateTime } from '../../../../shared/format';
import { fieldLabel } from '../../../../shared/plan-fields';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  moneyText,
  partBReductionText,
  premiumText,
  starRatingText,
  statusText,
  yesNo,
} from '../lib/plan-display';
import { planPagePath, planYearText } from '../lib/plan-paths';
import { DetailCard, FactList } from './detail-card';
import { PlanHistoryCard } from './plan-history-card';
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
