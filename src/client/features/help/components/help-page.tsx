import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ExtraHelpSection, PharmacyKindsSection } from './extra-help-section';
import { HowWeRank, howWeRankHeading } from './how-we-rank';

/** The footer's Resources, Support and Legal links point at its sections. */
export function HelpPage() {
  const { t, i18n } = useTranslation(['help', 'common']);
  useDocumentTitle(t('title'));
  const { hash } = useLocation();
  // The page loads after the router's scroll to #hash: go there now.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="max-w-3xl">
      <PageHeading subtitle={t('subtitle')}>{t('title')}</PageHeading>
      <nav aria-labelledby="help-contents" className="mb-8 rounded-lg border-2 border-slate-300 p-4">
        <h2 id="help-contents" className="mb-2 text-xl font-bold">
          {t('contents')}
        </h2>
        <ul className="list-disc pl-6">
          {[
            ['using', t('using.heading', { product: PRODUCT_NAME })],
            ['how-we-rank', howWeRankHeading(i18n.language)],
            ['extra-help', t('extraHelp.heading')],
            ['pharmacies', t('pharmacies.heading')],
            ['resources', t('resources.heading')],
            ['support', t('support.heading')],
            ['legal', t('legal.heading')],
          ].map(([id, heading]) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-flex min-h-11 items-center">
                {heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section id="using" aria-labelledby="help-using" className="mb-8 scroll-mt-4">
        <h2 id="help-using" className="mb-2 text-2xl font-bold">
          {t('using.heading', { product: PRODUCT_NAME })}
        </h2>
        <p className="mb-3">{t('using.start')}</p>
        <p>{t('using.submit', { product: PRODUCT_NAME })}</p>
      </section>
      <HowWeRank />
      <ExtraHelpSection />
      <PharmacyKindsSection />
      <section id="resources" aria-labelledby="help-resources" className="mb-8 scroll-mt-4">
        <h2 id="help-resources" className="mb-2 text-2xl font-bold">
          {t('resources.heading')}
        </h2>
        <p>
          <Trans
            t={t}
            i18nKey="resources.body"
            components={{
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside
              medicare: <a href={t('common:medicareUrl')} rel="noreferrer" target="_blank" />,
            }}
          />
        </p>
      </section>
      <section id="support" aria-labelledby="help-support" className="mb-8 scroll-mt-4">
        <h2 id="help-support" className="mb-2 text-2xl font-bold">
          {t('support.heading')}
        </h2>
        <p>
          <Trans
            t={t}
            i18nKey="support.body"
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the phone number inside
            components={{ phone: <a href="tel:+18006334227" /> }}
          />
        </p>
      </section>
      <section id="legal" aria-labelledby="help-legal" className="scroll-mt-4">
        <h2 id="help-legal" className="mb-2 text-2xl font-bold">
          {t('legal.heading')}
        </h2>
        <p>{t('legal.body', { product: PRODUCT_NAME })}</p>
      </section>
    </article>
  );
}
