import { Trophy } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** "Best" or "Highest": a word and an icon, not a colour alone. */
export function MarkBadge({ children }: { children: string }) {
  return (
    <Badge className="ml-2 gap-1 border border-green-800 bg-green-50 text-green-900">
      <Trophy aria-hidden="true" className="size-4" />
      {children}
    </Badge>
  );
}
