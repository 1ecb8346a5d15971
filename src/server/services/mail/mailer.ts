/** Sending through SMTP_URL (it holds the password: never logged; failures reported by error code alone). */
import nodemailer from 'nodemailer';

/** smtp:// or smtps://, maybe with user and password. */
export type MailSettings = { smtpUrl: string; from: string };

export type OutgoingEmail = { to: string; subject: string; text: string; html: string };

export type Mailer = { send: (email: OutgoingEmail) => Promise<void> };

export class MailSendError extends Error {
  constructor(readonly reason: string) {
    super(`e-mail not sent (${reason})`);
    this.name = 'MailSendError';
  }
}

/** A person waits for the answer: a server silent this long counts as down. */
const TIMEOUT_MS = 15_000;

export function createMailer(settings: MailSettings): Mailer {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    logger: false,
    debug: false,
  });
  return {
    async send(email) {
      try {
        await transport.sendMail({ from: settings.from, ...email });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new MailSendError(typeof code === 'string' ? code : ((error as Error)?.name ?? 'unknown'));
      }
    },
  };
}
