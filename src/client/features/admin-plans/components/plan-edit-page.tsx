import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2 "Edit Plan". */
export function PlanEditPage() {
  useDocumentTitle('Edit Plan');
  return <PageHeading>Edit Plan</PageHeading>;
}
