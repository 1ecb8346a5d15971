/**
 * Entry point: env → open database (locked) → migrate → seed on first start → start checks → listen;
 * SIGTERM/SIGINT drain, checkpoint and close. With WORKERS=N (PostgreSQL) this process does the
 * once-per-start work, then forks N workers (cluster.ts) that run this file again and only serve.
 */
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { AppConfig } from './app-context.ts';
import { runWorkers } from './cluster.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openAndMigrate, openConfiguredDatabase } from './db/open-configured.ts';
import { needsSeed, seedDatabase } from './db/seed/seed.ts';
import { type Env, EnvError, loadDotEnvIfPresent, parseEnv } from './env.ts';
import { createLogger, exitWhenLogged, type Logger } from './logger.ts';
import { startRetentionJob } from './results/retention.ts';
import { recoverInterruptedJobs } from './services/import/import-jobs.ts';
import { setUpMail } from './services/mail/mail-setup.ts';
import type { MailSettings } from './services/mail/mailer.ts';
import { type ResolvedSecret, resolveSessionSecret } from './session-secret.ts';
import { applyConfiguredAdmin, logSampleDatasets, publishedPasswordRefusal } from './start-checks.ts';

/** Node's default is 5 s. */
const KEEP_ALIVE_MS = 65_000;
const SHUTDOWN_GRACE_MS = 10_000;

type Database = Awaited<ReturnType<typeof openAndMigrate>>;

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

async function main() {
  const env = readEnv();
  const logger = createLogger(env.logLevel, undefined, env.logFormat);
  if (cluster.isWorker) {
    await serveWorker(env, logger.child({ worker: cluster.worker?.id }));
    return;
  }

  const database = await prepareDatabase(env, logger);
  if (!database) return;

  // One catcher, one port, which the workers send to.
  const mail = await setUpMail(env, logger);
  // Resolved once here and handed to the workers: they must all sign cookies with the same secret.
  const session = resolveSessionSecret(env.sessionSecret, env.dataDir);
  // At start and hourly (ADR 0020); one job per start, not per worker (its DELETE is safe anywhere).
  const stopRetention = startRetentionJob({ db: database.db, logger, now: () => new Date() });
  const closeOnceOnly = async () => {
    stopRetention();
    await mail.catcher?.close();
    await database.close();
  };

  const banner = (port: number) => printBanner(env, logger, { port, database, session, mail });
  if (env.workers > 1) {
    runWorkers({
      count: env.workers,
      logger,
      workerEnv: {
        SESSION_SECRET: session.secret,
        ...(mail.catcher ? { SMTP_URL: mail.catcher.url } : {}),
      },
      stopGraceMs: SHUTDOWN_GRACE_MS,
      onListening: banner,
      onStopped: closeOnceOnly,
    });
    return;
  }
  serveApp(env, logger, {
    db: database.db,
    sessionSecret: session.secret,
    mail: mail.settings,
    onListening: banner,
    onStopped: closeOnceOnly,
  });
}

/** Once per start: migrate, seed, check accounts, settle imports; null when production refuses. */
async function prepareDatabase(env: Env, logger: Logger): Promise<Database | null> {
  // Migrations and the first seeding: N workers racing to migrate or seed would collide.
  let database: Database;
  try {
    database = await openAndMigrate(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`ClearPlan cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const fresh = await needsSeed(database.db);
  if (fresh) {
    const report = await seedDatabase(database.db, {
      adminEmail: env.adminEmail,
      adminPassword: env.adminPassword,
      demoProviders: env.nodeEnv !== 'production',
      // The demo shows both plan years during open enrollment; production loads real plans.
      nextYearSample: env.nodeEnv !== 'production',
    });
    logger.info({ ...report }, 'seeded a new database');
  }
  if (env.nodeEnv === 'production') {
    const refusal = await publishedPasswordRefusal(database.db);
    if (refusal) {
      console.error(refusal);
      await database.close();
      exitWhenLogged(logger, 1);
      return null;
    }
  }
  if (!fresh && !env.demo) await applyConfiguredAdmin(database.db, env, logger);
  if (env.nodeEnv === 'production') await logSampleDatasets(database.db, logger);

  // PGlite only (one process): on PostgreSQL another server may be running the import its row says.
  // Never in a worker: a restarted one would fail imports its siblings run.
  if (database.kind === 'pglite') {
    const interrupted = await recoverInterruptedJobs(database.db);
    if (interrupted > 0) logger.warn({ interrupted }, 'marked imports interrupted by a stop as failed');
  }
  return database;
}

/** A worker: the primary has migrated, seeded, passed SESSION_SECRET and the catcher's SMTP_URL. */
async function serveWorker(env: Env, logger: Logger) {
  const database = await openConfiguredDatabase(env);
  if (env.sessionSecret === null) throw new Error('a worker started without the session secret');
  serveApp(env, logger, {
    db: database.db,
    sessionSecret: env.sessionSecret,
    mail: env.smtpUrl ? { smtpUrl: env.smtpUrl, from: env.mailFrom } : null,
    // The primary prints the banner once every worker listens.
    onListening: () => {},
    onStopped: () => database.close(),
  });
}

/** Where ClearPlan runs, on which database, and (demo only) its credentials. */
function printBanner(
  env: Env,
  logger: Logger,
  s: { port: number; database: Database; session: ResolvedSecret; mail: { catcher: { dir: string } | null } },
) {
  const url = `http://localhost:${s.port}`;
  const adminSignIn = `${url}/admin/login`;
  const workers = env.workers > 1 ? env.workers : undefined;
  const processes = workers ? ` (${workers} worker processes)` : '';
  const secretNote = s.session.generatedIn
    ? // Where, never what: the secret itself is not printed.
      `SESSION_SECRET is not set: ${s.session.createdNow ? 'generated a new one in' : 'using the one kept in'} ${s.session.generatedIn} (0600). Set SESSION_SECRET when several processes share a database.`
    : null;
  if (env.nodeEnv === 'production') {
    logger.info(
      { url, adminSignIn, database: s.database.description, workers },
      `ClearPlan is running at ${url}${processes}`,
    );
    if (secretNote) logger.warn(secretNote);
    return;
  }
  const lines = [
    `ClearPlan is running at ${url}${processes}`,
    `Admin sign-in: ${adminSignIn}`,
    `Database: ${s.database.description}`,
  ];
  if (s.mail.catcher) lines.push(`E-mails are caught, not sent: each is written to ${s.mail.catcher.dir}`);
  if (env.demo) {
    lines.push(`Demo access password: ${env.accessPassword}`);
    lines.push(`Demo admin sign-in: ${env.adminEmail} / ${env.adminPassword}`);
  }
  if (secretNote) lines.push(secretNote);
  // Log lines are written in batches (logger.ts): those before the banner come first.
  logger.flush(() => console.log(lines.join('\n')));
}

type ServeOptions = {
  db: Database['db'];
  sessionSecret: string;
  mail: MailSettings | null;
  onListening: (port: number) => void;
  onStopped: () => Promise<void>;
};

function serveApp(env: Env, logger: Logger, options: ServeOptions) {
  const demo = env.demo;
  const localOrigin = (port: number) => `http://localhost:${port}`;
  const config: AppConfig = {
    nodeEnv: env.nodeEnv,
    accessPassword: env.accessPassword,
    sessionSecret: options.sessionSecret,
    cookieSecure: env.cookieSecure,
    trustProxyHops: env.trustProxyHops,
    submitLimitPer10Min: env.submitLimitPer10Min,
    retentionDays: env.retentionDays,
    enrollmentDate: env.enrollmentDate,
    demoAdmin: demo ? { email: env.adminEmail, password: env.adminPassword } : null,
    clientDir: env.clientDir,
    mail: options.mail,
    // Production with e-mail has PUBLIC_URL (env.ts); without e-mail no link is ever built.
    publicUrl: env.publicUrl ?? localOrigin(env.port),
  };
  const app = createApp({ db: options.db, logger, now: () => new Date(), config });

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    // PORT=0 listens on a free port: the default origin names the one it got.
    if (env.publicUrl === null) config.publicUrl = localOrigin(info.port);
    options.onListening(info.port);
  });
  // Node closes keep-alive 5 s after the last reply; a request blocking the loop longer lets that fire
  // before the next request on the connection is read, giving a reset (docs/reliability.md, finding 2).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // server.close() closes only connections idle now; closing idle ones again as requests finish lets the
    // process exit as soon as they are done.
    const closeIdle = () => 'closeIdleConnections' in server && server.closeIdleConnections();
    const sweep = setInterval(closeIdle, 50);
    sweep.unref();
    closeIdle();
    server.close(async () => {
      clearTimeout(force);
      clearInterval(sweep);
      try {
        await options.onStopped();
        exitWhenLogged(logger, 0);
      } catch (error) {
        logger.error({ errorName: (error as Error).name }, 'database did not close cleanly');
        exitWhenLogged(logger, 1);
      }
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('ClearPlan failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
