import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { costLabel, costPeriod } from '../lib/cost-period';
import { useCostStart } from '../lib/cost-start';
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
  planYear: number;
  /** The plan's ("Estimated yearly cost") or the member's own ("Your estimated …"). */
  whose?: 'plan' | 'yours';
};

/** The figure (its months named when not the whole year), its parts, the Part B giveback, then drug pricing. */
export function YearlyCost({ plan, planYear, whose = 'plan' }: YearlyCostProps) {
  const tx = useResultsText();
  const { startMonth } = useCostStart();
  const giveback = givebackText(plan, tx, costPeriod(tx, startMonth, planYear));
  const extraHelpPremium = extraHelpPremiumText(plan, tx);
  const pricing = plan.drugPricing;
  return (
    <div className="rounded-md border-2 border-blue-200 bg-blue-50 px-4 py-3" data-print-cost="">
      <p className="text-lg">
        <span className="font-semibold">{costLabel(tx, startMonth, planYear, whose)}: </span>
        <span className="text-xl font-bold">{yearlyCostText(plan, tx)}</span>
      </p>
      <p className="text-slate-800">{costPartsText(plan, tx)}</p>
      {extraHelpPremium ? <p className="text-slate-800">{extraHelpPremium}</p> : null}
      {giveback ? <p className="text-slate-800">{giveback}</p> : null}
      {pricing && plan.totalMedications > 0 ? <DrugPricingNotes pricing={pricing} /> : null}
    </div>
  );
}
