import type { CataloguePlan } from '../api/plan-catalogue';
import { FormularySection } from './formulary-section';
import { NetworkSection } from './network-section';

/** The seventh tab: the drugs the plan covers and the doctors in its network, saved change by change. */
export function CatalogueTab({ plan }: { plan: CataloguePlan }) {
  return (
    <div className="flex flex-col gap-10">
      <p className="rounded-lg border-2 border-blue-200 bg-blue-50 p-4 text-slate-900">
        Changes on this tab are saved as soon as you make them; they do not need Update Complete Plan.
      </p>
      <FormularySection plan={plan} />
      <NetworkSection plan={plan} />
    </div>
  );
}
