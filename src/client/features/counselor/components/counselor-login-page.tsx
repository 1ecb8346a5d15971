import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { type AdminLoginRequest, adminLoginSchema } from '../../../../shared/auth-contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/loading-state';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../i18n/error-message';
import { ApiError } from '../../../lib/api-client';
import { loginCounselor, switchOwner, useCounselorSession } from '../../../lib/counselor-session';
import { firstIssues } from '../../../lib/field-issues';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';

type Field = keyof AdminLoginRequest;
type LoginMessageKey = 'emailInvalid' | 'passwordRequired' | 'passwordTooLong';

/** The sign-in contract's English messages (auth-contracts.ts) and their catalogue keys. */
const MESSAGE_KEYS: Readonly<Record<string, LoginMessageKey>> = {
  'Please enter a valid email address': 'emailInvalid',
  'Password is required': 'passwordRequired',
  'Password is too long': 'passwordTooLong',
};
const FIELDS = ['email', 'password'] as const;
const FALLBACK_KEYS: Record<Field, LoginMessageKey> = { email: 'emailInvalid', password: 'passwordRequired' };

/**
 * /counselor/login (issue 20, ADR 0020): a counselor signs in to keep each client's searches apart.
 * Signed in already, they go to their clients (History).
 */
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
  const [values, setValues] = useState<AdminLoginRequest>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const loginFailed = t('counselor.login.failed');

  const login = useMutation({
    mutationFn: loginCounselor,
    onSuccess: async () => {
      await switchOwner(queryClient);
      navigate('/history', { replace: true });
    },
    onError: (error) => {
      setFormError(error instanceof ApiError ? errorText(error, loginFailed) : loginFailed);
      // The message is read out and the person can fix the fields right after it.
      focusAfterRender(() => alertRef.current);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = adminLoginSchema.safeParse(values);
    if (!parsed.success) {
      const errors = firstIssues(parsed.error.issues, FIELDS, (field, message) =>
        t(`counselor.login.${MESSAGE_KEYS[message] ?? FALLBACK_KEYS[field]}`),
      );
      setFieldErrors(errors);
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data);
  }

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
      <TextField
        ref={emailRef}
        id={`${id}-email`}
        label={t('counselor.login.email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        value={values.email}
        onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
        error={fieldErrors.email}
      />
      <TextField
        ref={passwordRef}
        id={`${id}-password`}
        label={t('counselor.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
        error={fieldErrors.password}
      />
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? t('counselor.login.signingIn') : t('counselor.login.signIn')}
      </Button>
    </form>
  );
}
