import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FinderForm } from './finder-form';
import { TrustBlurbs } from './trust-blurbs';

/** Spec §2 "Home": step 1 of the finder, the profile form. */
export function HomePage() {
  useDocumentTitle('Find Plans');
  return (
    <div className="flex flex-col gap-8">
      <PageHeading subtitle="Tell us about yourself, your medications and your doctors. We compare the Medicare plans in your county and explain, in plain words, which ones fit you best. It's free, and there's no obligation.">
        Find the Medicare plan that fits you
      </PageHeading>
      <TrustBlurbs />
      <FinderForm />
    </div>
  );
}
