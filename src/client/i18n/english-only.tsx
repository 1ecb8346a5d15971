import { type ReactNode, useLayoutEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { createPageI18n, setDocumentLanguage } from './client-i18n';

/** The admin back office stays English (ADR 0019). */
export function useIsEnglishOnlyPage(): boolean {
  const { pathname } = useLocation();
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** English (and `<html lang="en">`) on English-only pages; the consumer's language comes back on leaving. */
export function LanguageScope({ children }: { children: ReactNode }) {
  const englishOnly = useIsEnglishOnlyPage();
  const { i18n } = useTranslation();
  const [english] = useState(() => createPageI18n('en'));
  // A layout effect: `<html lang>` changes in the same commit as the words.
  useLayoutEffect(() => {
    if (!englishOnly) return;
    setDocumentLanguage('en');
    return () => setDocumentLanguage(i18n.language);
  }, [englishOnly, i18n]);
  return <I18nextProvider i18n={englishOnly ? english : i18n}>{children}</I18nextProvider>;
}
