import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { AdminLoginRequest } from '../../../../shared/auth-contracts';
import { SignInForm } from '../../../components/sign-in-form';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/loading-state';
import { useErrorMessage } from '../../../i18n/error-message';
import { ApiError } from '../../../lib/api-client';
import { signInAs, switchOwner, useCounselorSession } from '../../../lib/use-admin-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';

type Field = keyof AdminLoginRequest;
type LoginMessageKey = 'emailInvalid' | 'passwordRequired' | 'passwordTooLong';

const MESSAGE_KEYS: Readonly<Record<string, LoginMessageKey>> = {
  'Please enter a valid email address': 'emailInvalid',
  'Password is required': 'passwordRequired',
  'Password is too long': 'passwordTooLong',
};
const FALLBACK_KEYS: Record<Field, LoginMessageKey> = { email: 'emailInvalid', password: 'passwordRequired' };

/** /counselor/login (ADR 0020); a signed-in counselor goes to History. */
export function CounselorLoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('counselor.login.title'));
  const session = useCounselorSession();
  if (session.isPending) return <LoadingState label={t('counselor.login.checking')} />;
  if (session.data?.authenticated) return <Navigate to="/history" replace />;
  return (
    <div className="mx-auto w-full max-w-md">
      <Card>
        <h1 className="mb-2 text-3xl font-bold">{t('counselor.login.title')}</h1>
        <p className="mb-6 text-slate-800">{t('counselor.login.intro')}</p>
        <CounselorLoginForm />
      </Card>
    </div>
  );
}

function CounselorLoginForm() {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const loginFailed = t('counselor.login.failed');

  const login = useMutation({
    mutationFn: (credentials: AdminLoginRequest) => signInAs('counselor', credentials),
    onSuccess: async () => {
      await switchOwner(queryClient);
      navigate('/history', { replace: true });
    },
    onError: (error) => {
      setFormError(error instanceof ApiError ? errorText(error, loginFailed) : loginFailed);
      focusAfterRender(() => alertRef.current);
    },
  });

  return (
    <SignInForm
      id={id}
      labels={{
        email: t('counselor.login.email'),
        password: t('counselor.login.password'),
        submit: t('counselor.login.signIn'),
        pending: t('counselor.login.signingIn'),
      }}
      pending={login.isPending}
      error={formError}
      alertRef={alertRef}
      say={(field, message) => t(`counselor.login.${MESSAGE_KEYS[message] ?? FALLBACK_KEYS[field]}`)}
      onStart={() => setFormError(null)}
      onSubmit={(credentials) => login.mutate(credentials)}
    />
  );
}
