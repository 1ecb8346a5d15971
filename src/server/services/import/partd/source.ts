/**
 * Where a Part D release's files are (files.ts): a folder, a .txt, or CMS's zip as published, whose
 * tables usually sit each in its own zip inside it ("basic drugs formulary file.zip", "pharmacy
 * networks file … part 1.zip", …), opened by ../source.ts with its inner zips. The source lists
 * every .txt with the kind its header line tells (null: not a Part D file), and streams each
 * file's lines on demand. Zips inside inner zips, and files other than .txt (the ReadMe PDF, a
 * data dictionary workbook, macOS's __MACOSX copies), are passed over.
 */
import os from 'node:os';
import path from 'node:path';
import { openSource, textLines } from '../source.ts';
import { identifyPartDFile, type PartDFileKind } from './files.ts';

/** More files than this in one zip or folder is not a Part D release (it has nine tables, a few split in parts). */
export const PARTD_MAX_ENTRIES = 1000;

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

const isText = (name: string) => /\.txt$/i.test(name);

/**
 * Opens a folder, a .zip (with one level of inner zips) or a single .txt and lists its tables,
 * each identified by its header line alone. Throws ImportFileError for a zip that cannot be
 * read, holds an unsafe entry name or more than PARTD_MAX_ENTRIES entries. `tempDir` (default
 * the system's) is where inner zips are copied: it needs room for the largest of them.
 */
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
