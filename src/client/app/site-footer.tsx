import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEDICARE_HELP, PRODUCT_NAME } from '../../shared/constants';

const FOOTER_LINKS = [
  { to: '/help#resources', label: 'footer.resources' },
  { to: '/help#support', label: 'footer.support' },
  { to: '/help#legal', label: 'footer.legal' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto border-t border-slate-300 bg-slate-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-slate-800">
        <nav aria-label={t('footer.nav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-11 items-center font-semibold">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <strong>{PRODUCT_NAME}</strong>: {t('tagline')}
        </p>
        {/* The disclaimer a plan finder not run by Medicare must show (ADR 0011). */}
        <p className="max-w-4xl">
          <Trans
            t={t}
            i18nKey="footer.disclaimer"
            values={{ product: PRODUCT_NAME, phone: MEDICARE_HELP.phone, tty: MEDICARE_HELP.tty }}
            components={{
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside
              medicare: <a href={t('medicareUrl')} className="font-semibold" />,
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the phone number inside
              phone: <a href={`tel:${MEDICARE_HELP.tel}`} className="font-semibold" />,
            }}
          />
        </p>
        {/* Required by the CC BY 4.0 licences of the reference data (data/ATTRIBUTION.md). */}
        <p className="text-base">{t('footer.attribution')}</p>
      </div>
    </footer>
  );
}
