import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { syntheticProfile } from '../../tests/reliability/load-client.ts';
import {
  seededPgliteDirectory,
  type ThrowawayDatabase,
  throwawayPostgres,
} from '../../tests/reliability/reliability-databases.ts';
import { COMPILE_CACHE_ENV, processorMs } from '../../tests/reliability/server-process.ts';
import { STRESS } from '../../tests/reliability/stress-profile.ts';
import { migrateDatabase } from './db/migrate.ts';
import { PUBLISHED_ACCOUNTS } from './published-secrets.ts';
import { createAdminUser } from './services/admin/admin-users.ts';

/** The real entry point as `npm start` runs it (without the client build). */
type Started = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

function start(dataDir: string, extraEnv: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...COMPILE_CACHE_ENV,
      WORKERS: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...extraEnv,
      PORT: '0',
      HOST: '127.0.0.1',
      CLEARPLAN_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  // 'close', not 'exit': the exit can be reported before the last of its output has been read.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, port: 0, output: () => out, exited };
}

/**
 * What `find` reads in the server's output, as soon as the output holds it: checked on every
 * chunk the server writes, so it waits as long as the server takes (within the test's limit), not a
 * deadline of its own that a busy machine outlasts. Rejects with the output if the server exits first.
 */
function waitForOutput<T>(s: Started, find: (output: string) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = find(s.output());
      if (found === undefined) return;
      s.child.stdout?.off('data', check);
      s.child.stderr?.off('data', check);
      resolve(found);
    };
    s.child.stdout?.on('data', check);
    s.child.stderr?.on('data', check);
    s.exited.then(() => reject(new Error(`server exited: ${s.output()}`)));
    check();
  });
}

/** The port, as soon as the server says it is listening; the server's output if it exits first. */
function waitForListening(s: Started): Promise<number> {
  return waitForOutput(s, (output) => {
    const match = /running at http:\/\/localhost:(\d+)/.exec(output);
    return match ? Number(match[1]) : undefined;
  });
}

/**
 * A first start seeds the demo with both plan years: 42 processor seconds of its own (the PGlite
 * database runs in the process), measured beside four other test runs on this 2-core machine, where
 * it took 173 s of wall time; about 40 s on an idle one. Under three times that is not a regression.
 */
const FIRST_START_CPU_SECONDS = 120;
/**
 * The other tests' limits stop only a hang: each is a few server starts of 3–4 processor seconds,
 * which at a load of 20–25 on two cores took 15–40 s each of wall time (the refused start alone
 * 14 s), several times their idle time, with nothing wrong.
 */
const HANG_LIMIT_MS = 600_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-main-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process on an embedded database', () => {
  it('starts, refuses a second process on the same data directory, and shuts down cleanly on SIGTERM', async () => {
    const first = start(dataDir);
    children.push(first.child);
    const port = await waitForListening(first);
    // The first start's seeding is bounded by the processor time it takes, which a busy machine
    // does not change, rather than by the wall time, which it does (FIRST_START_CPU_SECONDS).
    const seedingCpu = (processorMs(first.child.pid as number) ?? Number.POSITIVE_INFINITY) / 1000;
    expect(seedingCpu, first.output()).toBeLessThan(FIRST_START_CPU_SECONDS);
    expect(first.output()).toContain('seeded a new database');
    expect(first.output()).toContain('Demo access password: clearplan-demo');
    expect(first.output()).toContain('Demo admin sign-in: admin@clearplan.example / clearplan-admin-demo');
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    const second = start(dataDir);
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another ClearPlan process/);
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'clearplan.lock'))).toBe(false);

    // The data survived: a restart does not seed again and the demo admin can still sign in.
    const third = start(dataDir);
    children.push(third.child);
    const port3 = await waitForListening(third);
    expect(third.output()).not.toContain('seeded a new database');
    const gate = await fetch(`http://127.0.0.1:${port3}/api/access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'clearplan-demo' }),
    });
    const cookie = gate.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const login = await fetch(`http://127.0.0.1:${port3}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ email: 'admin@clearplan.example', password: 'clearplan-admin-demo' }),
    });
    expect(login.status).toBe(200);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
    // The wall-time limit only stops a start that hangs: the seeding is bounded above by its
    // processor time, and on two cores shared with another tier it may take several times as long.
  }, 900_000);
});

describe('the server process with its own passwords and no SESSION_SECRET', () => {
  it(
    'generates a session secret once, keeps it in the data directory with 0600, and shows no demo credentials',
    async () => {
      // From the seeded snapshot: what is tested here is the secret, not a first start's seeding.
      const ownDir = (await seededPgliteDirectory()).dataDir;
      const own = { ACCESS_PASSWORD: 'our-own-gate-word', ADMIN_PASSWORD: 'our-own-admin-password' };
      try {
        const first = start(ownDir, own);
        children.push(first.child);
        const port = await waitForListening(first);
        const file = path.join(ownDir, 'session-secret');
        expect(first.output()).toContain(`SESSION_SECRET is not set: generated a new one in ${file} (0600)`);
        expect(first.output()).not.toMatch(/Demo access password|Demo admin sign-in|clearplan-demo/);
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        const secret = fs.readFileSync(file, 'utf8').trim();
        expect(secret.length).toBeGreaterThanOrEqual(64);
        expect(first.output()).not.toContain(secret);

        const gate = await fetch(`http://127.0.0.1:${port}/api/access`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ password: own.ACCESS_PASSWORD }),
        });
        expect(gate.status).toBe(200);
        const cookie = gate.headers.getSetCookie()[0]?.split(';')[0] ?? '';
        const info = await (
          await fetch(`http://127.0.0.1:${port}/api/app-info`, { headers: { cookie } })
        ).json();
        expect(info).toMatchObject({ demoMode: false, demoAdmin: null });
        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);

        // A restart reuses the kept secret: the cookie issued before still opens the app.
        const second = start(ownDir, own);
        children.push(second.child);
        const port2 = await waitForListening(second);
        expect(second.output()).toContain(`SESSION_SECRET is not set: using the one kept in ${file}`);
        expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
        expect((await fetch(`http://127.0.0.1:${port2}/api/app-info`, { headers: { cookie } })).status).toBe(
          200,
        );
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      } finally {
        fs.rmSync(ownDir, { recursive: true, force: true });
      }
    },
    HANG_LIMIT_MS,
  );
});

/** One request on a connection of its own (no keep-alive), so the primary hands each to a worker in turn. */
function send(
  port: number,
  method: string,
  urlPath: string,
  options: { cookie?: string; json?: unknown } = {},
): Promise<{ status: number; body: string; setCookie: string[] }> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: false,
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, setCookie: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

type LogLine = {
  msg?: string;
  worker?: number;
  pid?: number;
  route?: string;
  method?: string;
  status?: number;
};

/** The JSON log lines written so far; a line still on its way (no newline yet) is left for later. */
function jsonLines(output: string): LogLine[] {
  return output
    .slice(0, output.lastIndexOf('\n') + 1)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The worker that logged the n-th request line (0-based), once it is written. */
function workerOfRequest(s: Started, n: number): Promise<LogLine> {
  return waitForOutput(s, (output) => jsonLines(output).filter((l) => l.msg === 'request')[n]);
}

const parentPid = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);

describe('WORKERS=2', () => {
  let database: ThrowawayDatabase | undefined;
  afterAll(() => database?.remove());

  // A fresh database under npm run test:stress, where the one seeding is checked; in npm test the
  // seeded template, as every start that is not about the first one (the embedded first start above).
  const fresh = STRESS;
  it(
    `on ${fresh ? 'a fresh' : 'a seeded'} PostgreSQL database: the start's work done once, both workers serve one database, SIGTERM stops all with 0`,
    async () => {
      database = await throwawayPostgres({ empty: fresh });
      const s = start(database.dataDir, { DATABASE_URL: database.databaseUrl ?? '', WORKERS: '2' });
      children.push(s.child);
      const port = await waitForListening(s);
      const output = s.output();
      // The primary migrates and seeds before it forks; a worker never does.
      expect(output.match(/seeded a new database/g) ?? []).toHaveLength(database.seeded ? 0 : 1);
      expect(output.match(/ClearPlan is running at/g)).toHaveLength(1);
      expect(output).toContain(`ClearPlan is running at http://localhost:${port} (2 worker processes)`);
      // The two workers are children of the process we started, each with a pid of its own.
      const started = jsonLines(output).filter((l) => l.msg === 'worker started');
      const pids = started.map((l) => l.pid as number);
      expect(new Set(pids).size).toBe(2);
      for (const pid of pids) expect(parentPid(pid)).toBe(s.child.pid);

      // A browser: the gate cookie (signed with the primary's secret) and a history key of its own.
      const gate = await send(port, 'POST', '/api/access', { json: { password: 'clearplan-demo' } });
      expect(gate.status).toBe(200);
      const cookie = `${gate.setCookie[0]?.split(';')[0]}; clearplan_history=${randomBytes(32).toString('base64url')}`;
      const stored = await send(port, 'POST', '/api/medicare/submit', {
        cookie,
        json: syntheticProfile('Workers', 1),
      });
      expect(stored.status, stored.body).toBe(201);
      const userId = (JSON.parse(stored.body) as { userId: string }).userId;
      expect((await workerOfRequest(s, 0)).route).toBe('/api/access');
      const storedBy = (await workerOfRequest(s, 1)).worker;
      expect(storedBy).toBeDefined();

      // Read it back until the other worker answers (the primary hands connections out in turn).
      let readByOther = false;
      for (let n = 2; n < 12 && !readByOther; n++) {
        const read = await send(port, 'GET', `/api/medicare/recommendations/${userId}`, { cookie });
        expect(read.status, read.body).toBe(200);
        expect((JSON.parse(read.body) as { userId: string }).userId).toBe(userId);
        const line = await workerOfRequest(s, n);
        expect(line.route).toBe('/api/medicare/recommendations/:userId');
        readByOther = line.worker !== storedBy;
      }
      expect(readByOther).toBe(true);
      const workers = new Set(
        jsonLines(s.output())
          .filter((l) => l.msg === 'request')
          .map((l) => l.worker),
      );
      expect(workers.size).toBe(2);

      // A worker that dies is replaced after a short pause, and the port keeps answering meanwhile.
      process.kill(pids[0] as number, 'SIGKILL');
      const replacement = await waitForOutput(
        s,
        (output) => jsonLines(output).filter((l) => l.msg === 'worker started')[2]?.pid,
      );
      expect(replacement).toBeDefined();
      expect(parentPid(replacement as number)).toBe(s.child.pid);
      const stopped = jsonLines(s.output()).find(
        (l) => l.msg === 'a worker stopped unexpectedly: starting another',
      );
      expect(stopped).toMatchObject({ signal: 'SIGKILL', restartInMs: 500 });
      for (let n = 0; n < 4; n++) expect((await send(port, 'GET', '/api/ready')).status).toBe(200);

      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
      for (const pid of [...pids, replacement as number]) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
      // A fresh database migrated and seeded by one process takes about a minute on a busy 2-core machine.
    },
    HANG_LIMIT_MS,
  );

  it(
    'is refused on the embedded database with one line, before anything is opened',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-workers-'));
      try {
        const s = start(dir, { DATABASE_URL: '', WORKERS: '2' });
        children.push(s.child);
        expect(await s.exited).toBe(1);
        expect(s.output()).toBe(
          'WORKERS=2 needs a PostgreSQL server (DATABASE_URL): the embedded database serves one process. Set DATABASE_URL or WORKERS=1.\n',
        );
        expect(fs.readdirSync(dir)).toEqual([]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    HANG_LIMIT_MS,
  );
});

/** A script of scripts/ run as `npm run` runs it, with `input` on its standard input; its exit code and output. */
function runScript(script: string, args: string[], input: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...COMPILE_CACHE_ENV, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  child.stdin?.end(input);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output: out })),
  );
}

/** POST JSON to the server; the status and the cookies it sets. */
async function postJson(port: number, urlPath: string, body: unknown, cookie = '') {
  const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  await res.body?.cancel();
  return { status: res.status, cookie: res.headers.getSetCookie()[0]?.split(';')[0] ?? '' };
}

describe.each([
  ['PGlite', seededPgliteDirectory],
  ['PostgreSQL', throwawayPostgres],
] as const)('a database that was a demo, started in production, on %s', (_label, make) => {
  let database: ThrowawayDatabase | undefined;
  afterAll(() => database?.remove());

  it(
    'refuses to start while the demo admin signs in with the demo password; after admin:password it starts, and ADMIN_PASSWORD is the named admin',
    async () => {
      database = await make();
      const demoAdmin = PUBLISHED_ACCOUNTS.demoAdmin;
      // What a first start in demo mode leaves beside its data: the seed's demo admin (seed.ts).
      const handle = await database.open();
      try {
        await migrateDatabase(handle);
        await createAdminUser(handle.db, { ...demoAdmin, role: 'admin' });
      } finally {
        await handle.close();
      }
      const production = {
        NODE_ENV: 'production',
        DATABASE_URL: database.databaseUrl ?? '',
        CLEARPLAN_DATA_DIR: database.dataDir,
        ACCESS_PASSWORD: 'our own gate words',
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        ADMIN_EMAIL: 'owner@agency.example',
        ADMIN_PASSWORD: 'the-owners-own-password',
      };

      const refused = start(database.dataDir, production);
      children.push(refused.child);
      const outcome = await Promise.race([
        refused.exited.then((code) => `exited with ${code}`),
        waitForListening(refused).then(
          (port) => `listening on ${port}`,
          () => 'exited',
        ),
      ]);
      expect(outcome, refused.output()).toBe('exited with 1');
      expect(refused.output()).toContain(
        `  ${demoAdmin.email} (admin): npm run admin:password -- ${demoAdmin.email}`,
      );

      // The fix it names: the demo admin gets a password of its own.
      const newPassword = 'the-demo-admins-new-one';
      const fixed = await runScript(
        'scripts/admin-password.ts',
        [demoAdmin.email],
        `${newPassword}\n`,
        production,
      );
      expect(fixed, fixed.output).toMatchObject({ code: 0 });
      expect(fixed.output).toContain(`Changed the password of admin ${demoAdmin.email}`);

      const s = start(database.dataDir, production);
      children.push(s.child);
      const port = await waitForListening(s);
      const gate = await postJson(port, '/api/access', { password: production.ACCESS_PASSWORD });
      expect(gate.status).toBe(200);
      const login = (who: { email: string; password: string }) =>
        postJson(port, '/api/admin/login', who, gate.cookie).then((r) => r.status);
      expect(await login(demoAdmin)).toBe(401);
      expect(await login({ email: production.ADMIN_EMAIL, password: production.ADMIN_PASSWORD })).toBe(200);
      expect(await login({ email: demoAdmin.email, password: newPassword })).toBe(200);
      // ADMIN_PASSWORD made the named admin (on a cloned database this start did; an empty one was
      // seeded by the refused start, with that admin) and the start named the sample data still there.
      expect(refused.output() + s.output()).toMatch(
        /created the admin owner@agency\.example with ADMIN_PASSWORD|"adminCreated":true/,
      );
      expect(s.output()).toContain(
        'the database still holds sample data, which the pages label as sample: sample plans',
      );
      for (const secret of [production.ADMIN_PASSWORD, newPassword, production.ACCESS_PASSWORD]) {
        expect(s.output() + refused.output()).not.toContain(secret);
      }
      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
    },
    HANG_LIMIT_MS,
  );
});
