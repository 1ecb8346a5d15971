import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../components/ui/logo';
import { CounselorBadge } from '../features/counselor/components/counselor-badge';
import { useIsEnglishOnlyPage } from '../i18n/english-only';
import { LanguageSwitch } from '../i18n/language-switch';

const NAV_ITEMS = [
  { to: '/', label: 'header.findPlans', end: true },
  { to: '/history', label: 'header.history', end: false },
  { to: '/help', label: 'header.help', end: false },
  { to: '/admin', label: 'header.admin', end: false },
] as const;

/** Spec §2: navigation folds behind Menu on small screens; the language switch always shows (not on English-only admin pages). */
export function SiteHeader() {
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
