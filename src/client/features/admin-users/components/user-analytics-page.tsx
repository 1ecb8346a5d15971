import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2: user analytics. */
export function UserAnalyticsPage() {
  useDocumentTitle('User Analytics');
  return <PageHeading>User Analytics</PageHeading>;
}
