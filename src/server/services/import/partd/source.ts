/**
 * Where a Part D release's files are (files.ts): a folder, a .txt, or CMS's zip as published, whose
 * tables usually sit each in its own zip inside it ("basic drugs formulary file.zip", "pharmacy
 * networks file … part 1.zip", …). The source lists every .txt with the kind its header line
 * tells (null: not a Part D file), and streams each file's lines on demand: a national release is
 * several GB, so nothing is held whole. Zip64 is read (yauzl).
 *
 * An inner zip is copied out, streamed, to a temporary folder (its table of contents is at its end
 * and yauzl needs to seek); close() removes it. Zips inside inner zips, and files other than .txt
 * (the ReadMe PDF, a data dictionary workbook, macOS's __MACOSX copies), are passed over.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import type yauzl from 'yauzl';
import { openZip, zipEntries } from '../zip-entries.ts';
import { identifyPartDFile, type PartDFileKind } from './files.ts';

/** More files than this in one zip or folder is not a Part D release (it has nine tables, a few split in parts). */
export const PARTD_MAX_ENTRIES = 1000;
/** A "line" longer than this is not a line of a Part D table (the longest rows are a few hundred characters). */
const MAX_LINE_CHARS = 1024 * 1024;

export class PartDSourceError extends Error {}

export type PartDFileRef = {
  /** The path inside the source: "basic drugs formulary file.zip/basic drugs formulary file 20261015.txt". */
  name: string;
  /** From the header line; null when it is not a Part D table's. */
  kind: PartDFileKind | null;
  /** The lines without their line ends, header first; each call reads the file anew. */
  lines(): AsyncIterable<string>;
};

export type PartDRelease = {
  contractYear: number | null;
  /** yyyy-mm-dd, for a monthly release; null for a quarterly one. */
  releaseDate: string | null;
  /** "2026 Q4", "2026, released 2026-10-15". */
  label: string;
};

export type PartDSource = {
  /** The folder's or file's own name. */
  name: string;
  /** Every .txt, in name order (so "part 2" comes before "part 10"). */
  files: PartDFileRef[];
  release: PartDRelease | null;
  /** Closes the zips and removes the temporary copies of inner zips; safe to call twice. */
  close(): Promise<void>;
};

/**
 * The lines of a stream, split on LF with a CR before it dropped, decoded as UTF-8. A reader that
 * stops early ends the `for await` below, which destroys the stream. Throws PartDSourceError on a
 * line over 1 MB (a binary file).
 */
export async function* streamLines(
  input: Readable | Promise<Readable>,
  name: string,
): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  const line = (text: string) => (text.endsWith('\r') ? text.slice(0, -1) : text);
  let rest = '';
  let count = 0;
  for await (const chunk of await input) {
    const text = rest + decoder.write(chunk as Buffer);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      count++;
      yield line(text.slice(start, end));
      start = end + 1;
    }
    rest = text.slice(start);
    if (rest.length > MAX_LINE_CHARS)
      throw new PartDSourceError(`${name}: line ${count + 1} is longer than 1 MB; this is not a text table.`);
  }
  rest += decoder.end();
  if (rest !== '') yield line(rest);
}

type Candidate = { name: string; open: () => Promise<Readable> };

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const isText = (name: string) => /\.txt$/i.test(name);
const isZip = (name: string) => /\.zip$/i.test(name);
const isMacCopy = (name: string) =>
  name.startsWith('__MACOSX/') || path.posix.basename(name).startsWith('._');

/** What a source has open: the zips, and the temporary folder of inner zips. */
class Holdings {
  readonly zips: yauzl.ZipFile[] = [];
  private folder: Promise<string> | null = null;
  private copies = 0;

  constructor(private readonly tempRoot: string) {}

  async newCopyPath(): Promise<string> {
    this.folder ??= fsp.mkdtemp(path.join(this.tempRoot, 'clearplan-partd-'));
    return path.join(await this.folder, `inner-${++this.copies}.zip`);
  }

  async close(): Promise<void> {
    for (const zip of this.zips.splice(0)) if (zip.isOpen) zip.close();
    const folder = this.folder;
    this.folder = null;
    if (folder) await fsp.rm(await folder, { recursive: true, force: true });
  }
}

async function zipCandidates(
  zipPath: string,
  shownAs: string,
  holdings: Holdings,
  inner: boolean,
): Promise<Candidate[]> {
  const fail = (why: string) => new PartDSourceError(`${shownAs} could not be read as a zip file: ${why}`);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(zipPath);
  } catch (error) {
    throw fail((error as Error).message);
  }
  holdings.zips.push(zip);
  if (zip.entryCount > PARTD_MAX_ENTRIES)
    throw fail(
      `it holds ${zip.entryCount} entries; a Part D release has far fewer than ${PARTD_MAX_ENTRIES}`,
    );
  const found: Candidate[] = [];
  try {
    for await (const { name, entry } of zipEntries(zip, shownAs, (m) => new PartDSourceError(m))) {
      if (name.endsWith('/') || isMacCopy(name)) continue;
      const shown = `${inner ? `${shownAs}/` : ''}${name}`;
      if (isText(name)) {
        found.push({ name: shown, open: () => zip.openReadStreamPromise(entry) });
      } else if (isZip(name) && !inner) {
        const copy = await holdings.newCopyPath();
        await pipeline(await zip.openReadStreamPromise(entry), fs.createWriteStream(copy));
        found.push(...(await zipCandidates(copy, shown, holdings, true)));
      }
    }
  } catch (error) {
    throw error instanceof PartDSourceError ? error : fail((error as Error).message);
  }
  return found;
}

async function folderCandidates(folder: string, holdings: Holdings): Promise<Candidate[]> {
  const entries = (await fsp.readdir(folder, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && (isText(entry.name) || isZip(entry.name)),
  );
  if (entries.length > PARTD_MAX_ENTRIES)
    throw new PartDSourceError(`${path.basename(folder)} holds more than ${PARTD_MAX_ENTRIES} files.`);
  const found: Candidate[] = [];
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    const name = path.relative(folder, full).split(path.sep).join('/');
    if (isMacCopy(name)) continue;
    if (isText(name)) found.push({ name, open: async () => fs.createReadStream(full) });
    else
      found.push(
        ...(await zipCandidates(full, name, holdings, false)).map((c) => ({
          ...c,
          name: `${name}/${c.name}`,
        })),
      );
  }
  return found;
}

/** The first line of a file (its header), or null when it is empty. */
async function firstLine(candidate: Candidate): Promise<string | null> {
  for await (const line of streamLines(candidate.open(), candidate.name)) return line;
  return null;
}

/**
 * Opens a folder, a .zip (with one level of inner zips) or a single .txt and lists its tables,
 * each identified by its header line alone. Throws PartDSourceError for a zip that cannot be
 * read, holds an unsafe entry name or more than PARTD_MAX_ENTRIES entries. `tempDir` (default
 * the system's) is where inner zips are copied: it needs room for the largest of them.
 */
export async function openPartDSource(
  target: string,
  options: { tempDir?: string } = {},
): Promise<PartDSource> {
  const name = path.basename(path.resolve(target));
  const holdings = new Holdings(options.tempDir ?? os.tmpdir());
  try {
    const stat = await fsp.stat(target).catch(() => {
      throw new PartDSourceError(`${name} was not found.`);
    });
    let candidates: Candidate[];
    if (stat.isDirectory()) candidates = await folderCandidates(target, holdings);
    else if (isZip(name)) candidates = await zipCandidates(target, name, holdings, false);
    else if (isText(name)) candidates = [{ name, open: async () => fs.createReadStream(target) }];
    else throw new PartDSourceError(`${name} is not a folder, a .zip or a .txt file.`);
    candidates.sort((a, b) => natural.compare(a.name, b.name));
    const files: PartDFileRef[] = [];
    for (const candidate of candidates) {
      const header = await firstLine(candidate);
      files.push({
        name: candidate.name,
        kind: header === null ? null : identifyPartDFile(header),
        lines: () => streamLines(candidate.open(), candidate.name),
      });
    }
    return { name, files, release: releaseFromName(name), close: () => holdings.close() };
  } catch (error) {
    await holdings.close();
    throw error;
  }
}

function isoDate(year: string, month: string, day: string): string | null {
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

/**
 * The release a zip or folder name tells, as CMS names them: "SPUF_2026_20261015" (monthly:
 * contract year, release date), "PPUF_2026Q4" or "2026 Q4 Quarterly Prescription Drug Plan
 * Formulary…" (quarterly), or a bare year; null when the name tells none.
 */
export function releaseFromName(name: string): PartDRelease | null {
  const base = path.basename(name).replace(/\.zip$/i, '');
  const quarter = /(?<!\d)(20\d\d)[ _-]?Q([1-4])(?!\d)/i.exec(base);
  const dated = /(?<!\d)(?:(20\d\d)[ _-]+)?(20\d\d)(\d\d)(\d\d)(?!\d)/.exec(base);
  const releaseDate = dated ? isoDate(dated[2] ?? '', dated[3] ?? '', dated[4] ?? '') : null;
  const year =
    quarter?.[1] ?? (releaseDate ? dated?.[1] : undefined) ?? /(?<!\d)(20\d\d)(?!\d)/.exec(base)?.[1];
  const contractYear = year === undefined ? null : Number(year);
  if (quarter) return { contractYear, releaseDate, label: `${quarter[1]} Q${quarter[2]}` };
  if (releaseDate)
    return {
      contractYear,
      releaseDate,
      label: contractYear === null ? `released ${releaseDate}` : `${contractYear}, released ${releaseDate}`,
    };
  return contractYear === null ? null : { contractYear, releaseDate: null, label: String(contractYear) };
}
