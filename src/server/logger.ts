/**
 * Structured logging with pino. Request logs carry method, route pattern, status and duration only:
 * never bodies, query strings, cookies or PHI (design.md §7). The redact list is a second line of
 * defence for anything that slips into a log object.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
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
