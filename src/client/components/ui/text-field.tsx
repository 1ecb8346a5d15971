import type { ComponentProps } from 'react';
import { describedBy, FieldError } from './field-message';
import { Input } from './input';
import { Label } from './label';

type TextFieldProps = ComponentProps<'input'> & { id: string; label: string; hint?: string; error?: string };

/** A labelled input with an optional hint and an error, both tied to it by aria-describedby. */
export function TextField({ id, label, hint, error, className, ...inputProps }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-slate-700">
          {hint}
        </p>
      ) : null}
      <Input
        id={id}
        className="mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        {...inputProps}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
