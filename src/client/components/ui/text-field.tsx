import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldError } from './field-message';
import { Input } from './input';
import { Label } from './label';

export type FieldProps = { id: string; label: string; hint?: string; error?: string; className?: string };

type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export function Field({
  id,
  label,
  hint,
  error,
  className,
  control,
}: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-slate-700">
          {hint}
        </p>
      ) : null}
      {control({
        id,
        className: 'mt-1',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, error && `${id}-error`),
      })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A control (Input, Select) inside Field: the field's props go to Field, the rest to the control after Field's. */
export function fieldOf<P extends object>(Control: (props: P & ControlProps) => ReactNode) {
  return ({ id, label, hint, error, className, ...own }: P & FieldProps) => (
    <Field
      {...{ id, label, hint, error, className }}
      control={(props) => <Control {...props} {...(own as P)} />}
    />
  );
}

export const TextField = fieldOf<ComponentProps<'input'>>(Input);
