import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export function BackToPlans({ label = 'Back to Plans', className = 'mb-4 -ml-2' }) {
  return (
    <Button asChild variant="ghost" className={className}>
      <Link to="/admin/plans">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {label}
      </Link>
    </Button>
  );
}
