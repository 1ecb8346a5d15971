import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger, LOG_FLUSH_MS, readableLine } from './logger.ts';
import { requestLog } from './middlewares/request-log.ts';

/** A logger writing into an array, and an app with one API route and one page behind the request log. */
function logged(level: string, format: 'json' | 'readable') {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => lines.push(line) }, format);
  const app = new Hono()
    .use(requestLog(logger))
    .get('/api/plans/:id', (c) => c.json({ id: c.req.param('id') }))
    .get('/', (c) => c.text('page'));
  return { lines, logger, app };
}

const CLOCK = /^\d\d:\d\d:\d\d /;

describe('logs', () => {
  it('in JSON: one line per API request at info, with the route pattern and never the concrete path', async () => {
    const { lines, app } = logged('info', 'json');
    await app.request('/api/plans/H1234-001?zip=74012');
    await app.request('/');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/plans/:id',
      status: 200,
    });
    expect(lines[0]).not.toMatch(/H1234|74012/);
  });

  it('readable: no request lines at the default level, one short line each at debug', async () => {
    const quiet = logged('info', 'readable');
    await quiet.app.request('/api/plans/H1234-001');
    expect(quiet.lines).toEqual([]);

    const chatty = logged('debug', 'readable');
    await chatty.app.request('/api/plans/H1234-001');
    expect(chatty.lines).toHaveLength(1);
    expect(chatty.lines[0]).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/api\/plans\/:id 200 \d+(\.\d)? ms\n$/);
  });

  it('readable: a message with its fields, the level named above info, a stack below, LOG_LEVEL obeyed', () => {
    const { lines, logger } = logged('info', 'readable');
    logger.debug('not shown at info');
    logger.info({ plansAdded: 51, dataDir: '/tmp/a dir' }, 'seeded a new database');
    logger.error(
      { route: '/api/x', stack: '    at one (a.ts:1:1)\n    at two (b.ts:2:2)' },
      'unhandled error',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(CLOCK);
    expect(lines[0]?.replace(CLOCK, '')).toBe('seeded a new database plansAdded=51 dataDir="/tmp/a dir"\n');
    expect(lines[1]?.replace(CLOCK, '')).toBe(
      'ERROR unhandled error route=/api/x\n    at one (a.ts:1:1)\n    at two (b.ts:2:2)\n',
    );
  });

  it('readable lines are redacted like the JSON ones: no password and no PHI', () => {
    const { lines, logger } = logged('info', 'readable');
    logger.warn(
      { password: 'hunter2-secret', body: { firstName: 'Grace' }, user: { birthDate: '1946-12-09' } },
      'odd',
    );
    expect(lines.join('')).not.toMatch(/hunter2|Grace|1946/);
    expect(lines[0]).toContain('[redacted]');
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(readableLine('plain text')).toBe('plain text\n');
  });
});

describe('logs on standard output, written in batches', () => {
  /** Runs a small program that logs through createLogger's own standard output. */
  function run(program: string) {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { child, output: () => out, exited };
  }
  const LOGGER = `import { createLogger } from './src/server/logger.ts'; const logger = createLogger('info');`;

  it('writes every line before the process exits, however it exits', async () => {
    const { output, exited } = run(
      `${LOGGER} for (let i = 0; i < 3; i++) logger.info({ i }, 'line'); process.exit(3);`,
    );
    expect(await exited).toBe(3);
    const lines = output()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { i: number; msg: string });
    expect(lines.map((l) => l.i)).toEqual([0, 1, 2]);
  });

  it('loses no line and cuts none when several worker processes share one pipe and exit', async () => {
    // Three workers (cluster.ts forks them the same way) share the primary's standard output. Writes
    // of at most PIPE_BUF are atomic by POSIX; this run cannot force the kernel to interleave larger
    // ones, but it does check that each worker's last batch is written before it exits the way a
    // stopping server does (exitWhenLogged), even when the pipe's reader is slow: a batch on its way
    // when process.exit ran was lost under load before.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-log-'));
    const program = path.join(dir, 'workers.ts');
    const logger = path.resolve(import.meta.dirname, 'logger.ts');
    fs.writeFileSync(
      program,
      `import cluster from 'node:cluster';
      import { createLogger, exitWhenLogged } from ${JSON.stringify(logger)};
      if (cluster.isPrimary) {
        let left = 3;
        for (let w = 0; w < 3; w++) cluster.fork().on('exit', () => { if (--left === 0) process.exit(0); });
      } else {
        const log = createLogger('info');
        for (let i = 0; i < 3000; i++) log.info({ worker: cluster.worker?.id, i, padding: 'x'.repeat(120) }, 'request');
        exitWhenLogged(log, 0);
      }`,
    );
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', program], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
      });
      // 'close': the process has exited and the pipe is read to its end.
      expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
      const lines = out.trim().split('\n');
      expect(lines).toHaveLength(9000);
      const seen = new Set(
        lines.map((l) => {
          const { worker, i } = JSON.parse(l) as { worker: number; i: number };
          return `${worker}:${i}`;
        }),
      );
      expect(seen.size).toBe(9000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a line of a quiet process within LOG_FLUSH_MS, without waiting for more', async () => {
    const { child, output, exited } = run(`${LOGGER} logger.warn('alone'); setTimeout(() => {}, 30000);`);
    try {
      const deadline = Date.now() + 10_000;
      while (!output().includes('alone') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(output()).toContain('"msg":"alone"');
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    expect(LOG_FLUSH_MS).toBeLessThanOrEqual(250);
  });
});
