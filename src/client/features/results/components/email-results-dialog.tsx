import * as Dialog from '@radix-ui/react-dialog';
import { Mail } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  EMAIL_ADDRESS_MAX,
  EMAIL_NOTE_MAX,
  maskEmailAddress,
  resultsEmailRequestSchema,
} from '../../../../shared/email-contracts';
import { formatDate } from '../../../../shared/format';
import { SHARE_DEFAULT_DAYS } from '../../../../shared/share-contracts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSendResultsEmail } from '../api/results-email';

type FieldErrors = { to?: string; note?: string };

/** The first field an error names: focus goes there, so the person hears what to fix. */
const FIELD_ORDER = ['to', 'note'] as const;

/**
 * "E-mail" (issue 20): sends the client or a relative a new share link of these results, through
 * the server. A dialog with their address, whether to include the first name (off unless ticked),
 * an optional note, and what the e-mail holds in plain words. Focus starts on the address, moves to
 * the first field with an error, and returns to the E-mail button when the dialog closes.
 */
export function EmailResultsButton({ userId, firstName }: { userId: string; firstName?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const [includeName, setIncludeName] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const send = useSendResultsEmail(userId);

  const reset = () => {
    setTo('');
    setIncludeName(false);
    setNote('');
    setErrors({});
    setFormError(null);
    send.reset();
  };
  const focusFirst = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first === 'to') toRef.current?.focus();
    else if (first === 'note') noteRef.current?.focus();
  };
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    // After React has shown the messages, so the field is read with its error.
    requestAnimationFrame(() => focusFirst(found));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = { to, includeName, ...(note.trim() ? { note } : {}) };
    const checked = resultsEmailRequestSchema.safeParse(body);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'to' || field === 'note') && !found[field]) found[field] = issue.message;
      }
      showErrors(found);
      return;
    }
    setErrors({});
    send.mutate(body, {
      onSuccess: (answer) => {
        toast.success(`E-mail sent to ${maskEmailAddress(checked.data.to)}`, {
          description: `The link in it works until ${formatDate(answer.shareExpiresAt)}.`,
        });
        setOpen(false);
        reset();
      },
      onError: (error) => {
        const issues = error instanceof ApiError ? (error.body?.issues ?? []) : [];
        const found: FieldErrors = {};
        for (const issue of issues) {
          if ((issue.path === 'to' || issue.path === 'note') && !found[issue.path])
            found[issue.path] = issue.message;
        }
        if (found.to || found.note) {
          showErrors(found);
          return;
        }
        setFormError(errorMessage(error, 'The e-mail could not be sent. Please try again later.'));
      },
    });
  };

  const noteHintId = `${id}-note-hint`;
  const noteErrorId = `${id}-note-error`;
  const nameLabel = firstName ? `Include ${firstName}'s first name` : 'Include the first name';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (send.isPending) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <Mail aria-hidden="true" className="size-5" />
          E-mail
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-6 text-lg shadow-xl"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            toRef.current?.focus();
          }}
        >
          <Dialog.Title className="text-2xl font-bold text-slate-900">E-mail these results</Dialog.Title>
          <Dialog.Description asChild>
            <div className="flex flex-col gap-2 text-slate-800">
              <p>
                We send them a link to these results. The e-mail comes from ClearPlan and holds the link, the
                date it stops working ({SHARE_DEFAULT_DAYS} days from today) and your note
                {firstName ? `, and ${firstName}'s first name only if you tick the box` : ''}.
              </p>
              <p>
                It does not list medications, doctors, plans, costs, a date of birth or a ZIP code. Whoever
                has the link can see the plans and costs for {SHARE_DEFAULT_DAYS} days, without a password;
                you can turn the link off under "Share these results".
              </p>
            </div>
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              ref={toRef}
              id={`${id}-to`}
              label="Their e-mail address"
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              maxLength={EMAIL_ADDRESS_MAX}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              error={errors.to}
            />
            <Checkbox
              id={`${id}-name`}
              label={nameLabel}
              checked={includeName}
              onChange={(event) => setIncludeName(event.target.checked)}
            />
            <div>
              <Label htmlFor={`${id}-note`}>Your note (optional)</Label>
              <p id={noteHintId} className="text-slate-700">
                Up to {EMAIL_NOTE_MAX} characters. E-mail is not private: leave health details out.
              </p>
              <textarea
                ref={noteRef}
                id={`${id}-note`}
                rows={4}
                maxLength={EMAIL_NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={describedBy(noteHintId, errors.note && noteErrorId)}
                className="mt-1 block w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700"
              />
              <FieldError id={noteErrorId} message={errors.note} />
            </div>
            {formError ? (
              <p
                role="alert"
                className="rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800"
              >
                {formError}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={send.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={send.isPending}>
                <Mail aria-hidden="true" className="size-5" />
                {send.isPending ? 'Sending...' : 'Send e-mail'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
