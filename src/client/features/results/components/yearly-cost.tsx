import { Info, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { hasExtraHelp } from '../../../../shared/profile-answers';
import type { DrugPricing, RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { useCostStart } from '../lib/cost-start';
import {
  extraHelpNote,
  notSureNote,
  ownPharmacyNote,
  pricedWhereText,
  pricesFromSample,
  samplePricesNote,
} from '../lib/drug-pricing';
import { useResultsText } from '../lib/results-text';
import {
  costLabel,
  costPartsText,
  costPeriod,
  extraHelpPremiumText,
  givebackText,
  yearlyCostText,
} from '../lib/yearly-cost';

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

/**
 * Where the drugs are priced, Extra Help, sample files; a pharmacy the plan lacks is a warning (not colour
 * alone). On paper the shared notes (data-print-note) print on the first plan only.
 */
export function DrugPricingNotes({ pricing }: { pricing: DrugPricing }) {
  const tx = useResultsText();
  const { t } = tx;
  const own = ownPharmacyNote(pricing, tx);
  const outOfNetwork = own?.outOfNetwork ? own.text : null;
  const extraHelp = hasExtraHelp(pricing.extraHelp);
  const showList = !outOfNetwork || extraHelp || pricing.extraHelp === 'notSure';
  return (
    <>
      {outOfNetwork ? (
        <p className="mt-2 flex gap-2 rounded-md border-2 border-amber-700 bg-amber-50 px-3 py-2 font-semibold text-slate-900">
          <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-800" />
          <span>
            <span className="sr-only">{t('drugPricing.warning')}</span>
            {outOfNetwork}
          </span>
        </p>
      ) : null}
      {showList ? (
        <ul className="mt-1 text-slate-800" data-print-note="">
          {outOfNetwork ? null : <li>{pricedWhereText(pricing, tx)}</li>}
          {extraHelp ? <li>{extraHelpNote(tx)}</li> : null}
          {pricing.extraHelp === 'notSure' ? (
            <li>
              {notSureNote(tx)} <Link to="/help#extra-help">{t('drugPricing.notSureLink')}</Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      {pricesFromSample(pricing) ? (
        <p className="mt-1 flex gap-2 font-semibold text-slate-900" data-print-note="">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>{samplePricesNote(tx)}</span>
        </p>
      ) : null}
    </>
  );
}
