import { useQueryClient } from '@tanstack/react-query';
import { Copy, Download, Link2, Link2Off, Mail, Printer, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import type { ResultShare } from '../../../../shared/share-contracts';
import { SHARE_DEFAULT_DAYS } from '../../../../shared/share-contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useErrorMessage } from '../../../i18n/error-message';
import { forgetRecord, useDeleteSubmission } from '../../../lib/submission-delete';
import { toast } from '../../../lib/toast';
import { useSignedInCounselor } from '../../../lib/use-admin-session';
import { useCreateShare, useResultShares, useRevokeShare } from '../api/results-queries';
import { useCostStart } from '../lib/cost-start';
import { resultsMailto } from '../lib/results-email';
import { serverMessage, useResultsText } from '../lib/results-text';
import { Section } from './blocks';

/**
 * "Download PDF" (the server's summary, ADR 0018), "Print" (this page's print stylesheet) and E-mail: a shared
 * page mails its own link (`mailto`); the owner's `emailButton` has the server send a new share link.
 */
export function SaveResults({
  mailto,
  emailButton,
  pdfHref,
}: {
  mailto?: string;
  emailButton?: ReactNode;
  pdfHref: string;
}) {
  const { t } = useTranslation('results');
  const hintId = useId();
  return (
    <Section headingId={`${hintId}-heading`} title={t('save.heading')} data-print-hide="" className="mt-10">
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={pdfHref} download aria-describedby={hintId}>
            <Download aria-hidden="true" className="size-5" />
            {t('save.downloadPdf')}
          </a>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {t('save.print')}
        </Button>
        {mailto ? (
          <Button asChild variant="outline">
            <a href={mailto}>
              <Mail aria-hidden="true" className="size-5" />
              {t('save.email')}
            </a>
          </Button>
        ) : null}
        {emailButton}
      </div>
      <p id={hintId} className="mt-2 text-slate-700">
        {t('save.pdfHint')}
      </p>
      <p className="mt-1 text-slate-700">
        {mailto ? t('save.emailHintShared') : emailButton ? t('save.emailHintSend') : t('save.emailHint')}
      </p>
    </Section>
  );
}

type ShareResultsProps = { userId: string; plans: readonly RecommendationPlan[] };

/** "Share these results" (ADR 0011): a 30-day link the owner can turn off; it never shows name or birth date. */
export function ShareResults({ userId, plans }: ShareResultsProps) {
  const tx = useResultsText();
  const { t } = tx;
  const headingId = useId();
  const shares = useResultShares(userId, true);
  const create = useCreateShare(userId);
  const live = shares.data ?? [];

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: () => toast.success(t('share.created'), { description: t('share.createdHint') }),
      onError: (error) =>
        toast.error(t('share.createFailed'), {
          description: serverMessage(error, t('share.tryAgain'), tx, { 404: t('nearYou.resultsNotFound') }),
        }),
    });

  return (
    <Section headingId={headingId} title={t('share.heading')} data-print-hide="" className="mt-10">
      <p className="max-w-3xl text-slate-800">{t('share.intro', { days: SHARE_DEFAULT_DAYS })}</p>
      {shares.isError ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {t('share.loadFailed', {
            reason: serverMessage(shares.error, t('share.tryAgain'), tx, {
              404: t('nearYou.resultsNotFound'),
            }),
          })}
        </p>
      ) : null}
      {live.length > 0 ? (
        <ul aria-label={t('share.listLabel')} className="mt-4 flex flex-col gap-4">
          {live.map((share) => (
            <li key={share.id}>
              <ShareLinkRow userId={userId} share={share} plans={plans} />
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        variant={live.length > 0 ? 'outline' : 'primary'}
        className="mt-4"
        onClick={makeLink}
        disabled={create.isPending}
      >
        <Link2 aria-hidden="true" className="size-5" />
        {create.isPending
          ? t('share.creating')
          : live.length > 0
            ? t('share.createAnother')
            : t('share.create')}
      </Button>
    </Section>
  );
}

function ShareLinkRow({ userId, share, plans }: ShareResultsProps & { share: ResultShare }) {
  const tx = useResultsText();
  const { t, format } = tx;
  const { planYear, startMonth } = useCostStart();
  const inputId = useId();
  const revoke = useRevokeShare(userId);
  const url = `${window.location.origin}${share.path}`;
  const until = format.date(share.expiresAt);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'), { description: t('share.copyYourself') });
    }
  };
  const turnOff = () =>
    revoke.mutate(share.id, {
      onSuccess: () => toast.success(t('share.turnedOff'), { description: t('share.turnedOffHint') }),
      onError: (error) =>
        toast.error(t('share.turnOffFailed'), {
          description: serverMessage(error, t('share.tryAgain'), tx, { 404: t('share.linkNotFound') }),
        }),
    });

  return (
    <div className="rounded-lg border-2 border-slate-300 bg-white p-4">
      <Label htmlFor={inputId}>{t('share.linkLabel', { date: until })}</Label>
      <Input
        id={inputId}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 font-mono"
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() => void copy()}
          aria-label={t('share.copyLabel', { date: until })}
        >
          <Copy aria-hidden="true" className="size-5" />
          {t('share.copy')}
        </Button>
        <Button asChild variant="outline">
          <a href={resultsMailto({ plans, planYear, startMonth, resultsUrl: url }, tx)}>
            <Mail aria-hidden="true" className="size-5" />
            {t('save.email')}
          </a>
        </Button>
        <Button
          variant="outline"
          onClick={turnOff}
          disabled={revoke.isPending}
          aria-label={t('share.turnOffLabel', { date: until })}
        >
          <Link2Off aria-hidden="true" className="size-5" />
          {revoke.isPending ? t('share.turningOff') : t('share.turnOff')}
        </Button>
      </div>
    </div>
  );
}

/** "Delete this client now" (ADR 0020): deletes the submission, results and share links, then opens History. */
export function DeleteResults({ userId }: { userId: string }) {
  const headingId = useId();
  const counselor = useSignedInCounselor();
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteSubmission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation(['results', 'common']);
  const errorText = useErrorMessage();
  const heading = counselor ? t('deleteResults.headingClient') : t('deleteResults.headingSearch');
  return (
    <Section headingId={headingId} title={heading} data-print-hide="" className="mt-10">
      <p className="max-w-3xl text-slate-800">{t('deleteResults.intro')}</p>
      <Button variant="destructive" className="mt-4" onClick={() => setConfirm(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {heading}
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={counselor ? t('deleteResults.confirmClient') : t('deleteResults.confirmSearch')}
        description={<p>{t('deleteResults.confirmDescription')}</p>}
        confirmLabel={t('deleteResults.confirm')}
        pendingLabel={t('deleteResults.deleting')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(userId, {
            onSuccess: () => {
              setConfirm(false);
              navigate('/history', { replace: true });
              forgetRecord(queryClient, userId);
              toast.success(counselor ? t('deleteResults.deletedClient') : t('deleteResults.deletedSearch'));
            },
            onError: (error) => {
              setConfirm(false);
              toast.error(t('deleteResults.failed'), {
                description: errorText(error, t('common:errors.tryAgain')),
              });
            },
          })
        }
      />
    </Section>
  );
}
