import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2: bulk import of plans from CSV or Excel. */
export function ImportPlansPage() {
  useDocumentTitle('Import Plans');
  return <PageHeading>Import Plans</PageHeading>;
}
