import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2 "Observability": how plans are scored and ranked. */
export function ObservabilityPage() {
  useDocumentTitle('Observability Dashboard');
  return <PageHeading subtitle="Medicare Plan Scoring Analysis">Observability Dashboard</PageHeading>;
}
