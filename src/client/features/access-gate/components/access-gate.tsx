import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Logo } from '../../../components/ui/logo';
import { LanguageSwitch } from '../../../i18n/language-switch';
import { clearAccessFlag, setAccessFlag, useAccessFlag } from '../../../lib/access-flag';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { accessQueryKey, fetchAccessState, requestAccess } from '../api/access';

/** A share link's pages (ADR 0011): /shared/{token} and the plans under it. */
const SHARE_LINK_PAGE = /^\/shared\/[^/]+(?:\/plan\/[^/]+)?\/?$/;

export const isShareLinkPage = (pathname: string): boolean => SHARE_LINK_PAGE.test(pathname);

/**
 * The app only while the tab's flag says "true", else the gate (spec §2). The flag grants nothing: the server is
 * asked whether the cookie still holds (a "no" brings the gate back, a "yes" in a new tab sets the flag).
 * Share-link pages open without the password: the link is the key to its one result.
 */
export function AccessGate({
  children,
  shareLinkPage = false,
}: {
  children: ReactNode;
  shareLinkPage?: boolean;
}) {
  const hasFlag = useAccessFlag();
  if (!hasFlag && shareLinkPage) return children;
  return (
    <>
      <AccessWatch flagged={hasFlag} />
      {hasFlag ? children : <GateScreen />}
    </>
  );
}

/** With the flag, a "no" clears it; without, a "yes" sets it (never cached then: the cookie may have expired since). */
function AccessWatch({ flagged }: { flagged: boolean }) {
  const { data } = useQuery({
    queryKey: flagged ? accessQueryKey : [...accessQueryKey, 'without-flag'],
    queryFn: ({ signal }) => fetchAccessState(signal),
    ...(flagged ? {} : { staleTime: 0, gcTime: 0, retry: false }),
  });
  useEffect(() => {
    if (flagged && data && !data.granted) clearAccessFlag();
    if (!flagged && data?.granted) setAccessFlag();
  }, [data, flagged]);
  return null;
}

const GATE_TOAST_ID = 'access-gate';

export function GateScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('gate.title'));
  const [password, setPassword] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();

  const access = useMutation({
    mutationFn: requestAccess,
    onSuccess: (state) => {
      if (!state.granted) {
        deny(t('gate.wrongPassword'));
        return;
      }
      // Anything cached before the cookie was (re)issued was fetched without it: start clean.
      queryClient.removeQueries();
      queryClient.setQueryData(accessQueryKey, state);
      // The same id: a success replaces an earlier "Access denied".
      toast.success(t('gate.granted'), {
        id: GATE_TOAST_ID,
        description: t('gate.welcome', { product: PRODUCT_NAME }),
      });
      setAccessFlag();
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 429)) {
        deny(error.status === 401 ? t('gate.wrongPassword') : t('gate.tooManyAttempts'));
        return;
      }
      // Server or network trouble: keep what they typed.
      toast.error(t('gate.unableToVerify'), { id: GATE_TOAST_ID, description: t('gate.checkFailed') });
    },
  });

  function deny(description: string) {
    toast.error(t('gate.denied'), { id: GATE_TOAST_ID, description });
    setPassword('');
    inputRef.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '' || access.isPending) return;
    // Spec §5: the password is compared case-insensitively, the input lowercased first.
    access.mutate(password.toLowerCase());
  }

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="flex justify-end px-4 pt-4">
        <LanguageSwitch />
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-10">
        <Card className="flex w-full max-w-md flex-col items-center gap-4 text-center">
          <Logo size="lg" />
          <h1 className="text-3xl font-bold">{t('gate.title')}</h1>
          <p className="text-slate-700">{t('gate.intro')}</p>
          <form className="flex w-full flex-col gap-4" onSubmit={handleSubmit}>
            <Label htmlFor="access-password" className="sr-only">
              {t('gate.passwordLabel')}
            </Label>
            <Input
              ref={inputRef}
              id="access-password"
              name="password"
              type="password"
              autoComplete="current-password"
              placeholder={t('gate.passwordPlaceholder')}
              className="text-center"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoFocus
            />
            <Button type="submit" disabled={password === '' || access.isPending}>
              {access.isPending ? t('gate.verifying') : t('gate.enter')}
            </Button>
          </form>
        </Card>
      </main>
      <footer className="px-4 py-6 text-center text-slate-700">{t('tagline')}</footer>
    </div>
  );
}
