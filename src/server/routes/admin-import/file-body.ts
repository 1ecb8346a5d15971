// A request body written to a file as it arrives (a Part D release is several GB), through a byte counter
// that stops at the ceiling; its first bytes are checked before any is written. On any refusal the partial
// file is removed.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { MEDICARE_FILE_MESSAGES } from '../../../shared/medicare-file-contracts.ts';
import { AppError, errors } from '../../errors.ts';
import type { HeadCheck } from '../../services/import/medicare-file-checks.ts';

export type SaveBodyOptions = {
  maxBytes: number;
  tooLarge: () => AppError;
  checkHead: HeadCheck;
};

class CheckedCounter extends Transform {
  bytes = 0;
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;

  constructor(private readonly options: SaveBodyOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.options.maxBytes) done(this.options.tooLarge());
    else if (this.checked) done(null, chunk);
    else {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      this.decide(false, done);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.checked) done();
    else this.decide(true, done);
  }

  private decide(complete: boolean, done: TransformCallback) {
    const head = Buffer.concat(this.head, this.headBytes);
    const verdict = this.options.checkHead(head, complete);
    if (verdict === 'more') {
      // A check still undecided when the body has ended refuses it as too short to be the file.
      if (complete) done(errors.validation(MEDICARE_FILE_MESSAGES.empty));
      else done();
    } else if (verdict !== 'ok') done(verdict);
    else {
      this.checked = true;
      this.head = [];
      done(null, head);
    }
  }
}

/** Answers the size. Throws the check's 400, 413 past the ceiling, 400 if cut short, 503 on a full disk. */
export async function saveRequestBody(
  body: ReadableStream<Uint8Array> | null,
  target: string,
  options: SaveBodyOptions,
): Promise<number> {
  if (!body) throw errors.validation(MEDICARE_FILE_MESSAGES.empty);
  const counter = new CheckedCounter(options);
  const file = fs.createWriteStream(target, { flags: 'wx' });
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), counter, file);
    return counter.bytes;
  } catch (error) {
    // A body failing at once fails the pipeline while the file is still opening: wait for it, then remove it.
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    await fsp.rm(target, { force: true });
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown })?.code === 'ENOSPC')
      throw errors.unavailable('The server has no room for this file now; try again later');
    if (typeof (error as { syscall?: unknown })?.syscall === 'string') throw error;
    // The client went away or the connection broke: whatever arrived is not the whole file.
    throw errors.validation(MEDICARE_FILE_MESSAGES.incomplete);
  }
}
