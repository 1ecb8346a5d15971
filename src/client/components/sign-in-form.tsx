import { type FormEvent, type Ref, useRef, useState } from 'react';
import { type AdminLoginRequest, adminLoginSchema } from '../../shared/auth-contracts';
import { firstIssues } from '../lib/field-issues';
import { Button } from './ui/button';
import { TextField } from './ui/text-field';

type Field = keyof AdminLoginRequest;
export type SignInErrors = Partial<Record<Field, string>>;
const FIELDS = ['email', 'password'] as const;

/** The admin and counselor sign-in form, checked with the server's schema first; `say` words problems for the page. */
export function SignInForm({
  id,
  labels,
  pending,
  error,
  alertRef,
  serverErrors,
  say,
  onStart,
  onSubmit,
}: {
  id: string;
  labels: { email: string; password: string; submit: string; pending: string };
  pending: boolean;
  error: string | null;
  alertRef?: Ref<HTMLDivElement>;
  serverErrors?: SignInErrors;
  say?: (field: Field, message: string) => string;
  onStart: () => void;
  onSubmit: (credentials: AdminLoginRequest) => void;
}) {
  const [values, setValues] = useState<AdminLoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const shown = { ...serverErrors, ...errors };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onStart();
    const parsed = adminLoginSchema.safeParse(values);
    if (!parsed.success) {
      const found = firstIssues(parsed.error.issues, FIELDS, say);
      setErrors(found);
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    label: labels[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    error: shown[name],
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {error ? (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          {error}
        </div>
      ) : null}
      <TextField ref={emailRef} type="email" autoComplete="username" inputMode="email" {...field('email')} />
      <TextField ref={passwordRef} type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" disabled={pending}>
        {pending ? labels.pending : labels.submit}
      </Button>
    </form>
  );
}
