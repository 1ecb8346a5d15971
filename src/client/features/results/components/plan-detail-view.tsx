import { planDataLine } from '../../../../shared/data-sources';
import { formatDate, formatStars } from '../../../../shared/format';
import type { PlanDetail } from '../../../../shared/recommendation-contracts';
import { PageHeading } from '../../../components/ui/page-heading';
import { benefitFacts, copaySections, costFacts, drugFacts, networkFacts, tierRows } from '../lib/plan-facts';
import { DrugCostsByPharmacy, PaymentPlanSection } from './drug-pricing-sections';
import { DrugTiersTable } from './drug-tiers-table';
import { EnrollLink } from './enroll-link';
import { FactSection } from './fact-section';
import { PlanNotes } from './plan-notes';
import { type PlanFit, YourDoctors, YourEstimate, YourMedications } from './your-plan-fit';

/**
 * One plan's facts, grouped as a member looks for them, with their own drugs and doctors.
 * `userId`: the owner's own results (not a share link's), where they may price a pharmacy near them.
 */
export function PlanDetailView({ plan, fit, userId }: { plan: PlanDetail; fit: PlanFit; userId?: string }) {
  const dataLine = planDataLine(plan.planData);
  return (
    <>
      <PageHeading subtitle={`${plan.carrier} · ${plan.planType} · Plan ID ${plan.planId}`}>
        {plan.planName}
      </PageHeading>
      <div className="mb-6 flex flex-col gap-4">
        <p className="text-lg">
          <span className="font-semibold">Star rating: </span>
          {formatStars(plan.starRating)}
        </p>
        <PlanNotes isSampleData={plan.isSampleData} eligibilityNote={plan.eligibilityNote} />
        <div data-print-hide="">
          <EnrollLink url={plan.enrollmentUrl} planName={plan.planName} />
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <FactSection id="costs" title="Costs" facts={costFacts(plan)}>
          <YourEstimate fit={fit} />
        </FactSection>
        <YourMedications fit={fit} />
        <DrugCostsByPharmacy fit={fit} userId={userId} />
        <PaymentPlanSection fit={fit} />
        <YourDoctors fit={fit} />
        {copaySections(plan).map((section) => (
          <FactSection key={section.id} {...section} />
        ))}
        <FactSection id="drug-tiers" title="Drugs by tier" facts={drugFacts(plan)}>
          <DrugTiersTable rows={tierRows(plan.prescriptionTiers)} />
        </FactSection>
        <FactSection id="extra-benefits" title="Extra benefits" facts={benefitFacts(plan)} />
        <FactSection id="network" title="Network" facts={networkFacts(plan)} />
      </div>
      <div className="mt-6 flex flex-col gap-2 text-slate-700">
        {dataLine ? <p>{dataLine}</p> : null}
        <p>Plan information last updated {formatDate(plan.updatedAt)}.</p>
      </div>
    </>
  );
}
