import { Download, Mail, Printer } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Section } from './blocks';

/**
 * "Download PDF" (the server's summary, ADR 0018), "Print" (this page's print stylesheet) and E-mail: a shared
 * page mails its own link (`mailto`); the owner's `emailButton` has the server send a new share link.
 */
export function SaveResults({
  mailto,
  emailButton,
  pdfHref,
}: {
  mailto?: string;
  emailButton?: ReactNode;
  pdfHref: string;
}) {
  const { t } = useTranslation('results');
  const hintId = useId();
  return (
    <Section headingId={`${hintId}-heading`} title={t('save.heading')} data-print-hide="" className="mt-10">
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={pdfHref} download aria-describedby={hintId}>
            <Download aria-hidden="true" className="size-5" />
            {t('save.downloadPdf')}
          </a>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
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
        {emailButton}
      </div>
      <p id={hintId} className="mt-2 text-slate-700">
        {t('save.pdfHint')}
      </p>
      <p className="mt-1 text-slate-700">
        {mailto ? t('save.emailHintShared') : emailButton ? t('save.emailHintSend') : t('save.emailHint')}
      </p>
    </Section>
  );
}
