/**
 * Where a payer's Plan-Net bulk export is (docs/import-plan-net.md): a folder or a .zip of NDJSON
 * files, one resource per line. A file's resource type comes from its name (`Practitioner.ndjson`,
 * `Practitioner_2.ndjson`, `1.PractitionerRole.ndjson`); files of types the importer does not read
 * (Endpoint, HealthcareService, OrganizationAffiliation …) are listed as ignored. Each file is
 * streamed anew on demand, line by line: a national export is several GB, so nothing is held whole.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type yauzl from 'yauzl';
import { openZip, zipEntries } from '../zip-entries.ts';

/** The resource types the importer reads, in the order it reads them (plans before roles before people). */
export const PLAN_NET_TYPES = [
  'InsurancePlan',
  'Organization',
  'PractitionerRole',
  'Practitioner',
  'Location',
] as const;
export type PlanNetType = (typeof PLAN_NET_TYPES)[number];

/** A line longer than this is not one directory resource; it is reported as malformed and passed over. */
export const MAX_LINE_CHARS = 32 * 1024 * 1024;

export class PlanNetSourceError extends Error {}

export type NdjsonFile = {
  /** The path inside the folder or zip: "PractitionerRole.ndjson", "export/Location_2.ndjson". */
  name: string;
  type: PlanNetType;
  open(): Promise<Readable>;
};

export type PlanNetSource = {
  /** The folder's or zip's own name. */
  name: string;
  /** The files the importer reads, by PLAN_NET_TYPES order, then by name. */
  files: NdjsonFile[];
  /** .ndjson files of other resource types. */
  ignored: string[];
  close(): Promise<void>;
};

/** The Plan-Net type a file's name announces: a word of the name equal to one of the types, any case. */
export function resourceTypeOfFile(name: string): PlanNetType | null {
  const words = path.posix
    .basename(name)
    .replace(/\.ndjson$/i, '')
    .split(/[^A-Za-z]+/);
  for (const word of words) {
    const type = PLAN_NET_TYPES.find((t) => t.toLowerCase() === word.toLowerCase());
    if (type) return type;
  }
  return null;
}

export type NdjsonLine = { line: number; text: string } | { line: number; tooLong: true };

/**
 * The lines of an NDJSON stream with their 1-based numbers, split on LF (a CR before it dropped),
 * decoded as UTF-8; blank lines are passed over. A line over `maxLineChars` is yielded as
 * `tooLong` and its rest skipped, so one broken line never stops the file.
 */
export async function* ndjsonLines(
  input: Readable | Promise<Readable>,
  maxLineChars = MAX_LINE_CHARS,
): AsyncGenerator<NdjsonLine> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let line = 0;
  let skipping = false;
  const emit = (text: string): NdjsonLine | null => {
    line += 1;
    const trimmed = text.endsWith('\r') ? text.slice(0, -1) : text;
    return trimmed.trim() === '' ? null : { line, text: trimmed };
  };
  for await (const chunk of await input) {
    const text = rest + decoder.write(chunk as Buffer);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      if (skipping) {
        skipping = false;
        line += 1;
      } else if (end - start > maxLineChars) {
        line += 1;
        yield { line, tooLong: true };
      } else {
        const next = emit(text.slice(start, end));
        if (next) yield next;
      }
      start = end + 1;
    }
    rest = text.slice(start);
    if (rest.length > maxLineChars && !skipping) {
      yield { line: line + 1, tooLong: true };
      skipping = true;
    }
    if (skipping) rest = '';
  }
  rest += decoder.end();
  if (skipping) return;
  const last = emit(rest);
  if (last) yield last;
}

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const isNdjson = (name: string) => /\.ndjson$/i.test(name);
const isMacCopy = (name: string) =>
  name.startsWith('__MACOSX/') || path.posix.basename(name).startsWith('._');

type Candidate = { name: string; open: () => Promise<Readable> };

async function zipCandidates(zipPath: string, shownAs: string, zips: yauzl.ZipFile[]): Promise<Candidate[]> {
  const fail = (why: string) => new PlanNetSourceError(`${shownAs} could not be read as a zip file: ${why}`);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(zipPath);
  } catch (error) {
    throw fail((error as Error).message);
  }
  zips.push(zip);
  const found: Candidate[] = [];
  try {
    for await (const { name, entry } of zipEntries(zip, shownAs, (m) => new PlanNetSourceError(m))) {
      if (name.endsWith('/') || isMacCopy(name) || !isNdjson(name)) continue;
      found.push({ name, open: () => zip.openReadStreamPromise(entry) });
    }
  } catch (error) {
    throw error instanceof PlanNetSourceError ? error : fail((error as Error).message);
  }
  return found;
}

async function folderCandidates(folder: string): Promise<Candidate[]> {
  const entries = await fsp.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isNdjson(entry.name))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        name: path.relative(folder, full).split(path.sep).join('/'),
        open: async () => fs.createReadStream(full),
      };
    })
    .filter((candidate) => !isMacCopy(candidate.name));
}

/**
 * Opens a folder or a .zip and lists its NDJSON files by resource type. Throws PlanNetSourceError
 * when the path is missing, is neither, or holds none of the files the importer reads.
 */
export async function openPlanNetSource(target: string): Promise<PlanNetSource> {
  const name = path.basename(path.resolve(target));
  const zips: yauzl.ZipFile[] = [];
  const close = async () => {
    for (const zip of zips.splice(0)) if (zip.isOpen) zip.close();
  };
  try {
    const stat = await fsp.stat(target).catch(() => {
      throw new PlanNetSourceError(`${target} was not found.`);
    });
    let candidates: Candidate[];
    if (stat.isDirectory()) candidates = await folderCandidates(target);
    else if (/\.zip$/i.test(name)) candidates = await zipCandidates(target, name, zips);
    else throw new PlanNetSourceError(`${name} is neither a folder nor a .zip of NDJSON files.`);
    const files: NdjsonFile[] = [];
    const ignored: string[] = [];
    for (const candidate of candidates) {
      const type = resourceTypeOfFile(candidate.name);
      if (type) files.push({ ...candidate, type });
      else ignored.push(candidate.name);
    }
    if (files.length === 0)
      throw new PlanNetSourceError(
        `${name} holds no ${PLAN_NET_TYPES.map((t) => `${t}.ndjson`).join(', ')} file: not a Plan-Net bulk export.`,
      );
    files.sort(
      (a, b) =>
        PLAN_NET_TYPES.indexOf(a.type) - PLAN_NET_TYPES.indexOf(b.type) || natural.compare(a.name, b.name),
    );
    return { name, files, ignored: ignored.sort(natural.compare), close };
  } catch (error) {
    await close();
    throw error;
  }
}
