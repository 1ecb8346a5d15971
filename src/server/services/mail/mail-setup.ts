/** Where e-mail goes: SMTP_URL; else outside production the catcher; else nowhere (the button is hidden). */
import path from 'node:path';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';
import type { MailSettings } from './mailer.ts';

/** `catcher`: closed on shutdown. */
export type MailSetup = { settings: MailSettings | null; catcher: MailCatcher | null };

export const caughtMailDir = (dataDir: string) => path.join(dataDir, 'mail');

export async function setUpMail(
  env: Pick<Env, 'nodeEnv' | 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  logger: Logger,
): Promise<MailSetup> {
  if (env.smtpUrl) return { settings: { smtpUrl: env.smtpUrl, from: env.mailFrom }, catcher: null };
  if (env.nodeEnv === 'production') {
    logger.warn('SMTP_URL is not set: e-mailing results is off');
    return { settings: null, catcher: null };
  }
  const catcher = await startMailCatcher({ dir: caughtMailDir(env.dataDir), logger });
  return { settings: { smtpUrl: catcher.url, from: env.mailFrom }, catcher };
}
