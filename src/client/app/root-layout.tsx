import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '../components/ui/loading-state';
import { LanguageScope } from '../i18n/english-only';
import { toast } from '../lib/toast';
import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every page, in the consumer's language except the admin pages, which stay English (ADR 0019). */
export function RootLayout() {
  return (
    <LanguageScope>
      <PageFrame />
    </LanguageScope>
  );
}

function PageFrame() {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  const shownBeforeAction = useToastsShownBeforeEachAction();

  // After client-side navigation, focus the new page's content (preventScroll leaves scrolling to ScrollRestoration).
  // The previous page's toasts end with it; a toast the navigating action made stays for the next page.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    for (const id of shownBeforeAction.current) toast.dismiss(id);
    shownBeforeAction.current = [];
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, shownBeforeAction]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-3 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:text-white"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" ref={mainRef} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Suspense fallback={<LoadingState label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}

/** The toasts on screen at the person's last press or click: those of the page they leave. */
function useToastsShownBeforeEachAction() {
  const shown = useRef<(string | number)[]>([]);
  useEffect(() => {
    const mark = () => {
      shown.current = toast.getToasts().map((item) => item.id);
    };
    document.addEventListener('pointerdown', mark, true);
    document.addEventListener('keydown', mark, true);
    return () => {
      document.removeEventListener('pointerdown', mark, true);
      document.removeEventListener('keydown', mark, true);
    };
  }, []);
  return shown;
}
