import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type PremiumSource, premiumEditText, UNRATED } from '../../../../shared/admin-plan-contracts';
import { fieldLabel } from '../../../../shared/plan-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { usePlanOptions } from '../api/admin-plan-queries';
import {
  PLAN_FORM_FIELDS,
  type PlanFormField,
  type PlanFormValues,
  planFormSchema,
} from '../lib/plan-form-values';
import { fieldOptions } from '../lib/plan-options';
import type { PlanFieldErrors } from '../lib/plan-server-errors';
import { type InputExtras, PlanFieldInput } from './advanced-fields';
import { EXAMPLE_PLACEHOLDERS, TextareaField } from './plan-form-controls';

/** `raw` hands the submit handler the values as typed; plan-form-values.ts maps them to the request. */
const resolver = zodResolver(planFormSchema, undefined, { raw: true }) as unknown as Resolver<PlanFormValues>;

/** The two-column grid in page order; true: required. */
const GRID_FIELDS: [PlanFormField, boolean][] = [
  ['planId', true],
  ['planYear', true],
  ['carrier', true],
  ['planName', true],
  ['planType', true],
  ['monthlyPremium', true],
  ['partBPremiumReduction', false],
  ['moopInNetwork', false],
  ['region', true],
  ['starRating', false],
];

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

  const rating =
    mode === 'edit' ? { value: UNRATED, label: 'No rating' } : { value: '', label: 'Select a rating' };
  const extras: InputExtras = {
    options: fieldOptions(options.data, defaultValues, rating),
    hints: {
      planYear: "The year the plan's costs and benefits apply to, for example 2027",
      monthlyPremium: premiumHint(premiumSource),
      partBPremiumReduction: 'In dollars a month',
      moopInNetwork: 'Yearly out-of-pocket maximum',
    },
  };

  const submit = form.handleSubmit(async (values) => {
    const refused = await onSubmit(values);
    const fields = PLAN_FORM_FIELDS.filter((field) => refused[field]);
    fields.forEach((field, index) => {
      form.setError(field, { type: 'server', message: refused[field] }, { shouldFocus: index === 0 });
    });
  });

  return (
    <Card>
      <h2 className="mb-2 text-2xl font-bold">Plan Details</h2>
      <p className="mb-6 text-slate-700">Fields marked (required) must be filled in.</p>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className={clsx('flex flex-col gap-6', EXAMPLE_PLACEHOLDERS)}>
          <div className="grid gap-5 md:grid-cols-2">
            {GRID_FIELDS.map(([name, required]) => (
              <PlanFieldInput
                key={name}
                name={name}
                id={`plan-${name}`}
                extras={extras}
                required={required}
              />
            ))}
          </div>
          <div className="flex flex-col gap-2">
            <Switch
              id="plan-rx-coverage"
              label={fieldLabel('hasRxCoverage')}
              {...form.register('hasRxCoverage')}
            />
            <Switch id="plan-active" label={fieldLabel('isActive')} {...form.register('isActive')} />
          </div>
          <TextareaField
            id="plan-notes"
            label={fieldLabel('notes')}
            error={errors.notes?.message}
            {...form.register('notes')}
          />
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-300 pt-5">
            <Button asChild variant="secondary">
              <Link to="/admin/plans">Cancel</Link>
            </Button>
            <Button type="submit" disabled={pending}>
              {submitLabel(mode, pending)}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}

function submitLabel(mode: 'create' | 'edit', pending: boolean): string {
  if (mode === 'create') return pending ? 'Creating Plan...' : 'Create Plan';
  return pending ? 'Updating Plan...' : 'Update Plan';
}
