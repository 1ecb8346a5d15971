import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2 "Home": the three-step profile form starts here. */
export function HomePage() {
  useDocumentTitle('Find Plans');
  return (
    <PageHeading subtitle="Step 1 of 3: Personal Information">
      Find the Medicare plan that fits you
    </PageHeading>
  );
}
