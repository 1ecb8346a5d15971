/**
 * Structured logging with pino: request logs carry method, route pattern, status and duration only,
 * never bodies, query strings, cookies or PHI (design.md §7); the redact list is a second line of
 * defence. JSON lines in production and tests; readable lines in development, request lines at debug.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogFormat } from './env.ts';

export type { Logger };

/** Each key at the top level and one level down. */
export const REDACT_PATHS = [
  ...['password', 'token', 'cookie', 'headers', 'body'],
  ...['firstName', 'lastName', 'birthDate', 'zipCode', 'medications', 'doctors'],
].flatMap((key) => [key, `*.${key}`]);

/** JSON lines or readable lines, both redacted alike (readable lines are made from pino's redacted JSON). */
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

export const LOG_FLUSH_MS = 200;

/**
 * Standard output in batches: a write per line was a fifth of a health check's cost under load. Whole
 * lines at 2 KB or LOG_FLUSH_MS, off the main thread, at most PIPE_BUF (4 KB) per write so workers'
 * lines sharing a pipe never interleave. A SIGKILL loses at most LOG_FLUSH_MS of lines.
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

export const EXIT_FLUSH_MS = 2_000;

/**
 * Exits with `code` once logged lines are written: process.exit would drop a batch on its way (pino's
 * exit hook writes only what has not left). Gives up after EXIT_FLUSH_MS.
 */
export function exitWhenLogged(logger: Logger, code: number): void {
  setTimeout(() => process.exit(code), EXIT_FLUSH_MS);
  logger.flush(() => process.exit(code));
}

/** Info in JSON logs (what a pipeline keeps), debug in readable ones. */
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
 * `14:03:07 WARN message key=value …` (level named except info); a request as
 * `14:03:07 GET /api/plans/:id 200 3.1 ms`; a stack below its line.
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

/** Without the message line: database errors' messages can echo values. */
export function safeStack(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return error.stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 12)
    .join('\n');
}
