import { Info, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { hasExtraHelp } from '../../../../shared/profile-answers';
import type { DrugPricing } from '../../../../shared/recommendation-contracts';
import {
  EXTRA_HELP_NOTE,
  NOT_SURE_NOTE,
  ownPharmacyNote,
  pricedWhereText,
  pricesFromSample,
  SAMPLE_PRICES_NOTE,
} from '../lib/drug-pricing';

/**
 * Under the yearly cost: where the drugs are priced (the person's pharmacy, a pharmacy kind, or our
 * estimate), whether with Extra Help, and when the prices come from sample files rather than
 * Medicare's. A pharmacy the plan does not have is a warning (icon, border and words, not colour
 * alone): every fill there would be at full price.
 */
export function DrugPricingNotes({ pricing }: { pricing: DrugPricing }) {
  const own = ownPharmacyNote(pricing);
  const outOfNetwork = own?.outOfNetwork ? own.text : null;
  const extraHelp = hasExtraHelp(pricing.extraHelp);
  const showList = !outOfNetwork || extraHelp || pricing.extraHelp === 'notSure';
  return (
    <>
      {outOfNetwork ? (
        <p className="mt-2 flex gap-2 rounded-md border-2 border-amber-700 bg-amber-50 px-3 py-2 font-semibold text-slate-900">
          <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-800" />
          <span>
            <span className="sr-only">Warning: </span>
            {outOfNetwork}
          </span>
        </p>
      ) : null}
      {showList ? (
        <ul className="mt-1 text-slate-800">
          {outOfNetwork ? null : <li>{pricedWhereText(pricing)}</li>}
          {extraHelp ? <li>{EXTRA_HELP_NOTE}</li> : null}
          {pricing.extraHelp === 'notSure' ? (
            <li>
              {NOT_SURE_NOTE} <Link to="/help#extra-help">How to find out if you get Extra Help</Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      {pricesFromSample(pricing) ? (
        <p className="mt-1 flex gap-2 font-semibold text-slate-900">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>{SAMPLE_PRICES_NOTE}</span>
        </p>
      ) : null}
    </>
  );
}
