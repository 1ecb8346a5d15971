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
  /** 0: X-Forwarded-For is ignored. */
  trustProxyHops: number;
  submitLimitPer10Min: number;
  /** Absent or null: the clock's today (env.ts). */
  enrollmentDate?: Date | null;
  /** Null in production or with real credentials. */
  demoAdmin: { email: string; password: string } | null;
  /** SMTP_URL, or outside production the local catcher; absent or null: e-mail is off (503). */
  mail?: MailSettings | null;
  /** PUBLIC_URL, or http://localhost:<port> outside production: never a request's Host or Origin. */
  publicUrl: string;
  /** RETENTION_DAYS; default 400. */
  retentionDays?: number;
  /** May be absent in API tests. */
  clientDir: string;
};

export type AppDeps = {
  db: Db;
  config: AppConfig;
  logger: Logger;
  /** Tests pass a controllable one to check session timeouts and rate-limit windows. */
  now: () => Date;
};

export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: { admin: SessionAdmin };
};

export function enrollmentToday(deps: Pick<AppDeps, 'config' | 'now'>): Date {
  return deps.config.enrollmentDate ?? deps.now();
}
