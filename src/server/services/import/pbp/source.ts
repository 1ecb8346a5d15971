/**
 * Where a PBP release's files are: a folder (any depth) or CMS's zip (`pbp-benefits-2027.zip`,
 * its `.txt` files at any depth inside). Files are found by name (files.ts); other files (the SAS
 * programs, the dictionary workbook, the Readme, files ClearPlan does not read) are listed as
 * ignored. Lines are streamed on demand, decoded as Windows-1252: CMS's files are not UTF-8 (a
 * few hold 0x92 or 0x96 in plan names), and a single-byte decoding cannot split a character
 * between chunks. A zip inside the zip is not opened.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type yauzl from 'yauzl';
import { openZip, zipEntries } from '../zip-entries.ts';
import { PBP_FILES, type PbpFileKind, pbpKindOfName } from './files.ts';

/** More entries than this is not a PBP release (about 150 files). */
const MAX_ENTRIES = 2000;
/** A line longer than this is not a line of a PBP table (the widest rows are a few kB). */
const MAX_LINE_CHARS = 1024 * 1024;

export class PbpSourceError extends Error {}

export type PbpFileRef = {
  /** The path inside the source ("pbp_b7_health_prof.txt", "2027/pbp_Section_A.txt"). */
  name: string;
  kind: PbpFileKind;
  /** The lines without their line ends, header first; each call reads the file anew. */
  lines(): AsyncIterable<string>;
};

export type PbpSource = {
  name: string;
  files: ReadonlyMap<PbpFileKind, PbpFileRef>;
  /** Files present but not read (SAS programs, the dictionary, files ClearPlan does not use). */
  ignored: string[];
  close(): Promise<void>;
};

/**
 * Windows-1252's characters for bytes 0x80–0x9F (the rest is Latin-1); Node's TextDecoder reads
 * the label "windows-1252" as Latin-1, which would turn CMS's 0x92 apostrophe into a control code.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const latin1 = new TextDecoder('latin1');
const decodeCp1252 = (bytes: Uint8Array): string =>
  latin1.decode(bytes).replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH.charAt(c.charCodeAt(0) - 0x80));

/** The lines of a stream, split on LF with a CR before it dropped, decoded as Windows-1252. */
export async function* pbpLines(input: Readable | Promise<Readable>, name: string): AsyncGenerator<string> {
  let rest = '';
  let count = 0;
  const line = (text: string) => (text.endsWith('\r') ? text.slice(0, -1) : text);
  for await (const chunk of await input) {
    const text = rest + decodeCp1252(chunk as Buffer);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      count++;
      yield line(text.slice(start, end));
      start = end + 1;
    }
    rest = text.slice(start);
    if (rest.length > MAX_LINE_CHARS)
      throw new PbpSourceError(
        `${name}: line ${count + 1} is longer than 1 MB; this is not a PBP text file.`,
      );
  }
  if (rest !== '') yield line(rest);
}

type Entry = { name: string; open: () => Promise<Readable> };

async function entriesInZip(zipPath: string, shown: string, zips: yauzl.ZipFile[]): Promise<Entry[]> {
  const fail = (why: string) => new PbpSourceError(`${shown} could not be read as a zip file: ${why}`);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(zipPath);
  } catch (error) {
    throw fail((error as Error).message);
  }
  zips.push(zip);
  if (zip.entryCount > MAX_ENTRIES)
    throw fail(`it holds ${zip.entryCount} entries; a PBP release has about 150`);
  const entries: Entry[] = [];
  try {
    for await (const { name, entry } of zipEntries(zip, shown, (m) => new PbpSourceError(m))) {
      if (name.endsWith('/')) continue;
      entries.push({ name, open: () => zip.openReadStreamPromise(entry) });
    }
  } catch (error) {
    throw error instanceof PbpSourceError ? error : fail((error as Error).message);
  }
  return entries;
}

async function folderEntries(folder: string): Promise<Entry[]> {
  const found = (await fsp.readdir(folder, { recursive: true, withFileTypes: true })).filter((e) =>
    e.isFile(),
  );
  if (found.length > MAX_ENTRIES)
    throw new PbpSourceError(`${path.basename(folder)} holds more than ${MAX_ENTRIES} files.`);
  return found.map((e) => {
    const full = path.join(e.parentPath, e.name);
    return {
      name: path.relative(folder, full).split(path.sep).join('/'),
      open: async () => fs.createReadStream(full),
    };
  });
}

/**
 * Opens a folder or a .zip and finds the PBP files in it. Throws PbpSourceError for a path that
 * does not exist, a zip that cannot be read, or two files of the same kind (two releases mixed).
 */
export async function openPbpSource(target: string): Promise<PbpSource> {
  const name = path.basename(path.resolve(target));
  const zips: yauzl.ZipFile[] = [];
  const close = async () => {
    for (const zip of zips.splice(0)) if (zip.isOpen) zip.close();
  };
  try {
    const stat = await fsp.stat(target).catch(() => {
      throw new PbpSourceError(`${target} was not found.`);
    });
    let entries: Entry[];
    if (stat.isDirectory()) entries = await folderEntries(target);
    else if (/\.zip$/i.test(name)) entries = await entriesInZip(target, name, zips);
    else throw new PbpSourceError(`${name} is not a folder or a .zip of CMS's PBP benefit files.`);
    const files = new Map<PbpFileKind, PbpFileRef>();
    const ignored: string[] = [];
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const base = path.posix.basename(entry.name);
      const kind =
        base.startsWith('._') || entry.name.startsWith('__MACOSX/') ? null : pbpKindOfName(entry.name);
      if (kind === null) {
        ignored.push(entry.name);
        continue;
      }
      const other = files.get(kind);
      if (other)
        throw new PbpSourceError(
          `${name} holds two ${PBP_FILES[kind].label} files (${other.name} and ${entry.name}): give one release at a time.`,
        );
      files.set(kind, { name: entry.name, kind, lines: () => pbpLines(entry.open(), entry.name) });
    }
    return { name, files, ignored, close };
  } catch (error) {
    await close();
    throw error;
  }
}
