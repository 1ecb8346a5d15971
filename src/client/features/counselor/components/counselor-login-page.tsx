import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { type AdminLoginRequest, adminLoginSchema } from '../../../../shared/auth-contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadingState } from '../../../components/ui/loading-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { loginCounselor, switchOwner, useCounselorSession } from '../../../lib/counselor-session';
import { useDocumentTitle } from '../../../lib/use-document-title';

const LOGIN_FAILED = 'Sign in failed. Please check your email and password and try again.';

type Field = keyof AdminLoginRequest;

/**
 * /counselor/login (issue 20, ADR 0020): a counselor signs in to keep each client's searches apart.
 * Signed in already, they go to their clients (History).
 */
export function CounselorLoginPage() {
  useDocumentTitle('Counselor Sign In');
  const session = useCounselorSession();
  if (session.isPending) return <LoadingState label="Checking your sign-in…" />;
  if (session.data?.authenticated) return <Navigate to="/history" replace />;
  return (
    <div className="mx-auto w-full max-w-md">
      <Card>
        <h1 className="mb-2 text-3xl font-bold">Counselor Sign In</h1>
        <p className="mb-6 text-slate-800">
          For counselors who help clients choose a plan. Your clients' searches are kept apart from this
          computer's other searches and from other counselors.
        </p>
        <CounselorLoginForm />
      </Card>
    </div>
  );
}

function CounselorLoginForm() {
  const id = useId();
  const [values, setValues] = useState<AdminLoginRequest>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const login = useMutation({
    mutationFn: loginCounselor,
    onSuccess: async () => {
      await switchOwner(queryClient);
      navigate('/history', { replace: true });
    },
    onError: (error) => {
      setFormError(error instanceof ApiError ? errorMessage(error, LOGIN_FAILED) : LOGIN_FAILED);
      // The message is read out and the person can fix the fields right after it.
      requestAnimationFrame(() => alertRef.current?.focus());
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = adminLoginSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data);
  }

  const field = (name: Field, label: string, input: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {input}
      {fieldErrors[name] ? (
        <p id={`${id}-${name}-error`} className="font-medium text-red-800">
          {fieldErrors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {formError ? (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          {formError}
        </div>
      ) : null}
      {field(
        'email',
        'Email',
        <Input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={values.email}
          onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
        />,
      )}
      {field(
        'password',
        'Password',
        <Input
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
        />,
      )}
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
