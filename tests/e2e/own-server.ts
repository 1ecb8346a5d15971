/**
 * A server of its own for one journey file (plan-years.spec.ts): start-server.ts restores the
 * variant's snapshot into a new data directory and runs the server there on `port`; this waits for
 * its health check. `stop()` ends it and removes the directory.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A first start on a machine without the cached snapshot makes it first (tens of seconds). */
const START_LIMIT_MS = 300_000;

export type OwnServer = { baseURL: string; stop: () => Promise<void> };

export async function startOwnServer(options: {
  variant: 'main' | 'next-year';
  port: number;
  env: Record<string, string>;
}): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(tmpdir(), `clearplan-e2e-${options.variant}-`));
  const baseURL = `http://127.0.0.1:${options.port}`;
  const args = ['--import', 'tsx', path.join(ROOT, 'tests/e2e/start-server.ts')];
  if (options.variant === 'next-year') args.push('--next-year-sample');
  // The test runner's own loader options are not the server's.
  const { NODE_OPTIONS: _runnerOptions, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      ...options.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      CLEARPLAN_DATA_DIR: dataDir,
      NODE_ENV: 'test',
    },
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(String(code ?? signal))),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    const waited = await Promise.race([exited, new Promise<null>((r) => setTimeout(r, 200, null))]);
    if (waited !== null) {
      await stop();
      throw new Error(`The ${options.variant} server exited (${waited}) before it answered`);
    }
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The ${options.variant} server did not answer /api/health in time`);
    }
  }
}
