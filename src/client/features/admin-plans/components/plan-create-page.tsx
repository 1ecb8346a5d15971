import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2 "Create Plan". */
export function PlanCreatePage() {
  useDocumentTitle('Create Plan');
  return <PageHeading>Create Plan</PageHeading>;
}
