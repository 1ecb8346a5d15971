import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { AdminLoginRequest } from '../../../../shared/auth-contracts';
import { type SignInErrors, SignInForm } from '../../../components/sign-in-form';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/loading-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAppInfo } from '../../../lib/app-info';
import { firstIssues } from '../../../lib/field-issues';
import { toast } from '../../../lib/toast';
import { adminSessionQueryKey, signInAs, useAdminSession } from '../../../lib/use-admin-session';
import { useDocumentTitle } from '../../../lib/use-document-title';

const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';

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

const SIGN_IN_TOAST_ID = 'admin-sign-in';

function LoginForm() {
  const [serverErrors, setServerErrors] = useState<SignInErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const login = useMutation({
    mutationFn: (credentials: AdminLoginRequest) => signInAs('admin', credentials),
    onSuccess: async () => {
      toast.dismiss(SIGN_IN_TOAST_ID);
      await queryClient.invalidateQueries({ queryKey: adminSessionQueryKey });
      navigate('/admin', { replace: true });
    },
    onError: (error) => {
      const message = errorMessage(error, LOGIN_FAILED);
      if (error instanceof ApiError && error.body?.issues)
        setServerErrors(firstIssues(error.body.issues, ['email', 'password']));
      setFormError(message);
      toast.error('Sign in failed', { id: SIGN_IN_TOAST_ID, description: message });
    },
  });

  return (
    <SignInForm
      id="admin"
      labels={{ email: 'Email', password: 'Password', submit: 'Sign In', pending: 'Signing in...' }}
      pending={login.isPending}
      error={formError}
      serverErrors={serverErrors}
      onStart={() => {
        setFormError(null);
        setServerErrors({});
        toast.dismiss(SIGN_IN_TOAST_ID);
      }}
      onSubmit={(credentials) => login.mutate(credentials)}
    />
  );
}

/** Only when the server is in demo mode and says so (design.md §7). */
function DemoCredentials() {
  const { data } = useAppInfo();
  if (!data?.demoAdmin) return null;
  return (
    <p className="mt-6 rounded-md bg-blue-50 p-3 text-slate-800">
      Demo admin sign-in: {data.demoAdmin.email} / {data.demoAdmin.password}
    </p>
  );
}
