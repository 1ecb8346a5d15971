import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

export function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back
        </Button>
      ) : null}
      {children}
    </div>
  );
}
