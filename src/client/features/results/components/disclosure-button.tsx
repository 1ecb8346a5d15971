import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** A button that opens and closes the part it controls (aria-expanded); not on paper. */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  className,
  children,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      className={className}
      data-print-hide=""
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? (
        <ChevronUp aria-hidden="true" className="size-5" />
      ) : (
        <ChevronDown aria-hidden="true" className="size-5" />
      )}
      {children}
    </Button>
  );
}
