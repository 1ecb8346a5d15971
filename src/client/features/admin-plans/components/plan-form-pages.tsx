import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  type AdminPlanRecord,
  type PremiumSource,
  premiumEditText,
  UNRATED,
} from '../../../../shared/admin-plan-contracts';
import { fieldLabel } from '../../../../shared/plan-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Switch } from '../../../components/ui/switch';
import { suggestedPlanYear } from '../../../lib/admin-plans-api';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreatePlan, usePlanOptions, usePlanYearsOnFile, useUpdatePlan } from '../api/admin-plan-queries';
import {
  changedFields,
  newPlanValues,
  PLAN_FORM_FIELDS,
  type PlanFormField,
  type PlanFormValues,
  planFormSchema,
  planToFormValues,
  toCreateBody,
} from '../lib/plan-form-values';
import { fieldOptions } from '../lib/plan-options';
import { planYearText } from '../lib/plan-paths';
import { planFieldErrors } from '../lib/plan-server-errors';
import { EXAMPLE_PLACEHOLDERS, type InputExtras, PlanFieldInput } from './plan-field-inputs';
import { BackToPlans, PlanNotFound, usePagePlan } from './plan-notices';

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
  /** Sends the form's values; a refusal shows as a toast and beside the fields the server names. */
  send: (values: PlanFormValues) => Promise<unknown>;
};

const OUTCOMES = {
  create: ['Plan created', 'created', 'Creation failed', 'Failed to create the plan. Please try again.'],
  edit: ['Plan updated', 'updated', 'Update failed', 'Failed to update the plan. Please try again.'],
} as const;

function premiumHint(source: PremiumSource | undefined): string {
  const format = 'In dollars, for example 29.00.';
  return source ? `${format} ${premiumEditText(source)}` : format;
}

/** Spec §2 "Create Plan" / "Edit Plan"; a saved plan goes back to the list. */
function PlanForm({ mode, defaultValues, premiumSource, pending, send }: PlanFormProps) {
  const navigate = useNavigate();
  const form = useForm<PlanFormValues>({ resolver, defaultValues });
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
    const [done, verb, failed, fallback] = OUTCOMES[mode];
    try {
      await send(values);
    } catch (error) {
      toast.error(failed, { description: errorMessage(error, fallback) });
      const refused = planFieldErrors(error);
      const fields = PLAN_FORM_FIELDS.filter((field) => refused[field]);
      fields.forEach((field, index) => {
        form.setError(field, { type: 'server', message: refused[field] }, { shouldFocus: index === 0 });
      });
      return;
    }
    toast.success(done, { description: `The Medicare plan has been successfully ${verb}.` });
    navigate('/admin/plans');
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
          <PlanFieldInput name="notes" id="plan-notes" extras={extras} rows={4} />
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

/** /admin/plans/new (spec §2, §4). */
export function PlanCreatePage() {
  useDocumentTitle('Create Plan');
  const create = useCreatePlan();
  // The form starts on the year the server would pick, so the default never opens a year of its own.
  const years = usePlanYearsOnFile();
  return (
    <>
      <BackToPlans />
      <PageHeading subtitle="Add a Medicare plan to the database.">Create Plan</PageHeading>
      {years.isPending ? (
        <LoadingState label="Loading the form…" />
      ) : (
        <PlanForm
          mode="create"
          defaultValues={newPlanValues(suggestedPlanYear(new Date(), years.data))}
          pending={create.isPending}
          send={(values) => create.mutateAsync(toCreateBody(values))}
        />
      )}
    </>
  );
}

/** /admin/plans/{planId}/edit (spec §2 "Edit Plan"): sends only changes. */
export function PlanEditPage() {
  useDocumentTitle('Edit Plan');
  const { plan, choose } = usePagePlan('/edit');

  if (plan.isPending) return <LoadingState label="Loading plan…" />;
  if (choose) return choose;
  if (plan.isError) {
    if (isApiError(plan.error, 404)) return <PlanNotFound message="Plan not found" />;
    return (
      <>
        <BackToPlans />
        <ErrorState message="Failed to fetch plan" onRetry={() => plan.refetch()} />
      </>
    );
  }
  return <EditForm plan={plan.data} />;
}

function EditForm({ plan }: { plan: AdminPlanRecord }) {
  const update = useUpdatePlan(plan.planId, plan.planYear);
  return (
    <>
      <BackToPlans />
      <PageHeading subtitle={`${plan.planName} (${plan.planId}) · ${planYearText(plan.planYear)}`}>
        Edit Plan
      </PageHeading>
      <PlanForm
        key={plan.updatedAt}
        mode="edit"
        defaultValues={planToFormValues(plan)}
        premiumSource={plan.premiumSource}
        pending={update.isPending}
        send={(values) => update.mutateAsync(changedFields(plan, values))}
      />
    </>
  );
}
