/**
 * The only module that reads process.env (conventions: env parsed once, fail fast).
 * Every variable is documented in .env.example.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Demo values used outside production only; production refuses to start with any of them. */
export const DEMO_DEFAULTS = {
  accessPassword: 'clearplan-demo',
  sessionSecret: 'clearplan-demo-session-secret-change-me',
  adminEmail: 'admin@clearplan.example',
  adminPassword: 'clearplan-admin-demo',
} as const;

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CLEARPLAN_DATA_DIR: z.string().min(1).default('./data/db'),
  ACCESS_PASSWORD: z.string().min(1).default(DEMO_DEFAULTS.accessPassword),
  SESSION_SECRET: z
    .string()
    .min(16, 'SESSION_SECRET must be at least 16 characters')
    .default(DEMO_DEFAULTS.sessionSecret),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').default(DEMO_DEFAULTS.adminEmail),
  ADMIN_PASSWORD: z
    .string()
    .min(12, 'ADMIN_PASSWORD must be at least 12 characters')
    .default(DEMO_DEFAULTS.adminPassword),
  COOKIE_SECURE: booleanish,
  TRUST_PROXY: booleanish,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  accessPassword: string;
  sessionSecret: string;
  adminEmail: string;
  adminPassword: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
};

export class EnvError extends Error {}

/** Parses the environment; throws EnvError with one readable line per problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const env: Env = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.CLEARPLAN_DATA_DIR),
    accessPassword: e.ACCESS_PASSWORD,
    sessionSecret: e.SESSION_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
  };
  if (env.nodeEnv === 'production') {
    const demo: string[] = [];
    if (env.accessPassword === DEMO_DEFAULTS.accessPassword) demo.push('ACCESS_PASSWORD');
    if (env.sessionSecret === DEMO_DEFAULTS.sessionSecret) demo.push('SESSION_SECRET');
    if (env.adminPassword === DEMO_DEFAULTS.adminPassword) demo.push('ADMIN_PASSWORD');
    if (demo.length > 0) {
      throw new EnvError(
        `Refusing to start in production with demo values for: ${demo.join(', ')}. Set them in the environment (see .env.example).`,
      );
    }
  }
  return env;
}

/** Demo mode: outside production and still using the demo admin password (the login page may show it). */
export function isDemoMode(env: Env): boolean {
  return env.nodeEnv !== 'production' && env.adminPassword === DEMO_DEFAULTS.adminPassword;
}

/** Loads ./.env into process.env when present; variables already set in the environment win. */
export function loadDotEnvIfPresent(file = '.env'): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
