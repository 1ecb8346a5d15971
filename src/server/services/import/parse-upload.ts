// Uploads are checked and parsed in a worker thread with a heap ceiling and time limit (security finding 7),
// so a hostile file is refused with a 4xx while the server carries on. One file at a time; the worker is
// ended after a large or refused file and when idle, since a thread's heap is not given back while it lives.
import { IMPORT_MESSAGES, type ImportFormat, type ImportKind } from '../../../shared/import-contracts.ts';
import { AppError, type ErrorCode, type ErrorStatus, errors } from '../../errors.ts';
import { WorkerThread } from '../platform/worker-thread.ts';
import type { ParseReply, ParseRequest, WireCell } from './parse-worker-main.ts';
import { type Cell, FORMULA, type ParsedSheet } from './read-sheets.ts';
import { checkUpload } from './upload-file.ts';

/** The worker's heap ceiling: far above an honest 20,000-row sheet, far below the machine. */
export const PARSE_HEAP_LIMIT_MB = 384;
export const PARSE_TIME_LIMIT_MS = 30_000;
/** Files above this size, and refused ones, end the worker that read them. */
const RETIRE_AFTER_BYTES = 2 * 1024 * 1024;
const IDLE_MS = 10_000;

const parser = new WorkerThread<Omit<ParseRequest, 'id'>, ParseReply>(
  new URL('./parse-worker.mjs', import.meta.url),
  {
    name: 'upload parse',
    idleMs: IDLE_MS,
    timeoutMs: PARSE_TIME_LIMIT_MS,
    // A small nursery: parsing's many short-lived strings would otherwise stay resident between collections.
    resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 16 },
  },
);
let queue: Promise<unknown> = Promise.resolve();

function send(request: Omit<ParseRequest, 'id'>): Promise<ParseReply> {
  // The worker gets its own copy: the caller keeps the bytes to store them.
  const bytes = request.bytes.slice();
  // (An empty buffer cannot be handed over; there is nothing to copy either.)
  return parser.send({ ...request, bytes }, bytes.byteLength > 0 ? [bytes.buffer] : []);
}

const fromWire = (cell: WireCell): Cell => (cell !== null && typeof cell === 'object' ? FORMULA : cell);

async function parse(
  request: Omit<ParseRequest, 'id'>,
): Promise<{ format: ImportFormat; sheets: ParsedSheet[] }> {
  let reply: ParseReply;
  try {
    reply = await send(request);
  } catch {
    // Out of memory or out of time: the file is refused; the server is unharmed.
    throw errors.validation(IMPORT_MESSAGES.zipBomb);
  }
  if (!reply.ok || request.bytes.length > RETIRE_AFTER_BYTES) parser.retire();
  if (!reply.ok) {
    if (reply.message === '') throw errors.validation(IMPORT_MESSAGES.unreadable);
    throw new AppError(reply.status as ErrorStatus, reply.code as ErrorCode, reply.message, reply.issues);
  }
  return {
    format: reply.format,
    sheets: reply.sheets.map((s) => ({
      ...s,
      rows: s.rows.map((r) => ({ row: r.row, cells: r.cells.map(fromWire) })),
    })),
  };
}

function serially<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The zip and row checks run here, not in the worker: zlib inflates on libuv's pool, so an abusive file is
 * refused in milliseconds; only a file that passed is parsed in the worker.
 */
export async function parseUpload(bytes: Uint8Array, kind: ImportKind, fileName: string) {
  const format = await checkUpload(bytes, kind);
  return serially(() => parse({ bytes, format, fileName }));
}

export async function parseStoredUpload(bytes: Uint8Array, format: ImportFormat, fileName: string) {
  return (await serially(() => parse({ bytes, format, fileName }))).sheets;
}
