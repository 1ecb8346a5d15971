/**
 * The real app (createApp) on a real test database, with a controllable clock, captured log
 * lines and a tiny cookie jar, for API integration tests driven through app.request().
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { type App, createApp } from '../../src/server/app.ts';
import type { AppConfig } from '../../src/server/app-context.ts';
import { hashHistoryKey } from '../../src/server/http/history-cookie.ts';
import { createLogger } from '../../src/server/logger.ts';
import { recommendationPlans } from '../../src/server/presenters/recommendation-presenter.ts';
import { createResultsState, type ResultsState } from '../../src/server/results/result-documents.ts';
import { type Caches, createCaches } from '../../src/server/services/platform/caches.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import { TEST_ADMIN, TEST_EDITOR } from './test-database-config.ts';

export const TEST_ACCESS_PASSWORD = 'Test-Access-Word';

export type TestClock = { now: () => Date; advance: (ms: number) => void };

export function createClock(start = new Date('2026-11-02T15:00:00Z')): TestClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => (t += ms) };
}

export type RequestOptions = {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  cookies?: string;
  /** The client address the request seems to come from (the socket's remote address). */
  ip?: string;
};

export type TestApp = {
  app: App;
  /** What the app keeps in memory (the plan cache, the imports it runs, …). */
  caches: Caches;
  /** What the results core keeps in memory (answers ready to send, submission turns). */
  results: ResultsState;
  database: TestDatabase;
  clock: TestClock;
  logs: string[];
  request: (path: string, options?: RequestOptions) => Promise<Response>;
  /**
   * A browser past the access gate: the gate cookie plus a history key of its own (ADR 0011), so
   * what it submits it can read again. Each call is another browser. Returns the Cookie header.
   */
  gateCookie: () => Promise<string>;
  /** Gate + admin sign-in; returns the Cookie header value to send. */
  adminCookie: (who?: { email: string; password: string }) => Promise<string>;
  close: () => Promise<void>;
};

/** "a=1; b=2" from a response's Set-Cookie headers, merged into an existing cookie string. */
export function mergeCookies(existing: string, response: Response): string {
  const jar = new Map<string, string>();
  for (const part of existing.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name) jar.set(name, rest.join('='));
  }
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, ...rest] = (pair ?? '').split('=');
    if (!name) continue;
    const value = rest.join('=');
    if (value === '' || /max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

export async function createTestApp(
  label: TestDatabase['label'] = 'PGlite',
  config: Partial<AppConfig> = {},
): Promise<TestApp> {
  return createTestAppOn(await openTestDatabase(label), config);
}

/**
 * The app on a database that is already open: a second app on another's database is what a second
 * server process on the same PostgreSQL is (caches and imports of its own, the database shared).
 */
export function createTestAppOn(
  database: TestDatabase,
  config: Partial<AppConfig> = {},
  close: () => Promise<void> = () => database.close(),
): TestApp {
  const clock = createClock();
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const caches = createCaches(database.db);
  const results = createResultsState(recommendationPlans);
  const app = createApp(
    {
      db: database.db,
      logger: createLogger('info', sink),
      now: clock.now,
      config: {
        nodeEnv: 'test',
        accessPassword: TEST_ACCESS_PASSWORD,
        sessionSecret: 'test-session-secret-0123456789',
        cookieSecure: false,
        trustProxyHops: 0,
        // Integration tests submit many times from one address; abuse-limits.test.ts checks the real default.
        submitLimitPer10Min: 100_000,
        demoAdmin: null,
        clientDir: '/nonexistent-client-dir',
        publicUrl: 'http://localhost',
        ...config,
      },
    },
    caches,
    results,
  );

  const request: TestApp['request'] = (path, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    if (options.cookies) headers.cookie = options.cookies;
    headers.host ??= 'localhost';
    const env = { incoming: { socket: { remoteAddress: options.ip ?? '127.0.0.1' } } };
    return Promise.resolve(
      app.request(
        `http://localhost${path}`,
        { method: options.method ?? (body ? 'POST' : 'GET'), headers, body },
        env as never,
      ),
    );
  };

  const gateCookie = async () => {
    const res = await request('/api/access', { json: { password: TEST_ACCESS_PASSWORD } });
    if (res.status !== 200) throw new Error(`gate refused: ${res.status}`);
    return mergeCookies(`clearplan_history=${randomBytes(32).toString('base64url')}`, res);
  };

  const adminCookie = async (who: { email: string; password: string } = TEST_ADMIN) => {
    const gate = await gateCookie();
    const res = await request('/api/admin/login', { json: who, cookies: gate });
    if (res.status !== 200) throw new Error(`login refused: ${res.status} ${await res.text()}`);
    return mergeCookies(gate, res);
  };

  return {
    app,
    caches,
    results,
    database,
    clock,
    logs,
    request,
    gateCookie,
    adminCookie,
    close,
  };
}

export { TEST_ADMIN, TEST_EDITOR };

/** The stored hash of the history key in a Cookie header made by gateCookie() (ADR 0011). */
export function historyKeyHashOf(cookies: string): string {
  const key = /(?:^|;\s*)clearplan_history=([^;]+)/.exec(cookies)?.[1];
  if (!key) throw new Error('no history key in these cookies');
  return hashHistoryKey(key);
}
