import { type PremiumSource, premiumEditText, UNRATED } from '../../../../shared/admin-plan-contracts';
import { fieldLabel } from '../../../../shared/plan-fields';
import { usePlanOptions } from '../api/admin-plan-queries';
import type { AdvancedFormValues } from '../lib/advanced-form';
import { planChoices, starChoices, withCurrent } from '../lib/plan-options';
import { AdvancedMoneyField, AdvancedSelect, AdvancedTextField, FieldGrid } from './advanced-fields';

/** Spec §2 "Basic Info": plan ID, carrier, name, type, region, star rating. */
export function BasicInfoFields({ loaded }: { loaded: AdvancedFormValues }) {
  // A plan whose carrier, type or rating is not in the list keeps it as an extra option.
  const { carrier, planType, starRating } = loaded;
  const choices = planChoices(usePlanOptions().data);
  return (
    <FieldGrid>
      <AdvancedTextField name="planId" label={fieldLabel('planId')} placeholder="e.g. H1234-001" />
      <AdvancedSelect
        name="carrier"
        label={fieldLabel('carrier')}
        options={[{ value: '', label: 'Select a carrier' }, ...withCurrent(choices.carriers, carrier)]}
      />
      <AdvancedTextField name="planName" label={fieldLabel('planName')} className="md:col-span-2" />
      <AdvancedSelect
        name="planType"
        label={fieldLabel('planType')}
        options={[{ value: '', label: 'Select a plan type' }, ...withCurrent(choices.planTypes, planType)]}
      />
      <AdvancedTextField name="region" label={fieldLabel('region')} placeholder="e.g. Oklahoma" />
      <AdvancedSelect
        name="starRating"
        label={fieldLabel('starRating')}
        options={[{ value: UNRATED, label: 'No rating' }, ...starChoices(starRating)]}
      />
    </FieldGrid>
  );
}

/** Spec §2 "Costs": premiums, deductibles and out-of-pocket maximums, in dollars. */
export function CostFields({ premiumSource }: { premiumSource?: PremiumSource }) {
  // Where consumers' premium comes from, and what a new one does to county premiums (issue 36 item 13).
  return (
    <FieldGrid>
      <AdvancedMoneyField
        name="monthlyPremium"
        label={fieldLabel('monthlyPremium')}
        hint={premiumSource && premiumEditText(premiumSource)}
      />
      <AdvancedMoneyField name="partBPremiumReduction" label={fieldLabel('partBPremiumReduction')} />
      <AdvancedMoneyField name="medicalDeductible" label={fieldLabel('medicalDeductible')} />
      <AdvancedMoneyField
        name="moopInNetwork"
        label={fieldLabel('moopInNetwork')}
        placeholder="e.g. 3900.00"
      />
      <AdvancedMoneyField
        name="moopOutNetwork"
        label={fieldLabel('moopOutNetwork')}
        placeholder="e.g. 7500.00"
      />
      <AdvancedMoneyField name="rxDeductible" label={fieldLabel('rxDeductible')} />
    </FieldGrid>
  );
}

const COPAY_HINT = 'As members see it, such as $5 or 20%.';

/** Spec §2 "Copays": what a member pays in network. Out-of-network copays keep their values. */
export function CopayFields() {
  return (
    <>
      <p className="mb-6 text-slate-700">
        {COPAY_HINT} Out-of-network and other copays are kept as they are.
      </p>
      <FieldGrid>
        <AdvancedTextField name="pcpCopayIn" label={fieldLabel('pcpCopayIn')} placeholder="e.g. $0" />
        <AdvancedTextField
          name="specialistCopayIn"
          label={fieldLabel('specialistCopayIn')}
          placeholder="e.g. $35"
        />
        <AdvancedTextField name="urgentCare" label={fieldLabel('urgentCare')} placeholder="e.g. $40" />
        <AdvancedTextField name="emergencyRoom" label={fieldLabel('er')} placeholder="e.g. $110" />
        <AdvancedTextField name="labsIn" label={fieldLabel('labsIn')} placeholder="e.g. $0" />
        <AdvancedTextField name="xraysIn" label={fieldLabel('xraysIn')} placeholder="e.g. $10" />
      </FieldGrid>
    </>
  );
}
