import { Link } from 'react-router';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { useResultsText } from '../lib/results-text';
import { loweredByExtraHelp, premiumPaid } from '../lib/yearly-cost';
import { YearlyCost } from './yearly-cost';

export function PlanCardFacts({ plan, planYear }: { plan: RecommendationPlan; planYear: number }) {
  const { t, format } = useResultsText();
  const facts: [string, string][] = [
    [
      loweredByExtraHelp(plan) ? t('planCard.premiumWithExtraHelp') : t('fields.monthlyPremium'),
      format.monthlyPremium(premiumPaid(plan)),
    ],
    [t('planCard.deductible'), format.money(plan.annualDeductible)],
    [t('planCard.outOfPocketMax'), format.money(plan.outOfPocketMax)],
    [t('fields.starRating'), format.stars(plan.starRating)],
  ];
  return (
    <>
      <YearlyCost plan={plan} planYear={planYear} />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-100 px-3 py-2">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {plan.lateEnrollmentWarning ? (
        <p className="rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-3 font-semibold text-slate-900">
          {t('planCard.lateEnrollment')}
        </p>
      ) : null}
      <p className="text-slate-800">
        <span className="font-semibold">{t('planCard.matchScore')}</span>{' '}
        {t('planCard.scoreOutOf', { score: Math.round(plan.score) })}{' '}
        <Link to="/help#how-we-rank">{t('planCard.howWeRank')}</Link>
      </p>
    </>
  );
}
