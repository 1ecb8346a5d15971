import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldError } from '../../../components/ui/field-message';

export const CLIENT_CONSENT_ID = 'finder-client-consent';

/** A counselor confirms the client agreed to ClearPlan keeping their data (ADR 0020); the server refuses without it. */
export function ClientConsent({
  days,
  checked,
  onChange,
  error,
}: {
  days: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Find My Plans was pressed without the box ticked. */
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
