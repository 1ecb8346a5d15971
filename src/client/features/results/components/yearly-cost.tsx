import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { costPartsText, givebackText, yearlyCostText } from '../lib/yearly-cost';

type YearlyCostProps = {
  plan: Pick<RecommendationPlan, 'estimatedAnnualCost' | 'costBreakdown'>;
  label?: string;
};

/** The yearly cost box: the figure, its parts, and the Part B giveback on its own line. */
export function YearlyCost({ plan, label = 'Estimated yearly cost' }: YearlyCostProps) {
  const giveback = givebackText(plan);
  return (
    <div className="rounded-md border-2 border-blue-200 bg-blue-50 px-4 py-3">
      <p className="text-lg">
        <span className="font-semibold">{label}: </span>
        <span className="text-xl font-bold">{yearlyCostText(plan)}</span>
      </p>
      <p className="text-slate-800">{costPartsText(plan)}</p>
      {giveback ? <p className="text-slate-800">{giveback}</p> : null}
    </div>
  );
}
