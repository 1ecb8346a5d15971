import { Link } from 'react-router';
import { MEDICARE_HELP, PRODUCT_NAME, PRODUCT_TAGLINE } from '../../shared/constants';

const FOOTER_LINKS = [
  { to: '/help#resources', label: 'Resources' },
  { to: '/help#support', label: 'Support' },
  { to: '/help#legal', label: 'Legal' },
];

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-slate-300 bg-slate-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-slate-800">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-11 items-center font-semibold">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <strong>{PRODUCT_NAME}</strong>: {PRODUCT_TAGLINE}
        </p>
        {/* The disclaimer a plan finder not run by Medicare must show (ADR 0011). */}
        <p className="max-w-4xl">
          {PRODUCT_NAME} is not connected with or endorsed by the U.S. government or the federal Medicare
          program. For information on all your options, visit{' '}
          <a href="https://www.medicare.gov" className="font-semibold">
            Medicare.gov
          </a>
          , call{' '}
          <a href={`tel:${MEDICARE_HELP.tel}`} className="font-semibold">
            {MEDICARE_HELP.phone}
          </a>{' '}
          (TTY {MEDICARE_HELP.tty}), or contact your State Health Insurance Assistance Program.
        </p>
        {/* Required by the CC BY 4.0 licences of the reference data (data/ATTRIBUTION.md). */}
        <p className="text-base">
          ZIP, county and location data: U.S. HUD, U.S. Census Bureau, GeoNames (CC BY 4.0), SimpleMaps (CC BY
          4.0).
        </p>
      </div>
    </footer>
  );
}
