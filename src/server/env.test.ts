import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS, EnvError, isDemoMode, parseEnv, secretEntropyBits } from './env.ts';

const STRONG_SECRET = 'kJ8vQ2xN5pR7tW1yB4eH6mL9sD3fG0aZ-cV_uXiOqTnEr';

describe('parseEnv', () => {
  it('has working demo defaults outside production', () => {
    const env = parseEnv({});
    expect(env.port).toBe(5000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.dataDir).toMatch(/data\/db$/);
    expect(env.accessPassword).toBe(DEMO_DEFAULTS.accessPassword);
    expect(env.cookieSecure).toBe(false);
    expect(env.clientDir).toMatch(/dist\/client$/);
    // Development is for a person at a terminal: readable logs.
    expect(env.logFormat).toBe('readable');
    expect(isDemoMode(env)).toBe(true);
  });

  it('reads every variable', () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      PORT: '6001',
      DATABASE_URL: 'postgres://u@h:5432/db',
      CLEARPLAN_DATA_DIR: '/tmp/cp',
      CLEARPLAN_CLIENT_DIR: '/tmp/cp-client',
      ACCESS_PASSWORD: 'gate',
      SESSION_SECRET: 's'.repeat(32),
      ADMIN_EMAIL: 'Boss@Example.org',
      ADMIN_PASSWORD: 'a-long-password',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '1',
      SUBMIT_LIMIT_PER_10_MIN: '30',
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({
      port: 6001,
      databaseUrl: 'postgres://u@h:5432/db',
      dataDir: '/tmp/cp',
      adminEmail: 'boss@example.org',
      cookieSecure: true,
      trustProxyHops: 1,
      submitLimitPer10Min: 30,
      logLevel: 'warn',
      clientDir: '/tmp/cp-client',
      // Test keeps JSON lines: the process and browser tests read them.
      logFormat: 'json',
    });
    expect(isDemoMode(env)).toBe(false);
  });

  it('reads RETENTION_DAYS (default 400) and refuses a period that is not 1 to 3650 whole days', () => {
    expect(parseEnv({}).retentionDays).toBe(400);
    expect(parseEnv({ RETENTION_DAYS: '30' }).retentionDays).toBe(30);
    for (const bad of ['0', '-5', '2.5', 'forever', '3651']) {
      expect(() => parseEnv({ RETENTION_DAYS: bad }), bad).toThrowError(/RETENTION_DAYS must be/);
    }
  });

  it('reads WORKERS (default 1), refuses a count that is not 1 to 64, and refuses more than one without PostgreSQL', () => {
    const postgres = { DATABASE_URL: 'postgres://u@db.example/clearplan' };
    expect(parseEnv({}).workers).toBe(1);
    expect(parseEnv({ ...postgres, WORKERS: '2' }).workers).toBe(2);
    expect(parseEnv({ WORKERS: '1' }).workers).toBe(1);
    for (const bad of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => parseEnv({ ...postgres, WORKERS: bad }), bad).toThrowError(/WORKERS must be/);
    }
    // The embedded database serves one process: one line, never silently one worker.
    expect(() => parseEnv({ WORKERS: '2' })).toThrowError(
      new EnvError(
        'WORKERS=2 needs a PostgreSQL server (DATABASE_URL): the embedded database serves one process. Set DATABASE_URL or WORKERS=1.',
      ),
    );
  });

  it('fails fast with one readable line per bad variable', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' })).toThrowError(
      EnvError,
    );
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL must start with postgres://');
      expect(message).toContain('ADMIN_PASSWORD must be at least 12 characters');
    }
  });

  it('refuses to start in production on any demo secret', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrowError(
      /ACCESS_PASSWORD, SESSION_SECRET, ADMIN_PASSWORD/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: 'production', ACCESS_PASSWORD: 'real', ADMIN_PASSWORD: 'a-real-password' }),
    ).toThrowError(/SESSION_SECRET/);
    const env = parseEnv({
      NODE_ENV: 'production',
      ACCESS_PASSWORD: 'real',
      SESSION_SECRET: STRONG_SECRET,
      ADMIN_PASSWORD: 'a-real-password',
    });
    expect(isDemoMode(env)).toBe(false);
    expect(env.sessionSecret).toBe(STRONG_SECRET);
    expect(env.logFormat).toBe('json');
  });

  it('refuses a weak SESSION_SECRET in production: less than 32 bytes of entropy', () => {
    const production = { NODE_ENV: 'production', ACCESS_PASSWORD: 'real', ADMIN_PASSWORD: 'a-real-password' };
    for (const weak of [
      'r'.repeat(40),
      'abcdefghijklmnopqrstuvwxyz012345',
      'correct-horse-battery-staple-2026',
      // Lower-case letters only, however long they look: 4.7 bits a character.
      'correcthorsebatterystaplecorrecthorsebatteryst',
    ]) {
      expect(() => parseEnv({ ...production, SESSION_SECRET: weak }), weak).toThrowError(
        /SESSION_SECRET is too weak/,
      );
    }
    // 32 random bytes in hex or base64url pass, also the hex ones that happen to lack a digit
    // (one in four do: this test used to fail then) or the base64url ones with no '-' or '_'.
    const lackingF = randomBytes(32).toString('hex').replaceAll('f', 'e');
    const noSymbols = randomBytes(32).toString('base64url').replaceAll('-', 'A').replaceAll('_', 'B');
    const noDigits = randomBytes(32).toString('base64url').replace(/[0-9]/g, 'x');
    for (const strong of [
      randomBytes(32).toString('hex'),
      randomBytes(32).toString('base64url'),
      lackingF,
      noSymbols,
      noDigits,
      randomBytes(32).toString('base64'),
      STRONG_SECRET,
    ]) {
      expect(secretEntropyBits(strong)).toBeGreaterThanOrEqual(256);
      expect(parseEnv({ ...production, SESSION_SECRET: strong }).sessionSecret).toBe(strong);
    }
  });

  it('never takes 32 random bytes for a weak secret, in hex, base64url or base64 (3,000 tries)', () => {
    const weak: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const secret = randomBytes(32).toString((['hex', 'base64url', 'base64'] as const)[i % 3]);
      if (secretEntropyBits(secret) < 256) weak.push(secret);
    }
    expect(weak).toEqual([]);
  });

  it('uses the demo secrets only when every secret is the demo one', () => {
    expect(parseEnv({}).sessionSecret).toBe(DEMO_DEFAULTS.sessionSecret);
    // Its own access and admin passwords: no demo mode, and no demo session secret (it is generated).
    const own = parseEnv({ ACCESS_PASSWORD: 'our-gate', ADMIN_PASSWORD: 'our-admin-password' });
    expect(isDemoMode(own)).toBe(false);
    expect(own.sessionSecret).toBeNull();
    const demoSecret = parseEnv({
      ACCESS_PASSWORD: 'our-gate',
      ADMIN_PASSWORD: 'our-admin-password',
      SESSION_SECRET: DEMO_DEFAULTS.sessionSecret,
    });
    expect(demoSecret.sessionSecret).toBeNull();
    // Setting one password but not the other is refused, so the public demo one is never used beside it.
    expect(() => parseEnv({ ACCESS_PASSWORD: 'our-gate' })).toThrowError(/Set ADMIN_PASSWORD as well/);
    expect(() => parseEnv({ SESSION_SECRET: STRONG_SECRET })).toThrowError(
      /Set ACCESS_PASSWORD and ADMIN_PASSWORD as well/,
    );
  });

  it('takes TRUST_PROXY_HOPS, with TRUST_PROXY=true meaning one hop', () => {
    expect(parseEnv({}).trustProxyHops).toBe(0);
    expect(parseEnv({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: '-1' })).toThrowError(EnvError);
  });
});
