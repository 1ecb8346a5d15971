import { CircleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type AdminPlanRecord, premiumEditText, UNRATED } from '../../../../shared/admin-plan-contracts';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError, errorMessage, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlanOptions, useUpdatePlan } from '../api/admin-plan-queries';
import {
  ADVANCED_TABS,
  type AdvancedField,
  type AdvancedFormValues,
  firstError,
  issuesByField,
  toFormValues,
  toUpdateBody,
  validateAdvancedForm,
} from '../lib/advanced-form';
import { fieldOptions } from '../lib/plan-options';
import { planPagePath, planYearText } from '../lib/plan-paths';
import { FormularySection } from './formulary-section';
import { NetworkSection } from './network-section';
import {
  AdvancedTabFields,
  advancedFieldId,
  EXAMPLE_PLACEHOLDERS,
  type InputExtras,
} from './plan-field-inputs';
import { usePagePlan } from './plan-notices';

const FORM_ID = 'advanced-plan-form';
const CATALOGUE_TAB = 'catalogue';
const UPDATED = 'The Medicare plan has been successfully updated with all details.';
const UPDATE_FAILED = 'Failed to update the plan. Please try again.';

const TITLE = 'Comprehensive Plan Editor';

/** /admin/plans/{planId}/advanced (spec §2 "Advanced Edit"). */
export function PlanAdvancedEditPage() {
  useDocumentTitle(TITLE);
  const { plan, choose } = usePagePlan('/advanced');

  if (plan.isPending) {
    return (
      <>
        <PageHeading>{TITLE}</PageHeading>
        <LoadingState label="Loading comprehensive plan editor..." />
      </>
    );
  }
  if (choose) return choose;
  if (plan.isError) {
    const missing = isApiError(plan.error, 404);
    return (
      <>
        <PageHeading>{TITLE}</PageHeading>
        <div className="flex flex-col items-start gap-4">
          <ErrorState
            message={missing ? 'Plan not found' : 'Failed to fetch plan'}
            onRetry={missing ? undefined : () => plan.refetch()}
          />
          <Button asChild variant="outline">
            <Link to="/admin/plans">Return to Plans</Link>
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeading
        subtitle={`${plan.data.planName} (${plan.data.planId}) · ${planYearText(plan.data.planYear)}`}
      >
        {TITLE}
      </PageHeading>
      <AdvancedEditor key={plan.data.id} plan={plan.data} />
    </>
  );
}

/**
 * Spec §2 "Advanced Edit", §5, §8: six tabs of one form, validated by the server's own schema, plus
 * a seventh whose formulary and network changes save as they are made.
 */
function AdvancedEditor({ plan }: { plan: AdminPlanRecord }) {
  // The form loads once; a refetch of the plan (after a formulary change) leaves edits alone.
  const [loaded] = useState(() => toFormValues(plan));
  const planRef = useRef(plan);
  planRef.current = plan;
  const resolver = useMemo<Resolver<AdvancedFormValues>>(
    () => async (values) => {
      const result = validateAdvancedForm(values, planRef.current);
      if (result.ok) return { values, errors: {} };
      const errors: FieldErrors<AdvancedFormValues> = {};
      for (const [field, message] of Object.entries(result.fields))
        errors[field as AdvancedField] = { type: 'validate', message };
      if (result.other.length > 0)
        errors.root = { type: 'validate', message: result.other.join(' ') } as FieldErrors['root'];
      return { values: {}, errors };
    },
    [],
  );
  const form = useForm<AdvancedFormValues>({ defaultValues: loaded, resolver, shouldFocusError: false });
  const [tab, setTab] = useState<string>(ADVANCED_TABS[0]?.value ?? 'basic');
  const [catalogueOpened, setCatalogueOpened] = useState(false);
  function openTab(value: string) {
    setTab(value);
    if (value === CATALOGUE_TAB) setCatalogueOpened(true);
  }
  // A plan whose carrier, type or rating is not in the list keeps it as an extra option.
  const extras: InputExtras = {
    options: fieldOptions(usePlanOptions().data, loaded, { value: UNRATED, label: 'No rating' }),
    hints: { monthlyPremium: plan.premiumSource && premiumEditText(plan.premiumSource) },
  };
  const [focusTarget, setFocusTarget] = useState<AdvancedField | null>(null);
  const navigate = useNavigate();

  // Focus waits for the render that shows the field's tab: a hidden input cannot take focus.
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(advancedFieldId(focusTarget))?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function showFirstError(hasError: (field: AdvancedField) => boolean) {
    const target = firstError(hasError);
    if (!target) return;
    setTab(target.tab);
    setFocusTarget(target.field);
  }

  const update = useUpdatePlan(plan.planId, plan.planYear);
  const submit = (values: AdvancedFormValues) =>
    update.mutate(toUpdateBody(values, plan), {
      onSuccess: () => {
        toast.success('Plan updated', { description: UPDATED });
        navigate('/admin/plans');
      },
      onError: (error) => {
        toast.error('Update failed', { description: errorMessage(error, UPDATE_FAILED) });
        const issues = error instanceof ApiError ? (error.body?.issues ?? []) : [];
        const { fields } = issuesByField(issues);
        for (const [field, message] of Object.entries(fields))
          form.setError(field as AdvancedField, { type: 'server', message });
        showFirstError((field) => field in fields);
      },
    });

  const errors = form.formState.errors;
  const catalogue = { planId: plan.planId, year: plan.planYear };
  const tabHasError = (fields: readonly AdvancedField[]) => fields.some((f) => errors[f]);

  return (
    <FormProvider {...form}>
      <Tabs value={tab} onValueChange={openTab}>
        <TabsList aria-label="Plan details">
          {ADVANCED_TABS.map((t) => {
            const invalid = tabHasError(t.fields);
            return (
              <TabsTrigger
                key={t.value}
                value={t.value}
                aria-label={invalid ? `${t.label} (has errors)` : undefined}
              >
                {t.label}
                {invalid ? <CircleAlert aria-hidden="true" className="size-5" /> : null}
              </TabsTrigger>
            );
          })}
          <TabsTrigger value={CATALOGUE_TAB}>Formulary &amp; Network</TabsTrigger>
        </TabsList>
        <form
          id={FORM_ID}
          noValidate
          className={EXAMPLE_PLACEHOLDERS}
          onSubmit={form.handleSubmit(submit, (invalid) =>
            showFirstError((field) => Boolean(invalid[field])),
          )}
        >
          {ADVANCED_TABS.map((t) => (
            <TabsContent key={t.value} value={t.value} keepMounted>
              <AdvancedTabFields tab={t} extras={extras} />
            </TabsContent>
          ))}
        </form>
        {/* Always in the page, so every tab's aria-controls names a panel; filled once first opened. */}
        <TabsContent value={CATALOGUE_TAB} keepMounted>
          {catalogueOpened ? (
            <div className="flex flex-col gap-10">
              <p className="rounded-lg border-2 border-blue-200 bg-blue-50 p-4 text-slate-900">
                Changes on this tab are saved as soon as you make them; they do not need Update Complete Plan.
              </p>
              <FormularySection plan={catalogue} />
              <NetworkSection plan={catalogue} />
            </div>
          ) : null}
        </TabsContent>
      </Tabs>
      {errors.root?.message ? (
        <div className="mt-6">
          <ErrorState message={errors.root.message} />
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-end gap-3 border-t border-slate-300 pt-6">
        <Button asChild variant="secondary">
          <Link to={planPagePath(plan.planId, plan.planYear)}>Cancel</Link>
        </Button>
        <Button type="submit" form={FORM_ID} disabled={update.isPending}>
          {update.isPending ? 'Updating...' : 'Update Complete Plan'}
        </Button>
      </div>
    </FormProvider>
  );
}
