import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

/**
 * Example placeholders in italic, so an empty box never reads as filled in; slate-500 is 4.8:1 (text
 * needs 4.5:1). A descendant selector, so it outranks the inputs' own colour whatever the rule order.
 */
export const EXAMPLE_PLACEHOLDERS =
  '[&_:is(input,textarea)::placeholder]:text-slate-500 [&_:is(input,textarea)::placeholder]:italic';

type FieldShellProps = { id: string; label: string; required?: boolean; hint?: string; error?: string };

/** "(required)" is shown beside the label, not read: the control itself says aria-required. */
function FieldLabel({ id, label, required }: Pick<FieldShellProps, 'id' | 'label' | 'required'>) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <Label htmlFor={id}>{label}</Label>
      {required ? (
        <span aria-hidden="true" className="text-slate-700">
          (required)
        </span>
      ) : null}
    </div>
  );
}

function fieldAria({ id, required, hint, error }: FieldShellProps) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
  } as const;
}

function Shell({ id, label, required, hint, error, children }: FieldShellProps & { children: ReactNode }) {
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className="text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type Choice = { value: string; label: string };

export function SelectField({
  id,
  label,
  required,
  hint,
  error,
  placeholder,
  choices,
  ...props
}: FieldShellProps & ComponentProps<'select'> & { placeholder?: string; choices: Choice[] }) {
  return (
    <Shell id={id} label={label} required={required} hint={hint} error={error}>
      <Select id={id} className="mt-1" {...fieldAria({ id, label, required, hint, error })} {...props}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Shell>
  );
}

export function TextareaField({
  id,
  label,
  required,
  hint,
  error,
  className,
  ...props
}: FieldShellProps & ComponentProps<'textarea'>) {
  return (
    <Shell id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={id}
        rows={4}
        className={clsx(
          'mt-1 block w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900',
          'aria-invalid:border-red-700',
          className,
        )}
        {...fieldAria({ id, label, required, hint, error })}
        {...props}
      />
    </Shell>
  );
}

export function InputField({
  id,
  label,
  required,
  hint,
  error,
  ...props
}: FieldShellProps & ComponentProps<'input'>) {
  return (
    <Shell id={id} label={label} required={required} hint={hint} error={error}>
      <Input
        id={id}
        type="text"
        className="mt-1"
        {...fieldAria({ id, label, required, hint, error })}
        {...props}
      />
    </Shell>
  );
}
