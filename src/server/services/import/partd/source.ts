// A Part D release's files: a folder, a .txt, or CMS's zip of inner zips (opened by ../source.ts). Lists each
// .txt with the kind its header tells; other files and zips within inner zips are passed over.
import os from 'node:os';
import path from 'node:path';
import { openSource, textLines } from '../source.ts';
import { identifyPartDFile, type PartDFileKind } from './files.ts';

/** A Part D release has nine tables, a few split in parts. */
export const PARTD_MAX_ENTRIES = 1000;

export type PartDFileRef = {
  name: string;
  kind: PartDFileKind | null;
  lines(): AsyncIterable<string>;
};

export type PartDRelease = {
  contractYear: number | null;
  /** yyyy-mm-dd, for a monthly release; null for a quarterly one. */
  releaseDate: string | null;
  label: string;
};

export type PartDSource = {
  name: string;
  /** In name order ("part 2" before "part 10"). */
  files: PartDFileRef[];
  release: PartDRelease | null;
  close(): Promise<void>;
};

const isText = (name: string) => /\.txt$/i.test(name);

/** Throws ImportFileError for a bad zip or entry name, or too many entries; `tempDir` holds inner zips. */
export async function openPartDSource(
  target: string,
  options: { tempDir?: string } = {},
): Promise<PartDSource> {
  const source = await openSource(target, {
    plainFile: isText,
    notSource: (name) => `${name} is not a folder, a .zip or a .txt file.`,
    entries: isText,
    maxEntries: {
      max: PARTD_MAX_ENTRIES,
      expected: `a Part D release has far fewer than ${PARTD_MAX_ENTRIES}`,
    },
    innerZipsIn: options.tempDir ?? os.tmpdir(),
  });
  try {
    const files: PartDFileRef[] = [];
    for (const entry of source.entries) {
      const lines = () => textLines(entry.open(), entry.name);
      let header: string | null = null;
      for await (const line of lines()) {
        header = line;
        break;
      }
      files.push({ name: entry.name, kind: header === null ? null : identifyPartDFile(header), lines });
    }
    return { name: source.name, files, release: releaseFromName(source.name), close: source.close };
  } catch (error) {
    await source.close();
    throw error;
  }
}

function isoDate(year: string, month: string, day: string): string | null {
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

/**
 * The release CMS's name tells: "SPUF_2026_20261015" (monthly), "PPUF_2026Q4" or "2026 Q4 Quarterly …", or a
 * bare year; null when none.
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
