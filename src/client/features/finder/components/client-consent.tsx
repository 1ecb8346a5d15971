import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldError } from '../../../components/ui/field-message';

export const CLIENT_CONSENT_ID = 'finder-client-consent';

/**
 * A counselor confirms, before saving a client, that the client agreed to ClearPlan keeping the
 * information for the retention period (issue 20, ADR 0020); the server refuses a counselor's
 * submission without it. Consumers never see it.
 */
export function ClientConsent({
  days,
  checked,
  onChange,
  error,
}: {
  days: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Whether to say that the box must be ticked (the person pressed Find My Plans without it). */
  error: boolean;
}) {
  const { t } = useTranslation('finder');
  const errorId = `${CLIENT_CONSENT_ID}-error`;
  return (
    <div className="rounded-lg border-2 border-slate-300 bg-slate-50 p-4">
      <p className="mb-2 text-slate-800">{t('consent.intro', { count: days })}</p>
      <Checkbox
        id={CLIENT_CONSENT_ID}
        label={t('consent.label', { count: days })}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
      />
      <FieldError id={errorId} message={error ? t('consent.missing') : undefined} />
    </div>
  );
}
