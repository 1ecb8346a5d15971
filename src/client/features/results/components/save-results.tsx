import { Mail, Printer } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * Print, or save as PDF through the browser's own "Save as PDF" printer: one button, labelled for
 * what it does (there is no PDF of our own yet). E-mail needs a link that opens the results for
 * someone else: on a shared page it is the page's own link (`mailto`); the owner makes one under
 * "Share these results" (ADR 0011). The print stylesheet lays the plans out one per section.
 */
export function SaveResults({ mailto }: { mailto?: string }) {
  const { t } = useTranslation('results');
  const hintId = useId();
  return (
    <section aria-labelledby={`${hintId}-heading`} data-print-hide="" className="mt-10">
      <h2 id={`${hintId}-heading`} className="mb-3 text-2xl font-bold">
        {t('save.heading')}
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => window.print()} aria-describedby={hintId}>
          <Printer aria-hidden="true" className="size-5" />
          {t('save.print')}
        </Button>
        {mailto ? (
          <Button asChild variant="outline">
            <a href={mailto}>
              <Mail aria-hidden="true" className="size-5" />
              {t('save.email')}
            </a>
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="mt-2 text-slate-700">
        {t('save.pdfHint')}
      </p>
      <p className="mt-1 text-slate-700">{mailto ? t('save.emailHintShared') : t('save.emailHint')}</p>
    </section>
  );
}
