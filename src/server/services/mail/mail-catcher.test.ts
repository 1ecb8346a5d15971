/**
 * The development e-mail catcher (issue 20): without SMTP_URL outside production the server starts
 * it, sends to it, and it writes each message as an .eml file in `<data dir>/mail/`, logging where
 * and nothing else.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { createLogger } from '../../logger.ts';
import { caughtMailDir, type MailSetup, setUpMail } from './mail-setup.ts';
import { createMailer } from './mailer.ts';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger('info', sink) };
}

describe('the development e-mail catcher', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('starts without SMTP_URL outside production, receives an e-mail and writes it as an .eml', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-mail-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = parseEnv({ NODE_ENV: 'development', CLEARPLAN_DATA_DIR: dataDir });
    expect(env.smtpUrl).toBeNull();
    expect(env.mailFrom).toBe('ClearPlan <no-reply@localhost>');
    const { lines, logger } = capture();
    const mail: MailSetup = await setUpMail(env, logger);
    cleanup.push(() => mail.catcher?.close());
    expect(mail.catcher?.dir).toBe(caughtMailDir(dataDir));
    expect(mail.settings?.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);

    await createMailer(mail.settings as NonNullable<MailSetup['settings']>).send({
      to: 'cousin@example.org',
      subject: 'Medicare plan results from ClearPlan',
      text: 'Open the results with this link: http://localhost/shared/abc',
      html: '<p>Open the results</p>',
    });

    const files = fs.readdirSync(caughtMailDir(dataDir));
    expect(files).toHaveLength(1);
    const file = path.join(caughtMailDir(dataDir), files[0] as string);
    expect(file).toMatch(/\.eml$/);
    const parsed = await simpleParser(fs.readFileSync(file));
    expect(parsed.subject).toBe('Medicare plan results from ClearPlan');
    expect(parsed.from?.text).toBe('"ClearPlan" <no-reply@localhost>');
    expect(parsed.text).toContain('http://localhost/shared/abc');
    const caught = lines.map((line) => JSON.parse(line) as { msg: string }).map((l) => l.msg);
    expect(caught).toEqual([`e-mail caught: ${file}`]);
    expect(lines.join('')).not.toContain('cousin');
  });

  it('is not started when SMTP_URL is set', async () => {
    const { logger } = capture();
    const withUrl = await setUpMail(
      parseEnv({ NODE_ENV: 'development', SMTP_URL: 'smtps://user:pw@smtp.example.org:465' }),
      logger,
    );
    expect(withUrl).toEqual({
      settings: { smtpUrl: 'smtps://user:pw@smtp.example.org:465', from: 'ClearPlan <no-reply@localhost>' },
      catcher: null,
    });
  });

  it('refuses an SMTP_URL or MAIL_FROM that is not one, without repeating the password', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://user:hunter22@mail.example.org' })).toThrow(
      /SMTP_URL must look like/,
    );
    try {
      parseEnv({ SMTP_URL: 'mail.example.org:hunter22' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter22');
    }
    expect(() => parseEnv({ MAIL_FROM: 'ClearPlan <no-reply@x.org>\r\nBcc: a@b.org' })).toThrow(/MAIL_FROM/);
    expect(parseEnv({ MAIL_FROM: 'Agency <help@agency.org>' }).mailFrom).toBe('Agency <help@agency.org>');
  });
});
