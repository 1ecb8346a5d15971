import { Link } from 'react-router';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import {
  costPeriodText,
  ESTIMATE_NOTE,
  paymentPlanTable,
  pricedWhereText,
  pricesFromSample,
  SAMPLE_PRICES_NOTE,
} from '../lib/drug-pricing';
import { offersPharmacyNearYou } from '../lib/pharmacy-near-you';
import { PharmacyCostTable } from './pharmacy-cost-table';
import { PharmacyNearYou } from './pharmacy-near-you';
import { FitSection, type PlanFit } from './your-plan-fit';

export const PAYMENT_PLAN_EXPLANATION =
  "With Medicare's Prescription Payment Plan you pay $0 at the pharmacy and get a monthly bill from the plan instead. It does not lower the total; it spreads it out.";

/** The scored plan with its drug pricing, when the member listed drugs (issue 17 results only). */
function pricedFit(fit: PlanFit) {
  if (fit.status !== 'ready' || !fit.plan.drugPricing || fit.plan.drugs.length === 0) return null;
  return { pricing: fit.plan.drugPricing, planYear: fit.planYear };
}

/**
 * "Drug costs by pharmacy": the year's drug cost at each pharmacy kind, the member's choice marked;
 * the pharmacy they picked, when they picked one, comes first. Otherwise the owner of the results
 * (`userId`; not a share link's reader) may look up a pharmacy near them as a first row.
 */
export function DrugCostsByPharmacy({ fit, userId }: { fit: PlanFit; userId?: string }) {
  const priced = pricedFit(fit);
  if (!priced || fit.status !== 'ready') return null;
  const { pricing, planYear } = priced;
  const period = costPeriodText(pricing.coverageStartMonth, planYear);
  const where = pricedWhereText(pricing);
  const notes = [
    // Their own pharmacy is the table's first row; a kind the plan lacks is said here.
    where === ESTIMATE_NOTE || (!pricing.pharmacyAvailable && !pricing.specificPharmacy) ? where : null,
    pricesFromSample(pricing) ? SAMPLE_PRICES_NOTE : null,
    pricing.source === 'medicare' && !pricing.sample && pricing.release
      ? `Prices from Medicare's drug plan files (${pricing.release})`
      : null,
  ].filter((note): note is string => note !== null);
  return (
    <FitSection id="drug-costs-by-pharmacy" title="Drug costs by pharmacy">
      <p className="mb-3">
        What your medications would cost on this plan over the year, depending on where you fill them.{' '}
        <Link to="/help#pharmacies">What is a preferred pharmacy?</Link>
      </p>
      {period ? <p className="mb-3 font-semibold">{period}</p> : null}
      {notes.length > 0 ? (
        <ul className="mb-3 list-disc pl-6">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {pricing.source === 'estimate' ? (
        // The estimate has one price per drug, whatever the pharmacy: no table of kinds to compare.
        <p>This plan's drug prices are not on file, so the estimate is the same at every pharmacy.</p>
      ) : userId && offersPharmacyNearYou(pricing) ? (
        <PharmacyNearYou pricing={pricing} userId={userId} planId={fit.plan.planId} />
      ) : (
        <PharmacyCostTable pricing={pricing} />
      )}
    </FitSection>
  );
}

/** "Spread your drug costs over the year": the Medicare Prescription Payment Plan, month by month. */
export function PaymentPlanSection({ fit }: { fit: PlanFit }) {
  const priced = pricedFit(fit);
  const table = priced ? paymentPlanTable(priced.pricing, priced.planYear) : null;
  if (!table) return null;
  return (
    <FitSection id="payment-plan" title="Spread your drug costs over the year">
      <p className="mb-1">{PAYMENT_PLAN_EXPLANATION}</p>
      <p className="mb-3">To use it, ask the plan to sign you up.</p>
      <ResponsiveTable
        label="Your drug costs month by month"
        caption="What you pay each month at the pharmacy without the payment plan, and the monthly bill with it"
        columns={['Month', 'Paid at the pharmacy without it', 'Monthly bill with it']}
        minWidthClass="min-w-[32rem]"
        rows={[
          ...table.rows.map((row) => ({
            key: row.key,
            header: row.month,
            cells: [row.atPharmacy, row.bill],
          })),
          {
            key: 'total',
            header: <strong>Total</strong>,
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
