import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2 "History": search earlier submissions by name or date of birth. */
export function HistoryPage() {
  useDocumentTitle('Search History');
  return <PageHeading>Search History</PageHeading>;
}
