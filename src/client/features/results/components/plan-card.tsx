import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPARE_MAX } from '../../../../shared/constants';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { Button } from '../../../components/ui/button';
import { EnrollLink } from './enroll-link';
import { PlanCardCoverage } from './plan-card-coverage';
import { PlanCardFacts } from './plan-card-facts';
import { PlanNotes } from './plan-notes';
import { PlanReasons } from './plan-reasons';
import { PlanWords } from './plan-words';

export const planHeadingId = (planId: string) => `plan-${planId}`;

type PlanCardProps = {
  plan: RecommendationPlan;
  planYear: number;
  /** /results/{id} or /shared/{token}. */
  basePath: string;
  inCompare: boolean;
  /** A tick refused because 3 plans are ticked already. */
  compareRefused?: boolean;
  compareCount?: number;
  onCompareChange: (planId: string, checked: boolean) => void;
};

export function PlanCard({
  plan,
  planYear,
  basePath,
  inCompare,
  compareRefused = false,
  compareCount = 0,
  onCompareChange,
}: PlanCardProps) {
  const { t } = useTranslation('results');
  const compareNoteId = `compare-note-${plan.id}`;
  const headingId = planHeadingId(plan.id);
  const isBest = plan.rank === 1;
  return (
    <article
      aria-labelledby={headingId}
      data-print-plan=""
      className={`flex flex-col gap-4 rounded-lg border-2 bg-white p-5 shadow-sm ${isBest ? 'border-green-800' : 'border-slate-300'}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold text-slate-700">{t('planCard.ranked', { rank: plan.rank })}</span>
        {isBest ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-800 px-3 py-0.5 font-semibold text-white">
            <Award aria-hidden="true" className="size-5" />
            {t('planCard.bestMatch')}
          </span>
        ) : null}
      </div>
      <div>
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold break-words text-slate-900">
          {plan.name}
        </h2>
        <p className="text-lg text-slate-700">
          {plan.carrier} · {plan.planType}
          {/* On paper no Enroll link: the plan ID finds it on Medicare.gov. */}
          <span className="hidden print:inline"> · {t('planCard.printPlanId', { planId: plan.planId })}</span>
        </p>
      </div>
      <PlanNotes isSampleData={plan.isSampleData} eligibilityNote={plan.eligibilityNote} />
      <PlanCardFacts plan={plan} planYear={planYear} />
      <PlanCardCoverage plan={plan} />
      {plan.benefits.length > 0 ? (
        <div data-print-hide="">
          <h3 className="text-xl font-bold">{t('planCard.keyBenefits')}</h3>
          <ul className="list-disc pl-6">
            {plan.benefits.map((benefit) => (
              <li key={benefit}>
                <PlanWords>{benefit}</PlanWords>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {plan.reasoning.length > 0 ? (
        <PlanReasons reasons={plan.reasoning} />
      ) : plan.explained ? null : (
        <p className="text-slate-800">{t('planCard.openForWhy', { rank: plan.rank })}</p>
      )}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-300 pt-4" data-print-hide="">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-md border-2 border-slate-400 px-4 font-semibold">
          <input
            type="checkbox"
            aria-label={t('planCard.addToCompareLabel', { plan: plan.name })}
            className="size-6 accent-primary"
            checked={inCompare}
            aria-describedby={compareNoteId}
            onChange={(event) => onCompareChange(plan.id, event.target.checked)}
          />
          {t('planCard.addToCompare')}
        </label>
        <span id={compareNoteId} aria-live="polite" className="font-semibold">
          {compareRefused
            ? t('planCard.compareRefused', { max: COMPARE_MAX })
            : inCompare
              ? t('planCard.inComparison', { count: compareCount, max: COMPARE_MAX })
              : ''}
        </span>
        <Button asChild variant="outline">
          <Link
            to={`${basePath}/plan/${encodeURIComponent(plan.planId)}`}
            aria-label={t('planCard.viewDetailsLabel', { plan: plan.name })}
          >
            {t('planCard.viewDetails')}
          </Link>
        </Button>
        <EnrollLink url={plan.enrollmentUrl} planName={plan.name} />
      </div>
    </article>
  );
}
