import { Link } from 'react-router';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import {
  costPeriodText,
  offersPharmacyNearYou,
  paymentPlanTable,
  pricedWhereText,
  pricesFromSample,
  samplePricesNote,
} from '../lib/drug-pricing';
import { useResultsText } from '../lib/results-text';
import { Bullets } from './blocks';
import { PharmacyCostTable } from './pharmacy-cost-table';
import { PharmacyNearYou } from './pharmacy-near-you';
import { FitSection, type PlanFit } from './your-plan-fit';

function pricedFit(fit: PlanFit) {
  if (fit.status !== 'ready' || !fit.plan.drugPricing || fit.plan.drugs.length === 0) return null;
  return { pricing: fit.plan.drugPricing, planYear: fit.planYear };
}

/** "Drug costs by pharmacy"; the owner (`userId`, not a share link) may add a pharmacy near them as a first row. */
export function DrugCostsByPharmacy({ fit, userId }: { fit: PlanFit; userId?: string }) {
  const tx = useResultsText();
  const { t } = tx;
  const priced = pricedFit(fit);
  if (!priced || fit.status !== 'ready') return null;
  const { pricing, planYear } = priced;
  const period = costPeriodText(pricing.coverageStartMonth, planYear, tx);
  const where = pricedWhereText(pricing, tx);
  const notes = [
    pricing.source === 'estimate' || (!pricing.pharmacyAvailable && !pricing.specificPharmacy) ? where : null,
    pricesFromSample(pricing) ? samplePricesNote(tx) : null,
    pricing.source === 'medicare' && !pricing.sample && pricing.release
      ? t('drugSections.pricesFrom', { release: pricing.release })
      : null,
  ].filter((note): note is string => note !== null);
  return (
    <FitSection id="drug-costs-by-pharmacy" title={t('drugSections.byPharmacy')}>
      <p className="mb-3">
        {t('drugSections.byPharmacyIntro')}{' '}
        <Link to="/help#pharmacies">{t('drugSections.whatIsPreferred')}</Link>
      </p>
      {period ? <p className="mb-3 font-semibold">{period}</p> : null}
      {notes.length > 0 ? <Bullets items={notes} className="mb-3 list-disc pl-6" /> : null}
      {pricing.source === 'estimate' ? (
        // The estimate has one price per drug whatever the pharmacy.
        <p>{t('drugSections.estimateSame')}</p>
      ) : userId && offersPharmacyNearYou(pricing) ? (
        <PharmacyNearYou pricing={pricing} userId={userId} planId={fit.plan.planId} />
      ) : (
        <PharmacyCostTable pricing={pricing} />
      )}
    </FitSection>
  );
}

export function PaymentPlanSection({ fit }: { fit: PlanFit }) {
  const tx = useResultsText();
  const { t, format } = tx;
  const priced = pricedFit(fit);
  const table = priced ? paymentPlanTable(priced.pricing, priced.planYear, tx) : null;
  if (!table) return null;
  return (
    <FitSection id="payment-plan" title={t('drugSections.paymentPlan')}>
      <p className="mb-1">{t('drugSections.paymentPlanExplanation', { zero: format.money(0) })}</p>
      <p className="mb-3">{t('drugSections.paymentPlanSignUp')}</p>
      <ResponsiveTable
        label={t('drugSections.monthByMonth')}
        caption={t('drugSections.monthByMonthCaption')}
        columns={[t('drugSections.month'), t('drugSections.paidWithout'), t('drugSections.billWith')]}
        minWidthClass="min-w-[32rem]"
        rows={[
          ...table.rows.map((row) => ({
            key: row.key,
            header: row.month,
            cells: [row.atPharmacy, row.bill],
          })),
          {
            key: 'total',
            header: <strong>{t('drugSections.total')}</strong>,
            cells: [
              <strong key="at">{table.total.atPharmacy}</strong>,
              <strong key="bill">{table.total.bill}</strong>,
            ],
          },
        ]}
      />
    </FitSection>
  );
}
