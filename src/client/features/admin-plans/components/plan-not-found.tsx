import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';

/** Spec §8's inline "Plan not found" screens. */
export function PlanNotFound({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <PageHeading>
        <span className="inline-flex items-center gap-3">
          <TriangleAlert aria-hidden="true" className="size-8 shrink-0 text-red-800" />
          {message}
        </span>
      </PageHeading>
      <Button asChild>
        <Link to="/admin/plans">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Return to Plans
        </Link>
      </Button>
    </div>
  );
}
