import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seededPgliteDirectory } from '../../tests/reliability/reliability-databases.ts';

/** The real entry point as `npm start` runs it (without the client build). */
type Started = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

function start(dataDir: string, extraEnv: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...extraEnv,
      PORT: '0',
      HOST: '127.0.0.1',
      CLEARPLAN_DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port: 0, output: () => out, exited };
}

/** The port, as soon as the server says it is listening; the server's output if it exits first. */
function waitForListening(s: Started): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(s.output());
      if (!match) return;
      s.child.stdout?.off('data', check);
      resolve(Number(match[1]));
    };
    s.child.stdout?.on('data', check);
    s.exited.then(() => reject(new Error(`server exited: ${s.output()}`)));
    check();
  });
}

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
    // A real first start seeds the demo with both plan years (about 40 s on an idle 2-core machine);
    // CI runs this beside the browser and api tiers on the same two cores.
  }, 240_000);
});

describe('the server process with its own passwords and no SESSION_SECRET', () => {
  it('generates a session secret once, keeps it in the data directory with 0600, and shows no demo credentials', async () => {
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
  }, 120_000);
});
