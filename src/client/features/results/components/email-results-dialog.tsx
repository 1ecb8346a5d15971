import * as Dialog from '@radix-ui/react-dialog';
import { Mail } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_ADDRESS_MAX,
  EMAIL_NOTE_MAX,
  maskEmailAddress,
  resultsEmailRequestSchema,
} from '../../../../shared/email-contracts';
import { asLanguage } from '../../../../shared/i18n/languages';
import { SHARE_DEFAULT_DAYS } from '../../../../shared/share-contracts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../i18n/error-message';
import { useFormatters } from '../../../i18n/use-formatters';
import { ApiError } from '../../../lib/api-client';
import { firstIssues, type Issues } from '../../../lib/field-issues';
import { toast } from '../../../lib/toast';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import { useSendResultsEmail } from '../api/results-queries';

type Field = 'to' | 'note';
type FieldErrors = { to?: string; note?: string };
type EmailMessageKey = 'toMissing' | 'toInvalid' | 'toTooLong' | 'noteTooLong' | 'noteInvalid';

/** The contract's English messages and their catalogue keys, so a Spanish page says them in Spanish. */
const MESSAGE_KEYS: Readonly<Record<string, EmailMessageKey>> = {
  'Enter their e-mail address': 'toMissing',
  'Enter one e-mail address, like name@example.com': 'toInvalid',
  [`An e-mail address has at most ${EMAIL_ADDRESS_MAX} characters`]: 'toTooLong',
  [`The note has at most ${EMAIL_NOTE_MAX} characters`]: 'noteTooLong',
  'The note must be text': 'noteInvalid',
};
const FALLBACK_KEYS: Record<Field, EmailMessageKey> = { to: 'toInvalid', note: 'noteTooLong' };

const FIELD_ORDER = ['to', 'note'] as const;

/** "E-mail": the server sends a new share link of these results; focus goes to the first error, back to the button on close. */
export function EmailResultsButton({ userId, firstName }: { userId: string; firstName?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const [includeName, setIncludeName] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const send = useSendResultsEmail(userId);
  const { t, i18n } = useTranslation(['results', 'common']);
  const format = useFormatters();
  const errorText = useErrorMessage();
  const language = asLanguage(i18n.language);
  const fieldErrors = (issues: Issues): FieldErrors =>
    firstIssues(issues, FIELD_ORDER, (field, message) =>
      t(`emailDialog.${MESSAGE_KEYS[message] ?? FALLBACK_KEYS[field]}`, {
        max: field === 'to' ? EMAIL_ADDRESS_MAX : EMAIL_NOTE_MAX,
      }),
    );

  const reset = () => {
    setTo('');
    setIncludeName(false);
    setNote('');
    setErrors({});
    setFormError(null);
    send.reset();
  };
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    // After React has shown the messages, so the field is read with its error.
    focusAfterRender(() => {
      const first = FIELD_ORDER.find((field) => found[field]);
      return first === 'to' ? toRef.current : first === 'note' ? noteRef.current : null;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = { to, includeName, ...(note.trim() ? { note } : {}), language };
    const checked = resultsEmailRequestSchema.safeParse(body);
    if (!checked.success) {
      showErrors(fieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    send.mutate(body, {
      onSuccess: (answer) => {
        toast.success(t('emailDialog.sent', { address: maskEmailAddress(checked.data.to) }), {
          description: t('emailDialog.sentUntil', { date: format.date(answer.shareExpiresAt) }),
        });
        setOpen(false);
        reset();
      },
      onError: (error) => {
        const found = fieldErrors(error instanceof ApiError ? (error.body?.issues ?? []) : []);
        if (found.to || found.note) {
          showErrors(found);
          return;
        }
        setFormError(errorText(error, t('emailDialog.failed')));
      },
    });
  };

  const noteHintId = `${id}-note-hint`;
  const noteErrorId = `${id}-note-error`;
  const nameLabel = firstName
    ? t('emailDialog.includeNamed', { name: firstName })
    : t('emailDialog.includeName');

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
          {t('emailDialog.button')}
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
          <Dialog.Title className="text-2xl font-bold text-slate-900">{t('emailDialog.title')}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="flex flex-col gap-2 text-slate-800">
              <p>
                {firstName
                  ? t('emailDialog.whatWithName', { days: SHARE_DEFAULT_DAYS, name: firstName })
                  : t('emailDialog.what', { days: SHARE_DEFAULT_DAYS })}
              </p>
              <p>{t('emailDialog.notListed', { days: SHARE_DEFAULT_DAYS })}</p>
            </div>
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              ref={toRef}
              id={`${id}-to`}
              label={t('emailDialog.to')}
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
              <Label htmlFor={`${id}-note`}>{t('emailDialog.note')}</Label>
              <p id={noteHintId} className="text-slate-700">
                {t('emailDialog.noteHint', { max: EMAIL_NOTE_MAX })}
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
                  {t('common:actions.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={send.isPending}>
                <Mail aria-hidden="true" className="size-5" />
                {send.isPending ? t('emailDialog.sending') : t('emailDialog.send')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
