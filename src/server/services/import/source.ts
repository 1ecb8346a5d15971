// How every Medicare-file importer opens its input (folder, zip, or one plain file), streaming entries in
// natural name order. The guards for every kind: entry count, names leaving their folder (security finding
// 9), yauzl's size checks, 1 MB lines. Inner zips (Part D) are copied to a temporary folder: yauzl needs to
// seek.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';
import { ImportFileError } from './import-file-error.ts';

export type SourceEntry = {
  /** The path inside the source: "PBP-Benefits-2027/pbp_Section_A.txt", "outer.zip/inner.txt". */
  name: string;
  /** Bytes, as the folder or the zip's directory says. */
  size: number;
  open(): Promise<Readable>;
};

export type ImportSource = {
  name: string;
  entries: SourceEntry[];
  /** Closes the zips and removes inner zips' copies; safe to call twice. */
  close(): Promise<void>;
};

export type SourceRules = {
  /** A plain file (not a zip) the kind reads as its one entry, by name; others are refused with `notSource`. */
  plainFile?: (name: string) => boolean;
  /** Why a file (by its name) that is neither a zip nor a `plainFile` is refused. */
  notSource?: (name: string) => string;
  /** Default: all; in a folder they are counted after this choice. */
  entries?: (name: string) => boolean;
  /** More entries than `max` in a zip or folder is not the kind's release; `expected` says what one holds. */
  maxEntries?: { max: number; expected: string };
  /** Opens the zips inside the zip or folder too, one level deep, copied to this folder. */
  innerZipsIn?: string;
};

/** A name longer than this is cut in the message: it is there to be recognised, not copied. */
const SHOWN_NAME_CHARS = 200;
/** A "line" longer than this is not a line of a text table (the widest rows are a few kB). */
const MAX_LINE_CHARS = 1024 * 1024;

export const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const isZipName = (name: string) => /\.zip$/i.test(name);
const isMacCopy = (name: string) =>
  name.startsWith('__MACOSX/') || path.posix.basename(name).startsWith('._');

/** The one message for an entry whose name leaves its folder: the zip as the importer shows it, and the name. */
export function unsafeZipEntryMessage(zipName: string, entryName: string): string {
  const shown = entryName.length > SHOWN_NAME_CHARS ? `${entryName.slice(0, SHOWN_NAME_CHARS)}…` : entryName;
  // JSON quoting shows control characters as escapes instead of printing them.
  return `${zipName} holds an entry whose name leaves its folder (${JSON.stringify(shown)}): a zip with such a name is refused, and nothing was imported.`;
}

async function startsLikeZip(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

class Holdings {
  readonly zips: yauzl.ZipFile[] = [];
  private folder: Promise<string> | null = null;
  private copies = 0;

  constructor(readonly rules: SourceRules) {}

  async newCopyPath(): Promise<string> {
    this.folder ??= fsp.mkdtemp(path.join(this.rules.innerZipsIn ?? '', 'clearplan-zip-'));
    return path.join(await this.folder, `inner-${++this.copies}.zip`);
  }

  async close(): Promise<void> {
    for (const zip of this.zips.splice(0)) if (zip.isOpen) zip.close();
    const folder = this.folder;
    this.folder = null;
    if (folder) await fsp.rm(await folder, { recursive: true, force: true });
  }
}

async function zipEntries(
  zipPath: string,
  shownAs: string,
  prefix: string,
  holdings: Holdings,
  nested: boolean,
): Promise<SourceEntry[]> {
  const fail = (why: string) =>
    new ImportFileError('source', `${shownAs} could not be read as a zip file: ${why}`, { file: shownAs });
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false });
  } catch (error) {
    throw fail((error as Error).message);
  }
  holdings.zips.push(zip);
  const { maxEntries, entries: wanted, innerZipsIn } = holdings.rules;
  if (maxEntries && zip.entryCount > maxEntries.max)
    throw fail(`it holds ${zip.entryCount} entries; ${maxEntries.expected}`);
  const found: SourceEntry[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      // Names decoded and checked here: yauzl's own refusal is a bare "invalid relative path".
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        false,
      );
      if (yauzl.validateFileName(name) !== null)
        throw new ImportFileError('source', unsafeZipEntryMessage(shownAs, name), { file: shownAs });
      if (name.endsWith('/') || isMacCopy(name)) continue;
      if (innerZipsIn !== undefined && !nested && isZipName(name)) {
        const copy = await holdings.newCopyPath();
        await pipeline(await zip.openReadStreamPromise(entry), fs.createWriteStream(copy));
        found.push(...(await zipEntries(copy, name, `${prefix}${name}/`, holdings, true)));
      } else if (!wanted || wanted(name)) {
        found.push({
          name: `${prefix}${name}`,
          size: entry.uncompressedSize,
          open: () => zip.openReadStreamPromise(entry),
        });
      }
    }
  } catch (error) {
    throw error instanceof ImportFileError ? error : fail((error as Error).message);
  }
  return found;
}

async function folderEntries(folder: string, holdings: Holdings): Promise<SourceEntry[]> {
  const { maxEntries, entries: wanted, innerZipsIn } = holdings.rules;
  const files = (await fsp.readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return { full, name: path.relative(folder, full).split(path.sep).join('/') };
    })
    .filter(
      ({ name }) =>
        !isMacCopy(name) && ((innerZipsIn !== undefined && isZipName(name)) || !wanted || wanted(name)),
    );
  if (maxEntries && files.length > maxEntries.max)
    throw new ImportFileError('source', `${path.basename(folder)} holds more than ${maxEntries.max} files.`, {
      file: path.basename(folder),
    });
  const found: SourceEntry[] = [];
  for (const { full, name } of files) {
    if (innerZipsIn !== undefined && isZipName(name))
      found.push(...(await zipEntries(full, name, `${name}/`, holdings, false)));
    else
      found.push({
        name,
        size: (await fsp.stat(full)).size,
        open: async () => fs.createReadStream(full),
      });
  }
  return found;
}

/**
 * Throws ImportFileError (code "source") for a missing path, another sort of file, or a zip that cannot be
 * read, holds too many entries or an unsafe name.
 */
export async function openSource(target: string, rules: SourceRules = {}): Promise<ImportSource> {
  const name = path.basename(path.resolve(target));
  const holdings = new Holdings(rules);
  const refuse = (message: string) => new ImportFileError('source', message, { file: name });
  try {
    const stat = await fsp.stat(target).catch(() => {
      throw refuse(`${name} was not found.`);
    });
    let entries: SourceEntry[];
    if (stat.isDirectory()) entries = await folderEntries(target, holdings);
    else if (isZipName(name) || (await startsLikeZip(target)))
      entries = await zipEntries(target, name, '', holdings, false);
    else if (rules.plainFile?.(name))
      entries = [{ name, size: stat.size, open: async () => fs.createReadStream(target) }];
    else throw refuse(rules.notSource?.(name) ?? `${name} is not a folder or a .zip file.`);
    entries.sort((a, b) => naturalOrder.compare(a.name, b.name));
    return { name, entries, close: () => holdings.close() };
  } catch (error) {
    await holdings.close();
    throw error;
  }
}

/**
 * Windows-1252's bytes 0x80–0x9F: Node's TextDecoder reads "windows-1252" as Latin-1, which would turn CMS's
 * 0x92 apostrophe into a control code.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const latin1 = new TextDecoder('latin1');
const decodeCp1252 = (bytes: Uint8Array): string =>
  latin1.decode(bytes).replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH.charAt(c.charCodeAt(0) - 0x80));

/** What `textLines` yields for a line past `skipOver`: a line break, which no line read can hold. */
export const LINE_TOO_LONG = '\n';

/**
 * Lines split on LF (CR dropped), as UTF-8 (split characters kept whole) or Windows-1252 (PBP). Stopping
 * early destroys the stream. Throws ImportFileError on a line over 1 MB (a binary file); with `skipOver`,
 * a line longer than that is yielded as LINE_TOO_LONG instead and reading goes on (Plan-Net's NDJSON).
 */
export async function* textLines(
  input: Readable | Promise<Readable>,
  name: string,
  encoding: 'utf8' | 'cp1252' = 'utf8',
  skipOver?: number,
): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  const decode = encoding === 'utf8' ? (chunk: Buffer) => decoder.write(chunk) : decodeCp1252;
  const line = (text: string) => (text.endsWith('\r') ? text.slice(0, -1) : text);
  let rest = '';
  let count = 0;
  // The rest of a line yielded as LINE_TOO_LONG is passed over up to its line break.
  let skipping = false;
  for await (const chunk of await input) {
    const text = rest + decode(chunk as Buffer);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      count++;
      if (skipping) skipping = false;
      else
        yield skipOver !== undefined && end - start > skipOver ? LINE_TOO_LONG : line(text.slice(start, end));
      start = end + 1;
    }
    rest = text.slice(start);
    if (skipOver !== undefined && !skipping && rest.length > skipOver) {
      yield LINE_TOO_LONG;
      skipping = true;
    }
    if (skipping) rest = '';
    else if (skipOver === undefined && rest.length > MAX_LINE_CHARS)
      throw new ImportFileError(
        'source',
        `${name}: line ${count + 1} is longer than 1 MB; this is not a text table.`,
        { file: name, row: count + 1 },
      );
  }
  if (skipping) return;
  if (encoding === 'utf8') rest += decoder.end();
  if (rest !== '') yield line(rest);
}

/** An entry's bytes whole, for a small file (a mapping file, a JSON resource). */
export async function readWhole(input: Readable | Promise<Readable>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await input) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
