/**
 * Where a PBP release's files are: a folder (any depth) or CMS's zip (`pbp-benefits-2027.zip`,
 * its `.txt` files at any depth inside), opened by ../source.ts. Files are found by name
 * (files.ts); other files (the SAS programs, the dictionary workbook, the Readme, files ClearPlan
 * does not read) are listed as ignored. Lines are streamed on demand, decoded as Windows-1252:
 * CMS's files are not UTF-8 (a few hold 0x92 or 0x96 in plan names). A zip inside the zip is not
 * opened.
 */
import { ImportFileError } from '../import-file-error.ts';
import { openSource, textLines } from '../source.ts';
import { PBP_FILES, type PbpFileKind, pbpKindOfName } from './files.ts';

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
 * Opens a folder or a .zip and finds the PBP files in it. Throws ImportFileError for a path that
 * does not exist, a zip that cannot be read, or two files of the same kind (two releases mixed).
 */
export async function openPbpSource(target: string): Promise<PbpSource> {
  const source = await openSource(target, {
    notSource: (name) => `${name} is not a folder or a .zip of CMS's PBP benefit files.`,
    // More entries than this is not a PBP release (about 150 files).
    maxEntries: { max: 2000, expected: 'a PBP release has about 150' },
  });
  try {
    const files = new Map<PbpFileKind, PbpFileRef>();
    const ignored: string[] = [];
    for (const entry of source.entries) {
      const kind = pbpKindOfName(entry.name);
      if (kind === null) {
        ignored.push(entry.name);
        continue;
      }
      const other = files.get(kind);
      if (other)
        throw new ImportFileError(
          'source',
          `${source.name} holds two ${PBP_FILES[kind].label} files (${other.name} and ${entry.name}): give one release at a time.`,
          { file: entry.name },
        );
      files.set(kind, { name: entry.name, kind, lines: () => textLines(entry.open(), entry.name, 'cp1252') });
    }
    return { name: source.name, files, ignored, close: source.close };
  } catch (error) {
    await source.close();
    throw error;
  }
}
