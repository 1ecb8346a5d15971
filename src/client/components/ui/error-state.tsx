import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export function ErrorState({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-4"
    >
      <p className="flex items-center gap-2 font-semibold text-red-900">
        <TriangleAlert aria-hidden="true" className="size-6 shrink-0" />
        {message}
      </p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {retryLabel ?? t('actions.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
