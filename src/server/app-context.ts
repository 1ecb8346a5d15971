/** What every route and middleware is given: the database, the parsed config, a logger and a clock. */
import type { HttpBindings } from '@hono/node-server';
import type { Db } from './db/client.ts';
import type { Logger } from './logger.ts';
import type { SessionAdmin } from './services/admin/admin-sessions.ts';
import type { MailSettings } from './services/mail/mailer.ts';

export type AppConfig = {
  nodeEnv: 'development' | 'test' | 'production';
  accessPassword: string;
  sessionSecret: string;
  cookieSecure: boolean;
  /** Proxies in front whose X-Forwarded-For entries are believed (0: the header is ignored). */
  trustProxyHops: number;
  /** Submissions one client address may store in 10 minutes. */
  submitLimitPer10Min: number;
  /** The date whose plan years the finder offers; absent or null: the clock's today (env.ts). */
  enrollmentDate?: Date | null;
  /** Demo admin credentials the login page may show; null in production or with real credentials. */
  demoAdmin: { email: string; password: string } | null;
  /**
   * Where e-mail goes (issue 20): the SMTP_URL, or outside production the local catcher main.ts
   * started; absent or null: e-mail is off (the e-mail route answers 503).
   */
  mail?: MailSettings | null;
  /**
   * The origin links in e-mails point to (PUBLIC_URL, or http://localhost:<port> outside
   * production): never taken from a request's Host or Origin, which the sender chooses.
   */
  publicUrl: string;
  /** Days a submission is kept before the retention job deletes it (RETENTION_DAYS; default 400). */
  retentionDays?: number;
  /** Directory of the built browser app (index.html and assets); may be absent in API tests. */
  clientDir: string;
};

export type AppDeps = {
  db: Db;
  config: AppConfig;
  logger: Logger;
  /** The clock; tests pass a controllable one to check session timeouts and rate-limit windows. */
  now: () => Date;
};

export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: { admin: SessionAdmin };
};

/** The date the finder's plan-year choice is made for (shared/plan-years.ts). */
export function enrollmentToday(deps: Pick<AppDeps, 'config' | 'now'>): Date {
  return deps.config.enrollmentDate ?? deps.now();
}
