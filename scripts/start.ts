/**
 * `npm start`: take the data directory's lock, build the browser app if missing or stale, start the
 * server in this process. The lock comes first, so a second start never rebuilds under a running
 * server (the server retakes it, data-dir-lock.ts); a build whose stamp matches is skipped
 * (client-build-stamp.ts). With WORKERS > 1 this becomes the primary: lock and build happen once.
 */
import { spawn } from 'node:child_process';
import module from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { type Env, EnvError, loadDotEnvIfPresent, parseEnv } from '../src/server/env.ts';
import { createLogger, type Logger } from '../src/server/logger.ts';
import { staleReason } from './client-build-stamp.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

function readEnv(): Env {
  try {
    loadDotEnvIfPresent();
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Builds in a child process (the bundler's memory goes with it); with JSON logs its output becomes events. */
function buildClient(outDir: string, logger: Logger, json: boolean): Promise<number | null> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/build-client.ts'), outDir],
    {
      cwd: ROOT,
      stdio: json ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    },
  );
  const printed: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on('line', (line) => {
      const text = stripVTControlCharacters(line).trim();
      if (text) printed.push(text);
    });
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(null));
    // After its output has been read to the end.
    child.on('close', (code) => {
      for (const output of printed)
        logger[code === 0 ? 'warn' : 'error']({ output }, 'the browser build printed');
      resolve(code);
    });
  });
}

// V8's compile cache: a later start reads compiled modules, about a seventh of its processor time.
module.enableCompileCache();

const env = readEnv();
const logger = createLogger(env.logLevel, undefined, env.logFormat);

// On PostgreSQL there is no data directory to share (several servers may use one database).
let lock: { release: () => void } | null = null;
if (!env.databaseUrl) {
  try {
    lock = lockDataDir(env.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`ClearPlan cannot start: ${error.message} The browser app was left as it is.`);
      process.exit(1);
    }
    throw error;
  }
}

const reason = staleReason(ROOT, env.clientDir);
if (reason) {
  logger.info({ clientDir: env.clientDir, because: reason }, 'building the browser app');
  const started = performance.now();
  const code = await buildClient(env.clientDir, logger, env.logFormat === 'json');
  if (code !== 0) {
    lock?.release();
    console.error('ClearPlan cannot start: the browser app did not build (see above).');
    process.exit(1);
  }
  logger.info({ seconds: Math.round((performance.now() - started) / 100) / 10 }, 'built the browser app');
} else {
  logger.debug({ clientDir: env.clientDir }, 'the browser app is up to date');
}

// The server reads the same environment and takes the lock over from this process.
await import('../src/server/main.ts');
