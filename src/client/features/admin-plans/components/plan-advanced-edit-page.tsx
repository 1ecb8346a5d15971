import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2 "Advanced Edit": every plan field in six tabs. */
export function PlanAdvancedEditPage() {
  useDocumentTitle('Comprehensive Plan Editor');
  return <PageHeading>Comprehensive Plan Editor</PageHeading>;
}
