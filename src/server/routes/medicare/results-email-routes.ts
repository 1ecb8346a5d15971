import { Hono } from 'hono';
import { EMAIL_LIMIT_PER_HOUR, resultsEmailRequestSchema } from '../../../shared/email-contracts.ts';
import { SHARE_DEFAULT_DAYS } from '../../../shared/share-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { auditSubmission, requireOwnedSubmission } from '../../http/owned-record.ts';
import { validate } from '../../http/validate.ts';
import { createShare, revokeShare } from '../../results/result-shares.ts';
import { createMailer, MailSendError } from '../../services/mail/mailer.ts';
import { composeResultsEmail } from '../../services/mail/results-email.ts';
import { type RateLimitRule, rateLimitKey, reserveAttempt } from '../../services/platform/rate-limiter.ts';

export const EMAIL_NOT_SET_UP = 'E-mail is not set up on this server.';
export const EMAIL_RATE_LIMITED =
  'You have sent as many e-mails as we allow in an hour. Please try again later, or copy a share link instead.';

const EMAIL_RULE: RateLimitRule = { limit: EMAIL_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 };

export function resultsEmailRoutes(deps: AppDeps) {
  const mailer = deps.config.mail ? createMailer(deps.config.mail) : null;
  const secret = deps.config.sessionSecret;

  return new Hono<AppEnv>().post(
    '/api/medicare/results/:userId/email',
    validate('json', resultsEmailRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const { user, owner } = await requireOwnedSubmission(c, deps, 'results.email');
      const { actor } = owner;
      // The rate limit's owner: the counselor, or the browser's history key.
      const ownerKey = owner.kind === 'counselor' ? owner.actor : (owner.keyHash ?? '');
      if (!mailer) throw errors.unavailable(EMAIL_NOT_SET_UP);
      const address = clientAddress(c, deps.config.trustProxyHops);
      const now = deps.now();
      for (const key of [
        rateLimitKey('results-email:owner', ownerKey),
        rateLimitKey('results-email:address', address),
      ]) {
        const decision = await reserveAttempt(deps.db, key, EMAIL_RULE, now);
        if (!decision.allowed) throw errors.rateLimited(EMAIL_RATE_LIMITED, decision.retryAfterSeconds);
      }

      const share = await createShare(deps.db, secret, user.id, SHARE_DEFAULT_DAYS, now);
      const audit = (outcome: 'sent' | 'failed') =>
        auditSubmission(c, deps, {
          actor,
          action: 'results.email',
          userId: user.id,
          details: {
            outcome,
            shareId: share.id,
            includeName: body.includeName,
            withNote: Boolean(body.note),
            language: body.language ?? 'en',
          },
        });
      await auditSubmission(c, deps, {
        actor,
        action: 'share.create',
        userId: user.id,
        details: { shareId: share.id, expiresAt: share.expiresAt, via: 'email' },
      });

      const email = composeResultsEmail({
        language: body.language ?? 'en',
        // The configured origin: Host and Origin are the sender's to choose, and a link to their
        // domain would be a phishing kit.
        link: `${deps.config.publicUrl}${share.path}`,
        expiresAt: new Date(share.expiresAt),
        note: body.note ? body.note : null,
        firstName: body.includeName ? user.firstName.trim() || null : null,
      });
      try {
        await mailer.send({ to: body.to, ...email });
      } catch (error) {
        // Nothing left dangling: the link no one received opens nothing.
        await revokeShare(deps.db, user.id, share.id, deps.now());
        await audit('failed');
        if (!(error instanceof MailSendError)) throw error;
        deps.logger.warn({ reason: error.reason, shareId: share.id }, 'results e-mail not sent');
        throw errors.mailFailed();
      }
      await audit('sent');
      return c.json({ sent: true as const, shareExpiresAt: share.expiresAt }, 202);
    },
  );
}
