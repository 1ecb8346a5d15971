import { Copy, Link2, Link2Off, Mail } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../../shared/format';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import type { ResultShare } from '../../../../shared/share-contracts';
import { SHARE_DEFAULT_DAYS } from '../../../../shared/share-contracts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { useCreateShare, useResultShares, useRevokeShare } from '../api/results-queries';
import { resultsMailto } from '../lib/results-email';

type ShareResultsProps = { userId: string; plans: readonly RecommendationPlan[]; planYear: number };

/**
 * "Share these results" (ADR 0011): results open only in the browser that made them, so sending
 * them to a relative or e-mailing them takes a link the owner makes here, for 30 days, and can
 * turn off. A link never shows the person's name or date of birth.
 */
export function ShareResults({ userId, plans, planYear }: ShareResultsProps) {
  const headingId = useId();
  const shares = useResultShares(userId, true);
  const create = useCreateShare(userId);
  const live = shares.data ?? [];

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: () => toast.success('Share link created', { description: 'Copy it or e-mail it below.' }),
      onError: (error) =>
        toast.error('Could not create a share link', {
          description: errorMessage(error, 'Please try again.'),
        }),
    });

  return (
    <section aria-labelledby={headingId} data-print-hide="" className="mt-10">
      <h2 id={headingId} className="mb-3 text-2xl font-bold">
        Share these results
      </h2>
      <p className="max-w-3xl text-slate-800">
        These results open only in this browser. To show them to someone else or e-mail them, make a share
        link: it opens the plans, their costs and how your medications and doctors fit for{' '}
        {SHARE_DEFAULT_DAYS} days, never your name or date of birth. You can turn a link off at any time.
      </p>
      {shares.isError ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          We could not load your share links. {errorMessage(shares.error, 'Please try again.')}
        </p>
      ) : null}
      {live.length > 0 ? (
        <ul aria-label="Your share links" className="mt-4 flex flex-col gap-4">
          {live.map((share) => (
            <li key={share.id}>
              <ShareLinkRow userId={userId} share={share} plans={plans} planYear={planYear} />
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
          ? 'Creating link...'
          : live.length > 0
            ? 'Create another link'
            : 'Create a share link'}
      </Button>
    </section>
  );
}

function ShareLinkRow({
  userId,
  share,
  plans,
  planYear,
}: {
  userId: string;
  share: ResultShare;
  plans: readonly RecommendationPlan[];
  planYear: number;
}) {
  const inputId = useId();
  const revoke = useRevokeShare(userId);
  const url = `${window.location.origin}${share.path}`;
  const until = formatDate(share.expiresAt);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link', { description: 'Select the link and copy it yourself.' });
    }
  };
  const turnOff = () =>
    revoke.mutate(share.id, {
      onSuccess: () => toast.success('Link turned off', { description: 'It no longer opens these results.' }),
      onError: (error) =>
        toast.error('Could not turn off the link', { description: errorMessage(error, 'Please try again.') }),
    });

  return (
    <div className="rounded-lg border-2 border-slate-300 bg-white p-4">
      <Label htmlFor={inputId}>Share link, works until {until}</Label>
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
          aria-label={`Copy the link that works until ${until}`}
        >
          <Copy aria-hidden="true" className="size-5" />
          Copy link
        </Button>
        <Button asChild variant="outline">
          <a href={resultsMailto({ plans, planYear, resultsUrl: url })}>
            <Mail aria-hidden="true" className="size-5" />
            E-mail
          </a>
        </Button>
        <Button
          variant="outline"
          onClick={turnOff}
          disabled={revoke.isPending}
          aria-label={`Turn off the link that works until ${until}`}
        >
          <Link2Off aria-hidden="true" className="size-5" />
          {revoke.isPending ? 'Turning off...' : 'Turn off link'}
        </Button>
      </div>
    </div>
  );
}
