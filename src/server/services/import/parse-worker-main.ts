/** The upload-parsing worker thread (parse-upload.ts); one answer per request. */
import { parentPort } from 'node:worker_threads';
import type { ApiIssue } from '../../../shared/api-error.ts';
import type { ImportFormat, ImportKind } from '../../../shared/import-contracts.ts';
import { AppError } from '../../errors.ts';
import { type Cell, FORMULA, readSheets } from './read-sheets.ts';
import { checkUpload } from './upload-file.ts';

export type ParseRequest = {
  id: number;
  bytes: Uint8Array;
  fileName: string;
  kind?: ImportKind;
  format?: ImportFormat;
};

/** A formula cell crosses the thread boundary as this (a symbol cannot be cloned). */
export const FORMULA_MARK = { formula: true } as const;
export type WireCell = Exclude<Cell, typeof FORMULA> | typeof FORMULA_MARK;

export type ParseReply =
  | {
      id: number;
      ok: true;
      format: ImportFormat;
      sheets: { name: string; headers: string[]; rows: { row: number; cells: WireCell[] }[] }[];
    }
  | { id: number; ok: false; status: number; code: string; message: string; issues?: ApiIssue[] };

parentPort?.on('message', async (request: ParseRequest) => {
  let reply: ParseReply;
  try {
    // The checks run again for a request without a format, so the worker never parses an unchecked file.
    const format = request.format ?? (await checkUpload(request.bytes, request.kind ?? 'plans'));
    const sheets = await readSheets(request.bytes, format, request.fileName);
    reply = {
      id: request.id,
      ok: true,
      format,
      sheets: sheets.map((s) => ({
        ...s,
        rows: s.rows.map((r) => ({
          row: r.row,
          cells: r.cells.map((c) => (c === FORMULA ? FORMULA_MARK : c)),
        })),
      })),
    };
  } catch (error) {
    reply =
      error instanceof AppError
        ? {
            id: request.id,
            ok: false,
            status: error.status,
            code: error.code,
            message: error.message,
            ...(error.issues ? { issues: error.issues } : {}),
          }
        : { id: request.id, ok: false, status: 400, code: 'VALIDATION', message: '' };
  }
  parentPort?.postMessage(reply);
});
