import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldError } from '../../../components/ui/field-message';

export const CLIENT_CONSENT_ID = 'finder-client-consent';
export const CLIENT_CONSENT_MISSING =
  'Please tick this box to confirm your client agreed, or ask them first. Nothing is saved without it.';

/** The consent line's words, with the configured retention period (ADR 0020). */
export const consentLabel = (days: number) =>
  `My client agreed that ClearPlan keeps this information for ${days} days.`;

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
  error: string | null;
}) {
  const errorId = `${CLIENT_CONSENT_ID}-error`;
  return (
    <div className="rounded-lg border-2 border-slate-300 bg-slate-50 p-4">
      <p className="mb-2 text-slate-800">
        You are signed in as a counselor: this search is saved as your client's, and deleted after {days}{' '}
        days.
      </p>
      <Checkbox
        id={CLIENT_CONSENT_ID}
        label={consentLabel(days)}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
      />
      <FieldError id={errorId} message={error ?? undefined} />
    </div>
  );
}
