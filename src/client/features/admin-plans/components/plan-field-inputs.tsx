import { type ComponentProps, Fragment, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldLabel, type PlanFieldKey } from '../../../../shared/plan-fields';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import type { AdvancedField, AdvancedTab, Option } from '../lib/advanced-form';

export const advancedFieldId = (name: AdvancedField) => `advanced-${name}`;

/** How an input differs from one line of text. */
type InputLook = {
  widget?: 'money' | 'area' | 'select' | 'switch';
  placeholder?: string;
  wide?: true;
  description?: string;
  input?: ComponentProps<'input'>;
};

const money = (placeholder?: string): InputLook => ({ widget: 'money', placeholder });
const AREA: InputLook = { widget: 'area', wide: true };
const SELECT: InputLook = { widget: 'select' };

const LOOKS: Partial<Record<PlanFieldKey, InputLook>> = {
  planId: { placeholder: 'e.g. H1234-001' },
  planYear: { input: { inputMode: 'numeric', maxLength: 4 } },
  carrier: SELECT,
  planName: { wide: true },
  planType: SELECT,
  region: { placeholder: 'e.g. Oklahoma' },
  starRating: SELECT,
  monthlyPremium: money(),
  partBPremiumReduction: money(),
  medicalDeductible: money(),
  moopInNetwork: money('e.g. 3900.00'),
  moopOutNetwork: money('e.g. 7500.00'),
  rxDeductible: money(),
  pcpCopayIn: { placeholder: 'e.g. $0' },
  specialistCopayIn: { placeholder: 'e.g. $35' },
  urgentCare: { placeholder: 'e.g. $40' },
  er: { placeholder: 'e.g. $110' },
  labsIn: { placeholder: 'e.g. $0' },
  xraysIn: { placeholder: 'e.g. $10' },
  dental: AREA,
  vision: AREA,
  hearing: AREA,
  otc: { placeholder: 'e.g. $60 per quarter' },
  gym: { placeholder: 'e.g. SilverSneakers' },
  selectInsulin: { placeholder: 'e.g. $35' },
  hospitalNetwork: AREA,
  preferredPharmacies: AREA,
  hasRxCoverage: { widget: 'switch', description: 'On when the plan includes Part D drug coverage.' },
  isActive: { widget: 'switch', description: 'Only active plans are recommended.' },
  enrollmentUrl: { placeholder: 'e.g. https://www.example.com/enroll', wide: true },
  notes: AREA,
};

export type InputExtras = {
  options: Partial<Record<PlanFieldKey, readonly Option[]>>;
  hints: Partial<Record<PlanFieldKey, string | undefined>>;
};

/**
 * Example placeholders in italic, so an empty box never reads as filled in; slate-500 is 4.8:1 (text
 * needs 4.5:1). A descendant selector, so it outranks the inputs' own colour whatever the rule order.
 */
export const EXAMPLE_PLACEHOLDERS =
  '[&_:is(input,textarea)::placeholder]:text-slate-500 [&_:is(input,textarea)::placeholder]:italic';

/**
 * One plan field of the form around it, labelled from shared/plan-fields.ts, its widget from LOOKS.
 * "(required)" is shown beside the label, not read: the control itself says aria-required.
 */
export function PlanFieldInput({
  name,
  id,
  extras,
  required,
  rows = 3,
}: {
  name: PlanFieldKey;
  id: string;
  extras: InputExtras;
  required?: boolean;
  rows?: number;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const { widget, placeholder, description, input } = LOOKS[name] ?? {};
  const label = fieldLabel(name);
  if (widget === 'switch')
    return <Switch id={id} label={label} description={description} {...register(name)} />;
  const message = errors[name]?.message;
  const error = typeof message === 'string' ? message : undefined;
  const hint = extras.hints[name];
  const control = {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
    ...register(name),
  } as const;
  return (
    <div>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-slate-700">
            (required)
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-slate-700">
          {hint}
        </p>
      ) : null}
      {widget === 'select' ? (
        <Select className="mt-1" {...control}>
          {(extras.options[name] ?? []).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      ) : widget === 'area' ? (
        <textarea
          rows={rows}
          className="mt-1 block w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700"
          {...control}
        />
      ) : (
        <Input
          type="text"
          className="mt-1"
          placeholder={widget === 'money' ? (placeholder ?? 'e.g. 0.00') : placeholder}
          inputMode={widget === 'money' ? 'decimal' : undefined}
          autoComplete="off"
          {...input}
          {...control}
        />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const INTROS: Partial<Record<AdvancedTab['value'], string>> = {
  copays: 'As members see it, such as $5 or 20%. Out-of-network and other copays are kept as they are.',
  rx: 'What a member pays per fill, such as $0, $47 or 25%.',
};

/** Spec §2 "Rx Tiers": tiers 1-4 at retail (30-day) and by mail (90-day), then tiers 5, 6 and insulin. */
const rxLegend = (name: AdvancedField) => /^tier[1-4]/.exec(name)?.[0].replace('tier', 'Tier ');

/** One tab of spec §2 "Advanced Edit"; the drug tiers in a box per tier. */
export function AdvancedTabFields({ tab, extras }: { tab: AdvancedTab; extras: InputExtras }) {
  const grid = (fields: readonly AdvancedField[]): ReactNode => (
    <div className="grid gap-6 md:grid-cols-2">
      {fields.map((name) =>
        LOOKS[name]?.wide ? (
          <div key={name} className="md:col-span-2">
            <PlanFieldInput name={name} id={advancedFieldId(name)} extras={extras} />
          </div>
        ) : (
          <PlanFieldInput key={name} name={name} id={advancedFieldId(name)} extras={extras} />
        ),
      )}
    </div>
  );
  const groups = new Map<string | undefined, AdvancedField[]>();
  for (const name of tab.fields) {
    const legend = tab.value === 'rx' ? (rxLegend(name) ?? 'Specialty tiers and insulin') : undefined;
    groups.set(legend, [...(groups.get(legend) ?? []), name]);
  }
  return (
    <div className="flex flex-col gap-6">
      {INTROS[tab.value] ? <p className="text-slate-700">{INTROS[tab.value]}</p> : null}
      {[...groups].map(([legend, fields]) =>
        legend ? (
          <fieldset key={legend} className="rounded-lg border border-slate-300 p-4">
            <legend className="px-1 text-xl font-bold">{legend}</legend>
            {grid(fields)}
          </fieldset>
        ) : (
          <Fragment key="all">{grid(fields)}</Fragment>
        ),
      )}
    </div>
  );
}
