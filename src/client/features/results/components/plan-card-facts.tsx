import { formatMoney, formatMonthlyPremium, formatStars } from '../../../../shared/format';
import { plainLabel } from '../../../../shared/plan-fields';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';

/** The four numbers people compare first, then the yearly estimate and what it is made of. */
export function PlanCardFacts({ plan }: { plan: RecommendationPlan }) {
  const facts: [string, string][] = [
    [plainLabel('monthlyPremium'), formatMonthlyPremium(plan.monthlyPremium)],
    ['Deductible', formatMoney(plan.annualDeductible)],
    ['Out-of-pocket max', formatMoney(plan.outOfPocketMax)],
    [plainLabel('starRating'), formatStars(plan.starRating)],
  ];
  const { premiums, drugs, medical } = plan.costBreakdown;
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
      <div className="rounded-md border-2 border-blue-200 bg-blue-50 px-4 py-3">
        <p className="text-lg">
          <span className="font-semibold">Estimated yearly cost: </span>
          <span className="text-xl font-bold">{formatMoney(plan.estimatedAnnualCost)}</span>
        </p>
        <p className="text-slate-800">
          Premiums {formatMoney(premiums)} + drugs {formatMoney(drugs)} + medical care {formatMoney(medical)}
        </p>
      </div>
    </>
  );
}
