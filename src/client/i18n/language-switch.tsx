import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { asLanguage, LANGUAGE_NAMES } from '../../shared/i18n/languages';
import { loadLanguage } from './client-resources';

/**
 * "Español" while the page is in English, "English" while it is in Spanish: each named in its own
 * language (and marked so, for screen readers), as on Medicare.gov. Pressing it switches the whole
 * page at once (once the other language's texts are fetched, the first time) and remembers the
 * choice; focus stays on the button.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const other = asLanguage(i18n.language) === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      className={
        className ??
        'inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-slate-400 px-3 font-semibold text-slate-900 hover:bg-slate-100'
      }
      onClick={() => {
        loadLanguage(other).then(
          () => i18n.changeLanguage(other),
          () => undefined, // not fetched (offline): the page stays as it is; pressing again retries
        );
      }}
    >
      <Languages aria-hidden="true" className="size-6" />
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
