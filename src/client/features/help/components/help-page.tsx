import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ExtraHelpSection, PharmacyKindsSection } from './extra-help-section';
import { HowWeRank } from './how-we-rank';

/** Plain-language help; the footer's Resources, Support and Legal links point at its sections. */
export function HelpPage() {
  useDocumentTitle('Help Center');
  const { hash } = useLocation();
  // The page arrives after the router's own scroll to #hash (it loads on demand): go there now.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="max-w-3xl">
      <PageHeading subtitle="Answers in plain words, and where to get official help.">
        Help Center
      </PageHeading>
      <section aria-labelledby="help-using" className="mb-8">
        <h2 id="help-using" className="mb-2 text-2xl font-bold">
          How to use {PRODUCT_NAME}
        </h2>
        <p className="mb-3">
          Start on Find Plans. Enter your name, date of birth, ZIP code and county, then list the medications
          you take and the doctors you see. If you don't take any medications or don't have a regular doctor,
          tick the box that says so.
        </p>
        <p>
          When you submit, {PRODUCT_NAME} compares every plan you can join where you live and puts them in
          order, with the reasons for each; you can sort and filter them all. You can come back to an earlier
          search from History.
        </p>
      </section>
      <HowWeRank />
      <ExtraHelpSection />
      <PharmacyKindsSection />
      <section id="resources" aria-labelledby="help-resources" className="mb-8 scroll-mt-4">
        <h2 id="help-resources" className="mb-2 text-2xl font-bold">
          Resources
        </h2>
        <p>
          For official Medicare information, visit{' '}
          <a href="https://www.medicare.gov" rel="noreferrer" target="_blank">
            Medicare.gov (opens in a new tab)
          </a>
          . The official Medicare &amp; You handbook explains Parts A, B, C and D.
        </p>
      </section>
      <section id="support" aria-labelledby="help-support" className="mb-8 scroll-mt-4">
        <h2 id="help-support" className="mb-2 text-2xl font-bold">
          Support
        </h2>
        <p>
          For official help, call 1-800-MEDICARE (<a href="tel:+18006334227">1-800-633-4227</a>), 24 hours a
          day, 7 days a week. TTY users can call 1-877-486-2048.
        </p>
      </section>
      <section id="legal" aria-labelledby="help-legal" className="scroll-mt-4">
        <h2 id="help-legal" className="mb-2 text-2xl font-bold">
          Legal
        </h2>
        <p>
          {PRODUCT_NAME} helps you compare plans; it doesn't enroll you in a plan. To enroll, contact the
          plan, call 1-800-MEDICARE or use Medicare.gov. Plan details can change: confirm costs and coverage
          with the plan before you decide.
        </p>
      </section>
    </article>
  );
}
