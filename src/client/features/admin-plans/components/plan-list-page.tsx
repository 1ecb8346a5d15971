import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2 "Plan management": the plan catalogue list. */
export function PlanListPage() {
  useDocumentTitle('Plan Management');
  return <PageHeading subtitle="Medicare Plan Database">Plan Management</PageHeading>;
}
