import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ExtraHelpSection, PharmacyKindsSection } from './extra-help-section';
import { HowWeRank } from './how-we-rank';

/** Plain-language help; the footer's Resources, Support and Legal links point at its sections. */
export function HelpPage() {
  const { t } = useTranslation(['help', 'common']);
  useDocumentTitle(t('title'));
  const { hash } = useLocation();
  // The page arrives after the router's own scroll to #hash (it loads on demand): go there now.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="max-w-3xl">
      <PageHeading subtitle={t('subtitle')}>{t('title')}</PageHeading>
      <section aria-labelledby="help-using" className="mb-8">
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
