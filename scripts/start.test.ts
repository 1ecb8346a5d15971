import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seededPgliteDirectory, type ThrowawayDatabase } from '../tests/reliability/reliability-databases.ts';
import { COMPILE_CACHE_ENV } from '../tests/reliability/server-process.ts';
import { changedInputs, readStamp, stampPath } from './client-build-stamp.ts';

/**
 * `npm start` as a person runs it (scripts/start.ts), on a seeded data directory and with the
 * browser app built into a directory of its own (CLEARPLAN_CLIENT_DIR), never the shared dist/.
 */
type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const PRODUCTION_SECRETS = {
  ACCESS_PASSWORD: 'our-own-gate-word',
  ADMIN_PASSWORD: 'our-own-admin-password',
  SESSION_SECRET: 'kJ8vQ2xN5pR7tW1yB4eH6mL9sD3fG0aZ-cV_uXiOqTnEr',
};

let database: ThrowawayDatabase;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-start-'));
const clientDir = path.join(workDir, 'client');
const ROOT = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await seededPgliteDirectory();
});
// A test that failed half-way leaves no server holding the data directory for the next one.
afterEach(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
afterAll(async () => {
  await database?.remove();
  fs.rmSync(workDir, { recursive: true, force: true });
});

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      ...COMPILE_CACHE_ENV,
      PORT: '0',
      HOST: '127.0.0.1',
      CLEARPLAN_DATA_DIR: database.dataDir,
      CLEARPLAN_CLIENT_DIR: clientDir,
      DATABASE_URL: '',
      WORKERS: '1',
      ACCESS_PASSWORD: '',
      SESSION_SECRET: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** The port once the server says where it runs; its output if it exits first. */
function listening(s: Started): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(s.output());
      if (!match) return;
      s.child.stdout?.off('data', check);
      resolve(Number(match[1]));
    };
    s.child.stdout?.on('data', check);
    s.exited.then(() => reject(new Error(`exited before listening:\n${s.output()}`)));
    check();
  });
}

/** A few requests of the kinds a page makes: a probe, a refused gate password, the page and a script. */
async function browse(port: number): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  const refused = await fetch(`${base}/api/access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'not-the-password' }),
  });
  expect(refused.status).toBe(401);
  const page = await fetch(`${base}/`);
  expect(page.status).toBe(200);
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();
  expect((await fetch(`${base}${script}`)).status).toBe(200);
}

async function stop(s: Started): Promise<void> {
  s.child.kill('SIGTERM');
  expect(await s.exited).toBe(0);
}

const lines = (output: string) => output.split('\n').filter((line) => line.trim() !== '');
const mtime = (file: string) => fs.statSync(file).mtimeMs;

/**
 * Only against a hang: a start is a build (3 processor seconds) and a server start (3–4), which on
 * two cores shared with other tiers took 30–45 s of wall time at a load of 25, with nothing wrong.
 */
const HANG_LIMIT = { timeout: 600_000 };

describe('npm start', HANG_LIMIT, () => {
  it('in development: builds the browser app, prints the app and admin sign-in URLs, and no JSON line per request', async () => {
    const s = start({ NODE_ENV: 'development' });
    const port = await listening(s);
    await browse(port);
    await stop(s);

    const output = s.output();
    expect(output).toMatch(/building the browser app .*there is no build yet/);
    expect(output).toContain(`ClearPlan is running at http://localhost:${port}\n`);
    expect(output).toContain(`Admin sign-in: http://localhost:${port}/admin/login\n`);
    expect(output).toContain('Demo admin sign-in: admin@clearplan.example / clearplan-admin-demo');
    // Readable lines only; the requests above left none (they are debug lines in development).
    expect(lines(output).filter((line) => line.startsWith('{'))).toEqual([]);
    expect(lines(output).filter((line) => /\/api\/(health|access)/.test(line))).toEqual([]);
    expect(output).toMatch(/^\d\d:\d\d:\d\d shutting down signal=SIGTERM$/m);
  });

  it('in production on a current build: does not build again, refuses a second start on the same data before it builds, and prints every line as a JSON event, the start-up one with the admin sign-in URL', async () => {
    // One production start on the build the development start above made: the build it skips and
    // the JSON lines it prints are both this start's.
    const index = path.join(clientDir, 'index.html');
    const build = () => ({
      index: mtime(index),
      stamp: mtime(stampPath(clientDir)),
      html: fs.readFileSync(index, 'utf8'),
    });
    const before = build();
    const stamp = readStamp(clientDir);
    expect(stamp).not.toBeNull();

    const s = start({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });
    const port = await listening(s);
    const edited = stamp ? changedInputs(ROOT, stamp) : [];
    if (edited.length === 0) {
      expect(s.output()).not.toContain('building the browser app');
      expect(build()).toEqual(before);
    } else {
      // Someone saved one of the app's files while this ran (a shared working tree): building
      // again is then right, for that reason only.
      const rebuiltFor = /"msg":"building the browser app".*"because":"(.+?) changed"/.exec(s.output())?.[1];
      if (rebuiltFor) expect(edited).toContain(rebuiltFor);
    }

    // A second start on the same data directory, whose browser app would need building: it is
    // refused first, and its build directory is left exactly as it was.
    const otherClientDir = path.join(workDir, 'other-client');
    fs.mkdirSync(otherClientDir);
    fs.writeFileSync(path.join(otherClientDir, 'index.html'), '<!doctype html><p>an old build</p>');
    const second = start({ NODE_ENV: 'development', CLEARPLAN_CLIENT_DIR: otherClientDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      /ClearPlan cannot start: The data directory .* is in use by another ClearPlan process \(pid \d+\)\..* The browser app was left as it is\./,
    );
    expect(second.output()).not.toContain('building the browser app');
    expect(fs.readdirSync(otherClientDir)).toEqual(['index.html']);
    expect(fs.readFileSync(path.join(otherClientDir, 'index.html'), 'utf8')).toBe(
      '<!doctype html><p>an old build</p>',
    );
    expect(fs.existsSync(stampPath(otherClientDir))).toBe(false);

    // The running server still serves its page and the scripts it loads.
    await browse(port);
    await stop(s);

    const events = lines(s.output()).map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: `ClearPlan is running at http://localhost:${port}`,
        adminSignIn: `http://localhost:${port}/admin/login`,
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        route: '/api/health',
        status: 200,
      }),
    );
    expect(events).toContainEqual(expect.objectContaining({ msg: 'shutting down', signal: 'SIGTERM' }));
    expect(s.output()).not.toContain(PRODUCTION_SECRETS.ADMIN_PASSWORD);
  });
});

describe('npm start with WORKERS', HANG_LIMIT, () => {
  it('refuses WORKERS=2 on the embedded database with one line, before taking the lock or building', async () => {
    const ownClientDir = path.join(workDir, 'client-never-built');
    const s = start({ WORKERS: '2', CLEARPLAN_CLIENT_DIR: ownClientDir });
    expect(await s.exited).toBe(1);
    expect(s.output()).toBe(
      'WORKERS=2 needs a PostgreSQL server (DATABASE_URL): the embedded database serves one process. Set DATABASE_URL or WORKERS=1.\n',
    );
    expect(fs.existsSync(ownClientDir)).toBe(false);
    expect(fs.existsSync(path.join(database.dataDir, 'clearplan.lock'))).toBe(false);
  });
});
