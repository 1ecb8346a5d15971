/**
 * A real SMTP server for e-mail tests (issue 20): smtp-server on 127.0.0.1 and a free port, which
 * keeps every message it receives, parsed by mailparser, with the addresses it was sent to.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedEmail = { to: string[]; parsed: ParsedMail; raw: string };

export type SmtpSink = {
  url: string;
  port: number;
  received: ReceivedEmail[];
  close: () => Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    // Plain SMTP with a sign-in, as a relay on a private network would take it.
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed, raw });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://mailer:secret-word@127.0.0.1:${address.port}`,
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken, then given back). */
export async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
