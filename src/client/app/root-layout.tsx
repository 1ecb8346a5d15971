import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { I18nextProvider, Trans, useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { MEDICARE_HELP, PRODUCT_NAME } from '../../shared/constants';
import { LoadingState } from '../components/ui/loading-state';
import { Logo } from '../components/ui/logo';
import { CounselorBadge } from '../features/counselor/components/counselor-badge';
import { createPageI18n, setDocumentLanguage } from '../i18n/client-i18n';
import { LanguageSwitch } from '../i18n/language-switch';
import { toast } from '../lib/toast';
import { ScrollRestoration } from './scroll-restoration';

/** Every page, in the consumer's language except the admin pages, which stay English (ADR 0019). */
export function RootLayout() {
  return (
    <LanguageScope>
      <PageFrame />
    </LanguageScope>
  );
}

/** The admin back office stays English (ADR 0019). */
function useIsEnglishOnlyPage(): boolean {
  const { pathname } = useLocation();
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** English (and `<html lang="en">`) on English-only pages; the consumer's language comes back on leaving. */
function LanguageScope({ children }: { children: ReactNode }) {
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

const NAV_ITEMS = [
  { to: '/', label: 'header.findPlans', end: true },
  { to: '/history', label: 'header.history', end: false },
  { to: '/help', label: 'header.help', end: false },
  { to: '/admin', label: 'header.admin', end: false },
] as const;

/** Spec §2: navigation folds behind Menu on small screens; the language switch always shows (not on English-only admin pages). */
function SiteHeader() {
  const { t } = useTranslation();
  const englishOnly = useIsEnglishOnlyPage();
  const [menuOpen, setMenuOpen] = useState(false);
  const MenuIcon = menuOpen ? X : Menu;
  return (
    <header className="border-b border-slate-300 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link to="/" className="inline-flex min-h-11 items-center rounded-md no-underline">
          <Logo />
        </Link>
        <div className="flex items-center gap-2 md:order-last">
          {englishOnly ? null : <LanguageSwitch />}
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center gap-2 rounded-md border-2 border-slate-400 px-3 font-semibold text-slate-900 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon aria-hidden="true" className="size-6" />
            {t('header.menu')}
          </button>
        </div>
        <nav
          id="site-nav"
          aria-label={t('header.mainNav')}
          className={clsx('w-full md:ml-auto md:block md:w-auto', menuOpen ? 'block' : 'hidden')}
        >
          <ul className="flex flex-col gap-1 py-2 md:flex-row md:gap-2 md:py-0">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    clsx(
                      'flex min-h-11 items-center rounded-md px-3 font-semibold no-underline',
                      isActive
                        ? 'bg-blue-50 text-primary-strong underline'
                        : 'text-slate-800 hover:bg-slate-100',
                    )
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <CounselorBadge />
    </header>
  );
}

const FOOTER_LINKS = [
  { to: '/help#resources', label: 'footer.resources' },
  { to: '/help#support', label: 'footer.support' },
  { to: '/help#legal', label: 'footer.legal' },
] as const;

function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto border-t border-slate-300 bg-slate-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-slate-800">
        <nav aria-label={t('footer.nav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-11 items-center font-semibold">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <strong>{PRODUCT_NAME}</strong>: {t('tagline')}
        </p>
        {/* The disclaimer a plan finder not run by Medicare must show (ADR 0011). */}
        <p className="max-w-4xl">
          <Trans
            t={t}
            i18nKey="footer.disclaimer"
            values={{ product: PRODUCT_NAME, phone: MEDICARE_HELP.phone, tty: MEDICARE_HELP.tty }}
            components={{
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside
              medicare: <a href={t('medicareUrl')} className="font-semibold" />,
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the phone number inside
              phone: <a href={`tel:${MEDICARE_HELP.tel}`} className="font-semibold" />,
            }}
          />
        </p>
        {/* Required by the CC BY 4.0 licences of the reference data (data/ATTRIBUTION.md). */}
        <p className="text-base">{t('footer.attribution')}</p>
      </div>
    </footer>
  );
}
