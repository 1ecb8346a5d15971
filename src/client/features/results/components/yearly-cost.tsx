import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { costPeriodText } from '../lib/drug-pricing';
import { useResultsText } from '../lib/results-text';
import { costPartsText, extraHelpPremiumText, givebackText, yearlyCostText } from '../lib/yearly-cost';
import { DrugPricingNotes } from './drug-pricing-notes';

type YearlyCostProps = {
  plan: Pick<
    RecommendationPlan,
    | 'yearlyCost'
    | 'comesOutAhead'
    | 'costBreakdown'
    | 'drugPricing'
    | 'totalMedications'
    | 'monthlyPremium'
    | 'extraHelpPremium'
  >;
  /** The results' plan year, for the months the costs count. */
  planYear: number;
  label?: string;
};

/**
 * The yearly cost box: the figure and the months it counts, its parts, the Part B giveback on its
 * own line, then how the drugs in it were priced (when the person listed any).
 */
export function YearlyCost({ plan, planYear, label }: YearlyCostProps) {
  const tx = useResultsText();
  const giveback = givebackText(plan, tx);
  const extraHelpPremium = extraHelpPremiumText(plan, tx);
  const pricing = plan.drugPricing;
  const period = pricing ? costPeriodText(pricing.coverageStartMonth, planYear, tx) : null;
  return (
    <div className="rounded-md border-2 border-blue-200 bg-blue-50 px-4 py-3">
      <p className="text-lg">
        <span className="font-semibold">{label ?? tx.t('yearlyCost.label')}: </span>
        <span className="text-xl font-bold">{yearlyCostText(plan, tx)}</span>
      </p>
      {period ? <p className="font-semibold text-slate-900">{period}</p> : null}
      <p className="text-slate-800">{costPartsText(plan, tx)}</p>
      {extraHelpPremium ? <p className="text-slate-800">{extraHelpPremium}</p> : null}
      {giveback ? <p className="text-slate-800">{giveback}</p> : null}
      {pricing && plan.totalMedications > 0 ? <DrugPricingNotes pricing={pricing} /> : null}
    </div>
  );
}
