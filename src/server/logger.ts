/**
 * Structured logging with pino. Request logs carry method, route pattern, status and duration only:
 * never bodies, query strings, cookies or PHI (design.md §7). The redact list is a second line of
 * defence for anything that slips into a log object.
 *
 * Two formats (env.ts picks one from NODE_ENV): JSON lines, one per event, for production and the
 * tests; readable lines for `npm start` in development, where request lines drop to debug so that
 * the terminal shows the start-up message and problems rather than a line per click.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogFormat } from './env.ts';

export type { Logger };

export const REDACT_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'cookie',
  '*.cookie',
  'headers',
  '*.headers',
  'body',
  '*.body',
  'firstName',
  'lastName',
  'birthDate',
  'zipCode',
  'medications',
  'doctors',
  '*.firstName',
  '*.lastName',
  '*.birthDate',
  '*.zipCode',
  '*.medications',
  '*.doctors',
];

/**
 * A logger at `level` writing to `destination` (standard output by default): JSON lines, or in the
 * readable format one short line per event. Both are redacted the same way: the readable lines are
 * made from the JSON pino has already redacted.
 */
export function createLogger(
  level: string,
  destination?: DestinationStream,
  format: LogFormat = 'json',
): Logger {
  const options = { level, base: undefined, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  if (format === 'json') return pino(options, destination ?? batchedStandardOutput());
  const out = destination ?? process.stdout;
  const logger = pino(options, { write: (line: string) => out.write(readableLine(line)) });
  readableLoggers.add(logger);
  return logger;
}

const readableLoggers = new WeakSet<Logger>();

/** Lines wait at most this long for the next batch. */
export const LOG_FLUSH_MS = 200;

/**
 * Standard output, written in batches (issue 21): a write per request line was a fifth of a health
 * check's cost under load, where a system call is dear. Whole lines are written when 2 KB have
 * gathered or LOG_FLUSH_MS has passed, off the main thread, at most PIPE_BUF (4 KB) a write, so the
 * lines of several worker processes sharing one pipe never cut into each other. An orderly stop
 * exits through exitWhenLogged; otherwise pino writes what is left synchronously when the process
 * exits (an uncaught error included), except a batch already on its way, and a SIGKILL loses at
 * most LOG_FLUSH_MS of lines.
 */
function batchedStandardOutput(): DestinationStream {
  return pino.destination({
    dest: 1,
    minLength: 2048,
    maxWrite: 4096,
    periodicFlush: LOG_FLUSH_MS,
    sync: false,
  });
}

/** How long an orderly exit waits for the log lines on their way. */
export const EXIT_FLUSH_MS = 2_000;

/**
 * Exits with `code` once the lines logged so far have been written. A batch already on its way is
 * written off the main thread; process.exit would drop it (pino's own exit hook writes only what
 * has not left yet), which happens when the reader of a shared pipe falls behind. Gives up after
 * EXIT_FLUSH_MS, should the reader have stopped reading altogether.
 */
export function exitWhenLogged(logger: Logger, code: number): void {
  setTimeout(() => process.exit(code), EXIT_FLUSH_MS);
  logger.flush(() => process.exit(code));
}

/**
 * The level request lines are logged at: info in JSON logs (what a log pipeline keeps), debug in
 * readable ones (LOG_LEVEL=debug shows them, one short line each).
 */
export function requestLogLevel(logger: Logger): 'info' | 'debug' {
  return readableLoggers.has(logger) ? 'debug' : 'info';
}

const LEVEL_LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/**
 * One JSON log line as a person reads it: `14:03:07 WARN message key=value …`, the level named
 * except for info; a request as `14:03:07 GET /api/plans/:id 200 3.1 ms`; a stack below its line.
 */
export function readableLine(json: string): string {
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(json);
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const { level, time, msg, stack, ...fields } = event;
  const clock = new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);
  const label = LEVEL_LABELS[level as number];
  let text: string;
  if (msg === 'request' && 'method' in fields && 'route' in fields) {
    text = `${fields.method} ${fields.route} ${fields.status} ${fields.ms} ms`;
  } else {
    const pairs = Object.entries(fields).map(([key, value]) => `${key}=${formatValue(value)}`);
    text = [String(msg ?? ''), ...pairs].filter(Boolean).join(' ');
  }
  const head = [clock, label, text].filter(Boolean).join(' ');
  const tail = typeof stack === 'string' && stack ? `\n${stack.replace(/^(?!\s)/gm, '    ')}` : '';
  return `${head}${tail}\n`;
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

/** Stack frames of an error without its message line (messages of database errors can echo values). */
export function safeStack(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return error.stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 12)
    .join('\n');
}
