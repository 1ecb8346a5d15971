import { Link } from 'react-router';
import { formatMoney, formatMonthlyPremium, formatStars } from '../../../../shared/format';
import { plainLabel } from '../../../../shared/plan-fields';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { loweredByExtraHelp, premiumPaid } from '../lib/yearly-cost';
import { YearlyCost } from './yearly-cost';

/** Said on a plan without drug coverage for someone who has no other creditable drug coverage. */
export const LATE_ENROLLMENT_NOTE =
  'No drug coverage. If you go 63 days or more without drug coverage as good as Medicare’s, Medicare adds a late-enrollment penalty to your drug premium for as long as you have drug coverage. Choose this only if you have other drug coverage, such as from the VA, TRICARE or an employer.';

/** The four numbers people compare first, then the yearly estimate and what it is made of. */
export function PlanCardFacts({ plan, planYear }: { plan: RecommendationPlan; planYear: number }) {
  const facts: [string, string][] = [
    [
      loweredByExtraHelp(plan)
        ? `${plainLabel('monthlyPremium')} with Extra Help`
        : plainLabel('monthlyPremium'),
      formatMonthlyPremium(premiumPaid(plan)),
    ],
    ['Deductible', formatMoney(plan.annualDeductible)],
    ['Out-of-pocket max', formatMoney(plan.outOfPocketMax)],
    [plainLabel('starRating'), formatStars(plan.starRating)],
  ];
  return (
    <>
      <dl className="grid grid-cols-1 gap-3 min-[30rem]:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-100 px-3 py-2">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <YearlyCost plan={plan} planYear={planYear} />
      {plan.lateEnrollmentWarning ? (
        <p className="rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-3 font-semibold text-slate-900">
          {LATE_ENROLLMENT_NOTE}
        </p>
      ) : null}
      <p className="text-slate-800">
        <span className="font-semibold">Match score:</span> {Math.round(plan.score)} out of 100{' '}
        <Link to="/help#how-we-rank">(how we rank plans)</Link>
      </p>
    </>
  );
}
