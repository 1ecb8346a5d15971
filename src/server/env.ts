/** The only module that reads process.env (parsed once, fail fast); every variable is in .env.example. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { containsPublishedSecret, DEMO_DEFAULTS } from './published-secrets.ts';
import { MIN_SECRET_BITS, passwordWeakness, secretEntropyBits } from './secret-strength.ts';

/** Where `npm start` builds the browser app and the server serves it from, unless CLEARPLAN_CLIENT_DIR says otherwise. */
export const DEFAULT_CLIENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
);

/** Days a submission is kept (RETENTION_DAYS' default, ADR 0020); results/retention.ts has the job. */
export const RETENTION_DAYS_DEFAULT = 400;

/** Submissions one client address may store in 10 minutes (security finding 9). */
export const SUBMIT_LIMIT_DEFAULT = 60;

export const MAX_WORKERS = 64;

export const DEFAULT_MAIL_FROM = 'ClearPlan <no-reply@localhost>';

/** "Name <address>" or a bare address, on one line. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

/** Whether `value` parses as a URL that `test` accepts. */
const urlWhere = (test: (url: URL, value: string) => boolean) => (value: string) => {
  try {
    return test(new URL(value), value);
  } catch {
    return false;
  }
};

/** smtp:// or smtps:// with a host (and maybe user, password and port). */
const isSmtpUrl = urlWhere(
  (url) => (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '',
);

/** An http(s) origin and nothing else: no path, query, fragment or user. */
const isOrigin = urlWhere(
  (url, value) =>
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !/[?#]/.test(value),
);

/** An unset or empty variable is undefined. */
const optionalText = (schema: z.ZodString) => schema.optional().or(z.literal('').transform(() => undefined));

const wholeNumber = (message: string) => z.coerce.number({ message }).int(message);

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText(
    z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'),
  ),
  CLEARPLAN_DATA_DIR: z.string().min(1).default('./data/db'),
  CLEARPLAN_CLIENT_DIR: optionalText(z.string().min(1)),
  ACCESS_PASSWORD: optionalText(z.string().min(1)),
  SESSION_SECRET: optionalText(z.string().min(16, 'SESSION_SECRET must be at least 16 characters')),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').default(DEMO_DEFAULTS.adminEmail),
  ADMIN_PASSWORD: optionalText(z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters')),
  COOKIE_SECURE: booleanish,
  TRUST_PROXY: booleanish,
  TRUST_PROXY_HOPS: wholeNumber('TRUST_PROXY_HOPS must be a whole number').min(0).max(10).default(0),
  SUBMIT_LIMIT_PER_10_MIN: wholeNumber('SUBMIT_LIMIT_PER_10_MIN must be a whole number')
    .min(1)
    .default(SUBMIT_LIMIT_DEFAULT),
  RETENTION_DAYS: wholeNumber('RETENTION_DAYS must be a whole number of days')
    .min(1, 'RETENTION_DAYS must be at least 1')
    .max(3650, 'RETENTION_DAYS must be at most 3650 (ten years)')
    .default(RETENTION_DAYS_DEFAULT),
  WORKERS: wholeNumber('WORKERS must be a whole number of server processes')
    .min(1, 'WORKERS must be at least 1')
    .max(MAX_WORKERS, `WORKERS must be at most ${MAX_WORKERS}`)
    .default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalText(
    z
      .string()
      // The value holds the SMTP password: the message never repeats it.
      .refine(isSmtpUrl, 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…'),
  ),
  PUBLIC_URL: optionalText(
    z
      .string()
      .refine(
        isOrigin,
        'PUBLIC_URL must be the address people open ClearPlan at, e.g. https://clearplan.example.org (no path)',
      ),
  ),
  MAIL_FROM: optionalText(
    z
      .string()
      .max(200, 'MAIL_FROM is too long')
      .regex(
        MAIL_FROM_PATTERN,
        'MAIL_FROM must look like "ClearPlan <no-reply@example.org>" or no-reply@example.org',
      ),
  ),
  CLEARPLAN_ENROLLMENT_DATE: optionalText(
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'CLEARPLAN_ENROLLMENT_DATE must be a date like 2026-11-26'),
  ),
});

export type LogFormat = 'json' | 'readable';

export class EnvError extends Error {}

export type Env = ReturnType<typeof parseEnv>;

/** Throws EnvError with one readable line per problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isDemo = (value: string | undefined, demoValue: string) => value === undefined || value === demoValue;
  const demo =
    e.NODE_ENV !== 'production' &&
    isDemo(e.ACCESS_PASSWORD, DEMO_DEFAULTS.accessPassword) &&
    isDemo(e.SESSION_SECRET, DEMO_DEFAULTS.sessionSecret) &&
    isDemo(e.ADMIN_PASSWORD, DEMO_DEFAULTS.adminPassword);
  if (e.NODE_ENV === 'production') refuseDemoOrWeakSecrets(e);
  refuseIncomplete(e, demo);
  const logFormat: LogFormat = e.NODE_ENV === 'development' ? 'readable' : 'json';
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.CLEARPLAN_DATA_DIR),
    clientDir: e.CLEARPLAN_CLIENT_DIR ? path.resolve(e.CLEARPLAN_CLIENT_DIR) : DEFAULT_CLIENT_DIR,
    accessPassword: e.ACCESS_PASSWORD ?? DEMO_DEFAULTS.accessPassword,
    /** null: none given, or the demo one outside demo mode; main.ts generates and keeps one. */
    sessionSecret: demo
      ? DEMO_DEFAULTS.sessionSecret
      : e.SESSION_SECRET === DEMO_DEFAULTS.sessionSecret
        ? null
        : (e.SESSION_SECRET ?? null),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD ?? DEMO_DEFAULTS.adminPassword,
    /** Every secret is the public demo one outside production: demo banner and credentials may show. */
    demo,
    cookieSecure: e.COOKIE_SECURE,
    trustProxyHops: Math.max(e.TRUST_PROXY_HOPS, e.TRUST_PROXY ? 1 : 0),
    submitLimitPer10Min: e.SUBMIT_LIMIT_PER_10_MIN,
    retentionDays: e.RETENTION_DAYS,
    /** For demonstrations and browser tests of the year choice; null: today. Noon: one day in every zone. */
    enrollmentDate: e.CLEARPLAN_ENROLLMENT_DATE ? new Date(`${e.CLEARPLAN_ENROLLMENT_DATE}T12:00:00`) : null,
    /** May hold a password: never log it. null: a local catcher outside production, else no e-mail. */
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    /** null: main.ts uses http://localhost:<port>. */
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null,
    /** More than 1 needs PostgreSQL (cluster.ts). */
    workers: e.WORKERS,
    logLevel: e.LOG_LEVEL,
    /** readable in development (logger.ts); JSON lines in production and test (tests read them). */
    logFormat,
  };
}

/** Settings that only work together: secrets, PUBLIC_URL with e-mail, PostgreSQL for WORKERS. */
function refuseIncomplete(e: z.infer<typeof envSchema>, demo: boolean): void {
  if (!demo && (e.ACCESS_PASSWORD === undefined || e.ADMIN_PASSWORD === undefined)) {
    const missing = (['ACCESS_PASSWORD', 'ADMIN_PASSWORD'] as const)
      .filter((n) => e[n] === undefined)
      .join(' and ');
    throw new EnvError(
      `Set ${missing} as well: the demo secrets are used only when none of ACCESS_PASSWORD, SESSION_SECRET and ADMIN_PASSWORD is set (see .env.example).`,
    );
  }
  if (e.NODE_ENV === 'production' && e.SMTP_URL !== undefined && e.PUBLIC_URL === undefined) {
    throw new EnvError(
      'Set PUBLIC_URL to the address people open ClearPlan at (e.g. https://clearplan.example.org): e-mailed links point there, never to the address a request names.',
    );
  }
  if (e.WORKERS > 1 && e.DATABASE_URL === undefined) {
    // One line: `npm start` prints it as it is and exits 1.
    throw new EnvError(
      `WORKERS=${e.WORKERS} needs a PostgreSQL server (DATABASE_URL): the embedded database serves one process. Set DATABASE_URL or WORKERS=1.`,
    );
  }
}

/**
 * In production: every secret set, none containing a published one (compared without case or outer
 * spaces), a session secret of 32+ bytes of entropy, typed passwords strong enough (secret-strength.ts).
 */
function refuseDemoOrWeakSecrets(e: z.infer<typeof envSchema>): void {
  const secrets = {
    ACCESS_PASSWORD: e.ACCESS_PASSWORD,
    SESSION_SECRET: e.SESSION_SECRET,
    ADMIN_PASSWORD: e.ADMIN_PASSWORD,
  };
  const demo = Object.entries(secrets)
    .filter(([, value]) => value === undefined || containsPublishedSecret(value))
    .map(([name]) => name);
  if (demo.length > 0) {
    throw new EnvError(
      `Refusing to start in production with demo values for: ${demo.join(', ')} (unset, or a secret the project publishes, in any letter case). Set them to values of your own (see .env.example).`,
    );
  }
  if (secretEntropyBits(e.SESSION_SECRET ?? '') < MIN_SECRET_BITS) {
    throw new EnvError(
      'Refusing to start in production: SESSION_SECRET is too weak. Use at least 32 random bytes, e.g. the output of `openssl rand -base64 48`.',
    );
  }
  const weak = [
    ['ACCESS_PASSWORD', passwordWeakness(e.ACCESS_PASSWORD ?? '', { caseFolded: true })],
    ['ADMIN_PASSWORD', passwordWeakness(e.ADMIN_PASSWORD ?? '', { caseFolded: false })],
  ].filter(([, problem]) => problem !== null);
  if (weak.length > 0) {
    throw new EnvError(
      `Refusing to start in production: ${weak.map(([name, problem]) => `${name} ${problem}`).join('; ')} (see .env.example).`,
    );
  }
}

/** Variables already set in the environment win. */
export function loadDotEnvIfPresent(file = '.env'): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
