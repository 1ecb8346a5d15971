import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2 "Plan detail (admin)": one plan, read-only. */
export function AdminPlanDetailPage() {
  useDocumentTitle('Plan Details');
  return <PageHeading>Plan Details</PageHeading>;
}
