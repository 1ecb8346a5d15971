/**
 * Saving an upload's body to disk (file-body.ts) with a small ceiling, and the first-bytes checks
 * and saved names of Medicare's files (medicare-file-checks.ts): no database, no app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MEDICARE_FILE_MESSAGES, RXTERMS_HEADER_MAX_BYTES } from '../../../shared/medicare-file-contracts.ts';
import { AppError } from '../../errors.ts';
import { savedFileName } from '../../services/import/importers.ts';
import {
  checkPartDHead,
  checkRxTermsHead,
  type HeadCheck,
} from '../../services/import/medicare-file-checks.ts';
import { saveRequestBody } from './file-body.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-body-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);
/** A body arriving in these chunks. */
const body = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(bytes(chunk));
      controller.close();
    },
  });
const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'too large');
const anything: HeadCheck = () => 'ok';
let n = 0;
const target = () => path.join(dir, `upload-${++n}`);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('saving a request body to disk', () => {
  it('writes every chunk and answers the size, up to and including the ceiling', async () => {
    const file = target();
    expect(
      await saveRequestBody(body('PK\u0003\u0004', 'abc', 'def'), file, {
        maxBytes: 10,
        tooLarge,
        checkHead: checkPartDHead,
      }),
    ).toBe(10);
    expect(fs.readFileSync(file, 'latin1')).toBe('PK\u0003\u0004abcdef');
  });

  it('stops one byte past the ceiling with 413 and removes what was written', async () => {
    const file = target();
    const error = await refusal(
      saveRequestBody(body('12345', '67890', 'x'), file, { maxBytes: 10, tooLarge, checkHead: anything }),
    );
    expect(error.status).toBe(413);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('checks the first bytes before writing any, across chunks, and refuses a wrong file with 400', async () => {
    // The zip magic split over two chunks is still found.
    const split = target();
    await saveRequestBody(body('PK', '\u0003\u0004rest'), split, {
      maxBytes: 100,
      tooLarge,
      checkHead: checkPartDHead,
    });
    expect(fs.readFileSync(split, 'latin1')).toBe('PK\u0003\u0004rest');

    const wrong = target();
    const error = await refusal(
      saveRequestBody(body('PDF-1.7', 'more'), wrong, { maxBytes: 100, tooLarge, checkHead: checkPartDHead }),
    );
    expect([error.status, error.message]).toEqual([400, MEDICARE_FILE_MESSAGES.notZip]);
    expect(fs.existsSync(wrong)).toBe(false);
  });

  it('refuses an empty body, a body too short to check, and a body the client broke off', async () => {
    for (const chunks of [[], ['P']]) {
      const file = target();
      const error = await refusal(
        saveRequestBody(body(...chunks), file, { maxBytes: 100, tooLarge, checkHead: checkPartDHead }),
      );
      expect(error.status).toBe(400);
      expect(fs.existsSync(file)).toBe(false);
    }
    expect(
      (await refusal(saveRequestBody(null, target(), { maxBytes: 1, tooLarge, checkHead: anything })))
        .message,
    ).toBe(MEDICARE_FILE_MESSAGES.empty);
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('PK\u0003\u0004abc'));
        controller.error(new Error('connection reset'));
      },
    });
    const file = target();
    const error = await refusal(
      saveRequestBody(broken, file, { maxBytes: 100, tooLarge, checkHead: checkPartDHead }),
    );
    expect([error.status, error.message]).toEqual([400, MEDICARE_FILE_MESSAGES.incomplete]);
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe("Medicare files' first bytes", () => {
  const header = fs.readFileSync('data/sample/RxTerms202611.txt', 'utf8').split('\n')[0] as string;
  const message = (verdict: ReturnType<HeadCheck>) =>
    verdict instanceof AppError ? verdict.message : verdict;

  it('a Part D release is a zip', () => {
    expect(checkPartDHead(bytes('PK\u0003\u0004'), false)).toBe('ok');
    expect(checkPartDHead(bytes('PK'), false)).toBe('more');
    expect(message(checkPartDHead(bytes('PK'), true))).toBe(MEDICARE_FILE_MESSAGES.notZip);
    expect(message(checkPartDHead(bytes('CONTRACT_ID|'), false))).toBe(MEDICARE_FILE_MESSAGES.notZip);
    expect(message(checkPartDHead(bytes(''), true))).toBe(MEDICARE_FILE_MESSAGES.empty);
  });

  it("an RxTerms file's first line is RxTerms's header, as text", () => {
    expect(checkRxTermsHead(bytes(`${header}\n1|2`), false)).toBe('ok');
    expect(checkRxTermsHead(bytes(`${header}\r\n`), false)).toBe('ok');
    expect(checkRxTermsHead(bytes(header), true)).toBe('ok');
    expect(checkRxTermsHead(bytes(header.slice(0, 20)), false)).toBe('more');
    expect(message(checkRxTermsHead(bytes('RXCUI|TTY\n'), false))).toMatch(
      /^This is not an RxTerms file: its header/,
    );
    expect(message(checkRxTermsHead(new Uint8Array([0x52, 0x00, 0x0a]), false))).toBe(
      MEDICARE_FILE_MESSAGES.notText,
    );
    expect(message(checkRxTermsHead(new Uint8Array(RXTERMS_HEADER_MAX_BYTES + 1).fill(0x41), false))).toBe(
      MEDICARE_FILE_MESSAGES.notText,
    );
    // A long header cell is not quoted back: the message stays short.
    expect(message(checkRxTermsHead(bytes(`RXCUI|GENERIC_RXCUI|${'X'.repeat(1000)}\n`), false))).toBe(
      MEDICARE_FILE_MESSAGES.notText,
    );
  });

  it('is saved under a name safe for a path, a release always as a .zip', () => {
    expect(savedFileName('SPUF_2026_20261015.zip', 'partd')).toBe('SPUF_2026_20261015.zip');
    expect(savedFileName('PPUF 2026Q4', 'partd')).toBe('PPUF 2026Q4.zip');
    expect(savedFileName('../../etc/passwd', 'rxterms')).toBe('passwd');
    expect(savedFileName('..', 'rxterms')).toBe('RxTerms.txt');
    expect(savedFileName(undefined, 'partd')).toBe('partd-release.zip');
    expect(savedFileName('C:\\Users\\me\\Desktop\\RxTerms202611.txt', 'rxterms')).toBe('RxTerms202611.txt');
    expect(savedFileName('rx;terms$(x).txt', 'rxterms')).toBe('rx_terms_(x).txt');
  });
});
