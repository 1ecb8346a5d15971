import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { asLanguage, LANGUAGE_NAMES } from '../../shared/i18n/languages';
import { loadLanguage } from './client-resources';

/** "Español" / "English", each named and marked in its own language; switches the whole page at once and remembers the choice. */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const other = asLanguage(i18n.language) === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-slate-400 px-3 font-semibold text-slate-900 hover:bg-slate-100"
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
