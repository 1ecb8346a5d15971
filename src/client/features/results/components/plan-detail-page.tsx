import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §2 "Plan detail" for a consumer: one plan and a way back to the results it came from. */
export function PlanDetailPage() {
  useDocumentTitle('Plan Details');
  const { userId = '' } = useParams();
  return (
    <>
      <Button asChild variant="outline" className="mb-6">
        <Link to={`/results/${encodeURIComponent(userId)}`}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to Results
        </Link>
      </Button>
      <PageHeading>Plan Details</PageHeading>
    </>
  );
}
