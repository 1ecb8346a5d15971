import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';
import { DEMO_DEFAULTS } from './published-secrets.ts';
import { secretEntropyBits } from './secret-strength.ts';

const STRONG_SECRET = 'kJ8vQ2xN5pR7tW1yB4eH6mL9sD3fG0aZ-cV_uXiOqTnEr';
/** A production environment that starts. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ACCESS_PASSWORD: 'a-real-gate-word',
  SESSION_SECRET: STRONG_SECRET,
  ADMIN_PASSWORD: 'a-real-password',
};

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
    expect(env.demo).toBe(true);
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
    expect(env.demo).toBe(false);
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
      parseEnv({
        NODE_ENV: 'production',
        ACCESS_PASSWORD: 'a-real-gate-word',
        ADMIN_PASSWORD: 'a-real-password',
      }),
    ).toThrowError(/SESSION_SECRET/);
    const env = parseEnv({
      NODE_ENV: 'production',
      ACCESS_PASSWORD: 'a-real-gate-word',
      SESSION_SECRET: STRONG_SECRET,
      ADMIN_PASSWORD: 'a-real-password',
    });
    expect(env.demo).toBe(false);
    expect(env.sessionSecret).toBe(STRONG_SECRET);
    expect(env.logFormat).toBe('json');
  });

  it('refuses a weak SESSION_SECRET in production: less than 32 bytes of entropy, repeats counted once', () => {
    const production = {
      NODE_ENV: 'production',
      ACCESS_PASSWORD: 'a-real-gate-word',
      ADMIN_PASSWORD: 'a-real-password',
    };
    for (const weak of [
      'r'.repeat(40),
      'abcdefghijklmnopqrstuvwxyz012345',
      'correct-horse-battery-staple-2026',
      // Lower-case letters only, however long they look: 4.7 bits a character.
      'correcthorsebatterystaplecorrecthorsebatteryst',
      // A short secret repeated is that short secret (these passed as 256 bits and more before).
      '0123456789abcdef'.repeat(4),
      'CorrectHorseBatteryStaple'.repeat(3),
      'MySecretKey2026!'.repeat(4),
      `${'0123456789abcdef'.repeat(4)}X`,
      `${randomBytes(16).toString('base64url')}${'Zq'.repeat(40)}`,
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

  it('refuses in production every demo value as the gate compares it (any case, spaces around, or inside another)', () => {
    expect(parseEnv(PRODUCTION).accessPassword).toBe(PRODUCTION.ACCESS_PASSWORD);
    for (const [name, value] of [
      ['ACCESS_PASSWORD', 'CLEARPLAN-DEMO'],
      ['ACCESS_PASSWORD', ' clearplan-demo '],
      ['ACCESS_PASSWORD', 'Clearplan-Demo-2026!'],
      ['ACCESS_PASSWORD', 'Clearplan-Admin-Demo'],
      ['ADMIN_PASSWORD', 'Clearplan-Admin-Demo'],
      ['ADMIN_PASSWORD', 'CLEARPLAN-EDITOR-E2E'],
      ['ADMIN_PASSWORD', 'Bench-Admin-Password'],
      ['SESSION_SECRET', DEMO_DEFAULTS.sessionSecret.toUpperCase()],
      ['SESSION_SECRET', `${DEMO_DEFAULTS.sessionSecret}${STRONG_SECRET}`],
    ] as const) {
      expect(() => parseEnv({ ...PRODUCTION, [name]: value }), `${name}=${value}`).toThrowError(
        new RegExp(`demo values for: ${name} `),
      );
    }
  });

  it('refuses in production an ACCESS_PASSWORD or ADMIN_PASSWORD that is short, repeated or easy to guess', () => {
    const refusals: [string, string, RegExp][] = [
      ['ACCESS_PASSWORD', 'a', /ACCESS_PASSWORD must be at least 12 characters/],
      ['ACCESS_PASSWORD', '   short-one   ', /ACCESS_PASSWORD must be at least 12 characters/],
      ['ACCESS_PASSWORD', 'a'.repeat(30), /ACCESS_PASSWORD repeats a shorter pattern/],
      ['ACCESS_PASSWORD', 'gate-word'.repeat(3), /ACCESS_PASSWORD repeats a shorter pattern/],
      ['ADMIN_PASSWORD', 'Summer2026!Summer2026!', /ADMIN_PASSWORD repeats a shorter pattern/],
      ['ADMIN_PASSWORD', '123456789012', /ADMIN_PASSWORD is too easy to guess/],
      ['ADMIN_PASSWORD', 'aaaaaaaaaaab', /ADMIN_PASSWORD (repeats a shorter pattern|is too easy to guess)/],
      ['ADMIN_PASSWORD', 'passwordpass', /ADMIN_PASSWORD is too easy to guess/],
    ];
    for (const [name, value, message] of refusals) {
      expect(() => parseEnv({ ...PRODUCTION, [name]: value }), `${name}=${value}`).toThrowError(message);
    }
    // Both at once: one message naming both.
    expect(() =>
      parseEnv({ ...PRODUCTION, ACCESS_PASSWORD: 'a', ADMIN_PASSWORD: '123456789012' }),
    ).toThrowError(/ACCESS_PASSWORD must be at least 12 characters; ADMIN_PASSWORD is too easy to guess/);
    for (const [name, value] of [
      ['ACCESS_PASSWORD', 'Oklahoma-Medicare-2026'],
      ['ACCESS_PASSWORD', 'tulsa river lamp oak'],
      ['ACCESS_PASSWORD', 'tulsa rivers'],
      ['ADMIN_PASSWORD', 'kP9#mQ2$vL7!'],
      ['ADMIN_PASSWORD', randomBytes(12).toString('base64url')],
    ] as const) {
      expect(parseEnv({ ...PRODUCTION, [name]: value }), `${name}=${value}`).toBeDefined();
    }
    // Outside production the passwords are the developer's business.
    expect(parseEnv({ ACCESS_PASSWORD: 'a', ADMIN_PASSWORD: '123456789012' }).accessPassword).toBe('a');
  });

  it('reads PUBLIC_URL as an origin and requires it in production when e-mail is on', () => {
    expect(parseEnv({}).publicUrl).toBeNull();
    expect(parseEnv({ PUBLIC_URL: 'https://ClearPlan.Example.org/' }).publicUrl).toBe(
      'https://clearplan.example.org',
    );
    expect(parseEnv({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe('http://10.0.0.5:8080');
    for (const bad of [
      'clearplan.example.org',
      'ftp://clearplan.example.org',
      'https://clearplan.example.org/app',
      'https://clearplan.example.org/?x=1',
      'https://clearplan.example.org/#top',
      'https://user:pw@clearplan.example.org',
    ]) {
      expect(() => parseEnv({ PUBLIC_URL: bad }), bad).toThrowError(/PUBLIC_URL must be the address/);
    }
    expect(parseEnv(PRODUCTION).publicUrl).toBeNull();
    const smtp = { ...PRODUCTION, SMTP_URL: 'smtp://mailer:pw@smtp.example.org:587' };
    expect(() => parseEnv(smtp)).toThrowError(/Set PUBLIC_URL/);
    expect(parseEnv({ ...smtp, PUBLIC_URL: 'https://clearplan.example.org' }).publicUrl).toBe(
      'https://clearplan.example.org',
    );
  });

  it('uses the demo secrets only when every secret is the demo one', () => {
    expect(parseEnv({}).sessionSecret).toBe(DEMO_DEFAULTS.sessionSecret);
    // Its own access and admin passwords: no demo mode, and no demo session secret (it is generated).
    const own = parseEnv({ ACCESS_PASSWORD: 'our-gate', ADMIN_PASSWORD: 'our-admin-password' });
    expect(own.demo).toBe(false);
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
