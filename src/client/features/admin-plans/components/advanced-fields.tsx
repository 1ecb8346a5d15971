import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import type { AdvancedField, AdvancedFormValues, Option } from '../lib/advanced-form';

/** Every input's id: the editor focuses the first field with an error by it. */
export const advancedFieldId = (name: AdvancedField) => `advanced-${name}`;

type TextName = Exclude<AdvancedField, 'hasRxCoverage' | 'isActive'>;
type FieldProps = { name: TextName; label: string; placeholder?: string; hint?: string; className?: string };

function useFieldError(name: AdvancedField): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<AdvancedFormValues>();
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** A one-line text input bound to the advanced form, its error beside it. */
export function AdvancedTextField({
  name,
  label,
  placeholder,
  hint,
  className,
  inputMode,
}: FieldProps & { inputMode?: 'decimal' }) {
  const { register } = useFormContext<AdvancedFormValues>();
  const error = useFieldError(name);
  return (
    <TextField
      id={advancedFieldId(name)}
      label={label}
      hint={hint}
      placeholder={placeholder}
      error={error}
      className={className}
      inputMode={inputMode}
      autoComplete="off"
      {...register(name)}
    />
  );
}

/** An amount in dollars (an example "e.g. 0.00" when empty): a decimal keypad on phones; the server's rules check it. */
export function AdvancedMoneyField({ placeholder = 'e.g. 0.00', ...props }: FieldProps) {
  return <AdvancedTextField {...props} placeholder={placeholder} inputMode="decimal" />;
}

/** Long text (benefit descriptions, networks, notes). */
export function AdvancedTextArea({ name, label, placeholder, hint, className }: FieldProps) {
  const { register } = useFormContext<AdvancedFormValues>();
  const id = advancedFieldId(name);
  const error = useFieldError(name);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-slate-700">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={3}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && `${id}-error`)}
        className={clsx(
          'mt-1 block min-h-11 w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900',
          'placeholder:text-slate-600 aria-invalid:border-red-700',
        )}
        {...register(name)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function AdvancedSelect({
  name,
  label,
  options,
  className,
}: {
  name: TextName;
  label: string;
  options: readonly Option[];
  className?: string;
}) {
  const { register } = useFormContext<AdvancedFormValues>();
  const id = advancedFieldId(name);
  const error = useFieldError(name);
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        className="mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function AdvancedSwitch({
  name,
  label,
  description,
}: {
  name: 'hasRxCoverage' | 'isActive';
  label: string;
  description?: ReactNode;
}) {
  const { register } = useFormContext<AdvancedFormValues>();
  return <Switch id={advancedFieldId(name)} label={label} description={description} {...register(name)} />;
}

/** The two-column grid every tab lays its fields in (one column on a phone). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 md:grid-cols-2">{children}</div>;
}
