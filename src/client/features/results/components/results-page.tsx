import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2 "Results": the top 10 recommended plans for one submission. */
export function ResultsPage() {
  useDocumentTitle('Your Recommended Plans');
  return <PageHeading>Top 10</PageHeading>;
}
