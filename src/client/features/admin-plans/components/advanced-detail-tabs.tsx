import { AdvancedSwitch, AdvancedTextArea, AdvancedTextField, FieldGrid } from './advanced-fields';

/** Spec §2 "Benefits": dental, vision and hearing as long text; OTC, fitness, transportation short. */
export function BenefitFields() {
  return (
    <FieldGrid>
      <AdvancedTextArea name="dental" label="Dental" className="md:col-span-2" />
      <AdvancedTextArea name="vision" label="Vision" className="md:col-span-2" />
      <AdvancedTextArea name="hearing" label="Hearing" className="md:col-span-2" />
      <AdvancedTextField name="otc" label="Over-the-Counter (OTC) Allowance" placeholder="$60 per quarter" />
      <AdvancedTextField name="fitness" label="Fitness" placeholder="SilverSneakers" />
      <AdvancedTextField name="transportation" label="Transportation" />
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
            <AdvancedTextField name={`tier${tier}Retail`} label={`Tier ${tier} Retail (30-day)`} />
            <AdvancedTextField name={`tier${tier}Mail`} label={`Tier ${tier} Mail (90-day)`} />
          </FieldGrid>
        </fieldset>
      ))}
      <fieldset className="rounded-lg border border-slate-300 p-4">
        <legend className="px-1 text-xl font-bold">Specialty tiers and insulin</legend>
        <FieldGrid>
          <AdvancedTextField name="tier5Retail" label="Tier 5 Retail (30-day)" />
          <AdvancedTextField name="tier6Retail" label="Tier 6 Retail (30-day)" />
          <AdvancedTextField name="insulin" label="Insulin (30-day)" placeholder="$35" />
        </FieldGrid>
      </fieldset>
    </div>
  );
}

/** Spec §2 "Settings": networks, the two switches, the enrollment link and notes. */
export function SettingsFields() {
  return (
    <FieldGrid>
      <AdvancedTextArea name="hospitalNetwork" label="Hospital Network" className="md:col-span-2" />
      <AdvancedTextArea name="preferredPharmacies" label="Preferred Pharmacies" className="md:col-span-2" />
      <AdvancedSwitch
        name="hasRxCoverage"
        label="Prescription Coverage"
        description="On when the plan includes Part D drug coverage."
      />
      <AdvancedSwitch
        name="isActive"
        label="Active Status"
        description="Only active plans are recommended."
      />
      <AdvancedTextField
        name="enrollmentUrl"
        label="Enrollment URL"
        placeholder="https://www.example.com/enroll"
        className="md:col-span-2"
      />
      <AdvancedTextArea name="notes" label="Administrative Notes" className="md:col-span-2" />
    </FieldGrid>
  );
}
