import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { type AdminLoginRequest, adminLoginSchema } from '../../../../shared/auth-contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/loading-state';
import { TextField } from '../../../components/ui/text-field';
import { adminSessionQueryKey, loginAdmin } from '../../../lib/admin-session';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { firstIssues } from '../../../lib/field-issues';
import { toast } from '../../../lib/toast';
import { useAdminSession } from '../../../lib/use-admin-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAppInfo } from '../api/app-info';

const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';

type Field = keyof AdminLoginRequest;
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS = ['email', 'password'] as const;

/** /admin/login (spec §2): redirects to /admin when a session already exists. */
export function AdminLoginPage() {
  useDocumentTitle('Admin Sign In');
  const session = useAdminSession();
  if (session.isPending) return <LoadingState label="Checking your sign-in…" />;
  if (session.data?.authenticated) return <Navigate to="/admin" replace />;
  return (
    <div className="mx-auto w-full max-w-md">
      <Card>
        <h1 className="mb-6 text-3xl font-bold">Admin Sign In</h1>
        <LoginForm />
        <DemoCredentials />
      </Card>
    </div>
  );
}

/** One toast for the sign-in's outcome: a new try or a success takes the old failure away. */
const SIGN_IN_TOAST_ID = 'admin-sign-in';

function LoginForm() {
  const [values, setValues] = useState<AdminLoginRequest>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const login = useMutation({
    mutationFn: loginAdmin,
    // Spec §4: login success refreshes the session, then goes to /admin.
    onSuccess: async () => {
      // A failure toast from an earlier try has had its moment.
      toast.dismiss(SIGN_IN_TOAST_ID);
      await queryClient.invalidateQueries({ queryKey: adminSessionQueryKey });
      navigate('/admin', { replace: true });
    },
    onError: (error) => {
      const message = errorMessage(error, LOGIN_FAILED);
      if (error instanceof ApiError && error.body?.issues)
        setFieldErrors(firstIssues(error.body.issues, FIELDS));
      setFormError(message);
      toast.error('Sign in failed', { id: SIGN_IN_TOAST_ID, description: message });
    },
  });

  function focusField(field: Field) {
    (field === 'email' ? emailRef : passwordRef).current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    toast.dismiss(SIGN_IN_TOAST_ID);
    // The same schema validates the request on the server (conventions habit 2).
    const parsed = adminLoginSchema.safeParse(values);
    if (!parsed.success) {
      const errors = firstIssues(parsed.error.issues, FIELDS);
      setFieldErrors(errors);
      focusField(errors.email ? 'email' : 'password');
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data);
  }

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {formError ? (
        <div
          role="alert"
          className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          {formError}
        </div>
      ) : null}
      <TextField
        ref={emailRef}
        id="admin-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={fieldErrors.email}
      />
      <TextField
        ref={passwordRef}
        id="admin-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={fieldErrors.password}
      />
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

/** Shown only when the server is in demo mode and says so (design.md §7). */
function DemoCredentials() {
  const { data } = useAppInfo();
  if (!data?.demoAdmin) return null;
  return (
    <p className="mt-6 rounded-md bg-blue-50 p-3 text-slate-800">
      Demo admin sign-in: {data.demoAdmin.email} / {data.demoAdmin.password}
    </p>
  );
}
