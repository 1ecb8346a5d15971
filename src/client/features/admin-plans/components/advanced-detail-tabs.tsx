import { fieldLabel } from '../../../../shared/plan-fields';
import { AdvancedSwitch, AdvancedTextArea, AdvancedTextField, FieldGrid } from './advanced-fields';

/** Spec §2 "Benefits": dental, vision and hearing as long text; OTC, fitness, transportation short. */
export function BenefitFields() {
  return (
    <FieldGrid>
      <AdvancedTextArea name="dental" label={fieldLabel('dental')} className="md:col-span-2" />
      <AdvancedTextArea name="vision" label={fieldLabel('vision')} className="md:col-span-2" />
      <AdvancedTextArea name="hearing" label={fieldLabel('hearing')} className="md:col-span-2" />
      <AdvancedTextField name="otc" label={fieldLabel('otc')} placeholder="e.g. $60 per quarter" />
      <AdvancedTextField name="fitness" label={fieldLabel('gym')} placeholder="e.g. SilverSneakers" />
      <AdvancedTextField name="transportation" label={fieldLabel('transportation')} />
    </FieldGrid>
  );
}

const TIERS = [1, 2, 3, 4] as const;

/** Spec §2 "Rx Tiers": tiers 1-4 at retail (30-day) and by mail (90-day); tiers 5, 6 and insulin. */
export function RxTierFields() {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">What a member pays per fill, such as $0, $47 or 25%.</p>
      {TIERS.map((tier) => (
        <fieldset key={tier} className="rounded-lg border border-slate-300 p-4">
          <legend className="px-1 text-xl font-bold">Tier {tier}</legend>
          <FieldGrid>
            <AdvancedTextField name={`tier${tier}Retail`} label={fieldLabel(`tier${tier}Retail`)} />
            <AdvancedTextField name={`tier${tier}Mail`} label={fieldLabel(`tier${tier}Mail`)} />
          </FieldGrid>
        </fieldset>
      ))}
      <fieldset className="rounded-lg border border-slate-300 p-4">
        <legend className="px-1 text-xl font-bold">Specialty tiers and insulin</legend>
        <FieldGrid>
          <AdvancedTextField name="tier5Retail" label={fieldLabel('tier5Retail')} />
          <AdvancedTextField name="tier6Retail" label={fieldLabel('tier6Retail')} />
          <AdvancedTextField name="insulin" label={fieldLabel('selectInsulin')} placeholder="e.g. $35" />
        </FieldGrid>
      </fieldset>
    </div>
  );
}

/** Spec §2 "Settings": networks, the two switches, the enrollment link and notes. */
export function SettingsFields() {
  return (
    <FieldGrid>
      <AdvancedTextArea
        name="hospitalNetwork"
        label={fieldLabel('hospitalNetwork')}
        className="md:col-span-2"
      />
      <AdvancedTextArea
        name="preferredPharmacies"
        label={fieldLabel('preferredPharmacies')}
        className="md:col-span-2"
      />
      <AdvancedSwitch
        name="hasRxCoverage"
        label={fieldLabel('hasRxCoverage')}
        description="On when the plan includes Part D drug coverage."
      />
      <AdvancedSwitch
        name="isActive"
        label={fieldLabel('isActive')}
        description="Only active plans are recommended."
      />
      <AdvancedTextField
        name="enrollmentUrl"
        label={fieldLabel('enrollmentUrl')}
        placeholder="e.g. https://www.example.com/enroll"
        className="md:col-span-2"
      />
      <AdvancedTextArea name="notes" label={fieldLabel('notes')} className="md:col-span-2" />
    </FieldGrid>
  );
}
