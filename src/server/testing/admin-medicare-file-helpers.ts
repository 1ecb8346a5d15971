// Shared pieces of the Medicare file route tests: releases zipped as CMS ships them, uploads as the screen
// sends them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from '../../../tests/setup/test-app.ts';
import type { ImportJob } from '../../shared/import-contracts.ts';
import { MEDICARE_FILE_PATHS, type MedicareFileKind } from '../../shared/medicare-file-contracts.ts';
import { writePartDSample } from '../db/seed/sample-files.ts';
import { UPLOAD_FOLDER_PREFIX } from '../routes/admin-import/admin-medicare-file-routes.ts';
import { zipOf } from '../services/import/partd/fixtures/cms-files.ts';
import { ORIGIN } from './admin-import-helpers.ts';

export const OCTET_STREAM = 'application/octet-stream';

/** The sample Part D release re-zipped as CMS ships it (one inner zip per table), `edit` by file name. */
export async function partDReleaseZip(edit: (name: string, text: string) => string = (_, t) => t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partd-route-test-'));
  try {
    await writePartDSample(dir);
    const inner = [];
    for (const name of fs.readdirSync(dir).sort()) {
      const text = edit(name, fs.readFileSync(path.join(dir, name), 'utf8'));
      inner.push({ name: name.replace(/\.txt$/, '.zip'), content: await zipOf([{ name, content: text }]) });
    }
    return new Uint8Array(await zipOf(inner));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The PBP importer's fixture release (CMS's tab-separated files for plan year 2027). */
export const PBP_FIXTURES = path.resolve(import.meta.dirname, '../services/import/pbp/fixtures/pbp-2027');
/** The Plan-Net importer's fixture export (a payer's NDJSON files for 2027) and its mapping CSV. */
export const PLAN_NET_FIXTURES = path.resolve(
  import.meta.dirname,
  '../services/import/plan-net/fixtures/prairie-health-2027',
);
export const PLAN_NET_MAPPING_FIXTURE = path.resolve(
  import.meta.dirname,
  '../services/import/plan-net/fixtures/prairie-health-mapping.csv',
);

/** A fixture folder zipped under `inside`, with `extra` entries and `edit` applied by file name. */
export async function folderZip(
  folder: string,
  options: {
    inside?: string;
    extra?: { name: string; content: string }[];
    edit?: (name: string, text: string) => string;
  } = {},
): Promise<Uint8Array> {
  const entries = fs
    .readdirSync(folder)
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(folder, name), 'latin1');
      return {
        name: `${options.inside ?? ''}${name}`,
        content: Buffer.from(options.edit ? options.edit(name, text) : text, 'latin1'),
      };
    });
  return new Uint8Array(await zipOf([...entries, ...(options.extra ?? [])]));
}

export type SendOptions = {
  fileName?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

function fileRequest(kind: MedicareFileKind, body: BodyInit, options: SendOptions, cookies: string) {
  const query = new URLSearchParams({
    ...(options.fileName ? { fileName: options.fileName } : {}),
    ...options.query,
  }).toString();
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'POST',
    body,
    headers: {
      host: 'localhost',
      origin: ORIGIN,
      'content-type': OCTET_STREAM,
      cookie: cookies,
      ...options.headers,
    },
    // A stream body (a large or slow upload) needs this in Node's Request.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  };
  return new Request(`http://localhost${MEDICARE_FILE_PATHS[kind]}${query ? `?${query}` : ''}`, init);
}

/** POSTs the file as the screen does; a ReadableStream body is sent as it is read. */
export async function sendFile(
  t: TestApp,
  cookies: string,
  kind: MedicareFileKind,
  body: Uint8Array | ReadableStream<Uint8Array> | string,
  options: SendOptions = {},
): Promise<Response> {
  const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  return t.app.request(fileRequest(kind, body as BodyInit, options, cookies), undefined, env as never);
}

/** Sends the file, expects 202, waits for the import to end and answers the final job. */
export async function importToEnd(
  t: TestApp,
  cookies: string,
  kind: MedicareFileKind,
  body: Uint8Array | string,
  options: SendOptions = {},
): Promise<ImportJob> {
  const res = await sendFile(t, cookies, kind, body, options);
  expect(res.status, await res.clone().text()).toBe(202);
  const { job } = (await res.json()) as { job: ImportJob };
  expect(job).toMatchObject({ kind, status: 'importing' });
  await t.caches.imports.finished(job.id);
  const read = await t.request(`/api/admin/import/jobs/${job.id}`, { cookies });
  expect(read.status).toBe(200);
  return ((await read.json()) as { job: ImportJob }).job;
}

/** The upload folders in the system's temporary folder (each upload's own, removed after it). */
export function uploadFolders(): string[] {
  return fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith(UPLOAD_FOLDER_PREFIX))
    .sort();
}

/**
 * `head` at once, then `finish()` sends the rest or `fail()` breaks it off; `reading`: the server began
 * reading.
 */
export function heldBody(head: Uint8Array, rest: Uint8Array = new Uint8Array()) {
  let started!: () => void;
  const reading = new Promise<void>((resolve) => {
    started = resolve;
  });
  let release!: (how: 'finish' | 'fail') => void;
  const released = new Promise<'finish' | 'fail'>((resolve) => {
    release = resolve;
  });
  let sentHead = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!sentHead) {
          sentHead = true;
          controller.enqueue(head);
          started();
          return;
        }
        if ((await released) === 'fail') {
          controller.error(new Error('the client went away'));
          return;
        }
        if (rest.length > 0) controller.enqueue(rest);
        controller.close();
      },
      // Nothing is pulled before the server reads, so `reading` means what it says.
    },
    { highWaterMark: 0 },
  );
  return { stream, reading, finish: () => release('finish'), fail: () => release('fail') };
}

/** `count` chunks of `size` bytes after a first chunk, made lazily (nothing held but one chunk). */
export function longBody(first: Uint8Array, count: number, size = 1024 * 1024) {
  const chunk = new Uint8Array(size).fill(0x61);
  let sent = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === -1) controller.enqueue(first);
      else if (sent < count) controller.enqueue(chunk);
      else controller.close();
      sent++;
    },
  });
}
