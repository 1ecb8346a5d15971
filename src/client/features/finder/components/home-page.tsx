import { Database, Headset, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SHIP_HELP } from '../../../../shared/constants';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FinderForm } from './finder-form';

export function HomePage() {
  const { t } = useTranslation('finder');
  useDocumentTitle(t('title'));
  return (
    <div className="flex flex-col gap-8">
      <PageHeading subtitle={t('intro')}>{t('heading')}</PageHeading>
      <TrustBlurbs />
      <FinderForm />
    </div>
  );
}

/** Only what is true (ADR 0011): not HIPAA-certified, not endorsed by Medicare, sample catalogue. */
export function TrustBlurbs() {
  const { t } = useTranslation('finder');
  const BLURBS: { icon: typeof ShieldCheck; title: string; text: ReactNode }[] = [
    { icon: ShieldCheck, title: t('trust.privateTitle'), text: t('trust.privateText') },
    { icon: Database, title: t('trust.sampleTitle'), text: t('trust.sampleText') },
    {
      icon: Headset,
      title: t('trust.helpTitle'),
      text: (
        <Trans
          t={t}
          i18nKey="trust.helpText"
          values={{ phone: SHIP_HELP.phone }}
          components={{
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the phone number inside
            phone: <a href={`tel:${SHIP_HELP.tel}`} className="font-semibold whitespace-nowrap" />,
          }}
        />
      ),
    },
  ];
  return (
    <ul aria-label={t('trust.label')} className="grid gap-4 md:grid-cols-3">
      {BLURBS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4">
          <Icon aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
          <p>
            <strong className="block text-slate-900">{title}</strong>
            <span className="text-slate-800">{text}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
