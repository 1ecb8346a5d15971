import { Info } from 'lucide-react';
import { Link } from 'react-router';
import type { DrugPricing } from '../../../../shared/recommendation-contracts';
import {
  EXTRA_HELP_NOTE,
  hasExtraHelp,
  NOT_SURE_NOTE,
  pricedWhereText,
  pricesFromSample,
  SAMPLE_PRICES_NOTE,
} from '../lib/drug-pricing';

/**
 * Under the yearly cost: where the drugs are priced (pharmacy kind, or our estimate), whether with
 * Extra Help, and when the prices come from sample files rather than Medicare's.
 */
export function DrugPricingNotes({ pricing }: { pricing: DrugPricing }) {
  return (
    <>
      <ul className="mt-1 text-slate-800">
        <li>{pricedWhereText(pricing)}</li>
        {hasExtraHelp(pricing.extraHelp) ? <li>{EXTRA_HELP_NOTE}</li> : null}
        {pricing.extraHelp === 'notSure' ? (
          <li>
            {NOT_SURE_NOTE} <Link to="/help#extra-help">How to find out if you get Extra Help</Link>
          </li>
        ) : null}
      </ul>
      {pricesFromSample(pricing) ? (
        <p className="mt-1 flex gap-2 font-semibold text-slate-900">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>{SAMPLE_PRICES_NOTE}</span>
        </p>
      ) : null}
    </>
  );
}
