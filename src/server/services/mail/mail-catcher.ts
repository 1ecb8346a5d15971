/** Development SMTP catcher on 127.0.0.1: each message an .eml in `<data dir>/mail/`; logs only where. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '../../logger.ts';

export type MailCatcher = {
  url: string;
  dir: string;
  close: () => Promise<void>;
};

const MAX_MESSAGE_BYTES = 1024 * 1024;

export async function startMailCatcher(options: { dir: string; logger: Logger }): Promise<MailCatcher> {
  const { dir, logger } = options;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const server = new SMTPServer({
    // Plain SMTP on the loopback interface, no sign-in: only this machine can reach it.
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    onData(stream, _session, callback) {
      // The time, then letters only: no run of digits a log check could take for a ZIP or a date.
      const letters = randomBytes(9)
        .toString('base64url')
        .replace(/[^A-Za-z]/g, 'x');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${letters}.eml`);
      pipeline(stream, fs.createWriteStream(file, { mode: 0o600 }))
        .then(() => {
          if (stream.sizeExceeded) {
            fs.rmSync(file, { force: true });
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          logger.info(`e-mail caught: ${file}`);
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the e-mail catcher has no port');
  server.on('error', (error) => logger.warn({ errorName: error.name }, 'e-mail catcher error'));
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
