import type { ReactNode } from 'react';
import type { PlanDetail } from '../../../../shared/recommendation-contracts';
import { PageHeading } from '../../../components/ui/page-heading';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { pricedPharmacyKind } from '../lib/drug-pricing';
import { dataPartsText, planDataText } from '../lib/plan-data-text';
import {
  benefitFacts,
  copaySections,
  costFacts,
  drugFacts,
  type Fact,
  networkFacts,
  type TierTable,
  tierTable,
} from '../lib/plan-facts';
import { useResultsText } from '../lib/results-text';
import { Bullets, EnrollLink, PlanNotes, PlanWordsNote, ShownValue } from './blocks';
import { DrugCostsByPharmacy, PaymentPlanSection } from './drug-pricing-sections';
import { FitSection, type PlanFit, YourEstimate, YourList } from './your-plan-fit';

/** `userId`: the owner's own results (not a share link's), where they may price a pharmacy near them. */
export function PlanDetailView({ plan, fit, userId }: { plan: PlanDetail; fit: PlanFit; userId?: string }) {
  const tx = useResultsText();
  const { t, format } = tx;
  const dataLine = planDataText(plan.planData, tx);
  const pricing = fit.status === 'ready' ? fit.plan.drugPricing : undefined;
  const pricedAt = pricing ? pricedPharmacyKind(pricing) : null;
  return (
    <>
      <PageHeading
        subtitle={t('planDetail.subtitle', { carrier: plan.carrier, type: plan.planType, id: plan.planId })}
      >
        {plan.planName}
      </PageHeading>
      <div className="mb-6 flex flex-col gap-4">
        <p className="text-lg">
          <span className="font-semibold">{t('planDetail.starRating')}</span>
          {format.stars(plan.starRating)}
        </p>
        <PlanNotes isSampleData={plan.isSampleData} eligibilityNote={plan.eligibilityNote} />
        <PlanWordsNote />
        <div data-print-hide="">
          <EnrollLink url={plan.enrollmentUrl} planName={plan.planName} />
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <FactSection id="costs" title={t('planDetail.costs')} facts={costFacts(plan, tx)}>
          <YourEstimate fit={fit} />
        </FactSection>
        <YourList fit={fit} kind="medications" />
        <DrugCostsByPharmacy fit={fit} userId={userId} />
        <PaymentPlanSection fit={fit} />
        <YourList fit={fit} kind="doctors" />
        {copaySections(plan, tx).map((section) => (
          <FactSection key={section.id} {...section} />
        ))}
        <FactSection id="drug-tiers" title={t('planDetail.drugsByTier')} facts={drugFacts(plan, tx)}>
          <DrugTiersTable table={tierTable(plan, pricedAt, tx)} />
        </FactSection>
        <FactSection
          id="extra-benefits"
          title={t('planDetail.extraBenefits')}
          facts={benefitFacts(plan, tx)}
        />
        <FactSection id="network" title={t('planDetail.network')} facts={networkFacts(plan, tx)} />
      </div>
      <div className="mt-6 flex flex-col gap-2 text-slate-700">
        <Bullets aria-label={t('planDetail.dataParts.label')} items={dataPartsText(plan.dataParts, tx)} />
        {dataLine ? <p>{dataLine}</p> : null}
        <p>{t('planDetail.updated', { date: format.date(plan.updatedAt) })}</p>
      </div>
    </>
  );
}

function FactSection({
  id,
  title,
  facts,
  children,
}: {
  id: string;
  title: string;
  facts: Fact[];
  children?: ReactNode;
}) {
  const { t } = useResultsText();
  return (
    <FitSection id={id} title={title}>
      {children}
      {facts.length > 0 ? (
        <dl className="divide-y divide-slate-200">
          {facts.map((fact) => (
            <div key={fact.label} className="grid gap-x-6 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <dt className="font-semibold text-slate-800">{fact.label}</dt>
              <dd className="break-words">
                <ShownValue shown={fact} />
              </dd>
            </div>
          ))}
        </dl>
      ) : children ? null : (
        <p className="text-slate-700">{t('planDetail.noDetails')}</p>
      )}
    </FitSection>
  );
}

/** Retail is a 30-day supply, mail order a 90-day supply (spec §9). */
function DrugTiersTable({ table }: { table: TierTable }) {
  const { t } = useResultsText();
  if (table.rows.length === 0) return null;
  return (
    <div className="mb-4">
      <p className="mb-3">{table.note}</p>
      <ResponsiveTable
        label={t('tiersTable.label')}
        caption={t('tiersTable.caption')}
        columns={table.columns}
        minWidthClass={table.columns.length > 3 ? 'min-w-[36rem]' : 'min-w-[28rem]'}
        rows={table.rows.map((row) => ({
          key: row.tier,
          header: row.tier,
          cells: row.cells.map((cell, i) => <ShownValue key={table.columns[i + 1]} shown={cell} />),
        }))}
      />
    </div>
  );
}
