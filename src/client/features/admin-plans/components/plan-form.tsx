import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type PremiumSource, premiumEditText, UNRATED } from '../../../../shared/admin-plan-contracts';
import { fieldLabel } from '../../../../shared/plan-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { usePlanOptions } from '../api/admin-plan-queries';
import { PLAN_FORM_FIELDS, type PlanFormValues, planFormSchema } from '../lib/plan-form-values';
import { planChoices, starChoices, withCurrent } from '../lib/plan-options';
import type { PlanFieldErrors } from '../lib/plan-server-errors';
import { EXAMPLE_PLACEHOLDERS, InputField, SelectField, TextareaField } from './plan-form-controls';

/** `raw` hands the submit handler the values as typed; plan-form-values.ts maps them to the request. */
const resolver = zodResolver(planFormSchema, undefined, { raw: true }) as unknown as Resolver<PlanFormValues>;

type PlanFormProps = {
  mode: 'create' | 'edit';
  defaultValues: PlanFormValues;
  premiumSource?: PremiumSource;
  pending: boolean;
  /** Resolves to messages for fields the server refused (empty on success). */
  onSubmit: (values: PlanFormValues) => Promise<PlanFieldErrors>;
};

function premiumHint(source: PremiumSource | undefined): string {
  const format = 'In dollars, for example 29.00.';
  return source ? `${format} ${premiumEditText(source)}` : format;
}

/** Spec §2 "Create Plan" / "Edit Plan". */
export function PlanForm({ mode, defaultValues, premiumSource, pending, onSubmit }: PlanFormProps) {
  const form = useForm<PlanFormValues>({ resolver, defaultValues });
  const { errors } = form.formState;
  const options = usePlanOptions();

  const choices = planChoices(options.data);
  const carriers = withCurrent(choices.carriers, defaultValues.carrier);
  const planTypes = withCurrent(choices.planTypes, defaultValues.planType);
  const stars = starChoices(defaultValues.starRating);
  const starOptions = mode === 'edit' ? [{ value: UNRATED, label: 'No rating' }, ...stars] : stars;

  const submit = form.handleSubmit(async (values) => {
    const refused = await onSubmit(values);
    const fields = PLAN_FORM_FIELDS.filter((field) => refused[field]);
    fields.forEach((field, index) => {
      form.setError(field, { type: 'server', message: refused[field] }, { shouldFocus: index === 0 });
    });
  });

  const text = (field: keyof PlanFormValues) => ({
    label: fieldLabel(field),
    ...form.register(field),
    error: errors[field]?.message,
  });

  return (
    <Card>
      <h2 className="mb-2 text-2xl font-bold">Plan Details</h2>
      <p className="mb-6 text-slate-700">Fields marked (required) must be filled in.</p>
      <form noValidate onSubmit={submit} className={clsx('flex flex-col gap-6', EXAMPLE_PLACEHOLDERS)}>
        <div className="grid gap-5 md:grid-cols-2">
          <InputField
            id="plan-id"
            required
            placeholder="e.g. H1234-001"
            autoComplete="off"
            {...text('planId')}
          />
          <InputField
            id="plan-year"
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            hint="The year the plan's costs and benefits apply to, for example 2027"
            {...text('planYear')}
          />
          <SelectField
            id="plan-carrier"
            required
            placeholder="Select a carrier"
            choices={carriers}
            {...text('carrier')}
          />
          <InputField id="plan-name" required autoComplete="off" {...text('planName')} />
          <SelectField
            id="plan-type"
            required
            placeholder="Select a plan type"
            choices={planTypes}
            {...text('planType')}
          />
          <InputField
            id="plan-monthly-premium"
            required
            inputMode="decimal"
            hint={premiumHint(premiumSource)}
            {...text('monthlyPremium')}
          />
          <InputField
            id="plan-part-b"
            inputMode="decimal"
            hint="In dollars a month"
            {...text('partBPremiumReduction')}
          />
          <InputField
            id="plan-moop-in"
            inputMode="decimal"
            placeholder="e.g. 3900.00"
            hint="Yearly out-of-pocket maximum"
            {...text('moopInNetwork')}
          />
          <InputField id="plan-region" required placeholder="e.g. Oklahoma" {...text('region')} />
          <SelectField
            id="plan-star-rating"
            placeholder={mode === 'create' ? 'Select a rating' : undefined}
            choices={starOptions}
            {...text('starRating')}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Switch
            id="plan-rx-coverage"
            label={fieldLabel('hasRxCoverage')}
            {...form.register('hasRxCoverage')}
          />
          <Switch id="plan-active" label={fieldLabel('isActive')} {...form.register('isActive')} />
        </div>
        <TextareaField id="plan-notes" {...text('notes')} />
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-300 pt-5">
          <Button asChild variant="secondary">
            <Link to="/admin/plans">Cancel</Link>
          </Button>
          <Button type="submit" disabled={pending}>
            {submitLabel(mode, pending)}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function submitLabel(mode: 'create' | 'edit', pending: boolean): string {
  if (mode === 'create') return pending ? 'Creating Plan...' : 'Create Plan';
  return pending ? 'Updating Plan...' : 'Update Plan';
}
