import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS, EnvError, isDemoMode, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('has working demo defaults outside production', () => {
    const env = parseEnv({});
    expect(env.port).toBe(5000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.dataDir).toMatch(/data\/db$/);
    expect(env.accessPassword).toBe(DEMO_DEFAULTS.accessPassword);
    expect(env.cookieSecure).toBe(false);
    expect(isDemoMode(env)).toBe(true);
  });

  it('reads every variable', () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      PORT: '6001',
      DATABASE_URL: 'postgres://u@h:5432/db',
      CLEARPLAN_DATA_DIR: '/tmp/cp',
      ACCESS_PASSWORD: 'gate',
      SESSION_SECRET: 's'.repeat(32),
      ADMIN_EMAIL: 'Boss@Example.org',
      ADMIN_PASSWORD: 'a-long-password',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({
      port: 6001,
      databaseUrl: 'postgres://u@h:5432/db',
      dataDir: '/tmp/cp',
      adminEmail: 'boss@example.org',
      cookieSecure: true,
      trustProxy: true,
      logLevel: 'warn',
    });
    expect(isDemoMode(env)).toBe(false);
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
      SESSION_SECRET: 'r'.repeat(40),
      ADMIN_PASSWORD: 'a-real-password',
    });
    expect(isDemoMode(env)).toBe(false);
  });
});
