import { Trans, useTranslation } from 'react-i18next';
import { MEDICARE_HELP, PRODUCT_NAME, SHIP_HELP } from '../../../../shared/constants';
import { useFormatters } from '../../../i18n/use-formatters';
import { figureInYear, HELP_PLAN_YEARS } from '../lib/year-figures';

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
