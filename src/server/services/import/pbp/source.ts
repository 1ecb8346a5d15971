// A PBP release's files in a folder or CMS's zip (opened by ../source.ts), found by name; others are listed
// as ignored. Decoded as Windows-1252: CMS's files are not UTF-8 (0x92, 0x96 in plan names).
import { ImportFileError } from '../import-file-error.ts';
import { openSource, textLines } from '../source.ts';
import { PBP_FILES, type PbpFileKind, pbpKindOfName } from './files.ts';

export type PbpFileRef = {
  name: string;
  kind: PbpFileKind;
  lines(): AsyncIterable<string>;
};

export type PbpSource = {
  name: string;
  files: ReadonlyMap<PbpFileKind, PbpFileRef>;
  ignored: string[];
  close(): Promise<void>;
};

/** Throws ImportFileError for a missing path, a bad zip, or two files of one kind (two releases mixed). */
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
