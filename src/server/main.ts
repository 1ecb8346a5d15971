/**
 * Entry point: env → open database (locked) → migrate → seed on first start → listen.
 * SIGTERM/SIGINT stop accepting connections, let in-flight requests finish, checkpoint and close.
 * `npm start` runs scripts/start.ts, which checks the lock and the browser build, then imports this.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openAndMigrate } from './db/open-configured.ts';
import { needsSeed, seedDatabase } from './db/seed/seed.ts';
import { type Env, EnvError, isDemoMode, loadDotEnvIfPresent, parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { recoverInterruptedJobs } from './services/import/import-jobs.ts';
import { setUpMail } from './services/mail/mail-setup.ts';
import { startRetentionJob } from './services/retention.ts';
import { resolveSessionSecret } from './session-secret.ts';

/** How long an idle keep-alive connection stays open (Node's default is 5 s). */
const KEEP_ALIVE_MS = 65_000;
/** In-flight requests get this long to finish on shutdown before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let env: Env;
  try {
    loadDotEnvIfPresent();
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.logLevel, undefined, env.logFormat);

  let database: Awaited<ReturnType<typeof openAndMigrate>>;
  try {
    database = await openAndMigrate(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`ClearPlan cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (await needsSeed(database.db)) {
    const report = await seedDatabase(database.db, {
      adminEmail: env.adminEmail,
      adminPassword: env.adminPassword,
      demoProviders: env.nodeEnv !== 'production',
      // The demo shows both plan years during open enrollment; production loads real plans.
      nextYearSample: env.nodeEnv !== 'production',
    });
    logger.info({ ...report }, 'seeded a new database');
  }

  if (database.kind === 'pglite') {
    const interrupted = await recoverInterruptedJobs(database.db);
    if (interrupted > 0) logger.warn({ interrupted }, 'marked imports interrupted by a stop as failed');
  }

  // SMTP_URL, or outside production an e-mail catcher in this process (issue 20).
  const mail = await setUpMail(env, logger);

  const demo = isDemoMode(env);
  const session = resolveSessionSecret(env.sessionSecret, env.dataDir);
  // Submissions past their retention date are deleted at start and then every hour (ADR 0020).
  const stopRetention = startRetentionJob({ db: database.db, logger, now: () => new Date() });
  const app = createApp({
    db: database.db,
    logger,
    now: () => new Date(),
    config: {
      nodeEnv: env.nodeEnv,
      accessPassword: env.accessPassword,
      sessionSecret: session.secret,
      cookieSecure: env.cookieSecure,
      trustProxyHops: env.trustProxyHops,
      submitLimitPer10Min: env.submitLimitPer10Min,
      retentionDays: env.retentionDays,
      enrollmentDate: env.enrollmentDate,
      demoAdmin: demo ? { email: env.adminEmail, password: env.adminPassword } : null,
      clientDir: env.clientDir,
      mail: mail.settings,
    },
  });

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const url = `http://localhost:${info.port}`;
    const adminSignIn = `${url}/admin/login`;
    const secretNote = session.generatedIn
      ? // Where, never what: the secret itself is not printed.
        `SESSION_SECRET is not set: ${session.createdNow ? 'generated a new one in' : 'using the one kept in'} ${session.generatedIn} (0600). Set SESSION_SECRET when several processes share a database.`
      : null;
    if (env.nodeEnv === 'production') {
      // One JSON event like every other line; production never has demo credentials to show.
      logger.info({ url, adminSignIn, database: database.description }, `ClearPlan is running at ${url}`);
      if (secretNote) logger.warn(secretNote);
      return;
    }
    const lines = [
      `ClearPlan is running at ${url}`,
      `Admin sign-in: ${adminSignIn}`,
      `Database: ${database.description}`,
    ];
    if (mail.catcher) lines.push(`E-mails are caught, not sent: each is written to ${mail.catcher.dir}`);
    if (demo) {
      lines.push(`Demo access password: ${env.accessPassword}`);
      lines.push(`Demo admin sign-in: ${env.adminEmail} / ${env.adminPassword}`);
    }
    if (secretNote) lines.push(secretNote);
    console.log(lines.join('\n'));
  });
  // Node closes a keep-alive connection 5 s after its last reply. When a request blocks the event
  // loop for longer (parsing a large upload on a busy machine), that timer fires before the next
  // request, already sent on the same connection, is read, and the client gets a reset instead of
  // an answer (docs/reliability.md, finding 2). Browsers and fetch close idle connections first.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopRetention();
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // server.close() closes the connections idle right now only; a keep-alive connection whose
    // request was still running would stay open until the client's keep-alive ran out (seconds).
    // Closing idle ones again as requests finish lets the process exit as soon as they are done.
    const sweep = setInterval(() => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    }, 50);
    sweep.unref();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    server.close(async () => {
      clearTimeout(force);
      clearInterval(sweep);
      try {
        await mail.catcher?.close();
        await database.close();
        process.exit(0);
      } catch (error) {
        logger.error({ errorName: (error as Error).name }, 'database did not close cleanly');
        process.exit(1);
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
