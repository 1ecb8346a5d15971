import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2 "Plan database table": inline editing with bulk operations (admin role only). */
export function AdminTablePage() {
  useDocumentTitle('Plan Database Table');
  return <PageHeading>Plan Database Table</PageHeading>;
}
