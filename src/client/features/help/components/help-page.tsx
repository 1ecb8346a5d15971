import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import howWeRankEs from '../../../../../docs/how-we-rank.es.md?raw';
import howWeRank from '../../../../../docs/how-we-rank.md?raw';
import { MEDICARE_HELP, PRODUCT_NAME, SHIP_HELP } from '../../../../shared/constants';
import { asLanguage, type Language } from '../../../../shared/i18n/languages';
import { PageHeading } from '../../../components/ui/page-heading';
import { useFormatters } from '../../../i18n/use-formatters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { parsePlainMarkdown } from '../lib/plain-markdown';
import { figureInYear, fillYearFigures, HELP_PLAN_YEARS } from '../lib/year-figures';

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

/** ssa.gov/agency/contact. */
const SOCIAL_SECURITY = { phone: '1-800-772-1213', tel: '+18007721213', tty: '1-800-325-0778' } as const;

/** /help#extra-help: what it is, who gets it, how to find out; each plan year's copays (year-figures.ts). */
export function ExtraHelpSection() {
  const { t } = useTranslation('help');
  const format = useFormatters();
  const copaysByYear = HELP_PLAN_YEARS.map((year) => {
    const generic = figureInYear('extraHelpGeneric', year, format);
    const amounts = {
      year,
      from: generic.from,
      generic: generic.amount,
      brand: figureInYear('extraHelpBrand', year, format).amount,
      dualGeneric: figureInYear('extraHelpDualGeneric', year, format).amount,
      dualBrand: figureInYear('extraHelpDualBrand', year, format).amount,
      institutional: figureInYear('extraHelpInstitutional', year, format).amount,
    };
    return { year, text: t(generic.carried ? 'extraHelp.copaysCarried' : 'extraHelp.copays', amounts) };
  });
  return (
    <section id="extra-help" aria-labelledby="extra-help-heading" className="mb-8 scroll-mt-4">
      <h2 id="extra-help-heading" className="mb-2 text-2xl font-bold">
        {t('extraHelp.heading')}
      </h2>
      <p className="mb-3">{t('extraHelp.intro')}</p>
      <h3 className="mt-4 mb-1 text-xl font-bold">{t('extraHelp.whoHeading')}</h3>
      <ul className="mb-3 list-disc pl-6">
        <li>{t('extraHelp.whoLimited')}</li>
        <li>{t('extraHelp.whoAutomatic')}</li>
      </ul>
      <h3 className="mt-4 mb-1 text-xl font-bold">{t('extraHelp.findOutHeading')}</h3>
      <ul className="mb-3 list-disc pl-6">
        <li>{t('extraHelp.letter')}</li>
        <li>
          {t('extraHelp.letterCopays')}
          <ul className="list-disc pl-6">
            {copaysByYear.map(({ year, text }) => (
              <li key={year}>{text}</li>
            ))}
          </ul>
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="extraHelp.noLetter"
            values={{
              ssaPhone: SOCIAL_SECURITY.phone,
              ssaTty: SOCIAL_SECURITY.tty,
              medicarePhone: MEDICARE_HELP.phone,
              medicareTty: MEDICARE_HELP.tty,
            }}
            components={{
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the phone number inside
              ssa: <a href={`tel:${SOCIAL_SECURITY.tel}`} />,
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the phone number inside
              medicare: <a href={`tel:${MEDICARE_HELP.tel}`} />,
            }}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="extraHelp.ship"
            values={{ shipName: SHIP_HELP.name, shipPhone: SHIP_HELP.phone }}
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the phone number inside
            components={{ ship: <a href={`tel:${SHIP_HELP.tel}`} /> }}
          />
        </li>
      </ul>
      <h3 className="mt-4 mb-1 text-xl font-bold">{t('extraHelp.usesHeading', { product: PRODUCT_NAME })}</h3>
      <p className="mb-3">{t('extraHelp.usesCopays')}</p>
      <p className="mb-3">{t('extraHelp.usesPremium')}</p>
    </section>
  );
}

/** /help#pharmacies. */
export function PharmacyKindsSection() {
  const { t } = useTranslation('help');
  return (
    <section id="pharmacies" aria-labelledby="pharmacies-heading" className="mb-8 scroll-mt-4">
      <h2 id="pharmacies-heading" className="mb-2 text-2xl font-bold">
        {t('pharmacies.heading')}
      </h2>
      <p className="mb-3">{t('pharmacies.intro')}</p>
      <dl className="mb-3">
        <dt className="font-bold">{t('pharmacies.preferredTerm')}</dt>
        <dd className="mb-2 ml-6">{t('pharmacies.preferred')}</dd>
        <dt className="font-bold">{t('pharmacies.standardTerm')}</dt>
        <dd className="mb-2 ml-6">{t('pharmacies.standard')}</dd>
        <dt className="font-bold">{t('pharmacies.mailTerm')}</dt>
        <dd className="mb-2 ml-6">{t('pharmacies.mail')}</dd>
      </dl>
      <p>{t('pharmacies.fallback')}</p>
    </section>
  );
}

/** Translated as a whole (how-we-rank-translation.test.ts keeps the two the same shape). */
const DOCUMENTS: Readonly<Record<Language, ReturnType<typeof parsePlainMarkdown>>> = {
  en: parsePlainMarkdown(howWeRank),
  es: parsePlainMarkdown(howWeRankEs),
};

export function howWeRankHeading(language: string): string {
  const heading = DOCUMENTS[asLanguage(language)].find((block) => block.kind === 'h2');
  return heading && 'text' in heading ? heading.text : '';
}

/** docs/how-we-rank.md (and .es.md) as written, at /help#how-we-rank. */
export function HowWeRank() {
  const { i18n } = useTranslation();
  const { t } = useTranslation('help');
  const format = useFormatters();
  const fill = (text: string) => fillYearFigures(text, t, format);
  const blocks = DOCUMENTS[asLanguage(i18n.language)];
  return (
    <section id="how-we-rank" aria-labelledby="how-we-rank-heading" className="mb-8 scroll-mt-4">
      {blocks.map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === 'h2')
          return (
            <h2 key={key} id="how-we-rank-heading" className="mb-2 text-2xl font-bold">
              {block.text}
            </h2>
          );
        if (block.kind === 'h3')
          return (
            <h3 key={key} className="mt-4 mb-1 text-xl font-bold">
              {block.text}
            </h3>
          );
        if (block.kind === 'ul')
          return (
            <ul key={key} className="mb-3 list-disc pl-6">
              {block.items.map((item) => (
                <li key={item}>{fill(item)}</li>
              ))}
            </ul>
          );
        return (
          <p key={key} className="mb-3">
            {fill(block.text)}
          </p>
        );
      })}
    </section>
  );
}
